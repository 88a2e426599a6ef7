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

    @Test("No answer: check the connection; a bad answer (HTTP 500, unreadable): the provider's fault, try later")
    func outageAdvice() {
        #expect(WeatherErrorMessage(.providerUnavailable(provider: "Open-Meteo", reason: "cannot be reached (connection refused)",
                                                         outage: .noAnswer)).text
            == "Open-Meteo cannot be reached (connection refused), and nothing is cached for this; check the connection and try again")
        #expect(WeatherErrorMessage(.providerUnavailable(provider: "Open-Meteo", reason: "failed with HTTP 500")).text
            == "Open-Meteo failed with HTTP 500, and nothing is cached for this; the fault is Open-Meteo's, not the connection's: try again later")
    }

    @Test("A rejected key names where it came from, and the fix there when the front end gives one")
    func keySource() {
        var remedies = WeatherErrorMessage.Remedies(setAPIKey: "wf config set api-key <key>", apiKeySource: "the config file")
        #expect(WeatherErrorMessage(.apiKeyRejected(provider: "OpenWeatherMap"), remedies: remedies).text
            == "OpenWeatherMap rejected the API key from the config file (HTTP 401). Set a valid one with: wf config set api-key <key>")
        remedies.apiKeySource = "the environment variable OPENWEATHER_API_KEY"
        remedies.replaceAPIKey = "Export a valid one in it"
        #expect(WeatherErrorMessage(.apiKeyRejected(provider: "OpenWeatherMap"), remedies: remedies).text
            == "OpenWeatherMap rejected the API key from the environment variable OPENWEATHER_API_KEY (HTTP 401). Export a valid one in it")
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
