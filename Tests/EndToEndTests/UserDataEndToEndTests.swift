import Foundation
import Testing
import TestSupport

@Suite("User data never vanishes silently (end to end)")
struct UserDataEndToEndTests {
    @Test("A favourite row that cannot be read is named in a warning, left out of the list, and kept")
    func unreadableFavourite() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.run("fav", "add", "52.52,13.41")
        try scenario.execute(#"INSERT INTO favourites (coordinate_key, payload, added_at) VALUES ('1.00,2.00', '{"version":1,"nom":"x"}', 0)"#)
        try scenario.run("fav", "add", "48.85,2.35")

        let list = try scenario.run("fav", "list")
        #expect(list.status == 0)
        #expect(list.stdout.contains("52.52, 13.41"))
        #expect(list.stdout.contains("48.85, 2.35"))
        #expect(list.stderr.contains("wf: warning: favourite in row 2 (stored for 1.00,2.00) cannot be read: it has no name; it is kept in \(scenario.wf.databaseURL.path)"))
        #expect(list.stderr.components(separatedBy: "warning").count == 2)
        // Still there: counted, and untouched by removing a neighbour.
        #expect(try scenario.run("fav", "remove", "1").status == 0)
        let info = try JSONSerialization.jsonObject(with: Data(try scenario.run("cache", "info", "--json").stdout.utf8)) as? [String: Any]
        #expect(info?["favourites"] as? Int == 2)
    }

    @Test("A cached copy in a shape this wf cannot read is fetched again and counted in wf cache info")
    func unreadableCacheEntry() throws {
        let scenario = try Scenario(.openMeteo)
        #expect(try scenario.run("search", "berlin").status == 0)
        try scenario.execute("UPDATE cache_entries SET payload = X'7B7D' WHERE kind = 'forecast'")
        scenario.server.resetRequests()
        let again = try scenario.run("search", "berlin")
        #expect(again.status == 0)
        #expect(!again.stdout.contains("(cached)"))
        #expect(scenario.server.requests(to: "/v1/forecast").count == 1)

        let info = try scenario.run("cache", "info", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any])
        #expect(document["unreadable_entries"] as? Int == 1)
        #expect(try scenario.run("cache", "info").stdout.contains("Unreadable      1"))
        try scenario.run("cache", "clear")
        let cleared = try JSONSerialization.jsonObject(with: Data(try scenario.run("cache", "info", "--json").stdout.utf8)) as? [String: Any]
        #expect(cleared?["unreadable_entries"] as? Int == 0)
    }
}
