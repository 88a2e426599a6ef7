import Domain
import Foundation

/// Official alerts in the phrasebook's language: the CAP words (severity, certainty, urgency),
/// MET Norway's colours, times on the place's clocks, the banner over a report and sentences for a
/// screen reader. The event, headline and texts are the source's own, as it wrote them.
extension Phrasebook {
    /// "severe"; for MET Norway's alerts, their colour: "orange".
    public func alertLevel(_ alert: WeatherAlert) -> String {
        alert.colour.map { self(Phrase.alertColour($0)) } ?? self(Phrase.alertSeverity(alert.severity))
    }

    public func alertSeverity(_ severity: WeatherAlert.Severity) -> String { self(Phrase.alertSeverity(severity)) }
    public func alertCertainty(_ certainty: WeatherAlert.Certainty) -> String { self(Phrase.alertCertainty(certainty)) }
    public func alertUrgency(_ urgency: WeatherAlert.Urgency) -> String { self(Phrase.alertUrgency(urgency)) }

    /// "Wed 25 Nov 14:00" on the alert's clocks.
    public func alertTime(_ date: Date, _ alert: WeatherAlert, clock: UTCOffset? = nil) -> String {
        let offset = clock?.seconds(date) ?? alert.utcOffsetSeconds
        let time = WeatherFormat.localTime(date, utcOffsetSeconds: offset)
        return self(.alertsTime(date: day(CalendarDay(date, utcOffsetSeconds: offset)), time: clock?.labelling(time, at: date) ?? time))
    }

    /// "Wed 25 Nov 14:00 to Thu 26 Nov 06:00", "from …", "until …"; nil when the source gave neither.
    /// With `clock`, on that clock and labelled ("14:00 UTC+1"); else as the source wrote them.
    public func alertPeriod(_ alert: WeatherAlert, clock: UTCOffset? = nil) -> String? {
        switch (alert.onset, alert.end) {
        case let (onset?, end?): self(.alertsPeriod(start: alertTime(onset, alert, clock: clock), end: alertTime(end, alert, clock: clock)))
        case let (onset?, nil): self(.alertsFrom(start: alertTime(onset, alert, clock: clock)))
        case let (nil, end?): self(.alertsUntil(end: alertTime(end, alert, clock: clock)))
        case (nil, nil): nil
        }
    }

    /// "severity severe, certainty likely, urgency expected".
    public func alertFacts(_ alert: WeatherAlert) -> String {
        let severity = alertSeverity(alert.severity), certainty = alertCertainty(alert.certainty)
        guard let urgency = alert.urgency else { return self(.alertsFactsNoUrgency(severity: severity, certainty: certainty)) }
        return self(.alertsFacts(severity: severity, certainty: certainty, urgency: alertUrgency(urgency)))
    }

    /// The one line over a report: "Severe: Winter Storm Warning, until Thu 26 Nov 06:00 (1 more: wf alerts)".
    public func alertBanner(_ alerts: [WeatherAlert]) -> String? {
        guard let first = alerts.first else { return nil }
        var line = self(.alertsBanner(level: alertLevel(first), event: first.event))
        if let end = first.end { line += ", " + self(.alertsUntil(end: alertTime(end, first))) }
        if alerts.count > 1 { line += " " + self(.alertsBannerMore(count: String(alerts.count - 1))) }
        return line
    }

    // MARK: Sentences

    /// "Orange alert: Strong wind, from Wednesday 25 November 14:00 until Thursday 26 November 06:00."
    /// Level, event, start and end first, as a screen reader should hear them.
    public func spokenAlert(_ alert: WeatherAlert) -> String {
        self(.spokenAlertsAlert(level: alertLevel(alert), event: alert.event, period: spokenAlertPeriod(alert)))
    }

    public func spokenAlertPeriod(_ alert: WeatherAlert) -> String {
        let time = { (date: Date) in
            self(.spokenAlertsTime(date: longDate(CalendarDay(date, utcOffsetSeconds: alert.utcOffsetSeconds)), time: WeatherFormat.localTime(date, utcOffsetSeconds: alert.utcOffsetSeconds)))
        }
        return switch (alert.onset, alert.end) {
        case let (onset?, end?): self(.spokenAlertsFromUntil(start: time(onset), end: time(end)))
        case let (onset?, nil): self(.spokenAlertsFrom(start: time(onset)))
        case let (nil, end?): self(.spokenAlertsUntil(end: time(end)))
        case (nil, nil): self(.spokenAlertsNoTimes)
        }
    }

    /// "Severity severe, certainty likely, urgency expected."
    public func spokenAlertFacts(_ alert: WeatherAlert) -> String {
        self(.spokenAlertsFacts(facts: alertFacts(alert)))
    }

    /// The banner as one sentence, before the report.
    public func spokenAlertBanner(_ alerts: [WeatherAlert]) -> String? {
        guard let first = alerts.first else { return nil }
        let sentence = spokenAlert(first)
        return alerts.count > 1 ? sentence + " " + self(.spokenAlertsMore(count: String(alerts.count - 1))) : sentence
    }
}

extension Phrase {
    static func alertSeverity(_ severity: WeatherAlert.Severity) -> Phrase {
        switch severity {
        case .extreme: .alertsSeverityExtreme
        case .severe: .alertsSeveritySevere
        case .moderate: .alertsSeverityModerate
        case .minor: .alertsSeverityMinor
        case .unknown: .alertsSeverityUnknown
        }
    }

    static func alertCertainty(_ certainty: WeatherAlert.Certainty) -> Phrase {
        switch certainty {
        case .observed: .alertsCertaintyObserved
        case .likely: .alertsCertaintyLikely
        case .possible: .alertsCertaintyPossible
        case .unlikely: .alertsCertaintyUnlikely
        case .unknown: .alertsCertaintyUnknown
        }
    }

    static func alertUrgency(_ urgency: WeatherAlert.Urgency) -> Phrase {
        switch urgency {
        case .immediate: .alertsUrgencyImmediate
        case .expected: .alertsUrgencyExpected
        case .future: .alertsUrgencyFuture
        case .past: .alertsUrgencyPast
        case .unknown: .alertsUrgencyUnknown
        }
    }

    static func alertColour(_ colour: WeatherAlert.Colour) -> Phrase {
        switch colour {
        case .yellow: .alertsColourYellow
        case .orange: .alertsColourOrange
        case .red: .alertsColourRed
        }
    }
}
