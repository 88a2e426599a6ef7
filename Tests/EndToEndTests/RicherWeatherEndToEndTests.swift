import Foundation
import Testing
import TestSupport

/// Hourly points, precipitation, wind, UV and sun times, from both providers to every view.
@Suite("Richer weather: wf search, wf hourly, --days")
struct RicherWeatherEndToEndTests {
    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("Open-Meteo: a day has precipitation, wind, UV and sun times, and every documented field is present")
    func searchJSONOpenMeteo() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        let result = try scenario.run("search", "berlin", "--json")
        #expect(result.status == 0)
        let forecastRequest = try #require(scenario.server.requests(to: "/v1/forecast").first)
        #expect(forecastRequest.query["forecast_days"] == "7")
        #expect(forecastRequest.query["wind_speed_unit"] == "kmh")
        #expect(forecastRequest.query["precipitation_unit"] == "mm")
        #expect(forecastRequest.query["daily"]?.contains("precipitation_probability_max") == true)
        #expect(forecastRequest.query["hourly"]?.contains("uv_index") == true)

        let document = try json(result.stdout)
        let city = try #require(document["city"] as? [String: Any])
        #expect(Set(city.keys) == ["name", "country", "region", "latitude", "longitude"])
        let days = try #require(document["days"] as? [[String: Any]])
        #expect(days.count == 7)
        let day = days[0]
        #expect(Set(day.keys) == ["date", "temperature", "feels_like", "precipitation", "wind", "pressure", "humidity",
                                  "uv_index", "sunrise", "sunset", "description", "icon", "condition", "temperature_max_likely"])
        let precipitation = try #require(day["precipitation"] as? [String: Any])
        #expect(precipitation["amount"] as? Double == 4.5)
        #expect(precipitation["probability"] as? Double == 57)
        let wind = try #require(day["wind"] as? [String: Any])
        #expect(wind["speed"] as? Double == 20)
        #expect(wind["direction"] as? String == "SW")
        #expect(day["uv_index"] as? Double == 3.5)
        #expect((day["sunrise"] as? String)?.hasSuffix("T06:45:00Z") == true)
        #expect((day["sunset"] as? String)?.hasSuffix("T15:05:00Z") == true)
        let condition = try #require(day["condition"] as? [String: Any])
        #expect(condition["category"] as? String == "heavy-rain")
        #expect(condition["code"] as? Int == 65)
    }

    @Test("--days 12 asks Open-Meteo for 12 days and shows 12; a later search for fewer days is served from that copy")
    func twelveDays() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        let result = try scenario.run("search", "berlin", "--days", "12")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(scenario.server.requests(to: "/v1/forecast").map { $0.query["forecast_days"] } == ["12"])
        let dayLines = result.stdout.split(separator: "\n").filter { $0.contains(" °C  ") }
        #expect(dayLines.count == 12)

        let fewer = try scenario.run("search", "berlin", "--days", "3")
        #expect(fewer.stdout.contains("(cached)"))
        #expect(scenario.server.requests(to: "/v1/forecast").count == 1)
        let more = try scenario.run("search", "berlin", "--days", "14")
        #expect(!more.stdout.contains("(cached)"))
        #expect(scenario.server.requests(to: "/v1/forecast").last?.query["forecast_days"] == "14")
    }

    @Test("wf hourly --hours 48 --json has 48 points an hour apart, from the search's cached forecast")
    func hourlyOpenMeteo() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        try scenario.run("search", "berlin")
        let result = try scenario.run("hourly", "berlin", "--hours", "48", "--json")
        #expect(result.status == 0)
        #expect(scenario.server.requests(to: "/v1/forecast").count == 1)
        let document = try json(result.stdout)
        #expect(Set(document.keys) == ["query", "city", "units", "wind_unit", "provider", "source", "updated", "confidence", "hours", "skipped"])
        #expect(document["source"] as? String == "cache")
        let hours = try #require(document["hours"] as? [[String: Any]])
        #expect(hours.count == 48)
        #expect(Set(hours[0].keys) == ["time", "temperature", "feels_like", "humidity", "pressure", "precipitation", "wind",
                                       "cloudiness", "uv_index", "description", "icon", "condition", "temperature_likely", "rain_agreement"])
        let times = hours.compactMap { ($0["time"] as? String).flatMap(ISO8601DateFormatter().date(from:)) }
        #expect(times.count == 48)
        #expect(zip(times, times.dropFirst()).allSatisfy { $1.timeIntervalSince($0) == 3600 })
        // The first point is the hour in progress.
        let first = try #require(times.first)
        #expect(first <= Date() && Date().timeIntervalSince(first) < 3600)
    }

    @Test("wf hourly with no place uses the configured location; a bad --hours is a usage error with no request",
          arguments: ["0", "169", "x"])
    func hourlyLocationAndBadHours(hours: String) throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        try scenario.serveForecastsFromToday()
        let bad = try scenario.run("hourly", "--hours", hours)
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--hours must be a whole number from 1 to 168"))
        #expect(scenario.server.requestCount == 0)
        let good = try scenario.run("hourly", "--hours", "3")
        #expect(good.status == 0)
        #expect(good.stdout.split(separator: "\n").filter { $0.contains(" °C  ") }.count == 3)
        #expect(scenario.server.requests(to: "/v1/forecast").first?.query["latitude"] == "52.52")
    }

    @Test("wf hourly with no place and no location says how to set one, with no request")
    func hourlyNoLocation() throws {
        let scenario = try Scenario(.openMeteo)
        let result = try scenario.run("hourly")
        #expect(result.status == 78)
        #expect(result.stderr.contains("wf config set location"))
        #expect(scenario.server.requestCount == 0)
    }

    @Test("OpenWeatherMap: points 3 hours apart, uv_index null not missing")
    func hourlyOpenWeatherMap() throws {
        let scenario = try Scenario(.openWeatherMap)
        try scenario.serveForecastsFromToday()
        let result = try scenario.run("hourly", "-33.93,18.42", "--json")
        #expect(result.status == 0)
        let hours = try #require(try json(result.stdout)["hours"] as? [[String: Any]])
        #expect(hours.count >= 7 && hours.count <= 8)
        let times = hours.compactMap { ($0["time"] as? String).flatMap(ISO8601DateFormatter().date(from:)) }
        #expect(zip(times, times.dropFirst()).allSatisfy { $1.timeIntervalSince($0) == 3 * 3600 })
        #expect(hours.allSatisfy { $0.keys.contains("uv_index") && $0["uv_index"] is NSNull })
        let precipitation = try #require(hours.first?["precipitation"] as? [String: Any])
        #expect(precipitation["probability"] is Double)

        let search = try scenario.run("search", "cape town", "--json")
        let day = try #require((try json(search.stdout)["days"] as? [[String: Any]])?.first)
        #expect(day.keys.contains("uv_index") && day["uv_index"] is NSNull)
        #expect((day["wind"] as? [String: Any])?["gusts"] is Double)
    }

    @Test("OpenWeatherMap with --days 10: a note that its forecast reaches 5 days, 5 days shown, exit 0")
    func beyondHorizon() throws {
        let scenario = try Scenario(.openWeatherMap)
        try scenario.serveForecastsFromToday()
        let result = try scenario.run("search", "cape town", "--days", "10")
        #expect(result.status == 0)
        #expect(result.stderr == "wf: OpenWeatherMap's forecast reaches 5 days; showing 5\n")
        #expect(result.stdout.split(separator: "\n").filter { $0.contains(" K  ") || $0.contains(" °C  ") }.count == 5)
        let within = try scenario.run("search", "cape town", "--days", "4")
        #expect(within.stderr.isEmpty)
    }

    @Test("No line is wider than the terminal: search and hourly at 40 columns", arguments: [["search", "berlin"], ["hourly", "berlin"]])
    func narrowTerminal(arguments: [String]) throws {
        let scenario = try Scenario(.openMeteo, environment: ["COLUMNS": "40"])
        try scenario.serveForecastsFromToday()
        let result = try scenario.wf.run(arguments)
        #expect(result.status == 0)
        for line in result.stdout.split(separator: "\n") {
            #expect(line.count <= 40, "\(line)")
        }
    }

    @Test("On a terminal, wf hourly draws a chart with labelled axes above the rows; --ascii draws it in ASCII; a pipe gets rows only")
    func chartOnTerminal() throws {
        let scenario = try Scenario(.openMeteo, environment: ["NO_COLOR": "1"])
        try scenario.serveForecastsFromToday()
        let chart = try scenario.wf.runOnTerminal(["hourly", "berlin"], columns: 60)
        #expect(chart.status == 0)
        let lines = chart.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains { $0.hasSuffix("│") == false && $0.contains("°C │") })
        #expect(lines.contains { $0.contains("100% │") })
        #expect(lines.contains { $0.contains("└──") })
        #expect(lines.contains { $0.contains("█") })
        #expect(lines.allSatisfy { $0.count <= 60 })

        let ascii = try scenario.wf.runOnTerminal(["hourly", "berlin", "--ascii"], columns: 60)
        let isASCII = ascii.stdout.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(isASCII, "\(ascii.stdout)")
        #expect(ascii.stdout.contains("+---"))

        let piped = try scenario.run("hourly", "berlin")
        #expect(!piped.stdout.contains("│"))
        #expect(piped.stdout.split(separator: "\n").filter { $0.contains(" °C  ") }.count == 24)
    }

    @Test("wf here adds today's sunrise and sunset and the chance of rain in the next hours")
    func hereOutlook() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        try scenario.serveForecastsFromToday()
        let result = try scenario.run("here")
        #expect(result.status == 0)
        #expect(result.stdout.contains("rises 07:45 · sets 16:05"))
        #expect(result.stdout.range(of: #"Next 6 h    \d+% chance of rain, \d+\.\d mm"#, options: .regularExpression) != nil)
    }
}

@Suite("A database from the previous wf")
struct SchemaMigrationEndToEndTests {
    /// `wf-schema1.sqlite` was made by wf 1.0.0 (schema 1): two favourites, two recent queries,
    /// forecasts and current weather in the old shape, two geocoding results.
    private func scenarioWithPreviousDatabase() throws -> Scenario {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        try FileManager.default.createDirectory(at: scenario.wf.home, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Recorded.folder.appendingPathComponent("wf-schema1.sqlite"), to: scenario.wf.databaseURL)
        return scenario
    }

    @Test("Favourites, recent queries and places survive; old-shaped forecasts are fetched again, never shown half empty")
    func upgrade() throws {
        let scenario = try scenarioWithPreviousDatabase()
        let info = try scenario.run("cache", "info", "--json")
        #expect(info.status == 0)
        let counts = try #require(try JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any])
        #expect(counts["favourites"] as? Int == 2)
        #expect(counts["recent_queries"] as? Int == 2)
        #expect(counts["places"] as? Int == 2)
        #expect(counts["forecasts"] as? Int == 0)
        #expect(counts["current_weather"] as? Int == 0)
        #expect(counts["unreadable_entries"] as? Int == 0)

        let favourites = try scenario.run("fav", "list")
        #expect(favourites.status == 0)
        #expect(favourites.stdout.contains("52.10, 4.30"))
        #expect(favourites.stdout.contains("Berlin"))
        #expect(try scenario.run("recent").stdout == "berlin mitte\nberlin\n")

        // The place is still cached: one request, for the forecast, which now has every column.
        let search = try scenario.run("search", "berlin", "--json")
        #expect(search.status == 0)
        #expect(scenario.server.requests(to: "/v1/search").isEmpty)
        let day = try #require((try JSONSerialization.jsonObject(with: Data(search.stdout.utf8)) as? [String: Any])?["days"] as? [[String: Any]])
        #expect((day.first?["precipitation"] as? [String: Any])?["amount"] is Double)
    }
}
