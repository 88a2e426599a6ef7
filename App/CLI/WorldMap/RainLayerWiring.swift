import Domain
import Foundation
import Presentation

/// The map's rain layer as both `wf map --interactive` and `wf app`'s map tab wire it.
extension AppDIContainer {
    /// The rain map for the grid over the view, or why there is none.
    func rainLayerMap() -> @Sendable (RainMapGrid) async -> Result<RainMap, WeatherError> {
        let rain = try? rainMap()
        return { grid in
            guard let rain else { return .failure(.unexpected("no repository")) }
            return await Result.of { try await rain.execute(around: grid.centre, radiusKilometres: grid.radiusKilometres).value }
        }
    }
}

extension CommandContext {
    /// The map's times (the rain layer's frames, the panel's) on the clock of the view's centre, or `--tz`'s.
    func clock(forMap state: MapViewModel.State) -> UTCOffset {
        let centre = state.rain?.grid.centre ?? state.cursor
        return clock(for: Place(name: centre.description, coordinate: centre))
    }
}
