import Domain
import Foundation

/// Weather as plain sentences for a screen reader, in the phrasebook's language: no glyphs and no
/// abbreviations for units, days or directions.
/// "Monday 23 November, Lisbon: light rain. Average 14 degrees Celsius, low 11, high 17."
extension Phrasebook {
    // MARK: Whole reports

    /// One day of a forecast; the place is left out when it was said already (nil).
    public func spokenDay(_ day: DailyForecast, place: String?, units: Units) -> String {
        let date = longDate(day.date), condition = condition(day.condition)
        var sentences = [self(place.map { .spokenDay(date: date, place: $0, condition: condition) }
                              ?? .spokenDayOnly(date: date, condition: condition))]
        sentences.append(self(.spokenTemperatures(average: spokenTemperature(day.temperature.average, units), low: spokenNumber(day.temperature.min), high: spokenNumber(day.temperature.max))))
        sentences += details(precipitation: day.precipitation, wind: day.wind, humidity: day.humidity,
                             pressure: day.pressure, uvIndex: day.uvIndex, units: units)
        return sentences.joined(separator: " ")
    }

    /// One hourly point, at the place's local time.
    public func spokenHour(_ hour: HourlyForecast, units: Units, utcOffsetSeconds: Int) -> String {
        let day = CalendarDay(hour.time, utcOffsetSeconds: utcOffsetSeconds)
        let time = self(.dateWeekdayTime(weekday: self(Phrase.longWeekdays[day.weekday]), time: cellTime(hour.time, on: .fixed(utcOffsetSeconds))))
        let condition = condition(hour.condition), temperature = spokenTemperature(hour.temperature, units)
        let first = if let feels = hour.feelsLike {
            self(.spokenHourFeelsLike(time: time, condition: condition, temperature: temperature, feels: spokenNumber(feels)))
        } else {
            self(.spokenHour(time: time, condition: condition, temperature: temperature))
        }
        return ([first] + details(precipitation: hour.precipitation, wind: hour.wind, units: units)).joined(separator: " ")
    }

    /// The weather now at one place.
    public func spokenCurrent(_ weather: CurrentWeather, place: String) -> String {
        ([spokenNowSummary(weather, place: place)] + spokenNowDetails(weather)).joined(separator: " ")
    }

    /// The place, its weather and temperature now, and today's low and high: the summary's sentence.
    public func spokenNowSummary(_ weather: CurrentWeather, place: String) -> String {
        let units = weather.units
        let condition = condition(weather.condition), temperature = spokenTemperature(weather.temperature, units)
        var sentences = if let feels = weather.feelsLike {
            [self(.spokenNowFeelsLike(place: place, condition: condition, temperature: temperature, feels: spokenNumber(feels)))]
        } else {
            [self(.spokenNow(place: place, condition: condition, temperature: temperature))]
        }
        if let low = weather.minimum, let high = weather.maximum {
            sentences.append(self(.spokenTodayRange(low: spokenNumber(low), high: spokenNumber(high))))
        }
        return sentences.joined(separator: " ")
    }

    /// The rest of the weather now, a fact a sentence: humidity, pressure, wind, UV, the sun (on
    /// `clock`, named as every time is: the place's own unless `--tz` chose another).
    public func spokenNowDetails(_ weather: CurrentWeather, on clock: UTCOffset? = nil) -> [String] {
        let units = weather.units
        var sentences = details(precipitation: nil, wind: nil, humidity: weather.humidity, pressure: weather.pressure, units: units)
        let wind = Wind(speed: weather.windSpeed, gusts: weather.windGusts, degrees: weather.windDirection)
        if let wind = spokenWind(wind, units) { sentences.append(wind) }
        if let uv = weather.uvIndex { sentences.append(self(.spokenUvIndex(index: spokenNumber(uv)))) }
        if let sunrise = weather.sunrise, let sunset = weather.sunset {
            let clock = clock ?? PlaceClock.provider(weather.utcOffsetSeconds).utcOffset
            sentences.append(self(.spokenSun(sunrise: spokenClockTime(sunrise, on: clock), sunset: spokenClockTime(sunset, on: clock))))
        }
        return sentences
    }

    /// Rain, wind, humidity, pressure and UV, each a sentence, for what the provider gave.
    private func details(precipitation: Precipitation?, wind: Wind?, humidity: Double? = nil, pressure: Double? = nil,
                         uvIndex: Double? = nil, units: Units) -> [String] {
        var sentences: [String] = []
        if let precipitation, let rain = spokenPrecipitation(precipitation, units) { sentences.append(rain) }
        if let wind, let text = spokenWind(wind, units) { sentences.append(text) }
        if let humidity { sentences.append(self(.spokenHumidity(percent: spokenNumber(humidity, decimals: 0)))) }
        if let pressure { sentences.append(self(.spokenPressure(pressure: spokenPressure(pressure, units)))) }
        if let uvIndex { sentences.append(self(.spokenUvIndex(index: spokenNumber(uvIndex)))) }
        return sentences
    }

    // MARK: Parts

    /// "14 degrees Celsius".
    public func spokenTemperature(_ value: Double, _ units: Units) -> String {
        self(units == .metric ? .spokenUnitCelsius(value: spokenNumber(value)) : .spokenUnitFahrenheit(value: spokenNumber(value)))
    }

    func spokenPressure(_ value: Double, _ units: Units) -> String {
        units == .metric
            ? self(.spokenUnitHectopascals(value: spokenNumber(value, decimals: 0)))
            : self(.spokenUnitInchesOfMercury(value: spokenNumber(value, decimals: 2)))
    }

    /// "Rain 2 millimetres, 80 percent chance." or nil when the provider says nothing.
    func spokenPrecipitation(_ precipitation: Precipitation, _ units: Units) -> String? {
        let amount = precipitation.amount.map {
            units == .metric ? self(.spokenUnitMillimetres(value: spokenNumber($0)))
                : self(.spokenUnitInches(value: spokenNumber($0, decimals: 2)))
        }
        let chance = precipitation.probability.map { spokenNumber($0, decimals: 0) }
        switch (amount, chance) {
        case let (amount?, chance?): return self(.spokenRainAmountChance(amount: amount, chance: chance))
        case let (amount?, nil): return self(.spokenRain(amount: amount))
        case let (nil, chance?): return self(.spokenRainChance(chance: chance))
        case (nil, nil): return nil
        }
    }

    /// "Wind 12 kilometres per hour from the north-west, gusts up to 30."
    public func spokenWind(_ wind: Wind, _ units: Units) -> String? {
        guard let speed = wind.speed else { return nil }
        let unit = windUnit ?? .default(for: units)
        let said = spokenSpeed(speed, units)
        // A direction that is no number is left unsaid.
        let direction = wind.degrees.flatMap { $0.isFinite ? spokenDirection($0) : nil }
        // "gusts up to 30" in the wind's unit; a Beaufort force is said as one: "gusts up to force 6".
        let gusts = wind.gusts.map { unit == .beaufort ? spokenSpeed($0, units) : spokenNumber(unit.speed($0, from: units), decimals: 0) }
        let phrase: Phrase = switch (direction, gusts) {
        case let (direction?, gusts?): .spokenWindFromGusts(speed: said, direction: direction, gusts: gusts)
        case let (direction?, nil): .spokenWindFrom(speed: said, direction: direction)
        case let (nil, gusts?): .spokenWindGusts(speed: said, gusts: gusts)
        case (nil, nil): .spokenWind(speed: said)
        }
        return self(phrase)
    }

    /// "12 kilometres per hour", "8 knots", "force 4": in the phrasebook's wind unit.
    func spokenSpeed(_ speed: Double, _ units: Units) -> String {
        let unit = windUnit ?? .default(for: units)
        let value = spokenNumber(unit.speed(speed, from: units), decimals: 0)
        let phrase: Phrase = switch unit {
        case .kilometresPerHour: .spokenUnitKilometresPerHour(value: value)
        case .milesPerHour: .spokenUnitMilesPerHour(value: value)
        case .metresPerSecond: .spokenUnitMetresPerSecond(value: value)
        case .knots: .spokenUnitKnots(value: value)
        case .beaufort: .spokenUnitBeaufort(value: value)
        }
        return self(phrase)
    }

    /// The 8-point direction in words: "north-west".
    public func spokenDirection(_ degrees: Double) -> String {
        guard let point = CompassPoint(degrees: degrees) else { return self(.spokenDirectionUnknown) }
        return self(Phrase.spokenDirections[point.index])
    }

    /// "14", "13.5" ("13,5" in German), "-2": no trailing zero, never "-0".
    public func spokenNumber(_ value: Double, decimals: Int = 1) -> String {
        let rounded = value.avoidingNegativeZero(decimals)
        if rounded == rounded.rounded(), let whole = Int(exactly: rounded) { return String(whole) }
        return localised(String(format: "%.\(decimals)f", rounded))
    }

    /// "52.52, 13.41"; with a decimal comma "52,52; 13,41", so that the two numbers stay apart.
    public func coordinate(_ coordinate: Coordinate) -> String {
        guard self(.numberDecimalSeparator) != "." else { return coordinate.description }
        return localised(String(format: "%.2f", coordinate.latitude)) + "; " + localised(String(format: "%.2f", coordinate.longitude))
    }

    /// A place's name in a sentence: a name that is only its coordinate is said in this language's numbers.
    public func spokenPlace(_ name: String, at coordinate: Coordinate) -> String {
        name == coordinate.description ? self.coordinate(coordinate) : name
    }
}
