@testable import CLI
import CommandLineKit
import Domain
import Foundation
import Presentation
import Testing
@testable import WeatherTerminal

@Suite("Argument parsing")
struct ArgumentTests {
    static let days = Option.value("--days", alias: "-n", "N", .wholeNumber(1...16), help: "days")
    static let watch = Option.optionalValue("--watch", "SECONDS", .wholeNumber(60...Int.max), default: "600", help: "watch")
    let spec = CommandSignature(name: "test", summary: "a test", options: [.json, .flag("--refresh", help: "refresh"), .units, days, watch])

    @Test("Negative numbers are arguments, not options")
    func negativeNumbers() throws {
        let parsed = try ParsedArguments(["-33.9", "-.5", "--json"], signature: spec, command: "wf at")
        #expect(parsed.positionals == ["-33.9", "-.5"])
        #expect(parsed.has(.json))
    }

    @Test("Options take values with a space or '=', aliases map, '--' ends options")
    func values() throws {
        let parsed = try ParsedArguments(["--units=imperial", "-n", "3", "--", "--json"], signature: spec, command: "wf")
        #expect(parsed.value(.units) == "imperial")
        #expect(parsed.value(Self.days) == "3")
        #expect(parsed.positionals == ["--json"])
    }

    @Test("An optional value is taken only when it is a number")
    func optionalValue() throws {
        #expect(try ParsedArguments(["--watch", "120"], signature: spec, command: "wf").value(Self.watch) == "120")
        #expect(try ParsedArguments(["--watch", "--json"], signature: spec, command: "wf").value(Self.watch) == "")
    }

    @Test("Unknown options suggest the closest one; missing values are reported")
    func mistakes() {
        #expect(throws: UsageError(message: "unknown option \"--unit\"; did you mean --units?", command: "wf")) {
            try ParsedArguments(["--unit", "x"], signature: spec, command: "wf")
        }
        #expect(throws: UsageError(message: "--days needs a value", command: "wf")) {
            try ParsedArguments(["--days"], signature: spec, command: "wf")
        }
        #expect(throws: UsageError.self) { try ParsedArguments(["--json=1"], signature: spec, command: "wf") }
    }

    @Test("An option named with escape sequences is echoed safely")
    func hostileOption() throws {
        do {
            _ = try ParsedArguments(["--\u{1B}[31mred"], signature: spec, command: "wf")
            Issue.record("expected an error")
        } catch {
            #expect(!error.message.contains("\u{1B}"))
        }
    }

    @Test("Suggestions need a reasonably close word")
    func suggestions() {
        #expect(Suggestion.closest(to: "serch", in: ["search", "recent"]) == "search")
        #expect(Suggestion.closest(to: "xyzzy", in: ["search", "recent"]) == nil)
    }
}

@Suite("Renderers")
struct RendererTests {
    let day = DailyForecast(date: CalendarDay(year: 2026, month: 11, day: 22),
                            temperature: TemperatureSummary(average: 8.1, min: 5, max: 10.2),
                            humidity: 81, pressure: 1012.4, condition: WeatherCondition(category: .rain, description: "light rain"))

    @Test("A forecast day is one aligned line; columns the provider left empty are not shown")
    func forecastLine() {
        #expect(ForecastRenderer.dayLines([day], units: .metric, style: .plain)[0]
            == "Sun 22 Nov  ☂  8.1 °C  5.0…10.2  81%  1012 hPa  light rain")
        #expect(ForecastRenderer.dayLines([fullDay], units: .metric, style: .plain)[0]
            == "Sun 22 Nov  ☂  8.1 °C  5.0…10.2  2.4 mm  80%  14 km/h NW  UV 3  81%  1012 hPa  light rain")
        #expect(ForecastRenderer.dayLines([fullDay], units: .imperial, style: .plain)[0].contains("2.40 in  80%  14 mph NW"))
    }

    @Test("On a narrow terminal columns go in the documented order and no line is wider than the terminal",
          arguments: [
            (90, "Sun 22 Nov  ☂  8.1 °C  5.0…10.2  2.4 mm  80%  14 km/h NW  UV 3  81%  1012 hPa  light rain"),
            (80, "Sun 22 Nov  ☂  8.1 °C  5.0…10.2  2.4 mm  80%  14 km/h NW  UV 3  81%  light rain"),
            (70, "Sun 22 Nov  ☂  8.1 °C  5.0…10.2  2.4 mm  80%  14 km/h NW  light rain"),
            (60, "Sun 22 Nov  ☂  8.1 °C  5.0…10.2  2.4 mm  80%  light rain"),
            (50, "Sun 22 Nov  ☂  8.1 °C  5.0…10.2  light rain"),
            (40, "Sun 22 Nov  ☂  8.1 °C  light rain"),
            (30, "Sun 22 Nov  ☂  8.1 °C  light…"),
            (25, "Sun 22 Nov  ☂  8.1 °C"),
          ])
    func narrowTerminal(width: Int, expected: String) {
        var style = TerminalStyle.plain
        style.width = width
        let line = ForecastRenderer.dayLines([fullDay], units: .metric, style: style)[0]
        #expect(line == expected)
        #expect(line.count <= width)
    }

    @Test("Daily rows line up: the amount, the chance and the wind's speed each right-aligned in a column of its own")
    func dailyColumnsAlign() {
        let rows: [(amount: Double, chance: Double, wind: Double)] = [(0.5, 26, 32), (0, 8, 9), (12.3, 0, 14), (0, 100, 5)]
        let days = rows.enumerated().map { index, row in
            DailyForecast(date: CalendarDay(year: 2026, month: 11, day: 22 + index), temperature: TemperatureSummary(average: 8, min: 5, max: 10),
                          precipitation: Precipitation(amount: row.amount, probability: row.chance),
                          wind: Wind(speed: row.wind, degrees: 0), condition: WeatherCondition(category: .rain, description: "rain"))
        }
        let lines = ForecastRenderer.dayLines(days, units: .metric, style: .plain)
        /// Where each row's first `marker` ends: the same column in every row when the numbers before it line up.
        func ends(_ marker: String) -> Set<Int> {
            Set(lines.map { line in line.distance(from: line.startIndex, to: line.range(of: marker)!.upperBound) })
        }
        #expect(ends(" mm").count == 1 && ends("%").count == 1 && ends("km/h").count == 1, "\n\(lines.joined(separator: "\n"))")
        #expect(lines[0].contains(" 0.5 mm   26%  32 km/h N") && lines[1].contains(" 0.0 mm    8%   9 km/h N"),
                "\n\(lines.joined(separator: "\n"))")
    }

    @Test("Hourly rows line up the same way: the amount, the chance and the wind's speed right-aligned")
    func hourlyColumnsAlign() {
        let start = Date(timeIntervalSince1970: 1_795_000_000)
        let points = [(0.2, 26.0, 32.0), (0, 8, 9), (12.3, 100, 14)].enumerated().map { index, row in
            HourlyForecast(time: start.addingTimeInterval(Double(index) * 3600), temperature: 15,
                           precipitation: Precipitation(amount: row.0, probability: row.1), wind: Wind(speed: row.2, degrees: 180),
                           condition: WeatherCondition(category: .rain, description: "rain"))
        }
        let lines = HourlyRenderer.rows(points, units: .metric, utcOffsetSeconds: 0, style: .plain)
        for marker in [" mm", "%", "km/h"] {
            let ends = Set(lines.map { line in line.distance(from: line.startIndex, to: line.range(of: marker)!.upperBound) })
            #expect(ends.count == 1, "\(marker):\n\(lines.joined(separator: "\n"))")
        }
    }

    @Test("wf fav list names each air index's scale when the list mixes the European and US scales, and only then")
    func favouriteAirScales() {
        let moment = Date(timeIntervalSince1970: 1_795_000_000)
        let weather = CurrentWeather(placeName: "Berlin", country: "DE", coordinate: Coordinate(unchecked: 52.52, 13.41),
                                     condition: WeatherCondition(category: .overcast, description: "overcast"), temperature: 8.1,
                                     utcOffsetSeconds: 0, observedAt: moment, fetchedAt: moment, units: .metric, provider: "Open-Meteo")
        func row(_ name: String, _ scale: AirQualityScale) -> FavouriteWeather {
            let place = Place(name: name, country: scale == .us ? "US" : "DE", coordinate: Coordinate(unchecked: 52.52, 13.41))
            let reading = AirQualityReading(time: moment, europeanIndex: 36, usIndex: 42)
            let air = AirQualityUseCase.Result(
                airQuality: Sourced(AirQuality(place: place, source: "Open-Meteo", fetchedAt: moment, utcOffsetSeconds: 0,
                                               current: reading, hours: [reading], requestedDays: 1), source: .network),
                scale: scale)
            return FavouriteWeather(favourite: Favourite(place: place, addedAt: moment), weather: .success(Sourced(weather, source: .network)),
                                    airQuality: .success(air))
        }
        let mixed = FavouritesRenderer.render([row("Berlin", .european), row("Boston", .us)], style: .plain)
        #expect(mixed.contains("European AQI 36 fair") && mixed.contains("US AQI 42 good"), "\(mixed)")
        let european = FavouritesRenderer.render([row("Berlin", .european), row("Bonn", .european)], style: .plain)
        #expect(european.contains("AQI 36 fair") && !european.contains("European AQI"), "\(european)")
    }

    @Test("wf fav list without a terminal: a row's error is written as it is and widens no column of the others")
    func favouriteErrorKeepsColumns() {
        let weather = CurrentWeather(placeName: "Berlin", country: "DE", coordinate: Coordinate(unchecked: 52.52, 13.41),
                                     condition: WeatherCondition(category: .overcast, description: "overcast"), temperature: 8.1, humidity: 81,
                                     pressure: 1012, windSpeed: 9, utcOffsetSeconds: 0, observedAt: Date(timeIntervalSince1970: 1_795_000_000),
                                     fetchedAt: Date(timeIntervalSince1970: 1_795_000_000), units: .metric, provider: "Open-Meteo")
        func row(_ name: String, _ weather: Result<Sourced<CurrentWeather>, WeatherError>) -> FavouriteWeather {
            FavouriteWeather(favourite: Favourite(place: Place(name: name, country: "DE", coordinate: Coordinate(unchecked: 52.52, 13.41)),
                                                  addedAt: Date(timeIntervalSince1970: 0)), weather: weather)
        }
        let failure = WeatherError.providerUnavailable(provider: "Open-Meteo", reason: String(repeating: "a long reason ", count: 10))
        let good = [row("Berlin", .success(Sourced(weather, source: .network))), row("Bonn", .success(Sourced(weather, source: .network)))]
        for style in [TerminalStyle.plain, TerminalStyle(colour: false, unicode: true, isTerminal: true, width: 100)] {
            let alone = FavouritesRenderer.render(good, style: style).split(separator: "\n")
            let with = FavouritesRenderer.render([good[0], row("Ulm", .failure(failure)), good[1]], style: style)
                .split(separator: "\n")
            // The rows with weather are as they are without the error (only their numbers differ).
            #expect(with[0] == alone[0] && with[2].dropFirst() == alone[1].dropFirst(), "\n\(with.joined(separator: "\n"))")
            #expect(with[1].contains("error:") && !with[1].hasSuffix(" ") && String(with[1]).terminalColumns <= style.width,
                    "\n\(with.joined(separator: "\n"))")
        }
    }

    let fullDay = DailyForecast(date: CalendarDay(year: 2026, month: 11, day: 22),
                                temperature: TemperatureSummary(average: 8.1, min: 5, max: 10.2),
                                precipitation: Precipitation(amount: 2.4, probability: 80),
                                wind: Wind(speed: 14.2, gusts: 30, degrees: 310), humidity: 81, pressure: 1012.4,
                                uvIndex: 3.2, condition: WeatherCondition(category: .rain, code: 61, description: "light rain"))

    @Test("The header names place, coordinates, units, provider and time, and says when the data is cached")
    func header() {
        let forecast = Forecast(place: Place(name: "London", country: "GB", coordinate: Coordinate(unchecked: 51.5085, -0.1257)),
                                units: .metric, provider: "OpenWeatherMap", fetchedAt: Date(timeIntervalSince1970: 1_795_000_000 - 9600),
                                utcOffsetSeconds: 0, days: [day])
        var style = TerminalStyle.plain
        style.credits = .providers
        let text = ForecastRenderer.render(Sourced(forecast, source: .cache), style: style, utcOffset: .fixed(0))
        #expect(text.hasPrefix("London, GB  (51.51, -0.13)   metric   OpenWeatherMap   updated Wed 18 Nov 08:26  (cached)\n"))
        #expect(!text.contains("Open-Meteo.com"))
    }

    @Test("ASCII icons when the terminal cannot show Unicode; colour only when asked")
    func styles() {
        let ascii = TerminalStyle(colour: false, unicode: false)
        #expect(ForecastRenderer.dayLines([day], units: .metric, style: ascii)[0].contains("rain "))
        let colour = TerminalStyle(colour: true, unicode: true)
        #expect(ForecastRenderer.dayLines([day], units: .metric, style: colour)[0].contains("\u{1B}["))
        #expect(!ForecastRenderer.dayLines([day], units: .metric, style: .plain)[0].contains("\u{1B}["))
    }

    @Test("ASCII spells German's umlauts as German does; other languages' accents fold to the bare letter")
    func asciiSpelling() {
        let german = Language("de")!
        #expect(TerminalStyle.asciiOnly("für Höchstwert, Größe: Übel, Ärger, Öl", in: german) == "fuer Hoechstwert, Groesse: Uebel, Aerger, Oel")
        // The same letters written as a base letter and a combining mark.
        #expect(TerminalStyle.asciiOnly("fu\u{308}r", in: german) == "fuer")
        #expect(TerminalStyle.asciiOnly("été à Genève, pingüino, São Paulo", in: Language("fr")!) == "ete a Geneve, pinguino, Sao Paulo")
        #expect(TerminalStyle.asciiOnly("Zürich, Straße") == "Zurich, Strasse")
        // Letters no accent can be dropped from keep the place's name: never "Troms?".
        #expect(TerminalStyle.asciiOnly("Tromsø, Łódź, Þórshöfn, Ærøskøbing, Đà Nẵng") == "Tromso, Lodz, Thorshofn, AEroskobing, Da Nang")
        #expect(TerminalStyle.asciiOnly("Tromsø, Zürich, São Paulo", in: Language("de")!) == "Tromso, Zuerich, Sao Paulo")
    }

    @Test("The static map has a legend and the credit, wrapped at spaces to its width")
    func staticMap() {
        let mask = LandMask(rows: ["....", ".##.", "....", "...."])
        let favourite = Favourite(place: Place(name: "Cairo", country: "EG", coordinate: Coordinate(unchecked: 30, 31)), addedAt: Date())
        let text = MapRenderer.renderStatic(mask: mask, viewport: .world, favourites: [favourite], here: Coordinate(unchecked: -30, -60),
                                            width: 16, height: 4, charset: .ascii)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false) == [
            "",
            "    #####1 Cairo",
            "     @ here",
            "",
            "",
            "1  Cairo, EG",
            "   (30.00,",
            "   31.00)",
            "@  here",
            "   (-30.00,",
            "   -60.00)",
            "Land mask: GLOBE",
            "   (NOAA),",
            "   public domain",
            "",
        ])
    }
}
