import Domain
import Foundation

/// The rain map in sentences (`wf map --rain --accessible`): where, from the centre, and when rain
/// is expected, one sentence per compass direction it is in, the earliest first.
extension Phrasebook {
    /// Closer to the centre than this share of the radius, rain is "at" the centre.
    static let rainMapNearShare = 0.15

    /// `place` names the centre in words ("Berlin, Germany", "a point").
    public func spokenRainMap(_ map: RainMap, centre: Coordinate, place: String, radiusKilometres: Int,
                              units: Units, utcOffset: UTCOffset) -> [String] {
        let distance = { self.spokenDistance(kilometres: $0, units: units) }
        let forecast = self(.spokenRainMapForecast(provider: map.source))
        guard map.frames.contains(where: { $0.points.contains { $0.precipitation != nil } }) else {
            return [self(.spokenRainMapUnknown(place: place)), forecast]
        }
        let rainy = map.rainyPoints()
        guard !rainy.isEmpty else {
            return [self(.spokenRainMapDry(distance: distance(Double(radiusKilometres)), place: place)), forecast]
        }
        let time = { self.spokenClockTime($0, on: utcOffset) }
        let rate = { self.spokenNumber($0 * 60 * 60 / RainMap.frameSeconds) }
        var sentences: [(starts: Date, kilometres: Double, text: String)] = []
        let near = rainy.filter { centre.kilometres(to: $0.coordinate) <= Double(radiusKilometres) * Self.rainMapNearShare }
        if let starts = near.map(\.starts).min(), let heaviest = near.map(\.heaviest).max() {
            sentences.append((starts, 0, self(.spokenRainMapHere(place: place, time: time(starts), rate: rate(heaviest)))))
        }
        let away = rainy.filter { centre.kilometres(to: $0.coordinate) > Double(radiusKilometres) * Self.rainMapNearShare }
        let bySector = Dictionary(grouping: away) { CompassPoint(degrees: centre.bearing(to: $0.coordinate))?.index ?? 0 }
        // One sentence per sector, then the sectors that say the same (distance, start, rate) as one.
        var same: [String: (starts: Date, kilometres: Double, rate: String, directions: [(index: Int, name: String)])] = [:]
        for (index, points) in bySector {
            guard let nearest = points.min(by: { centre.kilometres(to: $0.coordinate) < centre.kilometres(to: $1.coordinate) }),
                  let starts = points.map(\.starts).min(), let heaviest = points.map(\.heaviest).max() else { continue }
            let kilometres = (centre.kilometres(to: nearest.coordinate) / 10).rounded() * 10
            let key = "\(starts.timeIntervalSince1970)|\(kilometres)|\(rate(heaviest))"
            same[key, default: (starts, kilometres, rate(heaviest), [])].directions
                .append((index, spokenDirection(centre.bearing(to: nearest.coordinate))))
        }
        for group in same.values {
            let directions = group.directions.sorted { $0.index < $1.index }.map(\.name)
            sentences.append((group.starts, group.kilometres, self(.spokenRainMapRain(distance: distance(group.kilometres),
                                                                     direction: listed(directions), time: time(group.starts),
                                                                     rate: group.rate))))
        }
        // The earliest first, and the nearest of those.
        return sentences.sorted { ($0.starts, $0.kilometres) < ($1.starts, $1.kilometres) }.map(\.text) + [forecast]
    }

    /// "north, north-east and east": a list said as the language says one.
    func listed(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return self(.listAnd(first: items.dropLast().joined(separator: self(.notifyWatchSeparator)), last: last))
    }
}
