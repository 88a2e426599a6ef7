import Domain
import Foundation

/// How a forecast is kept in the cache: the days as they are, the hourly points as columns.
///
/// A week of points as objects is ~50 KB of keyed JSON and took ~5 ms to decode on every cached
/// search; as one array per variable it decodes in a fraction of that.
struct ForecastRecord: Codable {
    var forecast: Forecast
    var hours: HourlyColumns

    init(_ forecast: Forecast) {
        var days = forecast
        days.hours = []
        self.forecast = days
        hours = HourlyColumns(forecast.hours)
    }

    var value: Forecast {
        var full = forecast
        full.hours = hours.points
        return full
    }
}

struct HourlyColumns: Codable {
    var time: [Double]
    var temperature: [Double]
    var feelsLike: [Double?]
    var humidity: [Double?]
    var pressure: [Double?]
    var precipitationAmount: [Double?]
    var precipitationProbability: [Double?]
    var windSpeed: [Double?]
    var windGusts: [Double?]
    var windDegrees: [Double?]
    var cloudCover: [Double?]
    var uvIndex: [Double?]
    var category: [ConditionCategory]
    var code: [Int?]
    var description: [String]

    init(_ points: [HourlyForecast]) {
        time = points.map(\.time.timeIntervalSince1970)
        temperature = points.map(\.temperature)
        feelsLike = points.map(\.feelsLike)
        humidity = points.map(\.humidity)
        pressure = points.map(\.pressure)
        precipitationAmount = points.map(\.precipitation.amount)
        precipitationProbability = points.map(\.precipitation.probability)
        windSpeed = points.map(\.wind.speed)
        windGusts = points.map(\.wind.gusts)
        windDegrees = points.map(\.wind.degrees)
        cloudCover = points.map(\.cloudCover)
        uvIndex = points.map(\.uvIndex)
        category = points.map(\.condition.category)
        code = points.map(\.condition.code)
        description = points.map(\.condition.description)
    }

    /// Columns of unequal length (a damaged copy) give the points all columns have.
    var points: [HourlyForecast] {
        let count = [time.count, temperature.count, feelsLike.count, humidity.count, pressure.count,
                     precipitationAmount.count, precipitationProbability.count, windSpeed.count, windGusts.count,
                     windDegrees.count, cloudCover.count, uvIndex.count, category.count, code.count, description.count].min() ?? 0
        return (0..<count).map { index in
            HourlyForecast(
                time: Date(timeIntervalSince1970: time[index]), temperature: temperature[index], feelsLike: feelsLike[index],
                humidity: humidity[index], pressure: pressure[index],
                precipitation: Precipitation(amount: precipitationAmount[index], probability: precipitationProbability[index]),
                wind: Wind(speed: windSpeed[index], gusts: windGusts[index], degrees: windDegrees[index]),
                cloudCover: cloudCover[index], uvIndex: uvIndex[index],
                condition: WeatherCondition(category: category[index], code: code[index], description: description[index])
            )
        }
    }
}
