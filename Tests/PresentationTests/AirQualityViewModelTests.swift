import Domain
import Foundation
@testable import Presentation
import Testing

@MainActor
@Suite("Air quality view model")
struct AirQualityViewModelTests {
    typealias ViewModel = AirQualityViewModel
    nonisolated static let start = Date(timeIntervalSince1970: 1_800_000_000)
    nonisolated static let place = Place(name: "Berlin", country: "DE", coordinate: Coordinate(unchecked: 52.52, 13.41))
    nonisolated static let hours = (0..<6).map { AirQualityReading(time: start + Double($0) * 3600, europeanIndex: Double(10 + $0 * 10)) }

    nonisolated static func air(_ source: DataSource) -> Sourced<AirQuality> {
        Sourced(AirQuality(place: place, source: "s", fetchedAt: start, utcOffsetSeconds: 0,
                           current: AirQualityReading(time: start, europeanIndex: 33), hours: hours, requestedDays: 2), source: source)
    }

    nonisolated static func result(_ source: DataSource) -> AirQualityUseCase.Result {
        AirQualityUseCase.Result(airQuality: air(source), scale: .european)
    }

    /// The real store, its fetch answered by `replies`, the clock standing at `now`.
    static func store(_ replies: Replies<AirQualityRequest, AirQualityUseCase.Result>, now: Date = start)
        -> TestStore<ViewModel.State, ViewModel.Event, ViewModel.Effect, ViewModel.EffectID> {
        let dependencies = ViewModel.Dependencies(fetch: { try replies.answer($0) }, now: { now })
        return TestStore(.idle, reduce: { ViewModel.reduce(&$0, $1, now: now) }, run: { ViewModel.run($0, dependencies) })
    }

    static func received(_ event: ViewModel.Event) -> Bool {
        if case .received = event { true } else { false }
    }

    @Test("Loading asks for a fetch; refresh is the refresh policy's business")
    func load() async {
        let replies = Replies<AirQualityRequest, AirQualityUseCase.Result>(Self.result(.network))
        let store = Self.store(replies)
        let request = AirQualityRequest(location: .place("berlin"), hours: 3, scale: .us, refresh: true)
        store.send(.load(request)) { $0 = .loading }
        await store.receive(Self.received) {
            $0 = .loaded(AirQualityReport(airQuality: Self.air(.network), scale: .european, hours: Array(Self.hours.prefix(3))))
        }
        // The fetch was asked for the request as it came, refresh and all.
        #expect(replies.asked == [request])
        await store.finish()
    }

    @Test("A result keeps the hours asked for from the hour in progress; the reading now is the source's, offline the copy's hour")
    func received() async throws {
        let request = AirQualityRequest(location: nil, hours: 3, scale: nil)
        let replies = Replies<AirQualityRequest, AirQualityUseCase.Result>([
            .success(Self.result(.network)), .success(Self.result(.offline(reason: "x"))), .failure(.locationNotSet),
        ])
        let store = Self.store(replies, now: Self.start + 2.5 * 3600)
        store.send(.load(request)) { $0 = .loading }
        await store.receive(Self.received) {
            $0 = .loaded(AirQualityReport(airQuality: Self.air(.network), scale: .european, hours: Array(Self.hours[2..<5])))
        }
        guard case .loaded(let report) = store.state else { Issue.record("\(store.state)"); return }
        #expect(report.hours.map(\.europeanIndex) == [30, 40, 50])
        #expect(report.now.europeanIndex == 33)
        #expect(report.band?.level == .fair)

        store.send(.load(request)) { $0 = .loading }
        await store.receive(Self.received) {
            $0 = .loaded(AirQualityReport(airQuality: Self.air(.offline(reason: "x")), scale: .european, hours: Array(Self.hours[2..<5])))
        }
        guard case .loaded(let offline) = store.state else { Issue.record("\(store.state)"); return }
        #expect(offline.now.europeanIndex == 30)

        store.send(.load(request)) { $0 = .loading }
        await store.receive(Self.received) { $0 = .failed(.locationNotSet) }
        #expect(replies.asked == [request, request, request])
        await store.finish()
    }

    @Test("Running the view model reaches the loaded state with the request it was asked")
    func runs() async {
        let replies = Replies<AirQualityRequest, AirQualityUseCase.Result>(Self.result(.network))
        let store = Self.store(replies)
        store.send(.load(.init(location: nil, hours: 2, scale: nil, refresh: true))) { $0 = .loading }
        await store.receive(Self.received) {
            $0 = .loaded(AirQualityReport(airQuality: Self.air(.network), scale: .european, hours: Array(Self.hours.prefix(2))))
        }
        guard case .loaded(let report) = store.state else { Issue.record("\(store.state)"); return }
        #expect(report.hours.count == 2)
        #expect(replies.asked == [AirQualityRequest(location: nil, hours: 2, scale: nil, refresh: true)])
        await store.finish()
    }
}
