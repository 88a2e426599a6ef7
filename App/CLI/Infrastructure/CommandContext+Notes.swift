import Domain
import Foundation
import Presentation
import WeatherTerminal

/// The notes on stderr that go with a result: offline copies, a shorter horizon, a place found by IP address; and showing a report.
extension CommandContext {
    /// "offline — showing data from <time>, 3 hours old" on stderr when the result is a fallback
    /// copy: the time on `clock` (the report's, as stdout shows it), the age elapsed as every view says it.
    func noteIfOffline(_ source: DataSource, fetchedAt: Date, clock: UTCOffset) {
        guard case .offline(let reason) = source else { return }
        let words = style.phrasebook
        let time = style.accessible ? words.longTimestamp(fetchedAt, on: clock) : words.timestamp(fetchedAt, on: clock)
        console.note(words(.noteOffline(time: time, age: words.ageOld(Age(since: fetchedAt, now: now())), reason: TerminalSafe(reason).text)))
    }

    /// "OpenWeatherMap's free forecast reaches 5 days; showing 5" when more days were asked for.
    func noteIfBeyondHorizon(asked days: Int?, _ forecast: Forecast) {
        guard let days, days > forecast.horizonDays else { return }
        let shown = min(days, forecast.days.count)
        console.note("\(forecast.provider)'s forecast reaches \(forecast.horizonDays) days; showing \(shown)")
    }

    /// The offline note for a report of which some part is a fallback copy.
    func noteIfOffline(_ report: PlaceReport) {
        if let reason = report.offlineReason {
            noteIfOffline(.offline(reason: reason), fetchedAt: report.lastUpdated, clock: clock(for: report))
        }
    }

    /// The first time an IP address places the user somewhere: where, and that it is approximate.
    func noteIfLocatedByIP(_ located: LocatedByIP?) {
        guard let located, located.isNew else { return }
        console.note("using your IP address's location: \(TerminalSafe(located.location.place.shortName).text)"
                     + " (approximate; set one with wf config set location <place>)")
    }

    /// The clock a place's times are shown on: the zone `--tz` chose, else the place's own (its
    /// zone, else the provider's offset, else its longitude's), each time labelled with it.
    func clock(for place: Place, providerOffsetSeconds: Int? = nil) -> UTCOffset {
        PlaceClock(for: place, providerOffsetSeconds: providerOffsetSeconds, chosen: timeZone).utcOffset
    }

    /// The clock of a report's "updated" and copy times: the zone `--tz` chose, else the offset
    /// the provider gave for the place, which its hours and sunrise are on, so two zones never
    /// meet unnamed on one screen (`UTCOffset` says when a time names its zone).
    func clock(providerOffsetSeconds seconds: Int) -> UTCOffset {
        if let timeZone, TimeZone(identifier: timeZone) != nil { return PlaceClock.chosen(timeZone).utcOffset }
        return PlaceClock.provider(seconds).utcOffset
    }

    /// `clock(providerOffsetSeconds:)` for a report: its current weather's offset.
    func clock(for report: PlaceReport) -> UTCOffset {
        clock(providerOffsetSeconds: report.current.value.utcOffsetSeconds)
    }

    /// `--tz`: the report with every clock time on the chosen zone (days stay the place's), for
    /// text, speech and `--format`; as it came without one. JSON is never shown from this.
    func shown(_ report: PlaceReport) -> PlaceReport {
        guard let timeZone else { return report }
        return report.shown(on: timeZone, at: now())
    }

    /// `--tz`: a forecast's hours on the chosen zone, at its offset now; as it came without one.
    func shown(_ forecast: Sourced<Forecast>) -> Sourced<Forecast> {
        guard let timeZone, let seconds = ChosenClock.seconds(timeZone, at: now()) else { return forecast }
        var forecast = forecast
        forecast.value.utcOffsetSeconds = seconds
        return forecast
    }

    /// `--tz`: the air's hours on the chosen zone, at its offset now; as it came without one.
    func shown(_ report: AirQualityReport) -> AirQualityReport {
        guard let timeZone, let seconds = ChosenClock.seconds(timeZone, at: now()) else { return report }
        var report = report
        report.airQuality.value.utcOffsetSeconds = seconds
        return report
    }

    /// A place's report as the user asked for it: one status-bar line with `--format`/`--oneline`,
    /// else the command's view of it as text or JSON, with the offline note when it is a fallback.
    func show(_ report: PlaceReport, as view: PlaceReportView = .full, format: OneLineFormat? = nil, json: Bool) {
        noteIfOffline(report)
        noteIfAlertsFailed(report.alerts)
        if let format { return console.write(format.line(shown(report), style: style, now: now())) }
        switch view {
        case .full:
            console.write(json ? JSONDocument.encode(JSONDocument.Report(report, windUnit: windUnit, closing: style.closingParts))
                               : LocationReportRenderer.render(shown(report), style: style, utcOffset: clock(for: report), now: now()))
        case .weatherNow:
            console.write(json ? JSONDocument.encode(JSONDocument.AtCurrent(report, windUnit: windUnit, now: now(), closing: style.closingParts))
                               : CurrentWeatherRenderer.render(shown(report), style: style, utcOffset: clock(for: report), now: now()))
        }
    }

    /// A template of only `%l`, `%%` and the sky's codes at a lat,lon is drawn here with no request:
    /// `%l` is the coordinate, the clocks are those of its longitude.
    func show(_ format: OneLineFormat, at coordinate: Coordinate) {
        let place = Place(name: coordinate.description, coordinate: coordinate)
        let sky = format.sky(at: place, weather: nil, now: now()).map { sky in timeZone.map { sky.shown(on: .chosen($0)) } ?? sky }
        console.write(format.line(place: place.name, weather: nil, forecast: nil, at: place, sky: sky, style: style, now: now()))
    }
}

/// A command's view of a place's report.
enum PlaceReportView {
    /// The weather now, the sky, rain soon, the air and the days ahead (`wf here`, `wf fav show`).
    case full
    /// The weather now and its side parts, no days ahead (`wf at`).
    case weatherNow
}
