import Domain
import Foundation
import Networking

/// The next two hours in 15-minute steps from Open-Meteo's forecast API.
struct OpenMeteoNowcastService: NowcastSource {
    static let description = SourceDescription.openMeteoNowcast
    var name: String { Self.description.displayName }
    var cacheName: String { Self.description.id }
    let baseURL: String
    var models = OpenMeteoModels(setting: nil)
    let network: any NetworkService
    let now: @Sendable () -> Date

    static let errors = ProviderErrorMapper.openMeteo(description.displayName)

    /// The two hours of 15-minute steps, as asked alone or beside the weather.
    static let variables = [
        ("minutely_15", "precipitation,precipitation_probability"), ("forecast_minutely_15", String(Nowcast.stepCount)),
    ]

    func nowcast(at coordinate: Coordinate) async throws(WeatherError) -> Nowcast {
        let endpoint = Endpoint(baseURL: baseURL, path: "/v1/forecast", query: [
            ("latitude", RequestCoordinate.text(coordinate.latitude)), ("longitude", RequestCoordinate.text(coordinate.longitude)),
        ] + Self.variables + models.query + [("timezone", "auto")], source: "open-meteo", answerLimit: Endpoint.sideAnswerLimit,
                                withinBudget: true)
        do {
            let answer: Dated<OpenMeteoNowcastDTO> = try await network.decodeDated(from: endpoint)
            return try answer.value.toNowcast(source: name, fetchedAt: answer.fetchedAt(receivedAt: now()))
        } catch {
            throw Self.errors.failure(error)
        }
    }
}
