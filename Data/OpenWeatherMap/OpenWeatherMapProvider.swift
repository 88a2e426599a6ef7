import Domain
import Foundation
import Networking

/// OpenWeatherMap's free endpoints: 5 day / 3 hour forecast, current weather, direct geocoding.
struct OpenWeatherMapProvider: WeatherProvider, Geocoder {
    static let displayName = ProviderDescription.openWeatherMap.displayName
    var name: String { Self.displayName }
    let baseURL: String
    let apiKey: String?
    /// ISO 639-1: OpenWeatherMap's `lang`, for its descriptions, and the name geocoding prefers.
    var language = "en"
    let network: any NetworkService
    let now: @Sendable () -> Date
    /// Bound on simultaneous requests when many points are asked for at once.
    var maxConcurrentRequests = 24

    private var errors: ProviderErrorMapper {
        ProviderErrorMapper(provider: name) { body in
            (try? JSONDecoder().decode(OWMErrorDTO.self, from: body))?.message?.text
        }
    }

    var horizonDays: Int { OWMForecastResponseDTO.horizonDays }

    func forecast(for query: SearchQuery, days: Int, units: Units) async throws -> Forecast {
        let answer: Dated<OWMForecastResponseDTO> = try await fetchDated("/data/2.5/forecast", ["q": query.text, "units": units.rawValue],
                                                                         notFound: query.text)
        return try reading {
            try answer.value.toDomain(units: units, fetchedAt: answer.fetchedAt(receivedAt: now()), fallbackName: query.text, provider: name, days: days)
        }
    }

    func forecast(for place: Place, days: Int, units: Units) async throws -> Forecast {
        let answer: Dated<OWMForecastResponseDTO> = try await fetchDated("/data/2.5/forecast", coordinateQuery(place.coordinate, units))
        var forecast = try reading {
            try answer.value.toDomain(units: units, fetchedAt: answer.fetchedAt(receivedAt: now()), fallbackName: place.name, provider: name, days: days)
        }
        forecast.place = place
        return forecast
    }

    func currentWeather(at coordinates: [Coordinate], units: Units) async -> [Result<CurrentWeather, WeatherError>] {
        await coordinates.concurrentMap(limit: maxConcurrentRequests) { coordinate in
            do {
                let answer: Dated<OWMCurrentWeatherDTO> = try await fetchDated("/data/2.5/weather", coordinateQuery(coordinate, units))
                return .success(answer.value.toDomain(requested: coordinate, units: units, fetchedAt: answer.fetchedAt(receivedAt: now()),
                                                      provider: name))
            } catch {
                return .failure(errors.failure(error))
            }
        }
    }

    /// Direct geocoding takes "name,country code" in `q`.
    func places(matching query: SearchQuery, countryCode: String?) async throws -> [Place] {
        let q = countryCode.map { "\(query.text),\($0)" } ?? query.text
        let found: Dated<[OWMGeocodingDTO]> = try await fetchDated("/geo/1.0/direct", ["q": q, "limit": "5"])
        return found.value.compactMap { $0.place(language: language) }
    }

    private func coordinateQuery(_ coordinate: Coordinate, _ units: Units) -> [String: String] {
        ["lat": RequestCoordinate.text(coordinate.latitude), "lon": RequestCoordinate.text(coordinate.longitude), "units": units.rawValue]
    }

    /// A response that decodes but lacks what the mapping needs is as unreadable as broken JSON.
    private func reading<T>(_ map: () throws -> T) throws -> T {
        do {
            return try map()
        } catch {
            throw errors.map(error)
        }
    }

    private func fetchDated<T: Decodable>(_ path: String, _ parameters: [String: String], notFound: String? = nil) async throws -> Dated<T> {
        guard let apiKey, !apiKey.isEmpty else { throw WeatherError.apiKeyMissing(provider: name) }
        var parameters = parameters
        if language != "en", path.hasPrefix("/data/") { parameters["lang"] = language }
        var query = parameters.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        query.append(("appid", apiKey))
        let endpoint = Endpoint(baseURL: baseURL, path: path, query: query, redacting: ["appid"], source: "openweathermap")
        do {
            return try await network.decodeDated(T.self, from: endpoint)
        } catch {
            throw errors.map(error, notFound: notFound)
        }
    }
}
