import Domain
import Foundation
import Presentation
import Testing

@Suite("--format templates")
struct WeatherTemplateTests {
    let fetched = Date(timeIntervalSince1970: 1_795_000_000) // 2026-11-18 11:06:40 UTC

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

    /// The sky at Lisbon on the day of `fetched`, on UTC's clocks (the provider's offset).
    func sky(latitude: Double = 38.72, zone: String? = nil) -> SkyReport {
        let place = Place(name: "Lisbon", coordinate: Coordinate(unchecked: latitude, -9.14), timeZone: zone)
        return SkyReport.today(at: place, clock: SkyReport.Clock(for: place, providerOffsetSeconds: 0), now: fetched)
    }

    func render(_ template: String, complete: Bool = true, forecast: Forecast? = nil, unicode: Bool = true, offset: Int = 3600,
                sky: SkyReport? = nil, weather present: Bool = true, phrasebook: Phrasebook = .english) throws -> String {
        try WeatherTemplate(parsing: template).render(.init(
            place: "Lisbon, PT", weather: present ? weather(complete: complete) : nil, forecast: forecast, now: fetched,
            userOffsetSeconds: offset, sky: sky ?? self.sky(), unicode: unicode, phrasebook: phrasebook))
    }

    @Test("Every code fills in its value", arguments: [
        ("%l", "Lisbon, PT"), ("%c", "☂"), ("%C", "light rain"), ("%t", "+11°C"), ("%f", "+10°C"), ("%h", "81%"),
        ("%w", "↘14km/h"), ("%p", "0.4mm"), ("%P", "1012 hPa"), ("%u", "2"), ("%S", "08:10"), ("%s", "18:05"),
        ("%T", "11:06"), ("%%", "%"), ("100%% %t", "100% +11°C"), ("%x", "/"), ("%Z", "UTC+00:00"),
        ("%m", "🌔"), ("%M", "9"), ("%D", "06:53"), ("%z", "12:21"), ("%d", "17:49"),
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

    @Test("%F is tonight's lowest when it is frost, else empty; %G the strongest gust in 12 hours, in the wind unit; both ? without a forecast")
    func frostAndGusts() throws {
        // `fetched` is 11:06 UTC (Lisbon's clock): tonight is 18:00 to 09:00 tomorrow.
        let noon = (fetched.timeIntervalSince1970 / 86_400).rounded(.down) * 86_400 + 12 * 3600
        func forecast(_ lowest: Double) -> Forecast {
            var forecast = self.forecast()
            forecast.hours = (0..<24).map { (hour: Int) -> HourlyForecast in
                let time = Date(timeIntervalSince1970: noon + Double(hour) * 3600)
                let gust: Double = hour == 5 ? 81 : hour == 13 ? 120 : 30
                return HourlyForecast(time: time, temperature: hour == 16 ? lowest : 6, wind: Wind(speed: 20, gusts: gust), condition: .unknown)
            }
            return forecast
        }
        #expect(try render("%F|%G", forecast: forecast(-2.4)) == "-2°C|81km/h")
        #expect(try render("%F|%G", forecast: forecast(0.4)) == "|81km/h")
        var knots = Phrasebook.english
        knots.windUnit = .knots
        #expect(try render("%G", forecast: forecast(0), phrasebook: knots) == "44kn")
        #expect(try render("%F|%G") == "?|?")
        #expect(try WeatherTemplate(parsing: "%F").needsForecast && WeatherTemplate(parsing: "%G").needsForecast)
    }

    @Test("A value the provider lacks prints as ?; sunrise and sunset then come from the sky's own reckoning")
    func missingValues() throws {
        #expect(try render("%f|%h|%w|%p|%P|%u", complete: false) == "?|?|?|?|?|?")
        let sun = sky().sun
        #expect(try render("%S|%s", complete: false)
            == "\(Phrasebook.english.cellTime(sun.sunrise!, on: .fixed(0)))|\(Phrasebook.english.cellTime(sun.sunset!, on: .fixed(0)))")
        let nothing = try WeatherTemplate(parsing: "%m|%M|%D|%z|%d|%S|%s|%Z").render(.init(
            place: "Lisbon, PT", weather: nil, now: fetched, userOffsetSeconds: 0, unicode: true))
        #expect(nothing == "?|?|?|?|?|?|?|?")
    }

    @Test("Dawn, solar noon and dusk are the sky's times, on the place's clocks")
    func sunTimes() throws {
        let sun = sky().sun
        let time = { (date: Date?) in Phrasebook.english.cellTime(date!, on: .fixed(0)) }
        #expect(try render("%D %z %d") == "\(time(sun.civilDawn)) \(time(sun.solarNoon)) \(time(sun.civilDusk))")
        #expect(sun.civilDawn! < sun.sunrise! && sun.solarNoon < sun.sunset! && sun.sunset! < sun.civilDusk!)
    }

    @Test("South of the equator the moon's glyph is mirrored, as wf sky draws it")
    func southernMoon() throws {
        let south = sky(latitude: -38.72)
        #expect(try render("%m", sky: south) == WeatherFormat.moonGlyph(south.moon.phase, southern: true))
        let north = try render("%m")
        #expect(try render("%m", sky: south) != north)
        #expect(try render("%m", sky: south) == "🌖")
    }

    @Test("A place with a time zone shows its name for %Z and its clocks for %T")
    func timeZone() throws {
        #expect(try render("%Z %T", sky: sky(zone: "Asia/Tokyo")) == "Asia/Tokyo 20:06")
        // Without %Z, a time on a clock not this machine's names its zone.
        if UTCOffset.system.seconds(Date()) != 9 * 3600 { #expect(try render("%T", sky: sky(zone: "Asia/Tokyo")) == "20:06 UTC+9") }
    }

    @Test("Without weather only %l, %% and the sky's codes have values")
    func skyWithoutWeather() throws {
        #expect(try render("%l %t %c %M %%", weather: false) == "Lisbon, PT ? ? 9 %")
        #expect(try !WeatherTemplate(parsing: "%m %M %D %S %z %s %d %T %Z %l %%").needsWeather)
        #expect(try WeatherTemplate(parsing: "%m %x").needsWeather)
        #expect(try !WeatherTemplate(parsing: "%l %t").needsSky)
    }

    @Test("A % before a character that is no code is printed as written, as wttr.in does",
          arguments: [("%q", "%q"), ("%t %Q", "+11°C %Q"), ("50%", "50%"), ("%%q", "%q"), ("%", "%")])
    func unknownCodes(template: String, expected: String) throws {
        #expect(try render(template) == expected)
    }

    @Test("Without Unicode the moon is its phase's name, in every language")
    func asciiMoon() throws {
        #expect(try render("%m", unicode: false) == "waxing gibbous")
        for language in Language.shipped {
            let words = Phrasebook(language)
            #expect(try render("%m", unicode: false, phrasebook: words) == words.moonPhase(sky().moon.phase))
        }
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
