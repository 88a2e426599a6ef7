import Domain
import Testing

@Suite("US states and Canadian provinces after a comma")
struct SubdivisionTests {
    let germany = Place(name: "Berlin", country: "DE", region: "Land Berlin", coordinate: Coordinate(unchecked: 52.52, 13.41))
    let newHampshire = Place(name: "Berlin", country: "US", region: "New Hampshire", coordinate: Coordinate(unchecked: 44.47, -71.19))
    let newJersey = Place(name: "Berlin", country: "US", region: "New Jersey", coordinate: Coordinate(unchecked: 39.79, -74.93))
    let maryland = Place(name: "Berlin", country: "US", region: "Maryland", coordinate: Coordinate(unchecked: 38.32, -75.22))
    let ontario = Place(name: "London", country: "CA", region: "Ontario", coordinate: Coordinate(unchecked: 42.98, -81.23))
    let quebec = Place(name: "Laval", country: "CA", region: "Quebec", coordinate: Coordinate(unchecked: 45.57, -73.69))

    var resolve: ResolvePlaceUseCase {
        ResolvePlaceUseCase(places: CountryFiltered(places: [germany, newHampshire, newJersey, maryland, ontario, quebec]))
    }

    @Test("A state's or province's code or name keeps the places there", arguments: [
        ("Berlin, NJ", 2), ("berlin, nj", 2), ("Berlin, New Jersey", 2), ("Berlin, NJ, US", 2), ("Berlin, MD", 3),
        ("London, ON", 4), ("Laval, QC", 5), ("Laval, Québec", 5),
    ])
    func narrowed(text: String, index: Int) async throws {
        let all = [germany, newHampshire, newJersey, maryland, ontario, quebec]
        #expect(try await resolve.candidates(for: text) == [all[index]])
    }

    @Test("A code that is a country as well is the country first: DE is Germany, not Delaware")
    func countryFirst() async throws {
        #expect(try await resolve.candidates(for: "Berlin, DE") == [germany])
        #expect(try await resolve.candidates(for: "Berlin, Germany") == [germany])
    }

    @Test("Codes and names are known; other words are not subdivisions")
    func lookup() {
        #expect(Subdivision.named("NJ")?.name == "New Jersey")
        #expect(Subdivision.named("dc")?.name == "District of Columbia")
        #expect(Subdivision.named("bc")?.country == "CA")
        #expect(Subdivision.named("new york")?.code == "NY")
        #expect(Subdivision.named("Wisconsin")?.code == "WI")
        #expect(Subdivision.named("Bavaria") == nil)
        #expect(Subdivision.named("XX") == nil)
    }
}

/// A geocoder that filters by country, as Open-Meteo's does.
private struct CountryFiltered: PlaceRepository {
    let places: [Place]

    func places(matching query: SearchQuery, countryCode: String?) async throws -> [Place] {
        places.filter { SearchQuery($0.name).key == query.key && (countryCode == nil || $0.country == countryCode) }
    }
}
