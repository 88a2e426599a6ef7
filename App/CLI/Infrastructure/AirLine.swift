import Domain
import Foundation

/// The air-quality line of `wf here` and `wf at`: `wf air`'s use case (cached for an hour) asked for
/// the hour in progress, beside the weather. Any failure (an error answer, a malformed one, a time-out)
/// is the line's own: the weather still shows, with a note that air quality is unavailable.
struct AirLine: Sendable {
    let useCase: AirQualityUseCase
    let scale: AirQualityScale?

    @MainActor
    init(_ container: AppDIContainer) throws {
        useCase = try container.airQuality()
        scale = try container.settings.aqiScale()
    }

    func fetch(for place: Place, policy: CachePolicy) async -> Result<AirQualityUseCase.Result, WeatherError> {
        do {
            return .success(try await useCase.execute(for: place, hours: 1, scale: scale, policy: policy))
        } catch {
            return .failure(WeatherError(error))
        }
    }
}
