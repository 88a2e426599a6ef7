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
    public var needsAirQuality: Bool { template.needsAirQuality }

    public func line(place: String, weather: CurrentWeather?, forecast: Forecast?, style: TerminalStyle, now: Date = Date(),
                     airQuality: AirQualityUseCase.Result? = nil) -> String {
        let text = template.render(.init(place: place, weather: weather, forecast: forecast, now: now,
                                         userOffsetSeconds: UTCOffset.system.seconds(now), unicode: style.unicode && !ascii,
                                         phrasebook: style.phrasebook, airQuality: airQuality))
        return TerminalSafe(text).text + "\n"
    }

    public func line(_ report: LocationReport, style: TerminalStyle) -> String {
        line(place: report.shortTitle, weather: report.current.value, forecast: report.forecast?.value, style: style,
             airQuality: report.airQualityNow)
    }
}
