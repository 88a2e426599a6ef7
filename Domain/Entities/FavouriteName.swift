import Foundation

/// A name the user gives a favourite ("Home"): one that `wf fav show` and `wf fav remove` can
/// take back to that favourite alone.
public enum FavouriteName {
    /// The name with its white space folded (as `SearchQuery`), or `invalidInput` saying why it cannot be one.
    public static func validated(_ raw: String, among others: [Favourite]) throws(WeatherError) -> String {
        let name = SearchQuery(raw).text
        guard !name.isEmpty else { throw .invalidInput("a favourite's name cannot be empty") }
        guard name.count <= Place.maximumColumns else {
            throw .invalidInput("a favourite's name is at most \(Place.maximumColumns) characters (got \(name.count))")
        }
        // "name, country" is how a favourite is found: a comma of its own would read as one.
        guard !name.contains(",") else { throw .invalidInput("a favourite's name cannot hold a comma: \"\(name)\"") }
        guard !name.allSatisfy({ $0.isNumber || $0 == "-" || $0 == "+" || $0 == "." }) else {
            throw .invalidInput("a favourite's name cannot be a number (\(name) would read as its position in the list)")
        }
        if let other = others.first(where: { $0.isNamed(by: name) }) {
            throw .invalidInput("another favourite is called \(other.place.displayName): choose another name")
        }
        return name
    }
}
