import Domain

/// One weather service, seen from the repositories: it fetches, it does not cache.
protocol WeatherProvider: Sendable {
    var name: String { get }
    /// ISO 639-1: the language of the names and words it returns.
    var language: String { get }
    /// The most days of forecast the provider gives.
    var horizonDays: Int { get }
    func forecast(for query: SearchQuery, days: Int, units: Units) async throws -> Forecast
    func forecast(for place: Place, days: Int, units: Units) async throws -> Forecast
    /// One result per coordinate, in order.
    func currentWeather(at coordinates: [Coordinate], units: Units) async -> [Result<CurrentWeather, WeatherError>]
}

/// A provider that forecasts by coordinate only: a name goes through the (cached) place repository,
/// and the forecast carries the place it found and the others the name could have meant.
protocol CoordinateWeatherProvider: WeatherProvider {
    var places: any PlaceRepository { get }
}

extension CoordinateWeatherProvider {
    func forecast(for query: SearchQuery, days: Int, units: Units) async throws -> Forecast {
        let (place, others) = try await place(for: query)
        var forecast = try await forecast(for: place, days: days, units: units)
        forecast.alternatives = others
        return forecast
    }

    /// The place a name means, by the rule every command uses, and up to 4 others it could mean.
    func place(for query: SearchQuery) async throws -> (Place, others: [Place]) {
        let matches = PlaceMatches(query.text, among: try await places.places(matching: query))
        guard let best = matches.best else { throw WeatherError.placeNotFound(query.text) }
        return (best, Array(matches.others(than: best).prefix(4)))
    }
}

/// Place names to coordinates, uncached.
protocol Geocoder: Sendable {
    var name: String { get }
    /// ISO 639-1: the language of the names it returns.
    var language: String { get }
    func places(matching query: SearchQuery, countryCode: String?) async throws -> [Place]
}

extension WeatherProvider {
    /// What cache keys start with: the name, and the language unless English, so a copy in one
    /// language never answers for another (and English keys stay as they were).
    var cacheName: String { CacheScope.name(name, language: language) }
}

extension Geocoder {
    var cacheName: String { CacheScope.name(name, language: language) }
}

enum CacheScope {
    static func name(_ name: String, language: String) -> String {
        language == "en" ? name : "\(name)/\(language)"
    }

    /// The same request's keys in every other language, newest first: "Open-Meteo|berlin" and
    /// "Open-Meteo/ja|berlin" for "Open-Meteo/de|berlin". Offline, a copy in another language (its
    /// names and words as cached) is better than none.
    static func otherLanguages(of key: String, kind: CacheKind, in store: SQLiteStore) -> [String] {
        guard let bar = key.firstIndex(of: "|") else { return [] }
        let scope = key[..<bar], request = key[bar...]
        let base = scope.split(separator: "/", maxSplits: 1).first.map(String.init) ?? String(scope)
        let keys = (try? store.cacheKeys(kind, beginningWith: base)) ?? []
        return keys.filter { other in
            guard other != key, other.hasSuffix(request), let otherBar = other.firstIndex(of: "|"), other[otherBar...] == request else {
                return false
            }
            let otherScope = other[..<otherBar]
            return otherScope == base || (otherScope.hasPrefix(base + "/") && !otherScope.dropFirst(base.count + 1).contains("/"))
        }
    }
}
