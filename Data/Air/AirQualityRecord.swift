import Domain
import Foundation

/// How air quality is kept in the cache: the reading now as it is, the hours as packed columns.
///
/// Five days of hours as keyed objects were ~33 KB of JSON and took most of a cached `wf here`'s
/// time to decode; as columns (`PackedNumbers`) they are a few strings.
struct AirQualityRecord: Codable {
    var airQuality: AirQuality
    var hours: AirQualityColumns

    init(_ airQuality: AirQuality) {
        var now = airQuality
        now.hours = []
        self.airQuality = now
        hours = AirQualityColumns(airQuality.hours)
    }

    var value: AirQuality {
        var full = airQuality
        full.hours = hours.readings
        return full
    }
}

/// The hourly readings, one column per variable; a pollutant or pollen type no hour gives has no column.
struct AirQualityColumns: Codable {
    var time: PackedNumbers
    var europeanIndex: PackedNumbers
    var usIndex: PackedNumbers
    var uvIndex: PackedNumbers
    /// By `Pollutant` raw value.
    var pollutants: [String: PackedNumbers]
    /// By `PollenType` raw value.
    var pollen: [String: PackedNumbers]

    init(_ readings: [AirQualityReading]) {
        time = PackedNumbers(readings.map(\.time.timeIntervalSince1970))
        europeanIndex = PackedNumbers(readings.map(\.europeanIndex))
        usIndex = PackedNumbers(readings.map(\.usIndex))
        uvIndex = PackedNumbers(readings.map(\.uvIndex))
        pollutants = Self.columns(Pollutant.allCases, readings.map(\.pollutants))
        pollen = Self.columns(PollenType.allCases, readings.map(\.pollen))
    }

    private static func columns<Key: RawRepresentable<String>>(_ keys: [Key], _ rows: [[Key: Double]]) -> [String: PackedNumbers] {
        var columns: [String: PackedNumbers] = [:]
        for key in keys where rows.contains(where: { $0[key] != nil }) {
            columns[key.rawValue] = PackedNumbers(rows.map { $0[key] })
        }
        return columns
    }

    /// The readings back; a damaged record (a column of another length, a time missing) gives the
    /// hours every column has, and no hour without a time.
    var readings: [AirQualityReading] {
        let pollutantColumns = pollutants.compactMap { name, column in Pollutant(rawValue: name).map { ($0, column.values) } }
        let pollenColumns = pollen.compactMap { name, column in PollenType(rawValue: name).map { ($0, column.values) } }
        let count = ([time, europeanIndex, usIndex, uvIndex] + Array(pollutants.values) + Array(pollen.values)).map(\.values.count).min() ?? 0
        return (0..<count).compactMap { index in
            guard let time = time.values[index] else { return nil }
            return AirQualityReading(
                time: Date(timeIntervalSince1970: time), europeanIndex: europeanIndex.values[index], usIndex: usIndex.values[index],
                pollutants: Dictionary(uniqueKeysWithValues: pollutantColumns.compactMap { key, values in values[index].map { (key, $0) } }),
                uvIndex: uvIndex.values[index],
                pollen: Dictionary(uniqueKeysWithValues: pollenColumns.compactMap { key, values in values[index].map { (key, $0) } }))
        }
    }
}
