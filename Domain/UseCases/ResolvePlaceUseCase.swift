/// Turns what the user typed ("london", "London, CA", "51.5,-0.12") into one place.
public struct ResolvePlaceUseCase: Sendable {
    let places: any PlaceRepository

    public init(places: any PlaceRepository) {
        self.places = places
    }

    public enum Outcome: Hashable, Sendable {
        case resolved(Place)
        /// More than one place fits and the caller must choose (see `pick`).
        case ambiguous([Place])
    }

    /// - Parameters:
    ///   - pick: 1-based index into the candidates, to settle an ambiguous name.
    ///   - requireUnique: when false the best match (`PlaceMatches`) wins without asking; when true
    ///     a name that fits several places equally is `ambiguous`.
    public func execute(_ text: String, pick: Int? = nil, requireUnique: Bool = false) async throws -> Outcome {
        if case .coordinate(let coordinate) = try LocationSetting(parsing: text) {
            return .resolved(Place(name: coordinate.description, coordinate: coordinate))
        }
        let candidates = try await self.candidates(for: text)
        guard !candidates.isEmpty else { throw WeatherError.placeNotFound(SearchQuery(text).text) }
        if let pick {
            guard candidates.indices.contains(pick - 1) else {
                throw WeatherError.invalidInput("--pick must be from 1 to \(candidates.count)")
            }
            return .resolved(candidates[pick - 1])
        }
        let matches = matches(for: text, among: candidates)
        if requireUnique, matches.isAmbiguous { return .ambiguous(PlaceMatches.distinct(candidates)) }
        return .resolved(matches.best ?? candidates[0])
    }

    /// The candidates for `text` weighed by the one rule every command picks a place by.
    public func matches(for text: String, among candidates: [Place]) -> PlaceMatches {
        PlaceMatches(Self.parts(of: text).first ?? text, among: candidates)
    }

    /// "Berlin, Wisconsin, US": ["Berlin", "Wisconsin", "US"].
    static func parts(of text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmedOfWhiteSpace }.filter { !$0.isEmpty }
    }

    /// "Berlin, US", "Berlin, Germany", "Berlin, Wisconsin", "Berlin, NJ" or "Berlin, Wisconsin, US":
    /// the name goes to the geocoder with the country (ISO code or English name; for a US state or
    /// Canadian province, its country) as its own parameter, and a region is matched against the
    /// results. A code that is a country and a state too ("DE", "MD") is the country unless that
    /// finds nothing. Best match first.
    public func candidates(for text: String) async throws -> [Place] {
        let parts = Self.parts(of: text)
        let query = try SearchQuery.validated(parts.first ?? text)
        let qualifiers = Array(parts.dropFirst())
        // The last qualifier that names a country is the country ("Berlin, MD, US"); the others are regions.
        let countryIndex = qualifiers.lastIndex { Country.code(for: $0) != nil }
        let regions = qualifiers.indices.filter { $0 != countryIndex }.map { qualifiers[$0] }
        let named = countryIndex.flatMap { Country.code(for: qualifiers[$0]) }
        let implied = Set(regions.compactMap { Subdivision.named($0)?.country })
        let country = named ?? (implied.count == 1 ? implied.first : nil)
        var found = try await places.places(matching: query, countryCode: country)
        // A geocoder that ranks rather than filters by country still gives only that country's places.
        if let country, found.contains(where: { $0.country?.count == 2 }) {
            found = found.filter { $0.country?.uppercased() == country }
        }
        // "Berlin, MD" may mean Maryland as well as Moldova: a code that finds nothing as a country
        // is tried as a region.
        if found.isEmpty, regions.isEmpty, let countryIndex {
            let region = qualifiers[countryIndex]
            let subdivision = Subdivision.named(region)
            return try await places.places(matching: query, countryCode: subdivision?.country)
                .filter { Self.place($0, isIn: region) }
        }
        return found.filter { place in regions.allSatisfy { Self.place(place, isIn: $0) } }
    }

    /// Whether `place` lies in the region the user typed: its name ("Wisconsin") or, for a US state
    /// or Canadian province, its code ("WI").
    static func place(_ place: Place, isIn region: String) -> Bool {
        if let subdivision = Subdivision.named(region), place.country.map({ $0.uppercased() == subdivision.country }) ?? true,
           subdivision.isNamed(place.region) {
            return true
        }
        return place.region.map { SearchQuery($0).key } == SearchQuery(region).key
    }
}
