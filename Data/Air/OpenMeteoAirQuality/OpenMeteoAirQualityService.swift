import Domain
import Foundation
import Networking

/// Open-Meteo's Air Quality API: every place in one request (comma-separated coordinates answer
/// with an array, in order), the current hour and the hours of `forecast_days` days from local midnight.
struct OpenMeteoAirQualityService: AirQualitySource, OpenMeteoSideService {
    static let description = SourceDescription.openMeteoAirQuality
    let baseURL: String
    let network: any NetworkService
    let now: @Sendable () -> Date

    /// Asked as `current` and as `hourly`.
    static let variables = [
        "european_aqi", "us_aqi", "pm2_5", "pm10", "ozone", "nitrogen_dioxide", "sulphur_dioxide", "carbon_monoxide",
        "uv_index", "alder_pollen", "birch_pollen", "grass_pollen", "mugwort_pollen", "olive_pollen", "ragweed_pollen",
    ].joined(separator: ",")

    func airQuality(for places: [Place], days: Int) async -> [Result<AirQuality, WeatherError>] {
        guard !places.isEmpty else { return [] }
        do {
            let answer: Dated<OpenMeteoAirQualityListDTO> = try await answer("/v1/air-quality", [
                ("latitude", RequestCoordinate.list(places.map(\.coordinate.latitude))),
                ("longitude", RequestCoordinate.list(places.map(\.coordinate.longitude))),
                ("current", Self.variables), ("hourly", Self.variables),
                ("timezone", "auto"), ("forecast_days", String(days)),
            ])
            guard answer.value.answers.count == places.count else {
                throw WeatherError.providerUnavailable(provider: name, reason: "sent a response wf cannot read")
            }
            let fetchedAt = answer.fetchedAt(receivedAt: now())
            return zip(places, answer.value.answers).map { place, dto in
                Result { try dto.toAirQuality(place: place, source: name, fetchedAt: fetchedAt, requestedDays: days) }
                    .mapError { Self.errors.failure($0) }
            }
        } catch {
            let failure = Self.errors.failure(error)
            return places.map { _ in .failure(failure) }
        }
    }
}
