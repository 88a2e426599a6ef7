import Domain
import Foundation
import Presentation

/// The `--json` documents. Field names are a public contract (README "JSON output"): add, never rename.
enum JSONDocument {
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func source(_ source: DataSource) -> String {
        switch source {
        case .network: "network"
        case .cache: "cache"
        case .offline: "offline-cache"
        }
    }

    struct Temperature: Encodable {
        let average: Double
        let min: Double
        let max: Double
    }

    struct Day: Encodable {
        let date: String
        let temperature: Temperature
        let pressure: Double?
        let humidity: Double?
        let description: String
        let icon: String

        init(_ day: DailyForecast) {
            date = day.date.description
            temperature = Temperature(average: day.temperature.average.rounded(to: 2), min: day.temperature.min, max: day.temperature.max)
            pressure = day.pressure?.rounded(to: 1)
            humidity = day.humidity?.rounded(to: 1)
            description = day.condition.description
            icon = day.condition.icon.rawValue
        }
    }

    struct City: Encodable {
        let name: String
        let country: String?
        let region: String?
        let latitude: Double
        let longitude: Double

        init(_ place: Place) {
            name = place.name
            country = place.country
            region = place.region
            latitude = place.coordinate.latitude
            longitude = place.coordinate.longitude
        }
    }

    /// `wf search --json`.
    struct Search: Encodable {
        let query: String
        let city: City
        let units: String
        let provider: String
        let source: String
        let updated: String
        let days: [Day]
        let alternatives: [City]

        init(query: String, _ result: Sourced<Forecast>, days limit: Int?) {
            let forecast = result.value
            self.query = query
            city = City(forecast.place)
            units = forecast.units.rawValue
            provider = forecast.provider
            source = JSONDocument.source(result.source)
            updated = WeatherFormat.iso8601(forecast.fetchedAt)
            days = (limit.map { Array(forecast.days.prefix($0)) } ?? forecast.days).map(Day.init)
            alternatives = forecast.alternatives.map(City.init)
        }
    }

    struct Wind: Encodable {
        let speed: Double?
        let degrees: Double?
        let direction: String?
    }

    /// `wf at --json`, and the `current` part of `here`, `fav show` and `fav list`.
    struct Current: Encodable {
        let name: String?
        let country: String?
        let latitude: Double
        let longitude: Double
        let provider: String
        let units: String
        let source: String
        let updated: String
        let observed: String
        let description: String
        let icon: String
        let temperature: Double
        let feels_like: Double?
        let min: Double?
        let max: Double?
        let humidity: Double?
        let pressure: Double?
        let wind: Wind
        let cloudiness: Double?
        let visibility: Double?
        let sunrise: String?
        let sunset: String?
        let utc_offset_seconds: Int

        init(_ result: Sourced<CurrentWeather>) {
            let weather = result.value
            name = weather.placeName
            country = weather.country
            latitude = weather.coordinate.latitude
            longitude = weather.coordinate.longitude
            provider = weather.provider
            units = weather.units.rawValue
            source = JSONDocument.source(result.source)
            updated = WeatherFormat.iso8601(weather.fetchedAt)
            observed = WeatherFormat.iso8601(weather.observedAt)
            description = weather.condition.description
            icon = weather.condition.icon.rawValue
            temperature = weather.temperature
            feels_like = weather.feelsLike
            min = weather.minimum
            max = weather.maximum
            humidity = weather.humidity
            pressure = weather.pressure
            wind = Wind(speed: weather.windSpeed, degrees: weather.windDirection,
                        direction: weather.windDirection.map(WeatherFormat.compassPoint))
            cloudiness = weather.cloudiness
            visibility = weather.visibility
            sunrise = weather.sunrise.map(WeatherFormat.iso8601)
            sunset = weather.sunset.map(WeatherFormat.iso8601)
            utc_offset_seconds = weather.utcOffsetSeconds
        }
    }

    /// `wf here --json` and `wf fav show --json`.
    struct Report: Encodable {
        let location: String
        let current: Current
        let days: [Day]
        let updated: String
        let offline: Bool

        init(_ report: LocationReport) {
            location = report.title
            current = Current(report.current)
            days = (report.forecast?.value.days.prefix(LocationReportRenderer.forecastDays)).map { $0.map(Day.init) } ?? []
            updated = WeatherFormat.iso8601(report.lastUpdated)
            offline = report.offlineReason != nil
        }
    }

    /// `wf fav list --json`: one entry per favourite, with weather or the error that row hit.
    struct FavouriteEntry: Encodable {
        let position: Int
        let city: City
        let added: String
        let weather: Current?
        let error: String?

        init(position: Int, _ row: FavouriteWeather) {
            self.position = position
            city = City(row.favourite.place)
            added = WeatherFormat.iso8601(row.favourite.addedAt)
            switch row.weather {
            case .success(let weather):
                self.weather = Current(weather)
                error = nil
            case .failure(let failure):
                weather = nil
                error = WeatherErrorMessage(failure).text
            }
        }
    }

    struct Favourites: Encodable {
        let favourites: [FavouriteEntry]
    }
}

extension Double {
    func rounded(to decimals: Int) -> Double {
        let scale = pow(10, Double(decimals))
        return (self * scale).rounded() / scale
    }
}
