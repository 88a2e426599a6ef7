import Domain
import Foundation
import Observation
@testable import Presentation
import Testing

@MainActor
@Suite("Air quality view model")
struct AirQualityViewModelTests {
    nonisolated static let start = Date(timeIntervalSince1970: 1_800_000_000)
    nonisolated static let place = Place(name: "Berlin", country: "DE", coordinate: Coordinate(unchecked: 52.52, 13.41))
    nonisolated static let hours = (0..<6).map { AirQualityReading(time: start + Double($0) * 3600, europeanIndex: Double(10 + $0 * 10)) }

    nonisolated static func result(_ source: DataSource) -> AirQualityUseCase.Result {
        let air = AirQuality(place: place, source: "s", fetchedAt: start, utcOffsetSeconds: 0,
                             current: AirQualityReading(time: start, europeanIndex: 33), hours: hours, requestedDays: 2)
        return AirQualityUseCase.Result(airQuality: Sourced(air, source: source), scale: .european)
    }

    @Test("Loading asks for a fetch; refresh is the refresh policy's business")
    func load() {
        var state = AirQualityViewModel.State.idle
        let request = AirQualityRequest(location: .place("berlin"), hours: 3, scale: .us, refresh: true)
        #expect(AirQualityViewModel.reduce(&state, .load(request), now: Self.start) == [.fetch(request)])
        #expect(state == .loading)
    }

    @Test("A result keeps the hours asked for from the hour in progress; the reading now is the source's, offline the copy's hour")
    func received() throws {
        let request = AirQualityRequest(location: nil, hours: 3, scale: nil)
        var state = AirQualityViewModel.State.loading
        _ = AirQualityViewModel.reduce(&state, .received(.success(Self.result(.network)), for: request), now: Self.start + 2.5 * 3600)
        guard case .loaded(let report) = state else { Issue.record("\(state)"); return }
        #expect(report.hours.map(\.europeanIndex) == [30, 40, 50])
        #expect(report.now.europeanIndex == 33)
        #expect(report.band?.level == .fair)
        _ = AirQualityViewModel.reduce(&state, .received(.success(Self.result(.offline(reason: "x"))), for: request), now: Self.start + 2.5 * 3600)
        guard case .loaded(let offline) = state else { Issue.record("\(state)"); return }
        #expect(offline.now.europeanIndex == 30)
        _ = AirQualityViewModel.reduce(&state, .received(.failure(.locationNotSet), for: request), now: Self.start)
        #expect(state == .failed(.locationNotSet))
    }

    @Test("Running the view model reaches the loaded state with the request it was asked")
    func runs() async {
        let requests = RequestLog()
        let viewModel = AirQualityViewModel(dependencies: .init(fetch: { request in
            await requests.append(request)
            return Self.result(.network)
        }, now: { Self.start }))
        viewModel.send(.load(.init(location: nil, hours: 2, scale: nil, refresh: true)))
        for await state in Observations({ viewModel.state }) where state.isFinished {
            guard case .loaded(let report) = state else { Issue.record("\(state)"); break }
            #expect(report.hours.count == 2)
            break
        }
        #expect(await requests.all == [AirQualityRequest(location: nil, hours: 2, scale: nil, refresh: true)])
    }
}

actor RequestLog {
    private(set) var all: [AirQualityRequest] = []
    func append(_ request: AirQualityRequest) { all.append(request) }
}
