import DataAccess
import Domain
import Foundation
import Networking
import Observation
import Presentation
import Testing
import TestSupport

/// The same scenario, through the same view model, over each provider's real repositories:
/// the view model cannot tell which provider answers.
@MainActor
@Suite("Provider parity")
struct ProviderParityTests {
    @Test("Search, then search again the same day: loaded from the network, then from the cache",
          arguments: ProviderRegistry.all)
    func sameScenario(kind: ProviderDescription) async throws {
        let server = try StubServer()
        server.respond(to: "/data/2.5/forecast", handler: try Recorded.openWeatherMapForecastFromToday())
        server.respond(to: "/v1/search", with: try Recorded.response("openmeteo_geocoding_berlin"))
        server.respond(to: "/v1/forecast", with: .json(try Recorded.openMeteoShiftedToToday()))
        try Recorded.serveAnswers(on: server)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wf-parity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let store = try SQLiteStore(path: folder.appendingPathComponent("wf.sqlite").path) { _ in }
        let urls = Dictionary(uniqueKeysWithValues: kind.settings.filter { $0.kind == .baseURL }.map { ($0.name, server.baseURL) })
        let configuration = ProviderConfiguration(provider: kind, apiKey: "key", settings: urls)
        let repositories = Repositories(configuration: configuration, store: store,
                                        network: URLSessionNetworkService(configuration: .init(retry: .none)))
        let viewModel = SearchViewModel(dependencies: .init(SearchForecastUseCase(forecasts: repositories.forecasts,
                                                                                  recentQueries: repositories.recentQueries,
                                                                                  places: repositories.places)))
        var sources: [DataSource] = []
        var requests: [Int] = []
        for _ in 0..<2 {
            viewModel.send(.load(SearchRequest("berlin", units: .metric)))
            for await state in Observations({ viewModel.state }) where state.isFinished {
                guard case .loaded(let report) = state else { Issue.record("\(kind): \(state)"); return }
                let result = report.forecast
                #expect(!result.value.days.isEmpty)
                #expect(result.value.provider == kind.displayName)
                sources.append(result.source)
                requests.append(server.requestCount)
                break
            }
        }
        #expect(sources == [.network, .cache])
        #expect(requests.first ?? 0 > 0)
        #expect(requests.first == requests.last, "the second search asks nothing")
        #expect(try await repositories.recentQueries.recentQueries(limit: 5).map(\.text) == ["berlin"])
    }
}
