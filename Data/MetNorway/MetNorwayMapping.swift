import Domain
import Foundation

extension MetNorwayForecastDTO {
    /// Steps become points; the place's local days are summarised from them. Times are UTC, so the
    /// place's time zone (from the geocoder) sets the days; without one, its longitude does (15° an hour).
    func toForecast(place: Place, units: Units, fetchedAt: Date, provider: String, requestedDays: Int, horizonDays: Int,
                    validUntil: Date?) throws -> Forecast {
        let steps = try parsedSteps()
        let offset = Self.utcOffset(of: place, at: fetchedAt)
        let hours = steps.map { $0.point(units) }
        let byDay = Dictionary(grouping: zip(steps, hours).map { $0 }) { CalendarDay($0.1.time, utcOffsetSeconds: offset) }
        let days = byDay.keys.sorted().prefix(requestedDays).compactMap { day -> DailyForecast? in
            let pairs = byDay[day] ?? []
            guard var summary = DailySummary.of(pairs.map(\.1), on: day, sunrise: nil, sunset: nil) else { return nil }
            // A 6-hour period's own extremes bound the day better than the temperatures at its start.
            let periods = pairs.compactMap { $0.0.data.next_6_hours?.details }
            summary.temperature.min = (periods.compactMap(\.air_temperature_min).map(units.temperature(fromCelsius:))
                + [summary.temperature.min]).min() ?? summary.temperature.min
            summary.temperature.max = (periods.compactMap(\.air_temperature_max).map(units.temperature(fromCelsius:))
                + [summary.temperature.max]).max() ?? summary.temperature.max
            return summary
        }
        return Forecast(place: place, units: units, provider: provider, fetchedAt: fetchedAt, utcOffsetSeconds: offset,
                        days: days, hours: hours, requestedDays: requestedDays, horizonDays: horizonDays, validUntil: validUntil)
    }

    /// The step in progress now (the last one that has begun), with today's range from the day's points.
    func toCurrentWeather(at coordinate: Coordinate, units: Units, now: Date, provider: String) throws -> CurrentWeather {
        let steps = try parsedSteps()
        guard let step = steps.last(where: { $0.time <= now }) ?? steps.first,
              let temperature = step.data.instant.details.air_temperature else {
            throw MetNorwayMapper.errors.map(DecodingError.valueNotFound(Double.self, .init(codingPath: [], debugDescription: "air_temperature")))
        }
        let offset = Self.utcOffset(of: Place(name: "", coordinate: coordinate), at: now)
        let today = CalendarDay(now, utcOffsetSeconds: offset)
        let todays = steps.filter { CalendarDay($0.time, utcOffsetSeconds: offset) == today }.compactMap(\.data.instant.details.air_temperature)
        let details = step.data.instant.details
        return CurrentWeather(
            placeName: nil, country: nil, coordinate: coordinate, condition: step.condition,
            temperature: units.temperature(fromCelsius: temperature),
            minimum: todays.min().map(units.temperature(fromCelsius:)), maximum: todays.max().map(units.temperature(fromCelsius:)),
            humidity: details.relative_humidity, pressure: details.air_pressure_at_sea_level.map(units.pressure(fromHectopascals:)),
            windSpeed: details.wind_speed.map(units.speed(fromMetresPerSecond:)),
            windGusts: details.wind_speed_of_gust.map(units.speed(fromMetresPerSecond:)), windDirection: details.wind_from_direction,
            cloudiness: details.cloud_area_fraction,
            precipitation: step.data.next_1_hours?.details?.precipitation_amount.map(units.precipitation(fromMillimetres:)),
            uvIndex: details.ultraviolet_index_clear_sky,
            utcOffsetSeconds: offset, observedAt: step.time, fetchedAt: now, units: units, provider: provider
        )
    }

    private func parsedSteps() throws -> [ParsedStep] {
        // A step without a temperature is no point to draw.
        let steps = properties.timeseries.compactMap { step -> ParsedStep? in
            guard step.data.instant.details.air_temperature != nil, let time = Self.utcTime(step.time) else { return nil }
            return ParsedStep(time: time, data: step.data)
        }
        guard !steps.isEmpty else {
            throw DecodingError.valueNotFound([Step].self, .init(codingPath: [], debugDescription: "timeseries"))
        }
        return steps
    }

    /// "2026-11-24T11:00:00Z", read without a formatter.
    static func utcTime(_ text: String) -> Date? {
        let digits = text.split(whereSeparator: { "-T:Z".contains($0) }).compactMap { Int($0) }
        guard text.hasSuffix("Z"), digits.count == 6, (1...12).contains(digits[1]), (1...31).contains(digits[2]),
              (0...23).contains(digits[3]), (0...59).contains(digits[4]), (0...60).contains(digits[5]) else { return nil }
        let days = CalendarDay(year: digits[0], month: digits[1], day: digits[2]).daysSinceEpoch
        return Date(timeIntervalSince1970: Double(days * 86_400 + digits[3] * 3_600 + digits[4] * 60 + digits[5]))
    }

    /// The place's zone's offset at `moment`, or its longitude's nominal one when it has no zone.
    static func utcOffset(of place: Place, at moment: Date) -> Int {
        if let zone = place.timeZone.flatMap(TimeZone.init(identifier:)) { return zone.secondsFromGMT(for: moment) }
        return Int((place.coordinate.longitude / 15).rounded()) * 3_600
    }
}

private struct ParsedStep {
    let time: Date
    let data: MetNorwayForecastDTO.StepData

    /// The period that starts with the step says what the sky does: the next hour where there is one.
    var period: MetNorwayForecastDTO.Period? { data.next_1_hours ?? data.next_6_hours ?? data.next_12_hours }
    var condition: WeatherCondition { MetNorwaySymbol.condition(period?.summary?.symbol_code) }

    func point(_ units: Units) -> HourlyForecast {
        let details = data.instant.details
        let amountPeriod = data.next_1_hours ?? data.next_6_hours
        return HourlyForecast(
            time: time,
            temperature: units.temperature(fromCelsius: details.air_temperature ?? .nan),
            humidity: details.relative_humidity,
            pressure: details.air_pressure_at_sea_level.map(units.pressure(fromHectopascals:)),
            precipitation: Precipitation(amount: amountPeriod?.details?.precipitation_amount.map(units.precipitation(fromMillimetres:)),
                                         probability: amountPeriod?.details?.probability_of_precipitation),
            wind: Wind(speed: details.wind_speed.map(units.speed(fromMetresPerSecond:)),
                       gusts: details.wind_speed_of_gust.map(units.speed(fromMetresPerSecond:)), degrees: details.wind_from_direction),
            cloudCover: details.cloud_area_fraction,
            uvIndex: details.ultraviolet_index_clear_sky,
            condition: condition
        )
    }
}

extension Units {
    /// MET Norway answers in Celsius and metres per second whatever is asked.
    func temperature(fromCelsius celsius: Double) -> Double {
        self == .metric ? celsius : celsius * 9 / 5 + 32
    }

    func speed(fromMetresPerSecond value: Double) -> Double {
        self == .metric ? value * 3.6 : value * 2.236_936
    }
}
