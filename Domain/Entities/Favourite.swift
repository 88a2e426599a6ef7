import Foundation

/// A place the user chose to keep, in the order added.
public struct Favourite: Hashable, Codable, Sendable {
    public var place: Place
    public var addedAt: Date

    public init(place: Place, addedAt: Date) {
        self.place = place
        self.addedAt = addedAt
    }

    /// Whether `text` names this favourite: "london", "London, GB" or its position.
    public func isNamed(by text: String) -> Bool {
        let wanted = SearchQuery(text).key
        return [place.name, place.shortName, place.displayName]
            .contains { SearchQuery($0).key == wanted }
    }
}
