import Domain
import Foundation

/// `/v1/forecast?latitude=a,b,…&longitude=…&minutely_15=precipitation&forecast_minutely_15=8&timezone=GMT`,
/// as Open-Meteo documents it: several coordinates answer with an array of per-location objects,
/// in the order asked (one coordinate with the object alone); times in UTC without an offset.
struct OpenMeteoRainMapDTO: Decodable {
    struct Location: Decodable {
        struct Steps: Decodable {
            let time: [FlexibleTime]
            let precipitation: [Double?]?
        }

        let utc_offset_seconds: Int?
        let minutely_15: Steps?
    }

    let locations: [Location]

    init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            var locations: [Location] = []
            while !array.isAtEnd { locations.append(try array.decode(Location.self)) }
            self.locations = locations
        } else {
            locations = [try Location(from: decoder)]
        }
    }

    /// The answer as Domain's `RainMap`, one point per grid coordinate in order; the frames are the
    /// first location's times. Throws `DecodingError` when a location is missing or has no steps.
    func toRainMap(grid: RainMapGrid, source: String, fetchedAt: Date) throws -> RainMap {
        guard locations.count == grid.points.count, let first = locations.first?.minutely_15 else {
            throw DecodingError.valueNotFound(Location.self, .init(codingPath: [], debugDescription: "not one answer per point"))
        }
        let offset = locations.first?.utc_offset_seconds ?? 0
        let frames = first.time.enumerated().compactMap { index, time -> RainMap.Frame? in
            guard let date = time.date(utcOffsetSeconds: offset) else { return nil }
            let points = zip(grid.points, locations).map { coordinate, location in
                let amounts = location.minutely_15?.precipitation
                let amount = amounts.flatMap { index < $0.count ? $0[index] : nil }
                return RainMap.Point(coordinate: coordinate, precipitation: amount)
            }
            return RainMap.Frame(time: date, points: points)
        }
        return RainMap(frames: frames, fetchedAt: fetchedAt, source: source).plausible()
    }
}
