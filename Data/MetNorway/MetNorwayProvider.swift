import Domain
import Foundation
import Networking

/// MET Norway's Locationforecast: forecasts and current conditions by coordinate, one request a
/// place; names go through the (cached) place repository.
struct MetNorwayProvider: CoordinateWeatherProvider {
    static let displayName = ProviderDescription.metNorway.displayName
    var name: String { Self.displayName }
    /// MET Norway answers in no language: its symbols are named by wf.
    var language: String { "en" }
    var horizonDays: Int { ProviderDescription.metNorway.horizonDays }
    let baseURL: String
    /// "wf/1.2.0 someone@example.org": MET's terms ask every request to say who is asking.
    let userAgent: String
    let network: any NetworkService
    let places: any PlaceRepository
    let now: @Sendable () -> Date
    /// Keeps the last answer for a point, to ask next time whether it changed (MET's terms ask for
    /// `If-Modified-Since`); without it every request is plain.
    var conditionalRequests: ConditionalRequests?
    /// One answer holds both the forecast and the conditions now: `wf here` asks for both at once,
    /// and MET's terms ask for no needless requests, so a point asked twice is fetched once.
    let inFlight = SharedRequests<String, (Dated<MetNorwayForecastDTO>, Date?)>()

    func forecast(for place: Place, days: Int, units: Units) async throws -> Forecast {
        let (answer, expires) = try await fetch(place.coordinate)
        return try answer.value.toForecast(place: place, units: units, fetchedAt: answer.fetchedAt(receivedAt: now()), provider: name,
                                  requestedDays: min(max(days, 1), horizonDays), horizonDays: horizonDays, validUntil: expires)
    }

    /// One request per point (the API takes one), a few at a time. The conditions now come from the
    /// same answer as the forecast, and expire with it.
    func currentWeather(at coordinates: [Coordinate], units: Units) async -> [Result<CurrentWeather, WeatherError>] {
        return await coordinates.concurrentMap(limit: 8) { coordinate in
            do {
                let (answer, expires) = try await fetch(coordinate)
                let received = now()
                var weather = try answer.value.toCurrentWeather(at: coordinate, units: units, now: received, provider: name)
                weather.fetchedAt = answer.fetchedAt(receivedAt: received)
                weather.validUntil = expires
                return .success(weather)
            } catch {
                return .failure(MetNorwayMapper.errors.failure(error))
            }
        }
    }

    /// Coordinates to 4 decimals, as MET's terms ask (more only defeats its caches). The answer, when
    /// it expires and its `Age` from a shared cache; with a kept answer, the request asks whether it changed since, and a 304 is
    /// answered with the kept one.
    private func fetch(_ coordinate: Coordinate) async throws -> (Dated<MetNorwayForecastDTO>, Date?) {
        let query = [("lat", RequestCoordinate.text(coordinate.latitude, decimals: RequestCoordinate.metNorway)),
                     ("lon", RequestCoordinate.text(coordinate.longitude, decimals: RequestCoordinate.metNorway))]
        let endpoint = Endpoint(baseURL: baseURL, path: "/locationforecast/2.0/complete", query: query,
                                headers: ["User-Agent": userAgent], source: "met-norway")
        let point = query.map { $0.1 }.joined(separator: ",")
        return try await inFlight.value(for: point) { [network, conditionalRequests] in
            do {
                let decode = { (body: Data) in try endpoint.budget.decode(MetNorwayForecastDTO.self, from: body) }
                guard let conditionalRequests else {
                    let response = try await network.response(for: endpoint)
                    return (Dated(try decode(response.body), age: response.age), response.date("Expires"))
                }
                let (answer, expires, age) = try await conditionalRequests.answer(to: endpoint, key: "\(Self.displayName)|\(point)",
                                                                                 over: network, decode: decode)
                return (Dated(answer, age: age), expires)
            } catch {
                throw MetNorwayMapper.errors.map(error)
            }
        }
    }
}

enum MetNorwayMapper {
    static let errors = ProviderErrorMapper(provider: MetNorwayProvider.displayName, usesKey: false) { _ in nil }
}
