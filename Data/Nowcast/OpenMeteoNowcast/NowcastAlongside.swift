import Domain
import Foundation
import Synchronization

/// Rain soon that came in the weather's own answer: Open-Meteo serves `minutely_15` in the same
/// `/v1/forecast` request, so an uncached `wf here` is one round trip, not two.
///
/// The provider hands each such nowcast here; it goes into the nowcast cache at once (a later run
/// finds it there), and is kept in memory until this run's nowcast repository takes it, so even
/// `--refresh` asks nothing more.
final class NowcastAlongside: Sendable {
    private let kept = Mutex<[String: Nowcast]>([:])
    private let store: SQLiteStore
    private let key: @Sendable (Coordinate) -> String

    init(store: SQLiteStore, key: @escaping @Sendable (Coordinate) -> String) {
        self.store = store
        self.key = key
    }

    func deliver(_ nowcast: Nowcast, at coordinate: Coordinate) {
        let key = key(coordinate)
        store.cache(nowcast, .nowcast, key: key, fetchedAt: nowcast.fetchedAt)
        kept.withLock { $0[key] = nowcast }
    }

    /// The nowcast that came with the weather for `coordinate`, once.
    func take(at coordinate: Coordinate) -> Nowcast? {
        let key = key(coordinate)
        return kept.withLock { $0.removeValue(forKey: key) }
    }
}
