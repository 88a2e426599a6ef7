import Domain
import Foundation
import Presentation

/// `--format` and `--oneline`: one line per place, for status bars and prompts.
public struct OneLineFormat: Sendable {
    let template: WeatherTemplate
    let ascii: Bool

    public init(template: WeatherTemplate, ascii: Bool) {
        self.template = template
        self.ascii = ascii
    }

    public var needsForecast: Bool { template.needsForecast }
    /// The report's parts its codes are filled from.
    public var parts: Set<ReportPart> { template.parts }

    /// False for a template of only `%l`, `%%` and the sky's codes: a lat,lon needs no request then.
    public var needsWeather: Bool { template.needsWeather }

    /// The Sun and the Moon today at `place` (the weather's point when not given), on the place's
    /// clocks as `wf sky` and `wf here` choose them; nil when the template has no use for them.
    public func sky(at place: Place?, weather: CurrentWeather?, now: Date) -> SkyReport? {
        guard template.needsSky else { return nil }
        guard let place = place ?? weather.map({ Place(name: $0.displayName, coordinate: $0.coordinate) }) else { return nil }
        let clock = SkyReport.Clock(for: place, providerOffsetSeconds: weather?.utcOffsetSeconds)
        return SkyReport.today(at: place, clock: clock, now: now)
    }

    /// Whether `%W` is in the template: only then are alerts fetched for the line.
    public var needsAlerts: Bool { template.parts.contains(.alerts) }

    public func line(place: String, weather: CurrentWeather?, forecast: Forecast?, at location: Place? = nil, sky: SkyReport? = nil,
                     alerts: [WeatherAlert]? = nil, style: TerminalStyle, now: Date = Date(), airQuality: AirQualityUseCase.Result? = nil,
                     nowcast: Nowcast? = nil, climateAnomaly: Double? = nil, old: Age? = nil, clock: UTCOffset? = nil) -> String {
        let sky = sky ?? self.sky(at: location, weather: weather, now: now)
        var values = WeatherTemplate.Values(place: place, weather: weather, forecast: forecast, now: now,
                                            userOffsetSeconds: UTCOffset.system.seconds(now), sky: sky, alerts: alerts, unicode: style.unicode && !ascii,
                                            phrasebook: style.phrasebook, airQuality: airQuality, nowcast: nowcast,
                                            climateAnomaly: climateAnomaly)
        values.clock = clock
        let text = template.render(values)
        return TerminalSafe(text).text + Self.oldMark(old) + "\n"
    }

    /// " (old: 2d)" after a line whose data are past their validity, so that a status bar never
    /// shows a 2-day-old temperature as now; nothing for a fresh or cached one.
    static func oldMark(_ old: Age?) -> String {
        old.map { " (old: \($0.short))" } ?? ""
    }

    /// A report's line: alerts past their freshness are unknown (`%W` is `?`), and so are those
    /// of a place with warnings that could not be placed and none that was; an old copy is marked.
    public func line(_ report: PlaceReport, style: TerminalStyle, now: Date = Date()) -> String {
        let answer = try? report.alerts?.get()
        let alerts = answer?.known(at: now)
        let old = report.offlineReason.map { _ in Age(since: report.lastUpdated, now: now) }
        return line(place: report.shortTitle, weather: report.current.value, forecast: report.forecast?.value, sky: report.sky,
                    alerts: alerts, style: style, now: now, airQuality: report.airQualityNow, nowcast: report.nowcastNow,
                    climateAnomaly: report.climateValues?.anomaly, old: old, clock: report.clock.utcOffset)
    }
}
