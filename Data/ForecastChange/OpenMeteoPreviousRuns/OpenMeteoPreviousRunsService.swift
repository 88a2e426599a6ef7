import Domain
import Foundation
import Networking

/// Today's and tomorrow's hours from Open-Meteo's Previous Runs API, in one request: the latest run
/// and the run a day earlier, in the units asked for.
struct OpenMeteoPreviousRunsService: PreviousRunsSource, OpenMeteoSideService {
    static let description = SourceDescription.openMeteoPreviousRuns
    let baseURL: String
    let network: any NetworkService
    let now: @Sendable () -> Date

    func previousRuns(at coordinate: Coordinate, units: Units) async throws(WeatherError) -> PreviousRuns {
        var query: [(String, String)] = [
            ("latitude", RequestCoordinate.text(coordinate.latitude)), ("longitude", RequestCoordinate.text(coordinate.longitude)),
            ("hourly", "temperature_2m,temperature_2m_previous_day1"), ("timezone", "auto"), ("forecast_days", "2"),
        ]
        if units == .imperial { query.append(("temperature_unit", "fahrenheit")) }
        let answer: Dated<OpenMeteoPreviousRunsDTO> = try await answer("/v1/forecast", query)
        do {
            guard let hourly = answer.value.hourly, let latest = hourly.temperature_2m,
                  let earlier = hourly.temperature_2m_previous_day1 else {
                throw WeatherError.providerUnavailable(provider: name, reason: "sent no hourly temperatures of both runs")
            }
            let offset = answer.value.utc_offset_seconds ?? 0
            let times = hourly.time.map { $0.date(utcOffsetSeconds: offset) }
            // An hour without a readable time, or a value out of physical range, is left out.
            let kept = times.indices.filter { times[$0] != nil }
            func column(_ values: [Double?]) -> [Double?] {
                kept.map { values[safe: $0].flatMap { Self.plausible($0, units: units) } }
            }
            return PreviousRuns(times: kept.compactMap { times[$0] }, latest: column(latest), dayEarlier: column(earlier),
                                utcOffsetSeconds: offset, fetchedAt: answer.fetchedAt(receivedAt: now()))
        } catch {
            throw Self.errors.failure(error)
        }
    }

    /// Air temperatures on Earth stay within −90…60 °C; beyond that a value is unknown.
    static func plausible(_ value: Double, units: Units) -> Double? {
        let celsius = units == .imperial ? (value - 32) * 5 / 9 : value
        return celsius.isFinite && (-90...60).contains(celsius) ? value : nil
    }
}
