import Foundation

/// The places a geocoder found for a name, and the one rule for which of them the name means:
/// `wf search` takes that place and lists the others under "also:"; `wf fav add` takes it too,
/// unless the name fits several places equally, and then asks.
///
/// Geocoders match prefixes: "Enschede" finds the city and "Enschede Airport Twente". A place
/// called what was typed answers better than one whose name only begins with it: the best match is
/// the geocoder's first of those, or its first when no name is the one typed.
public struct PlaceMatches: Hashable, Sendable {
    /// In the geocoder's order, best match first.
    public let all: [Place]
    /// The places called what was typed (all of them when none is), without repeats.
    public let equals: [Place]

    /// - Parameter name: what was typed, without its country or region ("Berlin" of "Berlin, DE").
    public init(_ name: String, among places: [Place]) {
        all = places
        let typed = Self.folded(name)
        let named = places.filter { Self.folded($0.name) == typed }
        equals = Self.distinct(named.isEmpty ? places : named)
    }

    /// Nil when the geocoder found nothing.
    public var best: Place? { equals.first }

    /// More than one place fits the name equally: a caller that must not guess asks.
    public var isAmbiguous: Bool { equals.count > 1 }

    /// Every place but `chosen`, in the geocoder's order.
    public func others(than chosen: Place) -> [Place] {
        all.filter { $0 != chosen }
    }

    /// Geocoders sometimes list the same town twice; those are not a real choice.
    public static func distinct(_ places: [Place]) -> [Place] {
        var seen = Set<String>()
        return places.filter { seen.insert($0.displayName + $0.coordinate.spot.key).inserted }
    }

    /// "Zurich" is "Zürich", "BERLIN" is "Berlin".
    private static func folded(_ name: String) -> String {
        SearchQuery(name).text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
