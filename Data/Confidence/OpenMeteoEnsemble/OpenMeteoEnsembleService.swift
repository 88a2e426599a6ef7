import Domain
import Foundation
import Networking

/// Open-Meteo's Ensemble API: the hourly temperature and precipitation of every member of one model.
/// Precipitation stays in millimetres whatever the units: rain agreement counts 0.1 mm.
struct OpenMeteoEnsembleService: EnsembleSource, OpenMeteoSideService {
    static let description = SourceDescription.openMeteoEnsemble
    let baseURL: String
    let model: String
    let network: any NetworkService
    let now: @Sendable () -> Date

    /// ECMWF's ensemble reaches 15 days, GEFS's 35; the hourly view needs at most 8.
    static let longestDays = 15

    func ensemble(at coordinate: Coordinate, days: Int, units: Units) async throws -> Ensemble {
        guard !model.isEmpty, model.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
            throw WeatherError.invalidInput("ensemble-model is a model name of Open-Meteo's Ensemble API, such as ecmwf_ifs025")
        }
        var query: [(String, String)] = [
            ("latitude", RequestCoordinate.list([coordinate.latitude])),
            ("longitude", RequestCoordinate.list([coordinate.longitude])),
            ("models", model), ("hourly", "temperature_2m,precipitation"),
            ("timezone", "auto"), ("forecast_days", String(min(days, Self.longestDays))),
        ]
        if units == .imperial { query.append(("temperature_unit", "fahrenheit")) }
        let answer: Dated<OpenMeteoEnsembleDTO> = try await answer("/v1/ensemble", query)
        do {
            guard let hourly = answer.value.hourly, !hourly.temperature.isEmpty else {
                throw WeatherError.providerUnavailable(provider: name, reason: "sent no ensemble members")
            }
            let offset = answer.value.utc_offset_seconds ?? 0
            let times = hourly.time.map { $0.date(utcOffsetSeconds: offset) }
            // An hour without a readable time is left out of every series.
            let kept = times.indices.filter { times[$0] != nil }
            func columns(_ series: [[Double?]]) -> [[Double?]] {
                series.map { values in kept.map { values[safe: $0] } }
            }
            return Ensemble(model: model, fetchedAt: answer.fetchedAt(receivedAt: now()), utcOffsetSeconds: offset,
                            times: kept.compactMap { times[$0] }, temperature: columns(hourly.temperature),
                            precipitation: columns(hourly.precipitation))
        } catch {
            throw Self.errors.failure(error)
        }
    }
}
