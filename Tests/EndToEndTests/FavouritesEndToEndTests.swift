import Foundation
import Testing
import TestSupport

@Suite("wf fav")
struct FavouritesEndToEndTests {
    @Test("A name fitting several places adds the one wf search shows and lists the others for --pick")
    func ambiguousNames() throws {
        let scenario = try Scenario(.openWeatherMap)
        let best = try scenario.run("fav", "add", "london")
        #expect(best.status == 0, "\(best.stderr)")
        #expect(best.stdout == "Added London, GB (51.51, -0.13)\n")
        #expect(best.stderr.contains("2. London, CA"))
        #expect(best.stderr.contains("--pick N"))
        #expect(try scenario.run("fav", "add", "london", "--pick", "2").stdout.contains("Added London, CA"))
        #expect(try scenario.run("fav", "add", "London, GB").stdout.contains("London, GB is already a favourite"))
        #expect(try scenario.run("fav", "add", "london", "--pick", "9").status == 64)
    }

    @Test("--name names a favourite as it is added; fav rename renames one; a bad name is a usage error")
    func names() throws {
        let scenario = try Scenario(.openMeteo)
        let home = try scenario.run("fav", "add", "52.52,13.40", "--name", "Home")
        #expect(home.status == 0, "\(home.stderr)")
        #expect(home.stdout == "Added Home (52.52, 13.40)\n")
        #expect(try scenario.run("fav", "add", "berlin", "--pick", "2").status == 0)
        let renamed = try scenario.run("fav", "rename", "2", "Cabin")
        #expect(renamed.status == 0, "\(renamed.stderr)")
        #expect(renamed.stdout.hasPrefix("Renamed Berlin, New Hampshire, US to Cabin, New Hampshire, US"))
        #expect(try scenario.run("fav", "list", "--names").stdout == "Home\nCabin, US\n")
        #expect(try scenario.run("fav", "show", "home", "--json").status == 0)
        for bad in ["Cabin", "3", "a, b", " "] {
            let refused = try scenario.run("fav", "rename", "Home", bad)
            #expect(refused.status == 64, "\(bad): \(refused.stderr)")
        }
        #expect(try scenario.run("fav", "rename", "Nowhere", "Work").status == 66)
        #expect(try scenario.run("fav", "list", "--names").stdout == "Home\nCabin, US\n")
    }

    @Test("Adding twice is a no-op with a message; remove forgets")
    func addTwiceAndRemove() throws {
        let scenario = try Scenario(.openMeteo)
        #expect(try scenario.run("fav", "add", "berlin", "--pick", "1").status == 0)
        let again = try scenario.run("fav", "add", "berlin", "--pick", "1")
        #expect(again.status == 0)
        #expect(again.stdout.contains("already a favourite"))
        #expect(try scenario.run("fav", "remove", "Berlin").stdout.contains("Removed Berlin"))
        #expect(try scenario.run("fav", "remove", "Berlin").status == 66)
        #expect(try scenario.run("fav", "list").stdout.contains("No favourites yet"))
    }

    @Test("The list shows every favourite with its weather, in the order added, in one Open-Meteo request")
    func listInOneRequest() throws {
        let scenario = try Scenario(.openMeteo)
        for place in ["52.52,13.41", "48.85,2.35", "51.51,-0.13"] {
            #expect(try scenario.run("fav", "add", place).status == 0)
        }
        scenario.server.resetRequests()
        let result = try scenario.run("fav", "list")
        #expect(result.status == 0)
        // One request for the weather of all three, and beside it one for their air.
        #expect(scenario.server.weatherRequests().count == 1)
        #expect(scenario.server.weatherRequests().first?.query["latitude"] == "52.52,48.85,51.51")
        #expect(scenario.server.requests(to: "/v1/air-quality").map { $0.query["latitude"] } == ["52.52,48.85,51.51"])
        // And the official warnings: Berlin's from the Deutscher Wetterdienst; Paris's and London's,
        // bare coordinates outside every national source's boxes, from WMO's centre.
        #expect(scenario.server.requests(to: "/alerts").map { $0.query["lat"] } == ["52.52"])
        #expect(scenario.server.requests(to: "/f/wfs").count == 2)
        #expect(scenario.server.requestCount == 5)
        let rows = result.stdout.split(separator: "\n").filter { $0.contains("15.4 °C") }
        #expect(rows.count == 3)
        #expect(rows.first?.contains("52.52, 13.41") == true)
        #expect(rows.allSatisfy { $0.contains("AQI 36 fair") }, "\(result.stdout)")
        // Fresh current weather, air and warnings are reused: a second list within minutes makes no request.
        #expect(try scenario.run("fav", "list").status == 0)
        #expect(scenario.server.requestCount == 5)
    }

    @Test("The map's legend and its spoken list give each favourite's air index, from one request for all")
    func mapAirIndex() throws {
        let scenario = try Scenario(.openMeteo)
        for place in ["52.52,13.41", "48.85,2.35"] {
            #expect(try scenario.run("fav", "add", place).status == 0)
        }
        scenario.server.resetRequests()
        let map = try scenario.run("map")
        #expect(map.status == 0, "\(map.stderr)")
        let legend = map.stdout.split(separator: "\n").filter { $0.hasPrefix("1 ") || $0.hasPrefix("2 ") }
        #expect(legend.count == 2 && legend.allSatisfy { $0.hasSuffix("AQI 36 fair") }, "\(map.stdout)")
        #expect(scenario.server.requests(to: "/v1/air-quality").map { $0.query["latitude"] } == ["52.52,48.85"])
        #expect(scenario.server.requests.map(\.path).sorted() == ["/alerts", "/f/wfs", "/v1/air-quality"])
        // Within the hour the map asks nothing more; the spoken list reuses the air too.
        #expect(try scenario.run("map").stdout.contains("AQI 36 fair"))
        let spoken = try scenario.run("map", "--accessible")
        #expect(spoken.stdout.components(separatedBy: "Air quality now").count == 3, "\(spoken.stdout)")
        #expect(scenario.server.requests(to: "/v1/air-quality").count == 1)
        // At 40 columns the index goes under its favourite's line rather than past the edge.
        let narrow = try scenario.wf.runOnTerminal(["map"], columns: 40)
        let lines = narrow.stdout.split(separator: "\n").map { String($0).replacingOccurrences(of: "\r", with: "") }
        #expect(lines.allSatisfy { $0.count <= 40 }, "\(narrow.stdout)")
        #expect(lines.filter { $0.trimmingCharacters(in: .whitespaces) == "AQI 36 fair" }.count == 2, "\(narrow.stdout)")
    }

    @Test("Without the air (an error answer), the map still draws and its legend goes without the index")
    func mapWithoutAir() throws {
        let scenario = try Scenario(.openMeteo)
        #expect(try scenario.run("fav", "add", "52.52,13.41").status == 0)
        scenario.server.respond(to: "/v1/air-quality") { _ in .json("{\"error\":true,\"reason\":\"down\"}", status: 500) }
        let map = try scenario.run("map")
        #expect(map.status == 0, "\(map.stderr)")
        #expect(map.stdout.contains("1  52.52, 13.41") && !map.stdout.contains("AQI"), "\(map.stdout)")
        #expect(map.stderr.isEmpty)
    }

    @Test("Open-Meteo's array answer is mapped to the favourites in order: one request, each row its own weather")
    func listMapsTheArrayInOrder() throws {
        let scenario = try Scenario(.openMeteo)
        let places = [(52.52, 13.41), (48.85, 2.35), (51.51, -0.13), (40.42, -3.7)]
        for (latitude, longitude) in places {
            #expect(try scenario.run("fav", "add", "\(latitude),\(longitude)").status == 0)
        }
        // Like the real API: one element per requested coordinate, in the order asked, each with
        // its own coordinates; the temperature tells the elements apart (10.5, 11.5, 12.5, 13.5).
        let template = try #require(try JSONSerialization.jsonObject(with: try Recorded.data("openmeteo_forecast_berlin_coords")) as? [String: Any])
        let answer = try places.indices.map { index -> [String: Any] in
            var element = template
            element["latitude"] = places[index].0
            element["longitude"] = places[index].1
            var current = try #require(template["current"] as? [String: Any])
            current["temperature_2m"] = 10.5 + Double(index)
            element["current"] = current
            return element
        }
        let body = try JSONSerialization.data(withJSONObject: answer)
        scenario.server.respond(to: "/v1/forecast", with: .json(body))
        scenario.server.resetRequests()

        let list = try scenario.run("fav", "list", "--json")
        #expect(list.status == 0)
        // Berlin's warnings from the DWD, the three others' from WMO's centre.
        #expect(scenario.server.requests.map(\.path).sorted() == ["/alerts", "/f/wfs", "/f/wfs", "/f/wfs", "/v1/air-quality", "/v1/forecast"])
        #expect(scenario.server.weatherRequests().first?.query["latitude"] == "52.52,48.85,51.51,40.42")
        #expect(scenario.server.weatherRequests().first?.query["longitude"] == "13.41,2.35,-0.13,-3.7")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
        let entries = try #require(document["favourites"] as? [[String: Any]])
        #expect(entries.count == places.count)
        for (index, entry) in entries.enumerated() {
            let weather = entry["weather"] as? [String: Any]
            #expect(entry["position"] as? Int == index + 1)
            #expect(weather?["latitude"] as? Double == places[index].0)
            #expect(weather?["longitude"] as? Double == places[index].1)
            #expect(weather?["temperature"] as? Double == 10.5 + Double(index), "row \(index + 1)")
            #expect((entry["air_quality"] as? [String: Any])?["band"] as? String == "fair", "row \(index + 1)")
        }

        // The table: each place's row carries its own temperature (from the cache now, no request).
        let table = try scenario.run("fav", "list")
        #expect(table.status == 0)
        #expect(scenario.server.requestCount == 6)
        let rows = table.stdout.split(separator: "\n")
        for (index, (latitude, longitude)) in places.enumerated() {
            let label = String(format: "%.2f, %.2f", latitude, longitude)
            let row = rows.first { $0.contains(label) }
            #expect(row?.contains(String(format: "%.1f °C", 10.5 + Double(index))) == true, "row for \(label): \(row ?? "missing")")
        }
    }

    @Test("With OpenWeatherMap every favourite is fetched concurrently, one request each")
    func listConcurrently() throws {
        let scenario = try Scenario(.openWeatherMap)
        for index in 0..<6 { try scenario.run("fav", "add", "\(10 + index),\(20 + index)") }
        let seoul = try Recorded.openWeatherMap("owm_weather_seoul")
        scenario.server.respond(to: "/data/2.5/weather") { seoul($0).delayed(by: .milliseconds(300)) }
        scenario.server.resetRequests()
        let result = try scenario.run("fav", "list")
        #expect(result.status == 0)
        // Six weather requests at once, and one air-quality request for all six beside them.
        #expect(scenario.server.requests(to: "/data/2.5/weather").count == 6)
        #expect(scenario.server.requests(to: "/v1/air-quality").count == 1)
        #expect(scenario.server.maxConcurrentRequests >= 6)
    }

    @Test("One failing place shows its error in its row, not a failed command")
    func oneFailureStaysInItsRow() throws {
        let scenario = try Scenario(.openWeatherMap)
        try scenario.run("fav", "add", "10,20")
        try scenario.run("fav", "add", "30,40")
        let seoul = try Recorded.openWeatherMap("owm_weather_seoul")
        scenario.server.respond(to: "/data/2.5/weather") { request in
            request.query["lat"] == "30" ? .json(#"{"cod":500,"message":"boom"}"#, status: 500) : seoul(request)
        }
        let result = try scenario.run("fav", "list")
        #expect(result.status == 0)
        #expect(result.stdout.contains("Seoul") || result.stdout.contains("-2.3"))
        #expect(result.stdout.contains("error: OpenWeatherMap failed with HTTP 500"))
    }

    @Test("show gives details and the 5-day forecast; --json for list and show")
    func showAndJSON() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.run("fav", "add", "52.52,13.41")
        let shown = try scenario.run("fav", "show", "1")
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("Next 5 days"))
        let list = try scenario.run("fav", "list", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
        let entries = try #require(document["favourites"] as? [[String: Any]])
        #expect(entries.count == 1)
        #expect((entries[0]["weather"] as? [String: Any])?["temperature"] as? Double == 15.4)
        let show = try scenario.run("fav", "show", "52.52, 13.41", "--json")
        #expect(show.status == 0)
        #expect(show.stdout.contains("\"days\""))
        #expect(try scenario.run("fav", "show", "nowhere").status == 66)
    }

    @Test("cache clear never removes favourites")
    func favouritesSurviveCacheClear() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.run("fav", "add", "52.52,13.41")
        try scenario.run("cache", "clear")
        #expect(try scenario.run("cache", "info").stdout.contains("Favourites      1"))
    }
}

@Suite("wf map")
struct MapEndToEndTests {
    @Test("Without a terminal the map is 120 columns with a legend of favourites and here")
    func staticMap() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        try scenario.run("fav", "add", "-33.92,18.42")
        let result = try scenario.run("map")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.prefix(30).allSatisfy { $0.count <= 120 })
        #expect(lines.prefix(30).contains { $0.count > 100 })
        #expect(result.stdout.contains("1  -33.92, 18.42"))
        #expect(result.stdout.contains("@  here  (52.52, 13.41)"))
        #expect(result.stdout.contains("Land mask: GLOBE (NOAA), public domain"))
        // No weather is asked for: the air and the warnings (WMO's centre's, for Cape Town) for the legend.
        #expect(scenario.server.requests.map(\.path).sorted() == ["/f/wfs", "/v1/air-quality"], "\(scenario.server.requests.map(\.path))")
    }

    @Test("Labels never overwrite each other: Berlin and here in Potsdam, a few cells apart, at 80 and 30 columns",
          arguments: [80, 30])
    func labelsDoNotOverlap(columns: Int) throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.39,13.06"])
        try scenario.run("fav", "add", "Berlin, DE")
        for region in [[String](), ["--region", "45,0,56,20"]] {
            let result = try scenario.wf.runOnTerminal(["map"] + region, columns: columns)
            #expect(result.status == 0)
            let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let map = lines.prefix { !$0.isEmpty }
            #expect(map.count > 5 && map.allSatisfy { $0.count <= columns })
            for row in map {
                // Without the land, a row is markers and whole labels, each label beside its marker.
                let words = row.split { $0 == " " || (0x2800...0x28FF).contains($0.unicodeScalars.first!.value) }.map(String.init)
                #expect(words.allSatisfy { $0.allSatisfy("1@".contains) || ["Berlin", "here"].contains($0) }, "\(row)")
                #expect(row.contains("1 Berlin") || row.contains("Berlin 1") || !row.contains("Berlin"), "\(row)")
                #expect(row.contains("@ here") || row.contains("here @") || !row.contains("here"), "\(row)")
            }
            // Both markers are on the map, and a label left out is still named below it.
            #expect(map.contains { $0.contains("1") } && map.contains { $0.contains("@") }, "\(result.stdout)")
            #expect(result.stdout.contains("1  Berlin, ") && result.stdout.contains("(52.52, 13.41)"), "\(result.stdout)")
            #expect(result.stdout.contains("@  here  (52.39, 13.06)"), "\(result.stdout)")
        }
    }

    @Test("--ascii draws with '#', and a region zooms in")
    func asciiRegion() throws {
        let result = try WFProcess().run("map", "--ascii", "--region", "35,-10,60,30")
        #expect(result.status == 0)
        #expect(result.stdout.contains("#"))
        #expect(!result.stdout.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) })
    }

    @Test("--interactive without a terminal says so and exits 64; bad regions are usage errors")
    func interactiveNeedsTerminal() throws {
        #expect(try WFProcess().run("map", "--interactive").status == 64)
        #expect(try WFProcess().run("map", "--region", "95,0,10,10").status == 64)
        #expect(try WFProcess().run("map", "--zoom", "100").status == 64)
    }

    @Test("A database truncated by something else: the favourites come back from favourites.json, with a warning")
    func truncatedDatabase() throws {
        let scenario = try Scenario(.openMeteo)
        #expect(try scenario.run("fav", "add", "52.52,13.41").status == 0)
        #expect(try scenario.run("fav", "add", "40.42,-3.70").status == 0)
        let copy = scenario.wf.home.appendingPathComponent("favourites.json")
        var status = stat()
        #expect(stat(copy.path, &status) == 0 && status.st_mode & 0o777 == 0o600)
        #expect(truncate(scenario.wf.databaseURL.path, 0) == 0)
        let list = try scenario.run("fav", "list", "--names")
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout == "52.52, 13.41\n40.42, -3.70\n")
        #expect(list.stderr.contains("restored 2 favourites"), "\(list.stderr)")
        let again = try scenario.run("fav", "list", "--names")
        #expect(again.stdout == list.stdout)
        #expect(again.stderr.isEmpty, "\(again.stderr)")
    }

    @Test("wf fav export writes JSON (to stdout or a file) that wf fav import merges elsewhere, saying how many were added")
    func exportAndImport() throws {
        let scenario = try Scenario(.openMeteo)
        #expect(try scenario.run("fav", "add", "52.52,13.41").status == 0)
        #expect(try scenario.run("fav", "add", "40.42,-3.70").status == 0)
        let printed = try scenario.run("fav", "export")
        #expect(printed.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(printed.stdout.utf8)) as? [String: Any])
        #expect((document["favourites"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["52.52, 13.41", "40.42, -3.70"])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("wf-export-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let exported = try scenario.run("fav", "export", file.path)
        #expect(exported.status == 0)
        #expect(exported.stdout == "Exported 2 favourites to \(file.path)\n")
        #expect(try Data(contentsOf: file) == Data(printed.stdout.utf8))

        var elsewhere = try Scenario(.openMeteo)
        elsewhere.wf = elsewhere.wf.using(server: elsewhere.server.baseURL)
        #expect(try elsewhere.run("fav", "add", "40.42,-3.70").status == 0)
        let imported = try elsewhere.run("fav", "import", file.path)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout == "Imported 1 favourite from \(file.path); skipped 1 already there: 40.42, -3.70\n")
        #expect(try elsewhere.run("fav", "list", "--names").stdout == "40.42, -3.70\n52.52, 13.41\n")
        #expect(try elsewhere.run("fav", "import", file.path).stdout
                == "Imported 0 favourites from \(file.path); skipped 2 already there: 52.52, 13.41; 40.42, -3.70\n")
        #expect(elsewhere.server.requestCount == 0)
    }

    @Test("wf fav import of a missing or unreadable file exits 64 and adds nothing")
    func importRefused() throws {
        let scenario = try Scenario(.openMeteo)
        let missing = try scenario.run("fav", "import", "/nonexistent/favourites.json")
        #expect(missing.status == 64)
        #expect(missing.stderr == "wf: /nonexistent/favourites.json: cannot read it: no such file or directory; nothing was imported\n")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("wf-import-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(#"{"version":1,"favourites":[{"name":"A","latitude":1,"longitude":2},{"name":"B","latitude":95,"longitude":2}]}"#.utf8).write(to: file)
        let bad = try scenario.run("fav", "import", file.path)
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("favourite 2 (B) has a coordinate out of range; nothing was imported"))
        #expect(try scenario.run("fav", "list", "--names").stdout.isEmpty)
        #expect(try scenario.run("fav", "import").status == 64)
    }

    @Test("wf fav export writes added_at in ISO 8601; import reads it and the seconds earlier versions wrote")
    func exportTimesInISO8601() throws {
        let scenario = try Scenario(.openMeteo)
        #expect(try scenario.run("fav", "add", "52.52,13.41").status == 0)
        let printed = try scenario.run("fav", "export")
        #expect(printed.stdout.contains(/"added_at" : "\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ"/), "\(printed.stdout)")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("wf-import-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(#"{"version":1,"favourites":[{"name":"Old","latitude":1,"longitude":2,"added_at":1795602727},{"name":"New","latitude":3,"longitude":4,"added_at":"2026-11-25T11:32:07+01:00"}]}"#.utf8).write(to: file)
        #expect(try scenario.run("fav", "import", file.path).status == 0)
        let again = try scenario.run("fav", "export")
        // 1795602727 and 11:32:07+01:00 are the same moment, each read as written.
        #expect(again.stdout.components(separatedBy: #""added_at" : "2026-11-25T10:32:07Z""#).count == 3, "\(again.stdout)")
    }

    @Test("An empty list: export says so, import of an empty file says nothing was imported")
    func emptyLists() throws {
        let scenario = try Scenario(.openMeteo)
        let printed = try scenario.run("fav", "export", "-")
        #expect(printed.status == 0 && printed.stdout.contains(#""favourites" : ["#))
        #expect(printed.stderr.contains("there are no favourites"), "\(printed.stderr)")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("wf-empty-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let exported = try scenario.run("fav", "export", file.path)
        #expect(exported.status == 0 && exported.stdout.hasPrefix("Exported an empty list to \(file.path)"), "\(exported.stdout)")
        let imported = try scenario.run("fav", "import", file.path)
        #expect(imported.status == 0 && imported.stdout == "\(file.path) holds no favourites: nothing was imported\n", "\(imported.stdout)")
    }

    @Test("wf fav export writes into what FILE is: /dev/null stays a device, a FIFO is written into, a link is kept, - is stdout")
    func exportWritesInto() throws {
        let scenario = try Scenario(.openMeteo)
        #expect(try scenario.run("fav", "add", "52.52,13.41").status == 0)
        let expected = try scenario.run("fav", "export").stdout
        // /dev/null: as root (CI), a rename over it would make it a regular file.
        #expect(try scenario.run("fav", "export", "/dev/null").status == 0)
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
        #expect(try scenario.run("fav", "export", "-").stdout == expected)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wf-into-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A link: what it points to is replaced, with its permissions; the link stays a link.
        let target = folder.appendingPathComponent("target.json"), link = folder.appendingPathComponent("link.json")
        try Data("old".utf8).write(to: target)
        #expect(chmod(target.path, 0o640) == 0 && symlink(target.path, link.path) == 0)
        #expect(try scenario.run("fav", "export", link.path).status == 0)
        #expect(lstat(link.path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
        #expect(stat(target.path, &status) == 0 && status.st_mode & 0o777 == 0o640)
        #expect(try String(contentsOf: target, encoding: .utf8) == expected)
        // A FIFO: nobody reading is refused at once (73); with a reader, it gets the list and stays a FIFO.
        let fifo = folder.appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let unread = try scenario.run("fav", "export", fifo.path)
        #expect(unread.status == 73 && unread.stderr.contains("nothing is reading from it"), "\(unread.stderr)")
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/sh")
        let received = folder.appendingPathComponent("received")
        reader.arguments = ["-c", "cat \"$0\" > \"$1\"", fifo.path, received.path]
        try reader.run()
        // The reader opens the FIFO when it runs: until then wf is refused, and asks again.
        var result = try scenario.run("fav", "export", fifo.path)
        for _ in 0..<200 where result.status == 73 {
            usleep(50_000)
            result = try scenario.run("fav", "export", fifo.path)
        }
        reader.waitUntilExit()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOf: received, encoding: .utf8) == expected)
        #expect(stat(fifo.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test("wf fav export: a full device is 74, a missing folder or a folder given as FILE is 73, each said in one line")
    func exportFailures() throws {
        let scenario = try Scenario(.openMeteo)
        #expect(try scenario.run("fav", "add", "52.52,13.41").status == 0)
        let full = try scenario.run("fav", "export", "/dev/full")
        #expect(full.status == 74 && full.stderr.contains("no space left"), "\(full.stderr)")
        let missing = try scenario.run("fav", "export", "/nonexistent/dir/favourites.json")
        #expect(missing.status == 73)
        #expect(missing.stderr == "wf: cannot write /nonexistent/dir/favourites.json: there is no folder /nonexistent/dir; nothing was written\n")
        let folder = try scenario.run("fav", "export", FileManager.default.temporaryDirectory.path)
        #expect(folder.status == 73 && folder.stderr.contains("it is a folder; nothing was written"), "\(folder.stderr)")
    }
}
