import Domain
import Foundation
import Networking

/// Open-Meteo: free, no key. Forecasts by coordinate; names go through the (cached) place repository.
struct OpenMeteoProvider: CoordinateWeatherProvider {
    static let displayName = ProviderDescription.openMeteo.displayName
    var name: String { Self.displayName }
    let forecastURL: String
    var models = OpenMeteoModels(setting: nil)
    /// Open-Meteo answers in no language: its weather codes are named by wf, and a place's name comes
    /// from the place cache (per language). So one cached copy serves every language.
    var language: String { "en" }
    let network: any NetworkService
    let places: any PlaceRepository
    let now: @Sendable () -> Date
    /// Takes rain soon, asked for in the same request as one place's weather.
    var nowcastAlongside: NowcastAlongside?

    var horizonDays: Int { ProviderDescription.openMeteo.horizonDays }

    static let currentVariables = [
        "temperature_2m", "apparent_temperature", "relative_humidity_2m", "weather_code", "cloud_cover",
        "pressure_msl", "precipitation", "wind_speed_10m", "wind_gusts_10m", "wind_direction_10m", "visibility", "uv_index",
    ].joined(separator: ",")
    static let hourlyVariables = [
        "temperature_2m", "apparent_temperature", "relative_humidity_2m", "pressure_msl", "precipitation",
        "precipitation_probability", "wind_speed_10m", "wind_gusts_10m", "wind_direction_10m", "cloud_cover",
        "uv_index", "weather_code",
    ].joined(separator: ",")
    static let dailyVariables = [
        "weather_code", "temperature_2m_mean", "temperature_2m_min", "temperature_2m_max", "apparent_temperature_min",
        "apparent_temperature_max", "precipitation_sum", "precipitation_probability_max", "wind_speed_10m_max",
        "wind_gusts_10m_max", "wind_direction_10m_dominant", "pressure_msl_mean", "relative_humidity_2m_mean",
        "uv_index_max", "sunrise", "sunset",
    ].joined(separator: ",")
    /// Current weather needs only today's range and sun times.
    static let dailyVariablesForCurrent = "temperature_2m_min,temperature_2m_max,sunrise,sunset"

    func forecast(for place: Place, days: Int, units: Units) async throws -> Forecast {
        let days = min(max(days, 1), horizonDays)
        let list = try await fetch([place.coordinate], units: units, variables: [
            ("hourly", Self.hourlyVariables), ("daily", Self.dailyVariables), ("forecast_days", String(days)),
        ])
        guard let dto = list.value.forecasts.first else { throw OpenMeteoMapper.wrongShape }
        return dto.toForecast(place: place, units: units, fetchedAt: list.fetchedAt(receivedAt: now()), provider: name,
                              requestedDays: days, horizonDays: horizonDays)
    }

    /// One request for every coordinate: the API takes comma-separated lists. For one place, rain
    /// soon comes in the same request.
    func currentWeather(at coordinates: [Coordinate], units: Units) async -> [Result<CurrentWeather, WeatherError>] {
        guard !coordinates.isEmpty else { return [] }
        do {
            let answer = try await fetch(coordinates, units: units, variables: [
                ("current", Self.currentVariables), ("daily", Self.dailyVariablesForCurrent), ("forecast_days", "1"),
            ] + rainSoonVariables(for: coordinates))
            let list = answer.value
            guard list.forecasts.count == coordinates.count else { throw OpenMeteoMapper.wrongShape }
            let fetchedAt = answer.fetchedAt(receivedAt: now())
            if coordinates.count == 1 { deliverNowcast(list.forecasts[0], at: coordinates[0], units: units, fetchedAt: fetchedAt) }
            return zip(coordinates, list.forecasts).map { coordinate, dto in
                Result { try dto.toCurrentWeather(requested: coordinate, name: nil, country: nil, units: units, fetchedAt: fetchedAt, provider: name) }
                    .mapError { OpenMeteoMapper.errors.failure($0) }
            }
        } catch {
            let failure = OpenMeteoMapper.errors.failure(error)
            return coordinates.map { _ in .failure(failure) }
        }
    }

    /// Rain soon rides along with one place's weather now (the nowcast's own variables and window):
    /// every view that shows it (`wf here`, `wf at`, status lines) asks for the weather now.
    private func rainSoonVariables(for coordinates: [Coordinate]) -> [(String, String)] {
        guard nowcastAlongside != nil, coordinates.count == 1 else { return [] }
        return OpenMeteoNowcastService.variables
    }

    private func deliverNowcast(_ dto: OpenMeteoForecastDTO, at coordinate: Coordinate, units: Units, fetchedAt: Date) {
        guard let nowcastAlongside, let nowcast = dto.nowcast(units: units, source: name, fetchedAt: fetchedAt) else { return }
        nowcastAlongside.deliver(nowcast, at: coordinate)
    }

    /// Units come from the API's own parameters; only pressure (always hPa) is converted on our side.
    private func fetch(_ coordinates: [Coordinate], units: Units, variables: [(String, String)]) async throws -> Dated<OpenMeteoForecastListDTO> {
        let query: [(String, String)] = [
            ("latitude", RequestCoordinate.list(coordinates.map(\.latitude))),
            ("longitude", RequestCoordinate.list(coordinates.map(\.longitude))),
        ] + variables + models.query + [
            ("timezone", "auto"),
            ("temperature_unit", units == .metric ? "celsius" : "fahrenheit"),
            ("wind_speed_unit", units == .metric ? "kmh" : "mph"),
            ("precipitation_unit", units == .metric ? "mm" : "inch"),
        ]
        do {
            return try await network.decodeDated(from: Endpoint(baseURL: forecastURL, path: "/v1/forecast", query: query, source: "open-meteo"))
        } catch {
            throw OpenMeteoMapper.errors.map(error)
        }
    }
}

/// Open-Meteo's geocoder: prefix matching from 3 characters.
struct OpenMeteoGeocoder: Geocoder {
    var name: String { OpenMeteoProvider.displayName }
    let geocodingURL: String
    /// ISO 639-1: the language of the names it returns.
    var language = "en"
    let network: any NetworkService

    /// The geocoder matches names only; a country goes in its own parameter (open-meteo/open-meteo#791).
    func places(matching query: SearchQuery, countryCode: String?) async throws -> [Place] {
        var parameters = [("name", query.text), ("count", "5"), ("language", language), ("format", "json")]
        if let countryCode { parameters.append(("countryCode", countryCode)) }
        let endpoint = Endpoint(baseURL: geocodingURL, path: "/v1/search", query: parameters, source: "open-meteo-geocoding")
        do {
            let dto: OpenMeteoGeocodingDTO = try await network.decode(from: endpoint)
            return (dto.results ?? []).compactMap(\.place)
        } catch {
            throw OpenMeteoMapper.errors.map(error)
        }
    }
}

enum OpenMeteoMapper {
    static let errors = ProviderErrorMapper.openMeteo(OpenMeteoProvider.displayName)

    static var wrongShape: WeatherError {
        .providerUnavailable(provider: OpenMeteoProvider.displayName, reason: "sent a response wf cannot read")
    }
}
