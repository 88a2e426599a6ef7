import Domain
import Foundation

/// Air quality in the phrasebook's language: the scales, their bands and advice, pollutants and
/// pollen, as a table shows them and as sentences for a screen reader. Domain holds the bands as
/// data (`AirQualityBand`); their words are here.
extension Phrasebook {
    /// "European AQI", "US AQI".
    public func airScale(_ scale: AirQualityScale) -> String {
        self(scale == .european ? .airScaleEuropean : .airScaleUs)
    }

    /// "fair", "unhealthy for sensitive groups".
    public func airBand(_ band: AirQualityBand) -> String {
        self(Phrase.airBand(band))
    }

    /// What the band means for sensitive groups, as one sentence.
    public func airAdvice(_ band: AirQualityBand) -> String {
        self(Phrase.airAdvice(band))
    }

    /// "European AQI 32: fair", or "European AQI: no index for now".
    public func airHeadline(_ reading: AirQualityReading, scale: AirQualityScale) -> String {
        guard let index = reading.index(on: scale), let band = scale.band(for: index) else {
            return self(.airHeadlineUnknown(scale: airScale(scale)))
        }
        return self(.airHeadline(scale: airScale(scale), index: airIndex(index), band: airBand(band)))
    }

    /// An index as a whole number: "32".
    public func airIndex(_ index: Double) -> String {
        String(format: "%.0f", index.avoidingNegativeZero(0))
    }

    /// "ozone", "fine particles".
    public func pollutantName(_ pollutant: Pollutant) -> String {
        self(Phrase.pollutant(pollutant))
    }

    /// "ozone (O3)", "fine particles (PM2.5)".
    public func pollutantNamed(_ pollutant: Pollutant) -> String {
        self(.airPollutantNamed(name: pollutantName(pollutant), symbol: pollutant.symbol))
    }

    /// "8.1 μg/m³", "180 μg/m³": a decimal below 100, whole numbers from there.
    public func concentration(_ value: Double, unit: String) -> String {
        localised(String(format: value < 100 ? "%.1f" : "%.0f", value.avoidingNegativeZero(value < 100 ? 1 : 0))) + " " + unit
    }

    /// "birch", "grass".
    public func pollenName(_ type: PollenType) -> String {
        self(Phrase.pollen(type))
    }

    /// "low", "very high".
    public func pollenLevel(_ level: PollenLevel) -> String {
        self(Phrase.pollenLevel(level))
    }

    /// A pollen count as a whole number of grains: "12".
    public func pollenCount(_ grains: Double) -> String {
        String(format: "%.0f", grains.avoidingNegativeZero(0))
    }

    // MARK: Sentences

    /// "Air quality now: 32 on the European Air Quality Index, fair." and the advice.
    public func spokenAirNow(_ reading: AirQualityReading, scale: AirQualityScale) -> [String] {
        let name = self(scale == .european ? .spokenAirScaleEuropean : .spokenAirScaleUs)
        guard let index = reading.index(on: scale), let band = scale.band(for: index) else {
            return [self(.spokenAirNoIndex(scale: name))]
        }
        return [self(.spokenAirIndex(index: airIndex(index), scale: name, band: airBand(band))), airAdvice(band)]
    }

    /// "PM2.5, fine particles: 8.1 micrograms per cubic metre."
    public func spokenPollutant(_ pollutant: Pollutant, _ value: Double, unit: String) -> String {
        let amount = unit == "μg/m³"
            ? self(.spokenUnitMicrogramsPerCubicMetre(value: spokenNumber(value)))
            : spokenNumber(value) + " " + unit
        return self(.spokenAirPollutant(symbol: pollutant.symbol, name: pollutantName(pollutant), value: amount))
    }

    /// "12 grains of birch pollen per cubic metre: low."
    public func spokenPollen(_ type: PollenType, _ grains: Double, level: PollenLevel) -> String {
        self(.spokenAirPollen(count: pollenCount(grains), type: pollenName(type), level: pollenLevel(level)))
    }

    /// "Monday 16:00: 32, fair." at the place's local time; "Monday 16:00: not known." without an index.
    public func spokenAirHour(_ reading: AirQualityReading, scale: AirQualityScale, utcOffsetSeconds: Int) -> String {
        let day = CalendarDay(reading.time, utcOffsetSeconds: utcOffsetSeconds)
        let time = self(.dateWeekdayTime(weekday: self(Phrase.longWeekdays[day.weekday]), time: cellTime(reading.time, on: .fixed(utcOffsetSeconds))))
        guard let index = reading.index(on: scale), let band = scale.band(for: index) else {
            return self(.spokenAirHourUnknown(time: time))
        }
        return self(.spokenAirHour(time: time, index: airIndex(index), band: airBand(band)))
    }
}

extension Pollutant {
    /// The chemist's short name, the same in every language and plain ASCII: "PM2.5", "NO2".
    public var symbol: String {
        switch self {
        case .pm2_5: "PM2.5"
        case .pm10: "PM10"
        case .ozone: "O3"
        case .nitrogenDioxide: "NO2"
        case .sulphurDioxide: "SO2"
        case .carbonMonoxide: "CO"
        }
    }
}

extension Phrase {
    static func airBand(_ band: AirQualityBand) -> Phrase {
        switch (band.scale, band.level) {
        case (.european, .good): .airBandEuropeanGood
        case (.european, .fair): .airBandEuropeanFair
        case (.european, .moderate): .airBandEuropeanModerate
        case (.european, .poor): .airBandEuropeanPoor
        case (.european, .veryPoor): .airBandEuropeanVeryPoor
        case (.european, _): .airBandEuropeanExtremelyPoor
        case (.us, .good): .airBandUsGood
        case (.us, .moderate): .airBandUsModerate
        case (.us, .unhealthyForSensitiveGroups): .airBandUsUnhealthyForSensitiveGroups
        case (.us, .unhealthy): .airBandUsUnhealthy
        case (.us, .veryUnhealthy): .airBandUsVeryUnhealthy
        case (.us, _): .airBandUsHazardous
        }
    }

    static func airAdvice(_ band: AirQualityBand) -> Phrase {
        switch (band.scale, band.level) {
        case (.european, .good): .airAdviceEuropeanGood
        case (.european, .fair): .airAdviceEuropeanFair
        case (.european, .moderate): .airAdviceEuropeanModerate
        case (.european, .poor): .airAdviceEuropeanPoor
        case (.european, .veryPoor): .airAdviceEuropeanVeryPoor
        case (.european, _): .airAdviceEuropeanExtremelyPoor
        case (.us, .good): .airAdviceUsGood
        case (.us, .moderate): .airAdviceUsModerate
        case (.us, .unhealthyForSensitiveGroups): .airAdviceUsUnhealthyForSensitiveGroups
        case (.us, .unhealthy): .airAdviceUsUnhealthy
        case (.us, .veryUnhealthy): .airAdviceUsVeryUnhealthy
        case (.us, _): .airAdviceUsHazardous
        }
    }

    static func pollutant(_ pollutant: Pollutant) -> Phrase {
        switch pollutant {
        case .pm2_5: .airPollutantPm25
        case .pm10: .airPollutantPm10
        case .ozone: .airPollutantOzone
        case .nitrogenDioxide: .airPollutantNitrogenDioxide
        case .sulphurDioxide: .airPollutantSulphurDioxide
        case .carbonMonoxide: .airPollutantCarbonMonoxide
        }
    }

    static func pollen(_ type: PollenType) -> Phrase {
        switch type {
        case .alder: .airPollenAlder
        case .birch: .airPollenBirch
        case .grass: .airPollenGrass
        case .mugwort: .airPollenMugwort
        case .olive: .airPollenOlive
        case .ragweed: .airPollenRagweed
        }
    }

    static func pollenLevel(_ level: PollenLevel) -> Phrase {
        switch level {
        case .none: .airPollenLevelNone
        case .low: .airPollenLevelLow
        case .moderate: .airPollenLevelModerate
        case .high: .airPollenLevelHigh
        case .veryHigh: .airPollenLevelVeryHigh
        }
    }
}

/// The air-quality line of `wf here` and `wf at`, and `%A`.
extension Phrasebook {
    /// "European AQI 36: fair, mostly ozone", or "unavailable just now" (said after the label "Air").
    public func airLine(_ air: AirQualityUseCase.Result?) -> String {
        guard let air else { return self(.reportAirUnavailable) }
        let reading = air.airQuality.value.current
        let headline = airHeadline(reading, scale: air.scale)
        guard let pollutant = reading.dominantPollutant(on: air.scale) else { return headline }
        return self(.reportAirLine(headline: headline, pollutant: pollutantName(pollutant)))
    }

    /// "AQI 42 fair" (`%A`); nil without an index.
    public func airShort(_ air: AirQualityUseCase.Result, namingScale: Bool = false) -> String? {
        let reading = air.airQuality.value.current
        guard let index = reading.index(on: air.scale), let band = air.scale.band(for: index) else { return nil }
        return namingScale ? self(.airShortScaled(scale: airScale(air.scale), index: airIndex(index), band: airBand(band)))
                           : self(.formatAir(index: airIndex(index), band: airBand(band)))
    }

    /// Whether a list's air indices are on more than one scale (US places on the US one, the rest
    /// on the European one): each then names its scale, as "AQI 36" and "AQI 42" would not compare.
    public static func mixesScales(_ airs: [AirQualityUseCase.Result?]) -> Bool {
        Set(airs.compactMap { $0?.scale }).count > 1
    }

    /// "Air quality now: 36 on the European Air Quality Index, fair. Mostly ozone." or that it is unavailable.
    public func spokenAirLine(_ air: AirQualityUseCase.Result?) -> [String] {
        guard let air else { return [self(.spokenReportAirUnavailable)] }
        let reading = air.airQuality.value.current
        var lines = spokenAirNow(reading, scale: air.scale)
        if let pollutant = reading.dominantPollutant(on: air.scale) {
            lines.append(self(.spokenReportAirPollutant(pollutant: pollutantName(pollutant))))
        }
        return lines
    }
}
