import Foundation

/// A place the user chose to keep, in the order added.
public struct Favourite: Hashable, Codable, Sendable {
    public var place: Place
    public var addedAt: Date

    /// The most favourites wf keeps: more is not a list a person reads, and every `wf fav list`
    /// asks for all of them.
    public static let maximumCount = 1000

    public init(place: Place, addedAt: Date) {
        self.place = place
        self.addedAt = addedAt
    }

    /// Whether `text` names this favourite: "berlin", "Berlin, DE", "Berlin, New Hampshire" or
    /// "Berlin, New Hampshire, US".
    public func isNamed(by text: String) -> Bool {
        let wanted = SearchQuery(text).key
        if [place.name, place.shortName, place.displayName].contains(where: { SearchQuery($0).key == wanted }) { return true }
        guard let comma = text.lastIndex(of: ",") else { return false }
        let name = SearchQuery(String(text[..<comma])).key
        let qualifier = SearchQuery(String(text[text.index(after: comma)...])).key
        return SearchQuery(place.name).key == name
            && [place.country, place.region].contains { $0.map { SearchQuery($0).key } == qualifier }
    }
}
