import Domain
import Foundation
import Presentation

/// Every result as plain sentences, one a line, for a screen reader (`--accessible`), in the
/// style's language.
public enum AccessibleRenderer {
    static func search(_ result: Sourced<Forecast>, days limit: Int?, style: TerminalStyle, utcOffset: UTCOffset = .system,
                       parts: ReportParts = ReportParts()) -> String {
        let forecast = result.value
        let words = style.phrasebook
        var lines = [source(words(.spokenForecastFor(place: words.spokenPlace(forecast.place))), forecast.provider, forecast.fetchedAt,
                            result.source, utcOffset, words)]
        let days = limit.map { Array(forecast.days.prefix($0)) } ?? forecast.days
        let likely = parts.confidenceNow
        lines += days.map { day in
            let said = words.spokenDay(day, place: words.spokenPlace(forecast.place.name, at: forecast.place.coordinate), units: forecast.units)
            guard let range = likely?.day(day.date)?.maxTemperature else { return said }
            return said + " " + words(.spokenLikelyHigh(low: words.spokenTemperature(range.low, forecast.units),
                                                        high: words.spokenTemperature(range.high, forecast.units)))
        }
        if days.isEmpty { lines.append(words(.spokenNoDays)) }
        if let error = parts.confidence?.failure, !days.isEmpty {
            lines.append(words.spokenSkipped(error, section: .spokenSectionConfidence) ?? words(.spokenConfidenceUnavailable))
        }
        lines += ReportPartView.spoken(parts, units: forecast.units, style: style)
        if !forecast.alternatives.isEmpty {
            lines.append(words(.spokenAlternatives(places: forecast.alternatives.map(words.spokenPlace).joined(separator: "; "))))
        }
        lines += credit(forecast.provider, style)
        return finish(lines, style)
    }

    static func hourly(_ hours: HourlyReport, style: TerminalStyle, utcOffset: UTCOffset = .system) -> String {
        let forecast = hours.forecast.value
        let words = style.phrasebook
        var lines = [source(words(.spokenHourlyFor(place: words.spokenPlace(forecast.place))), forecast.provider, forecast.fetchedAt,
                            hours.forecast.source, utcOffset, words)]
        let confidence = hours.confidenceNow
        lines += hours.points.map { point in
            let hour = words.spokenHour(point, units: forecast.units, utcOffsetSeconds: forecast.utcOffsetSeconds)
            guard let sure = confidence?.hour(at: point.time).flatMap({ words.spokenConfidence($0, units: forecast.units) }) else { return hour }
            return hour + " " + sure
        }
        if hours.points.isEmpty { lines.append(words(.spokenNoHours)) }
        if let error = hours.confidence?.failure, !hours.points.isEmpty {
            lines.append(words.spokenSkipped(error, section: .spokenSectionConfidence) ?? words(.spokenConfidenceUnavailable))
        }
        lines += credit(forecast.provider, style)
        return finish(lines, style)
    }

    /// `wf air`: where and from whom, the index now with its band and advice, the main pollutant,
    /// each pollutant, UV and pollen, then each coming hour.
    static func air(_ report: AirQualityReport, style: TerminalStyle, utcOffset: UTCOffset = .system) -> String {
        let air = report.airQuality.value
        let words = style.phrasebook
        let reading = report.now
        var lines = [source(words(.spokenAirFor(place: words.spokenPlace(air.place))), air.source, air.fetchedAt,
                            report.airQuality.source, utcOffset, words)]
        lines += words.spokenAirNow(reading, scale: report.scale)
        if let main = reading.dominantPollutant(on: report.scale) {
            lines.append(words(.spokenAirMainPollutant(pollutant: words.pollutantNamed(main))))
        }
        for pollutant in Pollutant.allCases {
            guard let value = reading.pollutants[pollutant] else { continue }
            lines.append(words.spokenPollutant(pollutant, value, unit: air.unit(of: pollutant)))
        }
        if let uv = reading.uvIndex { lines.append(words(.spokenUvIndex(index: words.spokenNumber(uv)))) }
        lines += AirQualityRenderer.pollenShown(reading).map { words.spokenPollen($0.type, $0.grains, level: $0.level) }
        if report.hours.isEmpty {
            lines.append(words(.spokenAirNoHours))
        } else {
            lines.append(words(.spokenAirNextHours(hours: String(report.hours.count))))
            lines += report.hours.map { words.spokenAirHour($0, scale: report.scale, utcOffsetSeconds: air.utcOffsetSeconds) }
        }
        lines += style.credits.spoken(for: air.source, words: words, phrase: Phrase.spokenAirCredit).map { [$0] } ?? []
        return finish(lines, style)
    }

    static func current(_ result: Sourced<CurrentWeather>, title: String? = nil, style: TerminalStyle, utcOffset: UTCOffset = .system,
                        airQuality: Result<AirQualityUseCase.Result, WeatherError>? = nil,
                        nowcast: Result<Sourced<Nowcast>, WeatherError>? = nil, now: Date = Date(),
                        climateOf report: PlaceReport? = nil) -> String {
        let weather = result.value
        let words = style.phrasebook
        var lines = [words.spokenNowSummary(weather, place: title.map { words.spokenPlace($0, at: weather.coordinate, country: weather.country) }
                                                          ?? words.spokenPlace(weather))]
        // The summary: now, and rain soon when it is known; an old copy says its age; more on request.
        guard style.spokenInFull else {
            if let nowcast { lines.append(spokenRain(nowcast, now: now, on: utcOffset, words)) }
            if case .offline = result.source { lines.append(source(nil, weather.provider, weather.fetchedAt, result.source, utcOffset, words)) }
            return finish(lines + [words(.spokenMoreHint)] + credit(weather.provider, style), style)
        }
        lines += words.spokenNowDetails(weather, on: utcOffset)
        if let nowcast { lines.append(spokenRain(nowcast, now: now, on: utcOffset, words)) }
        if let airQuality { lines += spokenAir(airQuality, words) }
        if let report { lines += ReportPartView.spoken(report, style: style) }
        lines.append(source(nil, weather.provider, weather.fetchedAt, result.source, utcOffset, words))
        lines += credit(weather.provider, style)
        return finish(lines, style)
    }

    /// `wf here`: the summary (the alert in force comes first, as a banner; then now, today's low
    /// and high, rain soon), at most 75 words; with `--more`, every fact after it, one a line.
    static func report(_ report: PlaceReport, style: TerminalStyle, utcOffset: UTCOffset = .system, now: Date = Date(),
                       refreshFailure: String? = nil) -> String {
        let summary = reportSummary(report, style: style, now: now)
        guard style.spokenInFull else {
            let words = style.phrasebook
            // An old copy says so in the summary too: an age is never left out.
            var stale: [String] = []
            if report.offlineReason != nil || refreshFailure != nil {
                stale.append(words(.spokenLastUpdatedOffline(time: words.spokenTimestamp(report.lastUpdated, on: utcOffset))))
            }
            return finish(summary + stale + [words(.spokenMoreHint)] + credit(report.current.value.provider, style), style)
        }
        return finish(summary + reportDetails(report, style: style, now: now)
                      + reportRest(report, style: style, utcOffset: utcOffset, refreshFailure: refreshFailure), style)
    }

    /// The place and its weather now with today's low and high, and rain soon (or that it is unknown):
    /// the summary every accessible view of a place starts with, and all the app says until asked for more.
    static func reportSummary(_ report: PlaceReport, style: TerminalStyle, now: Date = Date()) -> [String] {
        let words = style.phrasebook
        let current = report.current.value
        var lines = [words.spokenNowSummary(current, place: words.spokenPlace(report.title, at: current.coordinate, country: report.country))]
        // Rain soon as it is known, or that it is not: silence would read as no rain.
        if let nowcast = report.nowcast { lines.append(spokenRain(nowcast, now: now, on: report.clock.utcOffset, words)) }
        return lines
    }

    /// After the summary, with `--more` (or `m` in the app): the rest of the weather now, a fact a
    /// line, today's forecast, and the chance of rain in the next hours.
    static func reportDetails(_ report: PlaceReport, style: TerminalStyle, now: Date = Date()) -> [String] {
        let words = style.phrasebook
        var current = report.current.value
        let today = report.forecast?.value.days.first
        current.sunrise = current.sunrise ?? today?.sunrise
        current.sunset = current.sunset ?? today?.sunset
        var lines = words.spokenNowDetails(current, on: report.clock.utcOffset)
        if let forecast = report.forecast?.value, let today {
            lines.append(words.spokenDay(today, place: nil, units: forecast.units))
        }
        if let forecast = report.forecast?.value {
            let points = forecast.hours(LocationReportRenderer.outlookHours, from: now)
            if let chance = points.compactMap(\.precipitation.probability).max() {
                lines.append(words(.spokenChanceOfRainNext(hours: String(LocationReportRenderer.outlookHours), percent: words.spokenNumber(chance, decimals: 0))))
            }
        }
        return lines
    }

    /// Rain soon, or why it is not said: skipped for the budget, else unavailable.
    private static func spokenRain(_ nowcast: Result<Sourced<Nowcast>, WeatherError>, now: Date, on clock: UTCOffset, _ words: Phrasebook) -> String {
        nowcast.failure.flatMap { words.spokenSkipped($0, section: .spokenSectionRain) } ?? words.spokenRainLine(try? nowcast.get().value, now: now, on: clock)
    }

    private static func spokenAir(_ air: Result<AirQualityUseCase.Result, WeatherError>, _ words: Phrasebook) -> [String] {
        air.failure.flatMap { words.spokenSkipped($0, section: .spokenSectionAir) }.map { [$0] } ?? words.spokenAirLine(try? air.get())
    }

    /// The sky, the air, the days after today, when it was updated, and the credit.
    static func reportRest(_ report: PlaceReport, style: TerminalStyle, utcOffset: UTCOffset = .system,
                                  refreshFailure: String? = nil) -> [String] {
        let words = style.phrasebook
        var lines: [String] = []
        if let sky = report.sky { lines.append(words.spokenSkyToday(sky, on: report.clock.utcOffset)) }
        if let air = report.airQuality { lines += spokenAir(air, words) }
        lines += ReportPartView.spoken(report, style: style)
        if let forecast = report.forecast?.value {
            let days = forecast.days.dropFirst().prefix(LocationReportRenderer.forecastDays - 1)
            if !days.isEmpty {
                lines.append(words(.spokenNextDays(days: String(days.count))))
                lines += days.map { words.spokenDay($0, place: nil, units: forecast.units) }
            }
        }
        let time = words.spokenTimestamp(report.lastUpdated, on: utcOffset)
        let offline = report.offlineReason != nil || refreshFailure != nil
        lines.append(words(offline ? .spokenLastUpdatedOffline(time: time) : .spokenLastUpdated(time: time)))
        if let refreshFailure { lines.append(words(.reportRefreshFailed(reason: refreshFailure)) + ".") }
        lines += credit(report.current.value.provider, style)
        return lines
    }

    /// `wf sky --accessible`: where and on which clocks, then the Sun, then the Moon.
    static func sky(_ sky: SkyReport, style: TerminalStyle) -> String {
        finish(style.phrasebook.spokenSky(sky, place: style.phrasebook.spokenPlace(sky.place)), style)
    }

    static func favourites(_ rows: [FavouriteWeather], style: TerminalStyle, chosenZone: String? = nil, now: Date) -> String {
        let words = style.phrasebook
        guard !rows.isEmpty else { return words(.spokenNoFavourites) + "\n" }
        var lines = [rows.count == 1 ? words(.spokenFavouriteCountOne) : words(.spokenFavouriteCount(count: String(rows.count)))]
        var provider: String?
        for (index, row) in rows.enumerated() {
            let number = String(index + 1), name = words.spokenPlace(row.favourite.place)
            switch row.weather {
            case .success(let sourced):
                let weather = sourced.value
                provider = weather.provider
                let condition = words.condition(weather.condition), temperature = words.spokenTemperature(weather.temperature, weather.units)
                let sentence: Phrase = switch CopyAge(sourced.source, fetchedAt: weather.fetchedAt, now: now) {
                case .fresh: .spokenFavourite(number: number, name: name, condition: condition, temperature: temperature)
                case .cached: .spokenFavouriteCached(number: number, name: name, condition: condition, temperature: temperature)
                case .old(let age):
                    .spokenFavouriteOld(number: number, name: name, condition: condition, temperature: temperature, age: words.ageOld(age))
                }
                lines.append(words(sentence))
                if let air = try? row.airQuality?.get(), let sentence = words.spokenAirLine(air).first { lines.append(sentence) }
                if let sentence = spokenAlerts(row, chosenZone: chosenZone, words: words, now: now) { lines.append(sentence) }
            case .failure(let error):
                lines.append(words(.spokenFavouriteFailed(number: number, name: name, reason: WeatherErrorMessage(error, remedies: style.remedies).text)))
            }
        }
        if let provider { lines += credit(provider, style) }
        return finish(lines, style)
    }

    /// A favourite's alerts in force, on its clock (or `chosenZone`), or the last known ones past
    /// their freshness; nil when there are none or its weather is not known.
    private static func spokenAlerts(_ row: FavouriteWeather, chosenZone: String?, words: Phrasebook, now: Date) -> String? {
        guard let answer = try? row.alerts?.get(), let weather = try? row.weather.get().value else { return nil }
        let clock = chosenZone.map(PlaceClock.chosen) ?? .provider(weather.utcOffsetSeconds)
        return words.spokenAlertBanner(answer.alerts, on: clock.utcOffset, stale: answer.staleAge(at: now))
    }

    /// Where `wf map` puts `@`, and its weather now.
    public struct Here {
        public var place: Place
        public var weather: Result<Sourced<CurrentWeather>, WeatherError>

        public init(place: Place, weather: Result<Sourced<CurrentWeather>, WeatherError>) {
            self.place = place
            self.weather = weather
        }
    }

    /// `wf map --accessible`: here, then each favourite with its distance and direction from here.
    public static func map(here: Here?, favourites: [FavouriteWeather], units: Units, style: TerminalStyle, now: Date) -> String {
        let words = style.phrasebook
        let count = favourites.count + (here == nil ? 0 : 1)
        var lines = [count == 1 ? words(.spokenMapPlacesOne) : words(.spokenMapPlaces(count: String(count)))]
        if let here {
            let coordinate = words.coordinate(here.place.coordinate)
            let isPoint = here.place.name == here.place.coordinate.description
            lines.append((isPoint ? words(.spokenMapHerePoint(coordinate: coordinate))
                                  : words(.spokenMapHere(name: words.spokenName(here.place), coordinate: coordinate)))
                         + " " + weatherNow(here.weather, words, style.remedies))
        } else {
            lines.append(words(.spokenMapHereUnknown))
        }
        var provider = (try? here?.weather.get())?.value.provider
        for (index, row) in favourites.enumerated() {
            lines.append(words.spokenFavourite(number: index + 1, row.favourite.place, here: here?.place.coordinate, units: units)
                         + " " + weatherNow(row.weather, words, style.remedies))
            if let air = try? row.airQuality?.get(), let sentence = words.spokenAirLine(air).first { lines.append(sentence) }
            if let sentence = spokenAlerts(row, chosenZone: nil, words: words, now: now) { lines.append(sentence) }
            provider = provider ?? (try? row.weather.get())?.value.provider
        }
        if let provider { lines += credit(provider, style) }
        return finish(lines, style)
    }

    private static func weatherNow(_ weather: Result<Sourced<CurrentWeather>, WeatherError>, _ words: Phrasebook,
                                   _ remedies: WeatherErrorMessage.Remedies) -> String {
        switch weather {
        case .success(let sourced): words.spokenWeatherNow(sourced.value)
        case .failure(let error): words(.spokenMapNoWeather(reason: WeatherErrorMessage(error, remedies: remedies).text))
        }
    }

    /// "Forecast for Berlin, Germany. The data comes from Open-Meteo and was updated on 23 November at 10:04; this copy is
    /// from the cache.": the heading, if any, then where the data comes from and when it was fetched, in words.
    private static func source(_ what: String?, _ provider: String, _ fetchedAt: Date, _ source: DataSource, _ utcOffset: UTCOffset,
                               _ words: Phrasebook) -> String {
        let time = words.spokenTimestamp(fetchedAt, on: utcOffset)
        let phrase: Phrase = switch source {
        case .network: .spokenSource(provider: provider, time: time)
        case .cache: .spokenSourceCache(provider: provider, time: time)
        case .offline: .spokenSourceOffline(provider: provider, time: time)
        }
        let sentence = words(phrase)
        return what.map { words(.spokenHeading(what: $0)) + " " + sentence } ?? sentence
    }

    private static func credit(_ provider: String, _ style: TerminalStyle) -> [String] {
        style.credits.spoken(for: provider, words: style.phrasebook).map { [$0] } ?? []
    }

    /// Sentences as `finish` makes them, one an element.
    static func spoken(_ lines: [String], style: TerminalStyle) -> [String] {
        finish(lines, style).components(separatedBy: "\n").filter { !$0.isEmpty }
    }

    private static func finish(_ lines: [String], _ style: TerminalStyle) -> String {
        var plain = style
        plain.accessible = true
        plain.colour = false
        // Names keep their letters where the terminal can show them ("Tromsø"); English sentences
        // are otherwise plain ASCII: no symbol for a speech synthesiser to misread.
        let lines = lines.map { TerminalSafe($0, maxLength: 2000).text }
        guard style.unicode, style.phrasebook.language == .english else { return plain.finish(lines) }
        return plain.finish(lines.map(Self.asciiButLetters))
    }

    /// Every character but a letter as plain ASCII ("–" as "-"); letters as written.
    static func asciiButLetters(_ text: String) -> String {
        guard !text.unicodeScalars.allSatisfy(\.isASCII) else { return text }
        return text.map { $0.isASCII || $0.isLetter ? String($0) : TerminalStyle.asciiOnly(String($0)) }.joined()
    }
}
