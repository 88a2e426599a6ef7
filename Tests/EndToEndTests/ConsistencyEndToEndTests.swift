import Foundation
import Testing
import TestSupport

/// Commands that answered the same question two ways (issue 26, item 13): each test failed before its fix.
@Suite("One answer to one question")
struct ConsistencyEndToEndTests {
    /// Open-Meteo's geocoder for "Enschede": the city and the airport named after it. There is no
    /// recording of this answer: `openmeteo_geocoding_enschede.json` is written in the shape of the
    /// recorded Berlin answer (open-meteo.com/en/docs/geocoding-api: `results`, each with `name`,
    /// `feature_code`, `admin1`, `country_code`), with the GeoNames entries PPLA2 and AIRP.
    func enschede() throws -> Scenario {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        scenario.server.respond(to: "/v1/search", with: try Recorded.response("openmeteo_geocoding_enschede"))
        return scenario
    }

    @Test("wf fav add Enschede adds the city wf search Enschede shows, not a choice with the airport")
    func favouriteTakesTheCitySearchTakes() throws {
        let scenario = try enschede()
        let search = try scenario.run("search", "Enschede")
        #expect(search.status == 0, "\(search.stderr)")
        #expect(search.stdout.hasPrefix("Enschede, Overijssel, NL  ("), "\(search.stdout)")
        #expect(search.stdout.contains("also: Enschede Airport Twente"))
        let added = try scenario.run("fav", "add", "Enschede")
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains("Added Enschede, Overijssel, NL (52.22, 6.90)"))
        // The airport is still there for whoever names it.
        let airport = try scenario.run("fav", "add", "Enschede", "--pick", "2")
        #expect(airport.stdout.contains("Added Enschede Airport Twente"))
    }

    @Test("wf fav add takes the place wf search shows for a name several places are called, and names the others for --pick")
    func namesakesAsSearch() throws {
        let scenario = try NewUserEndToEndTests().scenarioWithCountryFilter()
        let shown = try scenario.run("search", "berlin")
        let added = try scenario.run("fav", "add", "berlin")
        #expect(added.status == 0, "\(added.stderr)")
        let first = try #require(shown.stdout.split(separator: "  ").first.map(String.init))
        #expect(added.stdout.contains("Added \(first) ("), "\(first) / \(added.stdout)")
        #expect(added.stderr.contains("--pick"), "\(added.stderr)")
    }

    @Test("wf search berlin, then \"Berlin, DE\" and \"BERLIN\": one forecast request, the copy kept for the place")
    func oneForecastPerPlace() throws {
        let scenario = try NewUserEndToEndTests().scenarioWithCountryFilter()
        let plain = try scenario.run("search", "berlin")
        #expect(plain.status == 0, "\(plain.stderr)")
        let qualified = try scenario.run("search", "Berlin, DE")
        #expect(qualified.status == 0, "\(qualified.stderr)")
        #expect(qualified.stdout.contains("(cached)"))
        #expect(qualified.stdout.hasPrefix("Berlin, Land Berlin, DE  ("))
        #expect(try scenario.run("search", "BERLIN").stdout.contains("(cached)"))
        #expect(scenario.server.requests(to: "/v1/forecast").count == 1)
    }

    @Test("A copy fetched for a coordinate is named as the place asked for")
    func copyNamedAsAsked() throws {
        let scenario = try NewUserEndToEndTests().scenarioWithCountryFilter()
        try scenario.run("search", "52.52437,13.41053")
        let named = try scenario.run("search", "berlin")
        #expect(named.stdout.hasPrefix("Berlin, Land Berlin, DE  ("), "\(named.stdout)")
        #expect(scenario.server.requests(to: "/v1/forecast").count == 1)
    }

    @Test("The heading names the region typed: \"Berlin, Wisconsin\" is Berlin, Wisconsin, US",
          arguments: ["Berlin, Wisconsin", "Berlin, Wisconsin, US"])
    func headingNamesTheRegion(query: String) throws {
        let scenario = try NewUserEndToEndTests().scenarioWithCountryFilter()
        let result = try scenario.run("search", query)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Berlin, Wisconsin, US  ("), "\(result.stdout)")
    }

    @Test("wf hourly takes a name with its region as wf search does, heading and cached copy alike")
    func hourlyLikeSearch() throws {
        let scenario = try NewUserEndToEndTests().scenarioWithCountryFilter()
        let search = try scenario.run("search", "Berlin, Wisconsin")
        #expect(search.status == 0, "\(search.stderr)")
        let hourly = try scenario.run("hourly", "Berlin, Wisconsin")
        #expect(hourly.status == 0, "\(hourly.stderr)")
        #expect(hourly.stdout.hasPrefix("Berlin, Wisconsin, US  ("), "\(hourly.stdout)")
        #expect(scenario.server.requests(to: "/v1/forecast").count == 1)
    }

    @Test("One name for a place in every command: search, hourly, air and alerts head Berlin, New Jersey by its full name")
    func oneNameEverywhere() throws {
        let scenario = try NewUserEndToEndTests().scenarioWithCountryFilter()
        scenario.server.respond(to: "/v1/air-quality", with: try Recorded.response("openmeteo_air_quality_newyork"))
        scenario.server.respond(to: "/alerts/active", with: .json(try Recorded.nwsAlertsNewYork()))
        for command in ["search", "hourly", "air", "alerts"] {
            let result = try scenario.run(command, "Berlin, NJ")
            #expect(result.status == 0, "\(command): \(result.stderr)")
            // The heading, under the alert banner if any; never the short "Berlin, US".
            let heading = result.stdout.split(separator: "\n").first { !$0.hasPrefix("⚠") && !$0.hasPrefix("!") }
            #expect(heading?.hasPrefix("Berlin, New Jersey, US  (") == true, "\(command): \(result.stdout)")
        }
        #expect(try scenario.run("search", "Berlin, DE").stdout.hasPrefix("Berlin, Land Berlin, DE  ("))
    }

    /// The weather icons' glyphs (`WeatherFormat.glyph`), but "·", which is punctuation too.
    static let iconGlyphs = Set("☀◑☁≡¦☂↯❄")

    @Test("Piped, results carry no icon glyphs: the icon is a word, as the README says",
          arguments: [["search", "berlin"], ["hourly", "berlin"], ["here", "--location", "52.52,13.41"], ["at", "52.52,13.41"], ["fav", "list"]])
    func pipedIsPlain(arguments: [String]) throws {
        let scenario = try NewUserEndToEndTests().scenarioWithCountryFilter()
        try scenario.run("fav", "add", "Berlin, DE")
        let result = try scenario.wf.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains(where: Self.iconGlyphs.contains), "\(result.stdout)")
        #expect(!result.stdout.contains("\u{1B}["))
        // The words are there instead, and the rest of the text keeps its Unicode.
        #expect(result.stdout.contains("°"), "\(result.stdout)")
    }

    @Test("--format keeps its documented %c glyph when piped")
    func formatKeepsItsGlyph() throws {
        let scenario = try NewUserEndToEndTests().scenarioWithCountryFilter()
        let result = try scenario.run("at", "52.52,13.41", "--format", "%c")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(where: Self.iconGlyphs.contains), "\(result.stdout)")
    }

    @Test("On a terminal the icons are glyphs")
    func terminalShowsGlyphs() throws {
        let scenario = try NewUserEndToEndTests().scenarioWithCountryFilter()
        let result = try scenario.wf.runOnTerminal(["search", "berlin"], columns: 100)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(where: Self.iconGlyphs.contains), "\(result.stdout)")
    }
}
