import Domain
import Foundation
import Testing

@Suite("The rain map's grid and frames")
struct RainMapTests {
    static let centres = [Coordinate(unchecked: 52.52, 13.41), Coordinate(unchecked: 0, 179.9), Coordinate(unchecked: -33.87, 151.21),
                          Coordinate(unchecked: 78.22, 15.65), Coordinate(unchecked: 89.5, 0), Coordinate(unchecked: -54.8, -68.3)]

    @Test("177 points (at most 200), every one within the radius after rounding, for every radius and centre", arguments: [50, 51, 120, 300, 777, 1000])
    func grid(radius: Int) {
        for centre in Self.centres {
            let grid = RainMapGrid(centre: centre, radiusKilometres: radius)
            // 177: the lattice's count within the circle, the same for every radius and centre.
            #expect(grid.points.count == 177 && grid.points.count <= RainMapGrid.maximumPoints, "\(grid.points.count) points at \(centre) r \(radius)")
            #expect(grid.points.allSatisfy { grid.centre.kilometres(to: $0) <= Double(radius) }, "\(centre) r \(radius)")
            #expect(Set(grid.points.map(\.cacheKey)).count == grid.points.count, "two points in one spot at \(centre)")
        }
    }

    @Test("Evenly spread: every part of the circle has a point near it")
    func spread() {
        let grid = RainMapGrid(centre: Self.centres[0], radiusKilometres: 300)
        // A point of the circle is never farther than a lattice cell's diagonal from the nearest grid point.
        let spacing = 300 * (Double.pi / Double(grid.points.count)).squareRoot()
        for bearing in stride(from: 0.0, to: 360, by: 30) {
            for share in [0.0, 0.5, 0.9] {
                let probe = RainMapGridProbe.destination(grid.centre, kilometres: 300 * share, bearing: bearing)
                let nearest = grid.points.map { probe.kilometres(to: $0) }.min() ?? .infinity
                #expect(nearest <= spacing * 1.5, "\(probe): nearest \(nearest) km")
            }
        }
    }

    @Test("Neighbouring centres share a grid and its cache key; another radius does not")
    func sharing() {
        let one = RainMapGrid(centre: Coordinate(unchecked: 52.5201, 13.4099), radiusKilometres: 300)
        let two = RainMapGrid(centre: Coordinate(unchecked: 52.52, 13.41), radiusKilometres: 300)
        #expect(one == two && one.cacheKey == two.cacheKey)
        #expect(RainMapGrid(centre: two.centre, radiusKilometres: 200).cacheKey != two.cacheKey)
    }

    @Test("Amounts no rain can have become unknown; totals sum the known frames")
    func plausible() {
        let start = Date(timeIntervalSince1970: 1_764_000_000)
        let a = Coordinate(unchecked: 1, 1), b = Coordinate(unchecked: 2, 2)
        let amounts: [[Double?]] = [[-1, 0.5], [501, 0.25], [2, nil]]
        let map = RainMap(frames: amounts.enumerated().map { step, values in
            RainMap.Frame(time: start.addingTimeInterval(Double(step) * 900),
                          points: [RainMap.Point(coordinate: a, precipitation: values[0]), RainMap.Point(coordinate: b, precipitation: values[1])])
        }, fetchedAt: start).plausible()
        #expect(map.frames.map { $0.points[0].precipitation } == [nil, nil, 2])
        #expect(map.totals == [2, 0.75])
        #expect(map.remaining(at: start.addingTimeInterval(1000))?.frames.count == 2)
        #expect(map.remaining(at: start.addingTimeInterval(2700)) == nil)
    }

    @Test("Offline, the last frame is shown until it ends, not only until it begins; before the first, all are")
    func lastFrame() {
        let start = Date(timeIntervalSince1970: 1_764_000_000)
        let map = RainMap(frames: (0..<8).map { step in
            RainMap.Frame(time: start.addingTimeInterval(Double(step) * 900), points: [RainMap.Point(coordinate: Coordinate(unchecked: 1, 1), precipitation: 1)])
        }, fetchedAt: start)
        let lastStart = start.addingTimeInterval(7 * 900)
        #expect(map.remaining(at: lastStart)?.frames.count == 1)
        #expect(map.remaining(at: lastStart.addingTimeInterval(899))?.frames.map(\.time) == [lastStart])
        #expect(map.remaining(at: lastStart.addingTimeInterval(900)) == nil)
        #expect(map.remaining(at: start.addingTimeInterval(-60))?.frames.count == 8)
        #expect(map.remaining(at: start.addingTimeInterval(450))?.frames.count == 8, "the frame in progress is the first")
    }

    @Test("The use case refuses a radius outside 50-1000 km before asking")
    func radius() async throws {
        struct Never: RainMapRepository {
            func rainMap(for grid: RainMapGrid, policy: CachePolicy) async throws -> Sourced<RainMap> {
                Issue.record("asked")
                throw WeatherError.unexpected("asked")
            }
        }
        for radius in [49, 1001] {
            await #expect(throws: WeatherError.self) {
                try await RainMapUseCase(rainMaps: Never()).execute(around: Self.centres[0], radiusKilometres: radius)
            }
        }
    }
}

/// Great-circle destinations, recomputed here to probe the circle.
enum RainMapGridProbe {
    static func destination(_ start: Coordinate, kilometres: Double, bearing: Double) -> Coordinate {
        let δ = kilometres / 6371, θ = bearing * .pi / 180
        let φ1 = start.latitude * .pi / 180, λ1 = start.longitude * .pi / 180
        let φ2 = asin(sin(φ1) * cos(δ) + cos(φ1) * sin(δ) * cos(θ))
        let λ2 = λ1 + atan2(sin(θ) * sin(δ) * cos(φ1), cos(δ) - sin(φ1) * sin(φ2))
        return Coordinate(unchecked: φ2 * 180 / .pi, (λ2 * 180 / .pi + 540).truncatingRemainder(dividingBy: 360) - 180)
    }
}
