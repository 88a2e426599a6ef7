import Domain
import Foundation

/// `/v1/archive` with `daily=temperature_2m_max`: the days as "YYYY-MM-DD" in `daily.time`, a
/// value for each, null where the reanalysis has none (days not yet published, a grid cell without
/// data). `daily_units` names the unit ("°C" unless `temperature_unit` asked otherwise);
/// `utc_offset_seconds` and `timezone` are the place's, since daily values need a `timezone`.
struct OpenMeteoArchiveDTO: Decodable {
    struct Daily: Decodable {
        let time: [String]
        let temperature_2m_max: [Double?]?
    }

    let latitude: Double
    let longitude: Double
    let utc_offset_seconds: Int?
    let timezone: String?
    let daily_units: [String: String]?
    let daily: Daily?

    static let longestSpanDays = 40 * 366

    /// The answer as a series in °C from its first day, each value at its own date's place (a
    /// day the answer skips is a gap, not a shift). Throws `DecodingError` without days.
    func toSeries(fetchedAt: Date) throws -> ClimateSeries {
        let days = (daily?.time ?? []).map { CalendarDay(iso: $0) }
        guard let daily, let first = days.compactMap({ $0 }).min(), let last = days.compactMap({ $0 }).max() else {
            throw DecodingError.valueNotFound(Daily.self, .init(codingPath: [], debugDescription: "no daily values"))
        }
        // What was asked is 30 years; a server's dates spanning millennia must not make a column that long.
        guard last.daysSinceEpoch - first.daysSinceEpoch < Self.longestSpanDays else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "daily values from \(first) to \(last)"))
        }
        let fahrenheit = daily_units?["temperature_2m_max"]?.contains("F") == true
        var maxima = [Double?](repeating: nil, count: last.daysSinceEpoch - first.daysSinceEpoch + 1)
        for (index, day) in days.enumerated() {
            guard let day, let value = daily.temperature_2m_max?[safe: index], value.isFinite else { continue }
            maxima[day.daysSinceEpoch - first.daysSinceEpoch] = fahrenheit ? (value - 32) * 5 / 9 : value
        }
        return ClimateSeries(firstDay: first, maxima: maxima, fetchedAt: fetchedAt)
    }
}
