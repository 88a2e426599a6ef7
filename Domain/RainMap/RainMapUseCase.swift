import Foundation

/// Where rain maps come from: one multi-coordinate request per grid, cached 15 minutes.
public protocol RainMapRepository: Sendable {
    func rainMap(for grid: RainMapGrid, policy: CachePolicy) async throws -> Sourced<RainMap>
}

/// The next two hours of forecast precipitation around a centre.
public struct RainMapUseCase: Sendable {
    let rainMaps: any RainMapRepository

    public init(rainMaps: any RainMapRepository) {
        self.rainMaps = rainMaps
    }

    /// The map over the grid of `radiusKilometres` (50–1000) around `centre`; a radius outside
    /// that range is invalid input.
    public func execute(around centre: Coordinate, radiusKilometres: Int = RainMapGrid.defaultRadius,
                        policy: CachePolicy = .preferCache) async throws -> Sourced<RainMap> {
        guard RainMapGrid.radiusRange.contains(radiusKilometres) else {
            throw WeatherError.invalidInput("--radius is \(RainMapGrid.radiusRange.lowerBound) to \(RainMapGrid.radiusRange.upperBound) km")
        }
        return try await rainMaps.rainMap(for: RainMapGrid(centre: centre, radiusKilometres: radiusKilometres), policy: policy)
    }
}
