import Domain
import Foundation
import Presentation
import Testing

@Suite("Formatting and messages")
struct FormattingTests {
    @Test("Wind directions read as 16-point compass names",
          arguments: [(0.0, "N"), (22.5, "NNE"), (349, "N"), (225, "SW"), (360, "N"), (-45, "NW"), (318, "NW")])
    func compass(degrees: Double, name: String) {
        #expect(Phrasebook.english.compassPoint(degrees) == name)
    }

    @Test("Temperatures never read as -0.0")
    func noNegativeZero() {
        #expect(WeatherFormat.temperature(-0.04, .metric) == "0.0 °C")
        #expect(WeatherFormat.temperature(-3.26, .imperial) == "-3.3 °F")
    }

    @Test("Days read like 'Sun 22 Nov'")
    func dayLabel() {
        #expect(Phrasebook.english.day(CalendarDay(year: 2026, month: 11, day: 22)) == "Sun 22 Nov")
    }

    @Test("Every error is one line and never carries escape sequences", arguments: [
        WeatherError.queryTooShort("\u{1B}[2J"), .invalidInput("bad\nline"), .placeNotFound(String(repeating: "x", count: 10_000)),
        .apiKeyMissing(provider: "OpenWeatherMap"), .apiKeyRejected(provider: "OpenWeatherMap"), .rateLimited(provider: "Open-Meteo"),
        .requestRejected(provider: "Open-Meteo", reason: "r\u{7}"), .providerUnavailable(provider: "Open-Meteo", reason: "down"),
        .locationNotSet, .storage("locked"), .unexpected("bug"),
    ])
    func oneLine(error: WeatherError) {
        let text = WeatherErrorMessage(error).text
        #expect(!text.contains("\n"))
        #expect(!text.contains("\u{1B}"))
        #expect(!text.contains("\u{7}"))
        #expect(text.count < 400)
    }

    @Test("A rejected key says how to set one, in the front end's words")
    func keyHelp() {
        let remedies = WeatherErrorMessage.Remedies(setAPIKey: "wf config set api-key <key>")
        #expect(WeatherErrorMessage(.apiKeyRejected(provider: "OpenWeatherMap"), remedies: remedies).text
            == "OpenWeatherMap rejected the API key (HTTP 401). Set a valid one with: wf config set api-key <key>")
    }

    @Test("Without remedies from the front end a message holds no command line", arguments: [
        WeatherError.apiKeyMissing(provider: "OpenWeatherMap"), .apiKeyRejected(provider: "OpenWeatherMap"), .locationNotSet,
    ])
    func noCommandLines(error: WeatherError) {
        let text = WeatherErrorMessage(error).text
        #expect(!text.contains("wf "))
        #expect(!text.contains("--"))
    }
}
