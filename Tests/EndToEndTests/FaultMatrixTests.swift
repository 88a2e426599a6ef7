import Foundation
import Testing
import TestSupport

/// What a provider can do wrong.
enum ProviderFault: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case badRequest400, unauthorised401, notFound404, rateLimited429, serverError500, unavailable503
    case htmlWithStatus200, emptyBody, truncatedJSON, wrongShapeJSON, missingFieldsJSON, fiftyMegabytes, droppedMidBody
    case neverAnswers, nothingListening

    var testDescription: String { rawValue }

    var response: StubResponse {
        switch self {
        case .badRequest400: .json(#"{"cod":"400","error":true,"reason":"Parameter is invalid","message":"Parameter is invalid"}"#, status: 400)
        case .unauthorised401: .json(#"{"cod":401, "message": "Invalid API key."}"#, status: 401)
        case .notFound404: .json(#"{"cod":"404","message":"city not found"}"#, status: 404)
        case .rateLimited429: StubResponse.json(#"{"cod":429}"#, status: 429).with(header: "Retry-After", "1")
        case .serverError500: .json(#"{"cod":500}"#, status: 500)
        case .unavailable503: .text("<html>Service Unavailable</html>", status: 503)
        case .htmlWithStatus200: .text("<!DOCTYPE html><html><body>Maintenance</body></html>")
        case .emptyBody: .json("")
        case .truncatedJSON: .json(#"{"city":{"name":"Lon"#)
        case .wrongShapeJSON: .json("[1, 2, 3]")
        case .missingFieldsJSON: .json(#"{"cod":"200","city":{"name":"Nowhere"},"list":[]}"#)
        case .fiftyMegabytes: .fault(.hugeBody(bytes: 50 << 20))
        case .droppedMidBody: StubResponse(body: Data(repeating: UInt8(ascii: " "), count: 4000), fault: .dropConnectionMidBody)
        case .neverAnswers: .fault(.neverRespond)
        case .nothingListening: .json("{}")
        }
    }

    /// Failures that pass: a cached copy is shown instead.
    var allowsFallback: Bool {
        ![.badRequest400, .unauthorised401, .notFound404].contains(self)
    }

    func expectedStatus(_ command: FetchingCommand, _ provider: Scenario.Provider) -> Int32 {
        switch self {
        case .unauthorised401 where provider == .openWeatherMap: 77
        case .notFound404 where provider == .openWeatherMap && command == .search: 66
        // Open-Meteo's geocoder leaves out "results" when nothing matches.
        case .missingFieldsJSON where provider == .openMeteo && command.searchesByName: 66
        default: 69
        }
    }

    /// Words the message must contain so the user knows the cause.
    func cause(_ command: FetchingCommand, _ provider: Scenario.Provider) -> [String] {
        switch self {
        case .badRequest400: ["rejected the request"]
        // The scenario's key is in OPENWEATHER_API_KEY: the message says so, and how to replace it there.
        case .unauthorised401: provider == .openWeatherMap ? ["rejected the API key from the environment variable OPENWEATHER_API_KEY"] : ["rejected the request"]
        case .notFound404: provider == .openWeatherMap && command == .search ? ["no place called"] : ["rejected the request"]
        case .rateLimited429: ["rate-limited until"]
        case .serverError500: ["HTTP 500", "not the connection's: try again later"]
        case .unavailable503: ["HTTP 503", "not the connection's: try again later"]
        case .missingFieldsJSON where provider == .openMeteo && command.searchesByName: ["no place called"]
        case .htmlWithStatus200, .emptyBody, .truncatedJSON, .wrongShapeJSON, .missingFieldsJSON: ["cannot read", "try again later"]
        case .fiftyMegabytes: ["larger than 8 MB", "try again later"]
        case .droppedMidBody: ["cannot be reached", "check the connection"]
        case .neverAnswers: ["did not answer within 1 s", "check the connection"]
        case .nothingListening: ["cannot be reached", "connection refused", "check the connection"]
        }
    }
}

/// Every command that asks a provider for something.
enum FetchingCommand: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case search, at, here, favouriteShow, favouriteAdd

    var testDescription: String { rawValue }

    var searchesByName: Bool { self == .search || self == .favouriteAdd }

    var arguments: [String] {
        switch self {
        case .search: ["search", "berlin"]
        case .at: ["at", "52.52", "13.41"]
        case .here: ["here", "--location", "52.52,13.41"]
        case .favouriteShow: ["fav", "show", "1"]
        case .favouriteAdd: ["fav", "add", "berlin", "--pick", "1"]
        }
    }
}

@Suite("Provider faults")
struct FaultMatrixTests {
    static let providers: [Scenario.Provider] = [.openWeatherMap, .openMeteo]

    /// A 1-second timeout only where the fault is silence; every other fault must be told apart from
    /// a timeout however busy the machine is, so it gets a generous one.
    func scenario(_ provider: Scenario.Provider, _ fault: ProviderFault? = nil) throws -> Scenario {
        let scenario = try Scenario(provider, environment: ["WF_TIMEOUT": fault == .neverAnswers ? "1" : "30"])
        #expect(try scenario.run("fav", "add", "52.52,13.41").status == 0)
        return scenario
    }

    func inject(_ fault: ProviderFault, into scenario: Scenario) {
        if fault == .nothingListening { return scenario.server.stop() }
        for path in ["/data/2.5/forecast", "/data/2.5/weather", "/geo/1.0/direct", "/v1/search", "/v1/forecast"] {
            scenario.server.respond(to: path, with: fault.response)
        }
    }

    @Test("With nothing cached: the documented exit code and one line naming the cause, never the key",
          arguments: FetchingCommand.allCases, ProviderFault.allCases)
    func withoutCache(command: FetchingCommand, fault: ProviderFault) throws {
        for provider in Self.providers {
            let scenario = try scenario(provider, fault)
            inject(fault, into: scenario)
            let result = try scenario.wf.run(command.arguments)
            let context = "\(provider) \(command) \(fault): \(result.stderr)"
            #expect(result.status == fault.expectedStatus(command, provider), "\(context)")
            for word in fault.cause(command, provider) { #expect(result.stderr.contains(word), "\(context)") }
            // Advice for the connection only when no answer came.
            let connectionAdvice = [.droppedMidBody, .neverAnswers, .nothingListening].contains(fault)
            #expect(result.stderr.contains("check the connection") == connectionAdvice, "\(context)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(context)")
            #expect(result.stdout.isEmpty, "\(context)")
            #expect(!result.output.contains(Scenario.apiKey), "\(context)")
        }
    }

    @Test("With a cached copy: a passing failure shows it with the offline note and exit 0",
          arguments: [FetchingCommand.search, .at, .here, .favouriteShow], ProviderFault.allCases.filter(\.allowsFallback))
    func withCache(command: FetchingCommand, fault: ProviderFault) throws {
        for provider in Self.providers {
            let scenario = try scenario(provider, fault)
            #expect(try scenario.wf.with(["WF_TIMEOUT": "30"]).run(command.arguments).status == 0)
            try scenario.ageCache(byDays: 1)
            inject(fault, into: scenario)
            let result = try scenario.wf.run(command.arguments)
            let context = "\(provider) \(command) \(fault): \(result.stderr)"
            #expect(result.status == 0, "\(context)")
            #expect(result.stderr.contains("offline — showing data from"), "\(context)")
            #expect(!result.stdout.isEmpty, "\(context)")
            #expect(!result.output.contains(Scenario.apiKey), "\(context)")
        }
    }

    @Test("fav list keeps going: every row shows its error; when none succeeded the status is one failing fetch's",
          arguments: ProviderFault.allCases)
    func favouriteList(fault: ProviderFault) throws {
        for provider in Self.providers {
            let scenario = try scenario(provider, fault)
            inject(fault, into: scenario)
            let one = try scenario.run("at", "3", "4")
            let failed = try scenario.run("fav", "list")
            #expect(failed.status == one.status && failed.status != 0, "\(provider) \(fault)")
            #expect(failed.stdout.contains("error:"), "\(provider) \(fault): \(failed.stdout)")
            #expect(!failed.output.contains(Scenario.apiKey))
        }
    }

    @Test("Transient failures are retried with backoff; client errors and 429 are not", arguments: [(503, 3), (429, 1), (404, 1), (400, 1)])
    func retries(status: Int, requests: Int) throws {
        let scenario = try Scenario(.openWeatherMap, environment: ["WF_RETRIES": "2"])
        scenario.server.respond(to: "/data/2.5/weather", with: StubResponse.json("{}", status: status).with(header: "Retry-After", "0"))
        let result = try scenario.run("at", "1", "1")
        #expect(result.status != 0)
        #expect(scenario.server.requests(to: "/data/2.5/weather").count == requests)
    }

    @Test("Two failing requests in one command, under load, never hang or crash (one is cancelled as the other fails)")
    func failingSiblingsUnderLoad() throws {
        let scenario = try Scenario(.openWeatherMap, environment: ["WF_TIMEOUT": "5"])
        inject(.badRequest400, into: scenario)
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for _ in 0..<15 {
                if let result = try? scenario.wf.run(["here", "--location", "52.52,13.41"], timeout: 20) { results.append([result]) }
            }
        }
        #expect(results.all.count == 60)
        #expect(results.all.allSatisfy { $0.status == 69 }, "\(results.all.map(\.status))")
    }
}
