import Foundation
import Testing
import TestSupport

/// docs/deploy/nginx.conf, run by real nginx (see NginxGateway) in front of the stub server, with
/// many homes pointed at it as users do: `WF_GATEWAY_URL` alone.
@Suite("A shared cache: the shipped nginx.conf in front of the test server", .serialized,
       .enabled(if: NginxGateway.isInstalled, "nginx is not installed (apt-get install nginx-light); .ci/run installs it"))
struct SharedCacheTests {
    static let homes = 10

    @Test("10 homes at once through nginx: one upstream request each for the forecast, the air quality and the geocoding")
    func tenHomesOneRequestEach() throws {
        let scenario = try Scenario(.openMeteo)
        // Slow answers: every home asks while the first request for a resource is still on its way.
        let forecast = try Recorded.openMeteoShiftedToToday(), slow = Duration.seconds(2)
        scenario.server.respond(to: "/v1/forecast") { request in
            (NowcastAnswer.isNowcast(request) ? NowcastAnswer.response()
                : .json(NowcastAnswer.isAlongsideWeather(request) ? NowcastAnswer.adding(to: forecast) : forecast)).delayed(by: slow)
        }
        scenario.server.respond(to: "/v1/search", with: try Recorded.response("openmeteo_geocoding_berlin").delayed(by: slow))
        let gateway = try NginxGateway(upstream: scenario.server.baseURL)
        defer { gateway.removeFolder() }

        let here = Self.atOnce(Self.homes, gateway) { try $0.run(["here", "--location", "52.52,13.41"], timeout: 60) }
        for result in here { #expect(result.status == 0 && result.stdout.contains("°C"), "\(result.output)") }
        // `here` asks for more than one forecast (the week; now and the next two hours): each once.
        Self.expectOneRequestEach(scenario.server, under: ["/v1/forecast", "/v1/air-quality"])

        scenario.server.resetRequests()
        let found = Self.atOnce(Self.homes, gateway) { try $0.run(["search", "berlin"], timeout: 60) }
        for result in found { #expect(result.status == 0 && result.stdout.contains("Berlin, DE"), "\(result.output)") }
        // Berlin's week is the one `here` asked for at 52.52,13.41 (coordinates go out rounded to
        // 2 decimals): nginx already has it, so only the geocoding reaches the service.
        Self.expectOneRequestEach(scenario.server, under: ["/v1/search"])
        // Each source arrived under its own prefix, on the stub's own paths.
        #expect(gateway.log().contains("GET /open-meteo-geocoding/v1/search"))
        #expect(gateway.log().contains("GET /open-meteo-air-quality/v1/air-quality"))
    }

    @Test("Two neighbours 30 m apart, in one 0.01° cell, at once: one upstream request for their forecast")
    func neighboursShareOneAnswer() throws {
        let scenario = try Scenario(.openMeteo)
        let forecast = try Recorded.openMeteoShiftedToToday()
        scenario.server.respond(to: "/v1/forecast", with: StubResponse.json(forecast).delayed(by: .seconds(2)))
        let gateway = try NginxGateway(upstream: scenario.server.baseURL)
        defer { gateway.removeFolder() }
        let points = ["40.71280,-74.00600", "40.71300,-74.00590"]
        let homes = points.map { _ in Self.home(gateway) }
        defer { homes.forEach { $0.removeHome() } }
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: points.count) { index in
            if let result = try? homes[index].run(["here", "--location", points[index], "--format", "%t"], timeout: 60) {
                results.append([result])
            }
        }
        #expect(results.all.count == 2 && results.all.allSatisfy { $0.status == 0 }, "\(results.all.map(\.output))")
        #expect(scenario.server.requests(to: "/v1/forecast").count == 1, "\(scenario.server.requests.map(\.rawTarget))")
    }

    @Test("A copy past its time is served while the service fails: a new home still gets the weather")
    func staleOnError() throws {
        let scenario = try Scenario(.openMeteo)
        // The service marks its answers as expired the moment they are stored (nginx's
        // X-Accel-Expires, an absolute time long past): no waiting for the cache's 15 minutes.
        let forecast = try Recorded.openMeteoShiftedToToday()
        scenario.server.respond(to: "/v1/forecast") { _ in .json(forecast).with(header: "X-Accel-Expires", "@1") }
        let air = Recorded.datesMovedToToday(try Recorded.data("openmeteo_air_quality_berlin"))
        scenario.server.respond(to: "/v1/air-quality") { _ in .json(air).with(header: "X-Accel-Expires", "@1") }
        let gateway = try NginxGateway(upstream: scenario.server.baseURL)
        defer { gateway.removeFolder() }
        #expect(try Self.home(gateway).run(["here", "--location", "52.52,13.41"]).status == 0)

        for path in ["/v1/forecast", "/v1/air-quality"] {
            scenario.server.respond(to: path, with: .json(#"{"error":true,"reason":"down"}"#, status: 503))
        }
        let stale = try Self.home(gateway).run(["here", "--location", "52.52,13.41"])
        #expect(stale.status == 0 && stale.stdout.contains("°C"), "\(stale.output)")
        // A place never fetched has no copy: the service's failure shows.
        let never = try Self.home(gateway).run(["here", "--location", "48.14,11.58"])
        #expect(never.status != 0, "\(never.output)")
    }

    @Test("A 429 is never cached, even one that says it may be: each home's request reaches the service")
    func rateLimitNotCached() throws {
        let scenario = try Scenario(.openMeteo)
        let limited = StubResponse.json(#"{"error":true,"reason":"Too many requests"}"#, status: 429)
            .with(header: "Retry-After", "120").with(header: "Cache-Control", "max-age=600")
        scenario.server.respond(to: "/v1/forecast", with: limited)
        let gateway = try NginxGateway(upstream: scenario.server.baseURL)
        defer { gateway.removeFolder() }
        for _ in 0..<2 {
            #expect(try Self.home(gateway).run(["here", "--location", "52.52,13.41"]).status != 0)
        }
        // The weather's own requests: the previous runs (also /v1/forecast, beside it) may be cancelled
        // with the failing weather or may have been sent by then, so they are not counted.
        let weather = scenario.server.requests(to: "/v1/forecast").filter { $0.query["current"] != nil }
        let asked = Dictionary(grouping: weather, by: \.rawTarget)
        #expect(!asked.isEmpty && asked.values.allSatisfy { $0.count == 2 }, "\(asked.mapValues(\.count))")
    }

    @Test("OpenWeatherMap's API key reaches the service but neither log, even when the service fails")
    func apiKeyNeverLogged() throws {
        let scenario = try Scenario(.openWeatherMap)
        scenario.server.respond(to: "/data/2.5/forecast", with: .fault(.closeWithoutResponse))
        scenario.server.respond(to: "/data/2.5/weather", with: .fault(.closeWithoutResponse))
        let gateway = try NginxGateway(upstream: scenario.server.baseURL)
        defer { gateway.removeFolder() }
        let result = try Self.home(gateway).with(["OPENWEATHER_API_KEY": Scenario.apiKey]).run(["here", "--location", "52.52,13.41"])
        #expect(result.status != 0)
        #expect(scenario.server.requests.contains { $0.query["appid"] == Scenario.apiKey })
        gateway.stop()
        let log = gateway.log()
        #expect(log.contains("GET /openweathermap/data/2.5/"), "\(log)")
        #expect(!log.contains(Scenario.apiKey), "\(log)")
    }

    /// The server saw each resource (path and query) once, and at least one under each path.
    static func expectOneRequestEach(_ server: StubServer, under paths: [String],
                                     sourceLocation: SourceLocation = #_sourceLocation) {
        let targets = server.requests.map(\.rawTarget)
        #expect(Set(targets).count == targets.count, "\(targets)", sourceLocation: sourceLocation)
        for path in paths {
            #expect(!server.requests(to: path).isEmpty, "\(path): \(targets)", sourceLocation: sourceLocation)
        }
    }

    /// A fresh home whose every source is `<gateway>/<source>`: `WF_GATEWAY_URL` and nothing else.
    static func home(_ gateway: NginxGateway) -> WFProcess {
        WFProcess(environment: ["WF_TIMEOUT": "30", "WF_GATEWAY_URL": gateway.baseURL])
    }

    /// `count` fresh homes each run `body` at the same time; what each printed (a run that could
    /// not be started is missing).
    static func atOnce(_ count: Int, _ gateway: NginxGateway, _ body: @escaping @Sendable (WFProcess) throws -> WFResult) -> [WFResult] {
        let homes = (0..<count).map { _ in home(gateway) }
        defer { homes.forEach { $0.removeHome() } }
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: count) { index in
            if let result = try? body(homes[index]) { results.append([result]) }
        }
        #expect(results.all.count == count)
        return results.all
    }
}
