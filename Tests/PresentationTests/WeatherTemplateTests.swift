import Domain
import Foundation
import Presentation
import Testing

@Suite("--format templates")
struct WeatherTemplateTests {
    let fetched = Date(timeIntervalSince1970: 1_795_000_000) // 2026-11-18 08:26:40 UTC

    func weather(complete: Bool = true) -> CurrentWeather {
        CurrentWeather(placeName: "Lisbon", country: "PT", coordinate: Coordinate(unchecked: 38.72, -9.14),
                       condition: WeatherCondition(category: .rain, code: 61, description: "light rain"),
                       temperature: 11.4, feelsLike: complete ? 9.6 : nil, humidity: complete ? 81 : nil,
                       pressure: complete ? 1012.4 : nil, windSpeed: complete ? 14.2 : nil, windDirection: complete ? 315 : nil,
                       precipitation: complete ? 0.4 : nil, uvIndex: complete ? 2.2 : nil,
                       sunrise: complete ? Date(timeIntervalSince1970: 1_794_989_400) : nil,
                       sunset: complete ? Date(timeIntervalSince1970: 1_795_025_100) : nil,
                       utcOffsetSeconds: 0, observedAt: fetched, fetchedAt: fetched, units: .metric, provider: "Stub")
    }

    func forecast() -> Forecast {
        Forecast(place: Place(name: "Lisbon", coordinate: Coordinate(unchecked: 38.72, -9.14)), units: .metric, provider: "Stub",
                 fetchedAt: fetched, utcOffsetSeconds: 0, days: [],
                 hours: [HourlyForecast(time: Date(timeIntervalSince1970: 1_794_992_400), temperature: 11,
                                        precipitation: Precipitation(amount: 0.2, probability: 70), condition: .unknown)])
    }

    func render(_ template: String, complete: Bool = true, forecast: Forecast? = nil, unicode: Bool = true, offset: Int = 3600) throws -> String {
        try WeatherTemplate(parsing: template).render(.init(
            place: "Lisbon, PT", weather: weather(complete: complete), forecast: forecast, now: fetched,
            userOffsetSeconds: offset, unicode: unicode))
    }

    @Test("Every code fills in its value", arguments: [
        ("%l", "Lisbon, PT"), ("%c", "☂"), ("%C", "light rain"), ("%t", "+11°C"), ("%f", "+10°C"), ("%h", "81%"),
        ("%w", "↘14km/h"), ("%p", "0.4mm"), ("%P", "1012 hPa"), ("%u", "2"), ("%S", "08:10"), ("%s", "18:05"),
        ("%T", "12:06"), ("%%", "%"), ("100%% %t", "100% +11°C"),
    ])
    func everyCode(template: String, expected: String) throws {
        #expect(try render(template) == expected)
    }

    @Test("%o comes from the forecast's hour in progress; without a forecast it is ?")
    func chanceOfRain() throws {
        #expect(try render("%o", forecast: forecast()) == "70%")
        #expect(try render("%o") == "?")
        #expect(try WeatherTemplate(parsing: "%l %o").needsForecast)
        #expect(try !WeatherTemplate(parsing: "%l %t %w").needsForecast)
    }

    @Test("A value the provider lacks prints as ?")
    func missingValues() throws {
        #expect(try render("%f|%h|%w|%p|%P|%u|%S|%s", complete: false) == "?|?|?|?|?|?|?|?")
    }

    @Test("Unknown codes, a lone % and an empty template are errors that name the problem",
          arguments: [("%x", "%x"), ("%t %Z", "%Z"), ("50%", "%")])
    func unknownCodes(template: String, code: String) {
        #expect(throws: WeatherTemplate.ParseError.unknownCode(code)) { try WeatherTemplate(parsing: template) }
    }

    @Test("An empty template is refused")
    func emptyTemplate() {
        #expect(throws: WeatherTemplate.ParseError.empty) { try WeatherTemplate(parsing: "") }
    }

    @Test("Presets 1 to 4 mirror wttr.in's one-line formats")
    func presets() throws {
        #expect(try render("1") == "☂ +11°C")
        #expect(try render("2") == "☂ +11°C ↘14km/h")
        #expect(try render("3") == "Lisbon, PT: ☂ +11°C")
        #expect(try render("4") == "Lisbon, PT: ☂ +11°C ↘14km/h")
    }

    @Test("Without Unicode the icon is a word, the wind letters, and there is no degree sign")
    func ascii() throws {
        let line = try render("%c %t %w", unicode: false)
        #expect(line == "rain +11C NW 14km/h")
        #expect(line.unicodeScalars.allSatisfy { $0.isASCII })
    }
}
