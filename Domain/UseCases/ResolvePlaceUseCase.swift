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
    ///   - requireUnique: when false the best match wins without asking.
    public func execute(_ text: String, pick: Int? = nil, requireUnique: Bool = false) async throws -> Outcome {
        if case .coordinate(let coordinate) = try LocationSetting(parsing: text) {
            return .resolved(Place(name: coordinate.description, coordinate: coordinate))
        }
        let (name, qualifier) = Self.split(text)
        let query = try SearchForecastUseCase.validated(name)
        var candidates = try await places.places(matching: query)
        if let qualifier {
            candidates = candidates.filter { place in
                [place.country, place.region].contains { $0.map(SearchQuery.init)?.key == qualifier.key }
            }
        }
        guard !candidates.isEmpty else { throw WeatherError.placeNotFound(SearchQuery(text).text) }
        if let pick {
            guard candidates.indices.contains(pick - 1) else {
                throw WeatherError.invalidInput("--pick must be from 1 to \(candidates.count)")
            }
            return .resolved(candidates[pick - 1])
        }
        let distinct = Self.distinct(candidates)
        if requireUnique, distinct.count > 1 { return .ambiguous(distinct) }
        return .resolved(candidates[0])
    }

    /// "London, CA" → ("London", "CA").
    private static func split(_ text: String) -> (String, SearchQuery?) {
        guard let comma = text.lastIndex(of: ",") else { return (text, nil) }
        let qualifier = SearchQuery(String(text[text.index(after: comma)...]))
        guard !qualifier.text.isEmpty else { return (String(text[..<comma]), nil) }
        return (String(text[..<comma]), qualifier)
    }

    /// Geocoders sometimes list the same town twice; those are not a real choice.
    private static func distinct(_ places: [Place]) -> [Place] {
        var seen = Set<String>()
        return places.filter { seen.insert($0.displayName + $0.coordinate.cacheKey).inserted }
    }
}
