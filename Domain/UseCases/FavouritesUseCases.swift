import Foundation

/// `wf fav add`: geocode, then keep. A name is resolved as `wf search` resolves it: the best match
/// (`PlaceMatches`) is taken, and `pick` takes another of the places it fits.
public struct AddFavouriteUseCase: Sendable {
    let resolvePlace: ResolvePlaceUseCase
    let favourites: any FavouritesRepository
    let now: @Sendable () -> Date

    public init(resolvePlace: ResolvePlaceUseCase, favourites: any FavouritesRepository, now: @escaping @Sendable () -> Date) {
        self.resolvePlace = resolvePlace
        self.favourites = favourites
        self.now = now
    }

    public enum Outcome: Hashable, Sendable {
        case added(Favourite)
        case alreadyFavourite(Favourite)
        /// Not from `execute`, which takes the best match as `wf search` does.
        case ambiguous([Place])
    }

    /// - Parameter name: what to call the favourite instead of the geocoder's name ("Home");
    ///   checked (`FavouriteName`) before anything is looked up.
    public func execute(_ text: String, pick: Int? = nil, name: String? = nil) async throws -> Outcome {
        let all = try await favourites.favourites()
        let chosenName = try name.map { try FavouriteName.validated($0, among: all) }
        switch try await resolvePlace.execute(text, pick: pick) {
        case .ambiguous(let candidates):
            return .ambiguous(candidates)
        case .resolved(var place):
            if let chosenName { place.name = chosenName }
            return try await add(place)
        }
    }

    public func add(_ place: Place) async throws -> Outcome {
        let favourite = Favourite(place: place, addedAt: now())
        if let existing = try await favourites.favourites().first(where: { $0.place.coordinate.spot == place.coordinate.spot }) {
            return .alreadyFavourite(existing)
        }
        return try await favourites.add(favourite) ? .added(favourite) : .alreadyFavourite(favourite)
    }
}

/// Finds a favourite by what the user typed: a name, "name, country" or its 1-based number.
public struct FindFavouriteUseCase: Sendable {
    let favourites: any FavouritesRepository

    public init(favourites: any FavouritesRepository) {
        self.favourites = favourites
    }

    /// Throws `ambiguousFavourite` when the name fits several: the caller must never guess.
    /// A whole number is a position in the list; "lat,lon" is the favourite at that point, as added.
    public func execute(_ text: String) async throws -> Favourite {
        try await named(text).favourite
    }

    /// The favourite with its name as lists show it (`listNames`), for a one-line report that must
    /// not read like another favourite's.
    public func named(_ text: String) async throws -> (favourite: Favourite, listName: String) {
        let all = try await favourites.favourites()
        let index = try Self.position(of: text, in: all)
        return (all[index], Self.listNames(all)[index])
    }

    /// Each favourite's name as short lists show it: "Berlin, DE", or "Berlin, New Hampshire, US"
    /// where the short name would fit another favourite too.
    public static func listNames(_ all: [Favourite]) -> [String] {
        zip(all, selectingNames(all)).map { favourite, name in
            name == favourite.place.shortName ? name : favourite.place.displayName
        }
    }

    /// For each favourite, a name that `execute` takes to it alone: "Berlin, DE"; "Berlin, New
    /// Hampshire, US" when another Berlin is in the US too; its number when no name tells it apart.
    public static func selectingNames(_ all: [Favourite]) -> [String] {
        all.indices.map { index in
            let place = all[index].place
            return [place.shortName, place.displayName].first { (try? position(of: $0, in: all)) == index } ?? String(index + 1)
        }
    }

    /// The index in `all` of the favourite `text` names.
    static func position(of text: String, in all: [Favourite]) throws -> Int {
        let trimmed = text.trimmedOfWhiteSpace
        if trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-" || $0 == "+") }), trimmed.contains(where: \.isNumber) {
            // Compared as text, so that no number (Int.min, 20 digits) can overflow on the way.
            guard let number = Int(trimmed), number >= 1, number <= all.count else {
                throw WeatherError.invalidInput(all.isEmpty
                    ? "there are no favourites yet; add one with: wf fav add <place>"
                    : all.count == 1 ? "there is 1 favourite: its number is 1, or use its name"
                    : "there are \(all.count) favourites: choose a number from 1 to \(all.count), or a name")
            }
            return number - 1
        }
        if let point = try? Coordinate(parsing: trimmed),
           let match = all.firstIndex(where: { $0.place.coordinate.spot == point.spot }) {
            return match
        }
        let matches = all.enumerated().filter { $0.element.isNamed(by: text) }
        switch matches.count {
        case 0: throw WeatherError.placeNotFound(SearchQuery(text).text)
        case 1: return matches[0].offset
        default:
            throw WeatherError.ambiguousFavourite(
                query: SearchQuery(text).text,
                matches: matches.map { NumberedFavourite(position: $0.offset + 1, favourite: $0.element) })
        }
    }
}

/// A favourite with its number in `wf fav list`.
public struct NumberedFavourite: Hashable, Sendable {
    public var position: Int
    public var favourite: Favourite

    public init(position: Int, favourite: Favourite) {
        self.position = position
        self.favourite = favourite
    }
}


/// `wf fav rename`: a favourite found as `wf fav show` finds it, given a name of the user's.
public struct RenameFavouriteUseCase: Sendable {
    let find: FindFavouriteUseCase
    let favourites: any FavouritesRepository

    public init(favourites: any FavouritesRepository) {
        self.find = FindFavouriteUseCase(favourites: favourites)
        self.favourites = favourites
    }

    /// The favourite as it was and as it is now.
    public func execute(_ text: String, to newName: String) async throws -> (before: Favourite, after: Favourite) {
        let favourite = try await find.execute(text)
        let others = try await favourites.favourites().filter { $0.place.coordinate.spot != favourite.place.coordinate.spot }
        let name = try FavouriteName.validated(newName, among: others)
        guard try await favourites.rename(favourite, to: name) else { throw WeatherError.favouriteNotFound(text, count: nil) }
        var renamed = favourite
        renamed.place.name = name
        return (favourite, renamed)
    }
}

/// `wf fav remove`.
public struct RemoveFavouriteUseCase: Sendable {
    let find: FindFavouriteUseCase
    let favourites: any FavouritesRepository

    public init(favourites: any FavouritesRepository) {
        self.find = FindFavouriteUseCase(favourites: favourites)
        self.favourites = favourites
    }

    public func execute(_ text: String) async throws -> Favourite {
        let favourite = try await find.execute(text)
        _ = try await favourites.remove(favourite)
        return favourite
    }
}

/// A favourite with its current weather, or why it could not be fetched.
public struct FavouriteWeather: Hashable, Sendable {
    public var favourite: Favourite
    public var weather: Result<Sourced<CurrentWeather>, WeatherError>
    /// The air now, on the place's own scale (or the one set); nil when not asked for.
    public var airQuality: Result<AirQualityUseCase.Result, WeatherError>?
    /// The alerts in force there, most severe first, or why they could not be had; nil when not asked for.
    public var alerts: Result<WeatherAlerts, WeatherError>?

    public init(favourite: Favourite, weather: Result<Sourced<CurrentWeather>, WeatherError>,
                airQuality: Result<AirQualityUseCase.Result, WeatherError>? = nil,
                alerts: Result<WeatherAlerts, WeatherError>? = nil) {
        self.favourite = favourite
        self.weather = weather
        self.airQuality = airQuality
        self.alerts = alerts
    }

    public init(favourite: Favourite, row: PlaceReportRow) {
        self.init(favourite: favourite, weather: row.weather, airQuality: row.parts.airQuality, alerts: row.parts.alerts)
    }
}

/// `wf fav list`: every favourite with its weather and the parts of its report a list shows (the
/// air, the alerts); one failure stays in its row.
public struct ListFavouritesUseCase: Sendable {
    let favourites: any FavouritesRepository
    let reports: PlaceReportUseCase
    let plan: ReportPlan

    /// `plan`'s parts are those a row shows; its policy is each call's.
    public init(favourites: any FavouritesRepository, reports: PlaceReportUseCase, plan: ReportPlan) {
        self.favourites = favourites
        self.reports = reports
        self.plan = plan
    }

    /// The weather for every favourite in one request and, beside it, each part for all of them.
    public func execute(units: Units, policy: CachePolicy = .preferCache) async throws -> [FavouriteWeather] {
        let all = try await favourites.favourites()
        var plan = plan
        plan.policy = policy
        let rows = await reports.execute(for: all.map(\.place), units: units, plan: plan)
        return zip(all, rows).map { FavouriteWeather(favourite: $0, row: $1) }
    }

    /// The air and the alerts at each favourite, each part in one request for all, without their
    /// weather (the map's legend).
    public func sideParts(at all: [Favourite], policy: CachePolicy = .preferCache) async -> [ReportParts] {
        var plan = plan.asking(onlyFor: [.airQuality, .alerts])
        plan.policy = policy
        return await reports.parts(for: all.map(\.place), plan: plan)
    }

    /// The favourites alone, for the map.
    public func places() async throws -> [Favourite] {
        try await favourites.favourites()
    }
}
/// `wf fav import`: the favourites of a file merged into the user's, in the file's order. A place
/// that is a favourite already (at the same spot), or twice in the file, is kept once.
public struct ImportFavouritesUseCase: Sendable {
    let favourites: any FavouritesRepository

    public init(favourites: any FavouritesRepository) {
        self.favourites = favourites
    }

    public struct Outcome: Hashable, Sendable {
        public let added: Int
        /// In the file, but a favourite already (or in the file before), in the file's order.
        public let skipped: [Favourite]
        public var alreadyThere: Int { skipped.count }
    }

    public func execute(_ incoming: [Favourite]) async throws -> Outcome {
        let existing = try await favourites.favourites()
        var spots = Set(existing.map(\.place.coordinate.spot))
        var new: [Favourite] = [], skipped: [Favourite] = []
        for favourite in incoming {
            if spots.insert(favourite.place.coordinate.spot).inserted { new.append(favourite) } else { skipped.append(favourite) }
        }
        guard existing.count + new.count <= Favourite.maximumCount else {
            throw WeatherError.invalidInput("importing \(new.count) favourites would make \(existing.count + new.count);"
                                            + " wf keeps at most \(Favourite.maximumCount): remove some first (wf fav remove)")
        }
        let added = new.isEmpty ? 0 : try await favourites.add(contentsOf: new)
        return Outcome(added: added, skipped: skipped)
    }
}
