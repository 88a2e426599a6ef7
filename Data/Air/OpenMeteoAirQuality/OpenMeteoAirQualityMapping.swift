import Domain
import Foundation

extension OpenMeteoAirQualityDTO {
    private var offset: Int { utc_offset_seconds ?? 0 }

    /// The answer as Domain's `AirQuality`. Hours without a time are dropped; a missing `current`
    /// is the hour in progress at `fetchedAt`. Throws `DecodingError` when there is neither.
    func toAirQuality(place: Place, source: String, fetchedAt: Date, requestedDays: Int) throws -> AirQuality {
        let hours = hourlyReadings()
        let now: AirQualityReading
        if let current {
            now = current.values.reading(at: current.time?.date(utcOffsetSeconds: offset) ?? fetchedAt)
        } else if let hour = hours.last(where: { $0.time <= fetchedAt }) ?? hours.first {
            now = hour
        } else {
            throw DecodingError.valueNotFound(Current.self, .init(codingPath: [], debugDescription: "neither current nor hourly"))
        }
        // Units are printed beside every value: a server's escapes must never reach the terminal.
        let units = (current_units ?? [:]).merging(hourly_units ?? [:]) { current, _ in current }
            .mapValues { $0.withoutControls.bounded(columns: 16) }
        var pollutantUnits: [Pollutant: String] = [:]
        for pollutant in Pollutant.allCases {
            if let unit = units[pollutant.rawValue], !unit.isEmpty { pollutantUnits[pollutant] = unit }
        }
        let pollenUnit = PollenType.allCases.lazy.compactMap { units[$0.rawValue + "_pollen"] }.first { !$0.isEmpty } ?? "grains/m³"
        return AirQuality(place: place, source: source, fetchedAt: fetchedAt, utcOffsetSeconds: offset, timeZone: timezone,
                          pollutantUnits: pollutantUnits, pollenUnit: pollenUnit, current: now, hours: hours,
                          requestedDays: requestedDays)
    }

    func hourlyReadings() -> [AirQualityReading] {
        guard let hourly else { return [] }
        return hourly.time.indices.compactMap { index -> AirQualityReading? in
            guard let time = hourly.time[index].date(utcOffsetSeconds: offset) else { return nil }
            return Values(
                european_aqi: hourly.european_aqi?[safe: index], us_aqi: hourly.us_aqi?[safe: index],
                pm2_5: hourly.pm2_5?[safe: index], pm10: hourly.pm10?[safe: index], ozone: hourly.ozone?[safe: index],
                nitrogen_dioxide: hourly.nitrogen_dioxide?[safe: index], sulphur_dioxide: hourly.sulphur_dioxide?[safe: index],
                carbon_monoxide: hourly.carbon_monoxide?[safe: index], uv_index: hourly.uv_index?[safe: index],
                alder_pollen: hourly.alder_pollen?[safe: index], birch_pollen: hourly.birch_pollen?[safe: index],
                grass_pollen: hourly.grass_pollen?[safe: index], mugwort_pollen: hourly.mugwort_pollen?[safe: index],
                olive_pollen: hourly.olive_pollen?[safe: index], ragweed_pollen: hourly.ragweed_pollen?[safe: index]
            ).reading(at: time)
        }
    }
}

extension OpenMeteoAirQualityDTO.Values {
    func reading(at time: Date) -> AirQualityReading {
        let pollutants: [Pollutant: Double?] = [
            .pm2_5: pm2_5, .pm10: pm10, .ozone: ozone, .nitrogenDioxide: nitrogen_dioxide,
            .sulphurDioxide: sulphur_dioxide, .carbonMonoxide: carbon_monoxide,
        ]
        let pollen: [PollenType: Double?] = [
            .alder: alder_pollen, .birch: birch_pollen, .grass: grass_pollen, .mugwort: mugwort_pollen,
            .olive: olive_pollen, .ragweed: ragweed_pollen,
        ]
        return AirQualityReading(time: time, europeanIndex: european_aqi, usIndex: us_aqi,
                                 pollutants: pollutants.compactMapValues { $0 }, uvIndex: uv_index,
                                 pollen: pollen.compactMapValues { $0 })
    }
}
