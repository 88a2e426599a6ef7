import Domain
import Foundation
import Testing

@Suite("Which place a name means")
struct PlaceMatchesTests {
    let city = Place(name: "Enschede", country: "NL", region: "Overijssel", coordinate: Coordinate(unchecked: 52.22, 6.9))
    let airport = Place(name: "Enschede Airport Twente", country: "NL", region: "Overijssel", coordinate: Coordinate(unchecked: 52.28, 6.89))

    @Test("A place called what was typed beats one whose name only begins with it, wherever the geocoder ranks it")
    func calledAsTyped() {
        for order in [[city, airport], [airport, city]] {
            let matches = PlaceMatches("enschede", among: order)
            #expect(matches.best == city)
            #expect(!matches.isAmbiguous)
            #expect(matches.others(than: city) == [airport])
        }
    }

    @Test("Places called alike are a real choice; accents and case do not tell them apart")
    func namesakes() {
        let zurich = Place(name: "Zürich", country: "CH", coordinate: Coordinate(unchecked: 47.37, 8.54))
        let other = Place(name: "Zurich", country: "NL", coordinate: Coordinate(unchecked: 53.11, 5.39))
        let matches = PlaceMatches("ZURICH", among: [zurich, other])
        #expect(matches.best == zurich)
        #expect(matches.isAmbiguous)
    }

    @Test("When no name is the one typed, the geocoder's order decides and every place is a choice")
    func prefixesOnly() {
        let matches = PlaceMatches("Ensch", among: [airport, city])
        #expect(matches.best == airport)
        #expect(matches.isAmbiguous)
        #expect(PlaceMatches("Enschede", among: []).best == nil)
    }

    @Test("wf fav add and wf search take the same place for a name")
    func oneRuleForBoth() async throws {
        let resolve = ResolvePlaceUseCase(places: FixedPlaces(places: [airport, city]))
        #expect(try await resolve.execute("Enschede", requireUnique: true) == .resolved(city))
        #expect(try await resolve.execute("Enschede, NL", requireUnique: true) == .resolved(city))
    }

}

/// A geocoder that answers every name with the same places, in order.
private struct FixedPlaces: PlaceRepository {
    let places: [Place]

    func places(matching query: SearchQuery, countryCode: String?) async throws -> [Place] {
        places.filter { countryCode == nil || $0.country == countryCode }
    }
}
