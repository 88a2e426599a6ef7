import Domain
import Foundation
import Networking

/// The shape of every Open-Meteo service wf asks for something other than the weather (air
/// quality, the archive, the ensemble, the previous runs): who it is, where it is asked and how.
/// Its requests are side requests: the answer bounded, a failure held for all processes, counted
/// in the day's budget; its failures are said as Open-Meteo's, under its own name.
protocol OpenMeteoSideService: Sendable {
    static var description: SourceDescription { get }
    var baseURL: String { get }
    var network: any NetworkService { get }
    var now: @Sendable () -> Date { get }
}

extension OpenMeteoSideService {
    var name: String { Self.description.displayName }
    var cacheName: String { Self.description.id }

    static var errors: ProviderErrorMapper { .openMeteo(description.displayName) }

    /// The answer to `path?query`, dated by the server's clock; any failure as the source's `WeatherError`.
    func answer<Answer: Decodable>(_ path: String, _ query: [(String, String)]) async throws(WeatherError) -> Dated<Answer> {
        let endpoint = Endpoint(baseURL: baseURL, path: path, query: query, source: Self.description.id,
                                answerLimit: Endpoint.sideAnswerLimit, holdsWhenFailing: true, withinBudget: true)
        do {
            return try await network.decodeDated(from: endpoint)
        } catch {
            throw Self.errors.failure(error)
        }
    }
}
