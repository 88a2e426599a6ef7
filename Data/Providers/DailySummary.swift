import Domain
import Foundation

/// A local day summarised from its points, for providers that give no daily aggregates.
enum DailySummary {
    static func of(_ points: [HourlyForecast], on day: CalendarDay, sunrise: Date?, sunset: Date?) -> DailyForecast? {
        let temperatures = points.map(\.temperature)
        guard let average = temperatures.mean, let low = temperatures.min(), let high = temperatures.max() else { return nil }
        let feels = points.compactMap(\.feelsLike)
        let amounts = points.compactMap(\.precipitation.amount)
        return DailyForecast(
            date: day,
            temperature: TemperatureSummary(average: average, min: low, max: high),
            feelsLike: FeelsLikeRange(min: feels.min(), max: feels.max()),
            precipitation: Precipitation(amount: amounts.isEmpty ? nil : amounts.reduce(0, +),
                                         probability: points.compactMap(\.precipitation.probability).max()),
            wind: Wind(speed: points.compactMap(\.wind.speed).max(), gusts: points.compactMap(\.wind.gusts).max(),
                       degrees: dominantDirection(points.map(\.wind))),
            humidity: points.compactMap(\.humidity).mean,
            pressure: points.compactMap(\.pressure).mean,
            sunrise: sunrise, sunset: sunset,
            uvIndex: points.compactMap(\.uvIndex).max(),
            condition: mostFrequent(points.map(\.condition)) ?? .unknown
        )
    }

    /// The direction of the mean wind vector, each reading weighted by its speed.
    static func dominantDirection(_ winds: [Wind]) -> Double? {
        var east = 0.0, north = 0.0
        for wind in winds {
            guard let degrees = wind.degrees else { continue }
            let weight = wind.speed ?? 1
            east += weight * sin(degrees * .pi / 180)
            north += weight * cos(degrees * .pi / 180)
        }
        guard east != 0 || north != 0 else { return nil }
        let degrees = atan2(east, north) * 180 / .pi
        return (degrees + 360).truncatingRemainder(dividingBy: 360).rounded()
    }

    /// The most frequent condition; ties go to the one seen first.
    static func mostFrequent(_ conditions: [WeatherCondition]) -> WeatherCondition? {
        var counts: [WeatherCondition: Int] = [:]
        conditions.forEach { counts[$0, default: 0] += 1 }
        guard let best = counts.values.max() else { return nil }
        return conditions.first { counts[$0] == best }
    }
}

extension Array where Element == Double {
    var mean: Double? { isEmpty ? nil : reduce(0, +) / Double(count) }
}
