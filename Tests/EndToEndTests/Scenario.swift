import CSQLite
import Foundation
import TestSupport

/// A stub provider on 127.0.0.1 serving recorded responses, and a `wf` pointed at it with its own home.
struct Scenario {
    enum Provider { case openWeatherMap, openMeteo }

    static let apiKey = "e2e-secret-key-7f3a9c"

    let server: StubServer
    /// The ensemble and the previous runs, on a host of their own as they really are: they go with
    /// a forecast, and the weather server's request counts stay the weather's.
    let sides: StubServer
    var wf: WFProcess

    init(_ provider: Provider, environment: [String: String] = [:]) throws {
        server = try StubServer()
        sides = try StubServer()
        var wf = WFProcess().using(server: server.baseURL).with([
            "WF_OPEN_METEO_ENSEMBLE_URL": sides.baseURL, "WF_OPEN_METEO_PREVIOUS_RUNS_URL": sides.baseURL + PreviousRunsAnswer.prefix,
        ])
        if provider == .openWeatherMap { wf = wf.with(["OPENWEATHER_API_KEY": Self.apiKey]) }
        self.wf = wf.with(environment)
        try serveRecordedResponses()
    }

    func serveRecordedResponses() throws {
        try Recorded.serveAnswers(on: server)
        // Forecasts are moved to today: an offline copy's past days are not shown.
        server.respond(to: "/data/2.5/forecast", handler: try Recorded.openWeatherMapForecastFromToday())
        server.respond(to: "/data/2.5/weather", handler: try Recorded.openWeatherMap("owm_weather_seoul"))
        server.respond(to: "/geo/1.0/direct", with: try Recorded.response("owm_geo_direct_london"))
        server.respond(to: "/v1/search", with: try Recorded.response("openmeteo_geocoding_berlin"))
        // The IP-geolocation service, in ipapi.co's shape (its documented fields, a documentation address).
        server.respond(to: "/json/", with: try Recorded.response("ipapi_json_lisbon"))
        // Air quality: New York's answer west of the Atlantic, Berlin's elsewhere; several places an array, in order.
        let berlin = Recorded.datesMovedToToday(try Recorded.data("openmeteo_air_quality_berlin"))
        let newYork = Recorded.datesMovedToToday(try Recorded.data("openmeteo_air_quality_newyork"))
        server.respond(to: "/v1/air-quality") { request in
            let bodies = (request.query["longitude"] ?? "0").split(separator: ",").map { (Double($0) ?? 0) < -30 ? newYork : berlin }
            guard bodies.count > 1 else { return .json(bodies.first ?? berlin) }
            return .json(Data("[".utf8) + bodies.joined(separator: Data(",".utf8)) + Data("]".utf8))
        }
        sides.respond(to: "/v1/ensemble", with: .json(Recorded.datesMovedToToday(try Recorded.data("openmeteo_ensemble_berlin"))))
        // The climate archive: Berlin's 1991-2020 daily maxima, whatever the place.
        server.respond(to: "/v1/archive", with: try Recorded.response("openmeteo_archive_era5_berlin"))
        // Tomorrow in the latest run and the run a day earlier: made up in the documented shape, from today.
        sides.respond(to: PreviousRunsAnswer.path, with: .json(Recorded.datesMovedToToday(try Recorded.data("openmeteo_previous_runs_berlin"))))
        let forecast = try Recorded.openMeteoShiftedToToday()
        // Several comma-separated coordinates are answered with an array, one forecast per place.
        server.respond(to: "/v1/forecast") { request in
            if RainMapAnswer.isRainMap(request) { return RainMapAnswer.response(for: request) }
            if NowcastAnswer.isNowcast(request) { return NowcastAnswer.response() }
            let places = request.query["latitude"]?.split(separator: ",").count ?? 1
            guard places > 1 else { return .json(NowcastAnswer.isAlongsideWeather(request) ? NowcastAnswer.adding(to: forecast) : forecast) }
            return .json(Data("[".utf8) + Array(repeating: forecast, count: places).joined(separator: Data(",".utf8)) + Data("]".utf8))
        }
    }

    /// Open-Meteo forecasts shaped by each request (variables, days, units) and starting today,
    /// and OpenWeatherMap's recorded 3-hour forecast moved to today.
    func serveForecastsFromToday() throws {
        server.respond(to: "/v1/forecast") { OpenMeteoForecastAnswer.response(for: $0) }
        server.respond(to: "/data/2.5/forecast", handler: try Recorded.openWeatherMapForecastFromToday())
    }

    @discardableResult
    func run(_ arguments: String...) throws -> WFResult {
        try wf.run(arguments)
    }

    /// Moves every cached entry back by `days`, as if it had been fetched then.
    func ageCache(byDays days: Double, kind: String? = nil) throws {
        var handle: OpaquePointer?
        guard sqlite3_open(wf.databaseURL.path, &handle) == SQLITE_OK else { throw CocoaError(.fileReadUnknown) }
        defer { sqlite3_close(handle) }
        let filter = kind.map { " WHERE kind = '\($0)'" } ?? ""
        let sql = "UPDATE cache_entries SET fetched_at = fetched_at - \(days * 86_400)\(filter)"
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw CocoaError(.fileWriteUnknown) }
    }

    /// Sets when every cached entry (of one kind) was fetched.
    func setCacheFetchedAt(_ date: Date, kind: String? = nil) throws {
        try execute("UPDATE cache_entries SET fetched_at = \(date.timeIntervalSince1970)" + (kind.map { " WHERE kind = '\($0)'" } ?? ""))
    }

    func setUserVersion(_ version: Int) throws {
        var handle: OpaquePointer?
        guard sqlite3_open(wf.databaseURL.path, &handle) == SQLITE_OK else { throw CocoaError(.fileReadUnknown) }
        defer { sqlite3_close(handle) }
        sqlite3_exec(handle, "PRAGMA wal_checkpoint(TRUNCATE); PRAGMA user_version = \(version)", nil, nil, nil)
    }

    /// Runs SQL on the database as another program would (to plant a damaged row, for example).
    func execute(_ sql: String) throws {
        var handle: OpaquePointer?
        guard sqlite3_open(wf.databaseURL.path, &handle) == SQLITE_OK else { throw CocoaError(.fileReadUnknown) }
        defer { sqlite3_close(handle) }
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw CocoaError(.fileWriteUnknown) }
    }

    /// Overwrites the root page of `table` with 0xFF bytes, leaving every other page intact.
    func damageRootPage(of table: String) throws {
        var handle: OpaquePointer?
        guard sqlite3_open(wf.databaseURL.path, &handle) == SQLITE_OK else { throw CocoaError(.fileReadUnknown) }
        var statement: OpaquePointer?
        sqlite3_exec(handle, "PRAGMA wal_checkpoint(TRUNCATE)", nil, nil, nil)
        sqlite3_prepare_v2(handle, "SELECT (SELECT page_size FROM pragma_page_size), rootpage FROM sqlite_schema WHERE name = ?", -1, &statement, nil)
        sqlite3_bind_text(statement, 1, table, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
        let found = sqlite3_step(statement) == SQLITE_ROW
        let size = sqlite3_column_int64(statement, 0), root = sqlite3_column_int64(statement, 1)
        sqlite3_finalize(statement)
        sqlite3_close(handle)
        guard found, size > 0, root > 1 else { throw CocoaError(.fileReadCorruptFile) }
        let file = try FileHandle(forUpdating: wf.databaseURL)
        try file.seek(toOffset: UInt64((root - 1) * size))
        try file.write(contentsOf: Data(repeating: 0xFF, count: Int(size)))
        try file.close()
    }

    /// Moves everything from the WAL into the database file, as SQLite's automatic checkpoints do.
    func checkpoint() throws {
        var handle: OpaquePointer?
        guard sqlite3_open(wf.databaseURL.path, &handle) == SQLITE_OK else { throw CocoaError(.fileReadUnknown) }
        defer { sqlite3_close(handle) }
        sqlite3_exec(handle, "PRAGMA wal_checkpoint(TRUNCATE)", nil, nil, nil)
    }
}
