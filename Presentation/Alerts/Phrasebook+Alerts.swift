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

    /// "Wed 25 Nov 14:00 UTC-5" on `clock`, the report's: never on the source's own clock, which may
    /// be hours from the place's or the one `--tz` chose.
    public func alertTime(_ date: Date, on clock: UTCOffset) -> String {
        timestamp(date, on: clock)
    }

    /// "Wed 25 Nov 14:00 to Thu 26 Nov 06:00 UTC-5", "from …", "until …"; nil when the source gave neither.
    public func alertPeriod(_ alert: WeatherAlert, on clock: UTCOffset) -> String? {
        switch (alert.onset, alert.end) {
        case let (onset?, end?): self(.alertsPeriod(start: alertTime(onset, on: clock), end: alertTime(end, on: clock)))
        case let (onset?, nil): self(.alertsFrom(start: alertTime(onset, on: clock)))
        case let (nil, end?): self(.alertsUntil(end: alertTime(end, on: clock)))
        case (nil, nil): nil
        }
    }

    /// "severity severe, certainty likely, urgency expected".
    public func alertFacts(_ alert: WeatherAlert) -> String {
        let severity = alertSeverity(alert.severity), certainty = alertCertainty(alert.certainty)
        guard let urgency = alert.urgency else { return self(.alertsFactsNoUrgency(severity: severity, certainty: certainty)) }
        return self(.alertsFacts(severity: severity, certainty: certainty, urgency: alertUrgency(urgency)))
    }

    /// The one line over a report: "Severe: Winter Storm Warning, until Thu 26 Nov 06:00 UTC-5 (1 more: wf alerts)".
    /// An answer past its freshness (`stale`, its age) is never read as the present: "Last known
    /// alerts, 13 hours old: …", and with none in force then, "Alerts unknown: …", never nothing.
    public func alertBanner(_ alerts: [WeatherAlert], on clock: UTCOffset, stale: Age? = nil) -> String? {
        guard let first = alerts.first else {
            return stale.map { self(.alertsLastKnownNone(age: ageOld($0))) }
        }
        var line = self(.alertsBanner(level: alertLevel(first), event: first.event))
        if let end = first.end { line += ", " + self(.alertsUntil(end: alertTime(end, on: clock))) }
        if alerts.count > 1 { line += " " + self(.alertsBannerMore(count: String(alerts.count - 1))) }
        return stale.map { self(.alertsLastKnown(age: ageOld($0))) + " " + line } ?? line
    }

    /// "MeteoAlarm has 3 warnings in force in Italy that wf cannot place at this point; see …",
    /// nil when every warning in force was placed.
    public func alertsUnplaced(_ answer: WeatherAlerts, now: Date) -> String? {
        let count = answer.unplacedCount(at: now)
        guard count > 0, let unplaced = answer.unplaced else { return nil }
        let source = answer.source ?? "", country = countryName(unplaced.country)
        return count == 1 ? self(Phrase.alertsUnplacedOneTemplate.filled(source, country, unplaced.link))
            : self(Phrase.alertsUnplacedTemplate.filled(source, String(count), country, unplaced.link))
    }

    /// The banner's words for warnings that could not be placed, when none was: "3 warnings in
    /// force in Italy that wf cannot place here: wf alerts".
    public func alertsUnplacedBanner(_ answer: WeatherAlerts, now: Date) -> String? {
        let count = answer.unplacedCount(at: now)
        guard count > 0, let unplaced = answer.unplaced else { return nil }
        let country = countryName(unplaced.country)
        return count == 1 ? self(Phrase.alertsUnplacedBannerOneTemplate.filled(country))
            : self(Phrase.alertsUnplacedBannerTemplate.filled(String(count), country))
    }

    // MARK: Sentences

    /// "Orange alert: Strong wind, from Wednesday 25 November 14:00 until Thursday 26 November 06:00."
    /// Level, event, start and end first, as a screen reader should hear them.
    public func spokenAlert(_ alert: WeatherAlert, on clock: UTCOffset) -> String {
        self(.spokenAlertsAlert(level: alertLevel(alert), event: alert.event, period: spokenAlertPeriod(alert, on: clock)))
    }

    public func spokenAlertPeriod(_ alert: WeatherAlert, on clock: UTCOffset) -> String {
        let time = { (date: Date) in self.spokenDateTime(date, on: clock, phrase: Phrase.spokenAlertsTime) }
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
    /// Stale, it begins with how old it is, as the banner does.
    public func spokenAlertBanner(_ alerts: [WeatherAlert], on clock: UTCOffset, stale: Age? = nil) -> String? {
        guard let first = alerts.first else {
            return stale.map { self(.alertsLastKnownNone(age: ageOld($0))) + "." }
        }
        let sentence = spokenAlert(first, on: clock)
        let all = alerts.count > 1 ? sentence + " " + self(.spokenAlertsMore(count: String(alerts.count - 1))) : sentence
        return stale.map { self(.alertsLastKnown(age: ageOld($0))) + " " + all } ?? all
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
