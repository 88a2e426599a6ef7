/// `wf search`: the 3-character rule, remembering the query, and the forecast.
public struct SearchForecastUseCase: Sendable {
    public static let minimumQueryLength = 3
    /// The longest place names are well under this; anything longer is a mistake, not a place.
    public static let maximumQueryLength = 100

    let forecasts: any ForecastRepository
    let recentQueries: any RecentQueriesRepository
    let places: any PlaceRepository

    public init(forecasts: any ForecastRepository, recentQueries: any RecentQueriesRepository, places: any PlaceRepository) {
        self.forecasts = forecasts
        self.recentQueries = recentQueries
        self.places = places
    }

    /// - Parameter pick: 1-based, one of the places the name fits (the "also:" list).
    public func execute(_ rawQuery: String, days: Int = Forecast.defaultDays, pick: Int? = nil,
                        units: Units, policy: CachePolicy) async throws -> Sourced<Forecast> {
        let query = try Self.validated(rawQuery)
        // Remembered after the forecast, whatever its outcome, not before: the first write of a
        // process pays for starting SQLite's write-ahead log (two fsyncs, about 1 ms), and a
        // request should not wait for that. On a cache miss the forecast's own cache write pays
        // it once the answer is in. A query that cannot be remembered (read-only disk) must not
        // cost the user the forecast.
        let forecast: Sourced<Forecast>
        do {
            forecast = try await self.forecast(query, days: days, pick: pick, units: units, policy: policy)
        } catch {
            try? await recentQueries.remember(query)
            throw error
        }
        try? await recentQueries.remember(query)
        return forecast
    }

    /// A plain name goes to the provider as it is. A coordinate, a name with its country or region
    /// ("Berlin, US", "Berlin, Wisconsin") or a picked alternative goes through the one resolver
    /// every command uses, and the forecast is for that place.
    private func forecast(_ query: SearchQuery, days: Int, pick: Int?, units: Units, policy: CachePolicy) async throws -> Sourced<Forecast> {
        if case .coordinate(let coordinate)? = try? LocationSetting(parsing: query.text) {
            return try await forecasts.forecast(for: Place(name: coordinate.description, coordinate: coordinate),
                                                days: days, units: units, policy: policy)
        }
        guard pick != nil || query.text.contains(",") else {
            return try await forecasts.forecast(for: query, days: days, units: units, policy: policy)
        }
        let candidates = try await ResolvePlaceUseCase(places: places).candidates(for: query.text)
        guard !candidates.isEmpty else { throw WeatherError.placeNotFound(query.text) }
        let index = (pick ?? 1) - 1
        guard candidates.indices.contains(index) else {
            throw WeatherError.invalidInput("--pick must be from 1 to \(candidates.count): \"\(query.text)\" fits \(candidates.count) places")
        }
        var forecast = try await forecasts.forecast(for: candidates[index], days: days, units: units, policy: policy)
        forecast.value.alternatives = Array(candidates.enumerated().filter { $0.offset != index }.map(\.element).prefix(4))
        return forecast
    }

    /// The normalised query, or `queryTooShort` with no side effect.
    public static func validated(_ rawQuery: String) throws(WeatherError) -> SearchQuery {
        let query = SearchQuery(rawQuery)
        guard columns(query.text) >= minimumQueryLength else { throw .queryTooShort(query.text) }
        guard query.text.count <= maximumQueryLength else {
            throw .invalidInput("a place name is at most \(maximumQueryLength) characters (got \(query.text.count))")
        }
        return query
    }

    /// The 3-character rule counts terminal columns: an East Asian wide or fullwidth character
    /// (Unicode East Asian Width W or F) counts 2, so "東京" and "서울" are long enough and "lo" is not.
    /// A character with combining marks counts once; an emoji shown wide counts 2.
    public static func columns(_ text: String) -> Int {
        text.reduce(0) { total, character in
            guard let scalar = character.unicodeScalars.first else { return total }
            return total + (isWide(scalar) ? 2 : 1)
        }
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isEmojiPresentation { return true }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
             0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1B000...0x1B2FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
