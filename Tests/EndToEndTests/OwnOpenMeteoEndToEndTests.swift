import Foundation
import Testing
import TestSupport

/// `open-meteo-models`: a self-hosted server answers from the models it synced only when asked for them.
@Suite("Your own Open-Meteo")
struct OwnOpenMeteoEndToEndTests {
    /// The weather of a search, of a place now (with rain soon), of several favourites, and the rain grid.
    func everyForecastRequest(_ environment: [String: String]) throws -> Scenario {
        let scenario = try Scenario(.openMeteo, environment: environment)
        #expect(try scenario.run("search", "berlin").status == 0)
        #expect(try scenario.run("hourly", "berlin").status == 0)
        #expect(try scenario.run("at", "48.85,2.35").status == 0)
        #expect(try scenario.run("fav", "add", "40.71,-74.01", "--name", "New York").status == 0)
        #expect(try scenario.run("fav", "add", "35.68,139.69", "--name", "Tokyo").status == 0)
        #expect(try scenario.run("fav", "list").status == 0)
        #expect(try scenario.run("map", "--rain", "--around", "52.52,13.41", "--json").status == 0)
        return scenario
    }

    @Test("With open-meteo-models set, every forecast request carries models=, and no other API's does")
    func pinned() throws {
        let scenario = try everyForecastRequest(["WF_OPEN_METEO_MODELS": "icon_seamless, gfs_seamless"])
        let forecasts = scenario.server.requests(to: "/v1/forecast")
        #expect(forecasts.count >= 4)
        #expect(forecasts.contains { ($0.query["minutely_15"] ?? "") == "precipitation" && ($0.query["latitude"] ?? "").contains(",") },
                "the rain grid was asked")
        for request in forecasts {
            #expect(request.query["models"] == "icon_seamless,gfs_seamless", "\(request.rawTarget)")
        }
        // Climate, the ensemble and the previous runs stay on the public APIs' own models.
        #expect(scenario.sides.requests.allSatisfy { $0.query["models"] != "icon_seamless,gfs_seamless" })
        #expect(scenario.server.requests(to: "/v1/air-quality").allSatisfy { $0.query["models"] == nil })
    }

    @Test("Without it, no request names a model but the ones wf always asks (the archive's, the ensemble's)")
    func unpinned() throws {
        let scenario = try everyForecastRequest([:])
        #expect(scenario.server.requests(to: "/v1/forecast").allSatisfy { $0.query["models"] == nil })
    }

    @Test("A value that is not a list of model names is refused, naming the setting")
    func invalid() throws {
        let scenario = try Scenario(.openMeteo)
        let result = try scenario.run("config", "set", "open-meteo-models", "icon seamless;rm")
        #expect(result.status == 64)
        #expect(result.stderr.contains("open-meteo-models is a list of names separated by commas"))
    }
}
