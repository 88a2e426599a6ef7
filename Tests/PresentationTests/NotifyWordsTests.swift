import Domain
import Foundation
import Presentation
import Testing

/// What `wf notify` says of the forecast's thresholds, and its start line, in the user's language and units.
@Suite("wf notify's words")
struct NotifyWordsTests {
    /// 2026-11-29 00:00 in Berlin (UTC+1).
    static let midnight = Date(timeIntervalSince1970: 1_795_906_800)
    static func at(_ hour: Double) -> Date { midnight.addingTimeInterval(hour * 3600) }

    static func body(_ subject: WeatherNotification.Subject, _ phrasebook: Phrasebook = .english, spoken: Bool = false) -> String {
        let notification = WeatherNotification(place: "Berlin, DE", subject: subject, key: .init(kind: .frost, place: "52.52, 13.41", event: "-"))
        return phrasebook.notificationBody(notification, now: at(15), spoken: spoken)
    }

    @Test("Each threshold in words, its times on the place's clock, named")
    func bodies() {
        #expect(Self.body(.frost(lowest: ForecastPeak(value: -2, time: Self.at(28)), units: .metric, utcOffsetSeconds: 3600))
                == "frost tonight: down to -2.0 °C around 04:00 UTC+1")
        #expect(Self.body(.pressureDrop(PressureFall(amount: 7.6, from: Self.at(18), to: Self.at(21)), units: .metric, utcOffsetSeconds: 3600))
                == "pressure falling 8 hPa from 18:00 UTC+1 to 21:00 UTC+1")
        #expect(Self.body(.gusts(strongest: ForecastPeak(value: 80, time: Self.at(19)), units: .metric, utcOffsetSeconds: 3600),
                          Phrasebook(.english, windUnit: .beaufort)) == "gusts up to Bft 9 around 19:00 UTC+1")
        #expect(Self.body(.uv(highest: ForecastPeak(value: 7, time: Self.at(13)), utcOffsetSeconds: 3600), Phrasebook(Language("de")!))
                == "UV-Index heute bis 7, gegen 13:00 UTC+1")
        #expect(Self.body(.frost(lowest: ForecastPeak(value: -2, time: Self.at(28)), units: .metric, utcOffsetSeconds: 3600), spoken: true)
                == "Frost tonight: down to -2 degrees Celsius around 04:00 UTC plus 1.")
    }

    @Test("The start line names every condition, in the user's language and units")
    func startLine() {
        let conditions = NotifyConditions(rainWithinMinutes: 30, alerts: true, frost: 0, pressureDrop: 5, gusts: 60, uv: 6)
        #expect(Phrasebook.english.notifyStartLine(places: ["Berlin, DE"], conditions: conditions, units: .metric, every: 600, channel: "terminal")
                == "watching Berlin, DE for rain within 30 minutes, alerts, frost tonight (0.0 °C or colder), pressure falling 5 hPa in 3 hours, gusts of 60 km/h, UV index 6 every 600 s, through terminal; Ctrl-C to stop")
        let places = ["A", "B", "C", "D", "E"]
        #expect(Phrasebook(Language("de")!).notifyStartLine(places: places, conditions: NotifyConditions(alerts: true), units: .metric, every: 300, channel: "stdout")
                == "beobachte A; B; C und 2 weitere auf Warnungen alle 300 s, über stdout; Strg-C beendet")
        #expect(Phrasebook.english.watchedConditions(NotifyConditions(frost: 32, gusts: 8, windUnit: .beaufort), units: .imperial)
                == "frost tonight (32.0 °F or colder), gusts of Bft 8")
    }
}
