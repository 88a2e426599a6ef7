import Domain
import Foundation
import TestSupport
import Testing

@Suite("Search queries")
struct SearchQueryTests {
    @Test("Queries are trimmed, folded to one case and have inner white space collapsed")
    func normalisation() {
        let query = SearchQuery("  New \t  YORK ")
        #expect(query.text == "New YORK")
        #expect(query.key == "new york")
    }

    @Test("Composed and decomposed Unicode are one query")
    func unicodeNormalisation() {
        #expect(SearchQuery("Zu\u{308}rich").key == SearchQuery("Z\u{FC}rich").key)
    }

    @Test("Control characters and escape sequences are dropped")
    func controlCharacters() {
        #expect(SearchQuery("lon\u{1B}[31mdon\u{7}").text == "lon[31mdon")
    }

    @Test("A query under 3 characters is rejected without touching any repository")
    func threeCharacterRule() async throws {
        let forecasts = StubForecasts(), recent = InMemoryRecentQueries()
        let useCase = SearchForecastUseCase(forecasts: forecasts, recentQueries: recent, places: StubPlaces(results: []))
        await #expect(throws: WeatherError.queryTooShort("lo")) {
            try await useCase.execute(" lo ", units: .metric, policy: .preferCache)
        }
        #expect(forecasts.calls == 0)
        #expect(recent.remembered.isEmpty)
    }

    @Test("The 3-character rule counts terminal columns: East Asian wide characters count 2",
          arguments: [
            ("lo", false), ("lon", true), ("abc", true), ("é1", false), ("Zu\u{308}", false), ("Zu\u{308}r", true),
            ("東京", true), ("北京", true), ("서울", true), ("東", false), ("ｱｲ", false), ("ＡＢ", true), ("🌈", false), ("🌈a", true),
          ])
    func columnRule(query: String, accepted: Bool) {
        let passes = (try? SearchQuery.validated(query)) != nil
        #expect(passes == accepted, "\(query)")
    }

    @Test("Exactly 3 characters are enough and exactly 100 are allowed; 2 and 101 are not",
          arguments: [("abc", true), (" ab ", false), ("a b", true), ("東京都", true), ("e\u{301}a", false),
                      ("e\u{301}ab", true), (String(repeating: "x", count: 100), true), (String(repeating: "x", count: 101), false)])
    func lengthBoundaries(query: String, accepted: Bool) async throws {
        let forecasts = StubForecasts(), recent = InMemoryRecentQueries()
        let useCase = SearchForecastUseCase(forecasts: forecasts, recentQueries: recent, places: StubPlaces(results: []))
        let forecast = try? await useCase.execute(query, units: .metric, policy: .preferCache)
        #expect((forecast != nil) == accepted, "\(query.debugDescription)")
        #expect(forecasts.calls == (accepted ? 1 : 0))
        if !accepted { #expect(recent.remembered.isEmpty) }
    }

    @Test("A valid search remembers the normalised query and fetches once")
    func validSearch() async throws {
        let forecasts = StubForecasts(), recent = InMemoryRecentQueries()
        let useCase = SearchForecastUseCase(forecasts: forecasts, recentQueries: recent, places: StubPlaces(results: []))
        _ = try await useCase.execute("  LONDON", units: .metric, policy: .preferCache)
        #expect(forecasts.calls == 1)
        #expect(recent.remembered.map(\.text) == ["LONDON"])
    }
}

@Suite("Coordinates")
struct CoordinateTests {
    @Test("Coordinates parse from one or two arguments", arguments: ["51.5,-0.12", "51.5, -0.12", " 51.5 , -0.12 "])
    func parsing(text: String) throws {
        let coordinate = try Coordinate(parsing: text)
        #expect(coordinate.latitude == 51.5)
        #expect(coordinate.longitude == -0.12)
    }

    @Test("Impossible coordinates are rejected",
          arguments: [("91", "0"), ("0", "181"), ("NaN", "0"), ("nan", "0"), ("inf", "0"), ("1e309", "0"), ("0x10", "0"), ("north", "0"), ("", "0")])
    func rejected(latitude: String, longitude: String) {
        #expect(throws: WeatherError.self) { try Coordinate(latitudeText: latitude, longitudeText: longitude) }
    }

    @Test("Nearby points share a cache key rounded to two decimals, without negative zero")
    func cacheKey() {
        #expect(Coordinate(unchecked: 51.5083, -0.1249).cacheKey == "51.51,-0.12")
        #expect(Coordinate(unchecked: 51.5051, -0.1201).cacheKey == "51.51,-0.12")
        #expect(Coordinate(unchecked: -0.001, 0.004).cacheKey == "0.00,0.00")
    }

    @Test("A location setting is a coordinate when it looks like one, otherwise a place")
    func locationSetting() throws {
        #expect(try LocationSetting(parsing: "52.52,13.41") == .coordinate(Coordinate(unchecked: 52.52, 13.41)))
        #expect(try LocationSetting(parsing: " Berlin ") == .place("Berlin"))
        #expect(throws: WeatherError.self) { try LocationSetting(parsing: "95,0") }
        #expect(throws: WeatherError.self) { try LocationSetting(parsing: "  ") }
    }
}

@Suite("Compass points")
struct CompassPointTests {
    @Test("A direction is the nearest of equal sectors clockwise from north, for any finite angle",
          arguments: [(0.0, 8, 0), (22.4, 8, 0), (22.5, 8, 1), (315, 8, 7), (337.6, 8, 0), (370, 8, 0), (-90, 8, 6),
                      (22.5, 16, 1), (348.75, 16, 0), (359.6, 360, 0), (370, 360, 10), (-0.4, 360, 0)])
    func sector(degrees: Double, points: Int, index: Int) {
        #expect(CompassPoint(degrees: degrees, points: points)?.index == index)
    }

    @Test("A direction that is no number has no compass point", arguments: [Double.nan, .infinity, -.infinity])
    func notANumber(degrees: Double) {
        #expect(CompassPoint(degrees: degrees) == nil)
    }
}

@Suite("Cache freshness")
struct FreshnessTests {
    let berlin = Freshness(timeZone: TimeZone(identifier: "Europe/Berlin")!)

    func date(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    @Test("A forecast is valid for the rest of the calendar day in the user's time zone")
    func sameDay() {
        #expect(berlin.isForecastValid(fetchedAt: date("2026-11-23T06:00:00Z"), now: date("2026-11-23T22:59:00Z")))
    }

    @Test("A forecast fetched at 23:59 local time is stale at 00:01")
    func nextDay() {
        #expect(!berlin.isForecastValid(fetchedAt: date("2026-11-23T22:59:00Z"), now: date("2026-11-23T23:01:00Z")))
    }

    @Test("A forecast from the future (a clock set back) is not trusted")
    func future() {
        #expect(!berlin.isForecastValid(fetchedAt: date("2026-11-23T12:00:00Z"), now: date("2026-11-23T11:00:00Z")))
    }

    @Test("Current weather is fresh for ten minutes")
    func currentWeather() {
        let fetched = date("2026-11-23T12:00:00Z")
        #expect(berlin.isCurrentWeatherValid(fetchedAt: fetched, now: fetched.addingTimeInterval(599)))
        #expect(!berlin.isCurrentWeatherValid(fetchedAt: fetched, now: fetched.addingTimeInterval(600)))
    }

    @Test("A calendar day is taken in the given offset")
    func calendarDay() {
        let instant = date("2026-11-22T23:30:00Z")
        #expect(CalendarDay(instant, utcOffsetSeconds: 0).description == "2026-11-22")
        #expect(CalendarDay(instant, utcOffsetSeconds: 3600).description == "2026-11-23")
        #expect(CalendarDay(iso: "2024-01-25T16:00") == CalendarDay(year: 2024, month: 1, day: 25))
    }
}

@Suite("Places and favourites")
struct PlaceUseCaseTests {
    let londons = [Place.named("London", "GB", 51.51, -0.13), Place.named("London", "CA", region: "Ontario", 42.98, -81.23),
                   Place.named("London", "US", region: "Ohio", 39.89, -83.45)]

    @Test("A qualifier after a comma picks the country or region")
    func qualifier() async throws {
        let useCase = ResolvePlaceUseCase(places: StubPlaces(results: londons))
        #expect(try await useCase.execute("London, CA") == .resolved(londons[1]))
        #expect(try await useCase.execute("london, ohio") == .resolved(londons[2]))
        await #expect(throws: WeatherError.placeNotFound("London, FR")) { try await useCase.execute("London, FR") }
    }

    @Test("An ambiguous name asks for a choice; --pick settles it and is bounds-checked")
    func ambiguity() async throws {
        let useCase = ResolvePlaceUseCase(places: StubPlaces(results: londons))
        #expect(try await useCase.execute("london", requireUnique: true) == .ambiguous(londons))
        #expect(try await useCase.execute("london", pick: 2, requireUnique: true) == .resolved(londons[1]))
        await #expect(throws: WeatherError.self) { try await useCase.execute("london", pick: 4) }
    }

    @Test("A coordinate resolves without asking the geocoder")
    func coordinateNeedsNoGeocoder() async throws {
        let useCase = ResolvePlaceUseCase(places: UnusedPlaces())
        guard case .resolved(let place) = try await useCase.execute("48.85,2.35") else { Issue.record("not resolved"); return }
        #expect(place.coordinate == Coordinate(unchecked: 48.85, 2.35))
    }

    @Test("Adding the same place twice keeps one favourite")
    func addTwice() async throws {
        let favourites = InMemoryFavourites()
        let add = AddFavouriteUseCase(resolvePlace: ResolvePlaceUseCase(places: StubPlaces(results: londons)), favourites: favourites, now: { Date() })
        guard case .added = try await add.execute("London, GB") else { Issue.record("not added"); return }
        guard case .alreadyFavourite = try await add.execute("London, GB") else { Issue.record("added twice"); return }
        #expect(try await favourites.favourites().count == 1)
    }

    @Test("Favourites are found by name, by name and country, or by number")
    func findFavourite() async throws {
        let favourites = InMemoryFavourites()
        _ = try await favourites.add(Favourite(place: londons[0], addedAt: Date()))
        _ = try await favourites.add(Favourite(place: londons[1], addedAt: Date()))
        let find = FindFavouriteUseCase(favourites: favourites)
        #expect(try await find.execute("2").place == londons[1])
        #expect(try await find.execute("london, ca").place == londons[1])
        // A name that fits two favourites picks neither: the user must choose.
        let saved = try await favourites.favourites()
        await #expect(throws: WeatherError.ambiguousFavourite(query: "LONDON", matches: [
            NumberedFavourite(position: 1, favourite: saved[0]), NumberedFavourite(position: 2, favourite: saved[1]),
        ])) { try await find.execute("LONDON") }
        await #expect(throws: WeatherError.placeNotFound("Paris")) { try await find.execute("Paris") }
    }

    @Test("Each offered favourite name finds that favourite alone: the short name, else the region too, else the number")
    func selectingNames() async throws {
        let point = { (latitude: Double) in Coordinate(unchecked: latitude, -71.2) }
        let places = [
            Place(name: "Berlin", country: "DE", region: "Land Berlin", coordinate: Coordinate(unchecked: 52.5, 13.4)),
            Place(name: "Berlin", country: "US", region: "New Hampshire", coordinate: point(44.4)),
            Place(name: "Berlin", country: "US", region: "Wisconsin", coordinate: point(43.9)),
            // The same name twice, at two points: only the numbers tell them apart.
            Place(name: "Springfield", country: "US", coordinate: point(39.8)),
            Place(name: "Springfield", country: "US", coordinate: point(37.2)),
        ]
        let favourites = InMemoryFavourites()
        for place in places { _ = try await favourites.add(Favourite(place: place, addedAt: Date())) }
        let names = FindFavouriteUseCase.selectingNames(try await favourites.favourites())
        #expect(names == ["Berlin, DE", "Berlin, New Hampshire, US", "Berlin, Wisconsin, US", "4", "5"])
        let find = FindFavouriteUseCase(favourites: favourites)
        for (name, place) in zip(names, places) { #expect(try await find.execute(name).place == place) }
    }

    @Test("wf here with no location fails before any repository is asked")
    func hereNeedsLocation() async {
        let resolve = ResolveLocationUseCase(resolvePlace: ResolvePlaceUseCase(places: UnusedPlaces()), ipLocation: UnusedIPLocation())
        await #expect(throws: WeatherError.locationNotSet) { try await resolve.execute(nil) }
    }
}

@Suite("Where the user is")
struct ResolveLocationTests {
    let lisbon = Place(name: "Lisbon", country: "PT", region: "Lisbon", coordinate: Coordinate(unchecked: 38.72, -9.14))

    @Test("auto asks the IP service and never the geocoder; the answer says whether the place is new")
    func automatic() async throws {
        let resolve = ResolveLocationUseCase(
            resolvePlace: ResolvePlaceUseCase(places: UnusedPlaces()),
            ipLocation: StubIPLocation(place: lisbon))
        let resolved = try await resolve.execute(.automatic)
        #expect(resolved.place == lisbon)
        #expect(resolved.locatedByIP?.isNew == true)
    }

    @Test("A name or a coordinate never asks the IP service", arguments: [LocationSetting.place("Lisbon"), .coordinate(Coordinate(unchecked: 1, 2))])
    func notAutomatic(setting: LocationSetting) async throws {
        let resolve = ResolveLocationUseCase(
            resolvePlace: ResolvePlaceUseCase(places: StubPlaces(results: [lisbon])),
            ipLocation: UnusedIPLocation())
        let resolved = try await resolve.execute(setting)
        #expect(resolved.locatedByIP == nil)
    }

    @Test("'auto' in any case is the automatic location; other text is a name or a coordinate")
    func parsing() throws {
        #expect(try LocationSetting(parsing: " AUTO ") == .automatic)
        #expect(try LocationSetting(parsing: "Autun") == .place("Autun"))
        #expect(try LocationSetting(parsing: "1.5,2") == .coordinate(Coordinate(unchecked: 1.5, 2)))
    }
}

@Suite("Calendar arithmetic")
struct CalendarArithmeticTests {
    @Test("Civil dates from arithmetic agree with Foundation's calendar across two centuries and many offsets")
    func agreesWithCalendar() {
        var calendar = Calendar(identifier: .gregorian)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let instant = Date(timeIntervalSince1970: Double.random(in: -2_208_988_800...4_102_444_800, using: &generator))
            let offset = Int.random(in: -12...14, using: &generator) * 1800
            calendar.timeZone = TimeZone(secondsFromGMT: offset)!
            let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: instant)
            let day = CalendarDay(instant, utcOffsetSeconds: offset)
            #expect(day == CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!), "\(instant) \(offset)")
            #expect(day.weekday == parts.weekday! - 1)
            #expect(CalendarDay(daysSinceEpoch: day.daysSinceEpoch) == day)
        }
    }

    @Test("Known dates")
    func knownDates() {
        #expect(CalendarDay(daysSinceEpoch: 0) == CalendarDay(year: 1970, month: 1, day: 1))
        #expect(CalendarDay(year: 2000, month: 3, day: 1).daysSinceEpoch == 11_017)
        #expect(CalendarDay(year: 2026, month: 11, day: 22).weekday == 0)
        #expect(CalendarDay(Date(timeIntervalSince1970: -1), utcOffsetSeconds: 0) == CalendarDay(year: 1969, month: 12, day: 31))
    }
}

@Suite("The user's UTC offset")
struct UTCOffsetTests {
    @Test("The C library's offset agrees with Foundation's time zone through the year, daylight saving included")
    func systemMatchesTimeZone() {
        let start = Date(timeIntervalSince1970: 1_767_225_600) // 2026-01-01
        for day in stride(from: 0, to: 366, by: 5) {
            let date = start.addingTimeInterval(Double(day) * 86_400)
            #expect(UTCOffset.system.seconds(date) == TimeZone.current.secondsFromGMT(for: date), "\(date)")
        }
    }
}

@Suite("Importing favourites")
struct ImportFavouritesTests {
    @Test("Only places that are not favourites yet are added, in the file's order; a place twice in the file is added once")
    func merges() async throws {
        let berlin = Favourite(place: Place(name: "Berlin", coordinate: Coordinate(unchecked: 52.52, 13.41)), addedAt: Date(timeIntervalSince1970: 1))
        let madrid = Favourite(place: Place(name: "Madrid", coordinate: Coordinate(unchecked: 40.42, -3.70)), addedAt: Date(timeIntervalSince1970: 2))
        let lisbon = Favourite(place: Place(name: "Lisbon", coordinate: Coordinate(unchecked: 38.72, -9.14)), addedAt: Date(timeIntervalSince1970: 3))
        let repository = InMemoryFavourites([berlin])
        let outcome = try await ImportFavouritesUseCase(favourites: repository).execute([lisbon, berlin, madrid, lisbon])
        #expect(outcome.added == 2)
        #expect(outcome.alreadyThere == 2)
        #expect(outcome.skipped.map(\.place.name) == ["Berlin", "Lisbon"])
        #expect(try await repository.favourites().map(\.place.name) == ["Berlin", "Lisbon", "Madrid"])
    }

    @Test("An import that would pass the most favourites wf keeps adds nothing and says the limit")
    func capped() async throws {
        let kept = (0..<(Favourite.maximumCount - 1)).map {
            Favourite(place: Place(name: "P\($0)", coordinate: Coordinate(unchecked: Double($0 % 80), Double($0 / 80))), addedAt: Date(timeIntervalSince1970: 0))
        }
        let repository = InMemoryFavourites(kept)
        let incoming = [Favourite(place: Place(name: "A", coordinate: Coordinate(unchecked: -10, -10)), addedAt: Date(timeIntervalSince1970: 1)),
                        Favourite(place: Place(name: "B", coordinate: Coordinate(unchecked: -11, -11)), addedAt: Date(timeIntervalSince1970: 1))]
        await #expect(throws: WeatherError.invalidInput("importing 2 favourites would make 1001; wf keeps at most 1000: remove some first (wf fav remove)")) {
            try await ImportFavouritesUseCase(favourites: repository).execute(incoming)
        }
        #expect(try await repository.favourites().count == Favourite.maximumCount - 1)
        #expect(try await ImportFavouritesUseCase(favourites: repository).execute(Array(incoming.prefix(1))).added == 1)
    }
}
