import Foundation
import Testing
import TestSupport

/// The one budget every request passes through: past `daily-budget`, the weather is still asked and
/// shown, and each side part is skipped, saying so, in text, sentences, JSON and `--format`.
@Suite("The day's budget")
struct BudgetEndToEndTests {
    /// A home that has spent about 800 of Open-Meteo's calls today (the climate archive's 784 among
    /// them) on Paris, with nothing kept of Berlin, its location.
    func spentScenario(budget: Int) throws -> Scenario {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        let first = try scenario.run("here", "--location", "48.85,2.35")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Climate "), "\(first.stdout)")
        var spent = scenario
        spent.wf = scenario.wf.with(["WF_DAILY_BUDGET": String(budget)])
        return spent
    }

    @Test("Past the budget: the weather is asked and shown; the air, the ensemble and the previous runs are not asked, and each says why")
    func skippedInText() throws {
        let scenario = try spentScenario(budget: 500)
        let (air, ensemble, runs) = (scenario.server.requests(to: "/v1/air-quality").count, scenario.sides.requests(to: "/v1/ensemble").count,
                                     scenario.sides.requests(to: PreviousRunsAnswer.path).count)
        let forecasts = scenario.server.requests(to: "/v1/forecast").count
        let result = try scenario.run("here")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Temperature "), "the weather is always asked: \(result.stdout)")
        #expect(scenario.server.requests(to: "/v1/forecast").count > forecasts, "the weather is asked")
        #expect(result.stdout.contains(#/Air +skipped: today's budget is 1\d\d% spent, too little left for it/#), "\(result.stdout)")
        #expect(result.stdout.contains(#/Tomorrow +skipped: today's budget is/#), "\(result.stdout)")
        // Nothing of the side parts was sent.
        #expect(scenario.server.requests(to: "/v1/air-quality").count == air)
        #expect(scenario.sides.requests(to: "/v1/ensemble").count == ensemble)
        #expect(scenario.sides.requests(to: PreviousRunsAnswer.path).count == runs)
        #expect(result.stdout.contains(#/Climate +skipped: today's budget is/#), "\(result.stdout)")
        let search = try scenario.run("search", "berlin")
        #expect(search.stdout.contains(#/Likely ranges skipped: today's budget is 1\d\d% spent/#), "\(search.stdout)")
        #expect(scenario.sides.requests(to: "/v1/ensemble").count == ensemble)

        // What is kept is shown at no cost: Paris's air and climate, within their time.
        let paris = try scenario.run("here", "--location", "48.85,2.35")
        #expect(paris.stdout.contains("Air         European AQI"), "\(paris.stdout)")
        #expect(paris.stdout.contains("Climate     today's high"), "\(paris.stdout)")
        #expect(scenario.server.requests(to: "/v1/air-quality").count == air)
    }

    @Test("Skipped parts are null in JSON, with skipped naming each and why; ? in --format; a sentence in accessible mode")
    func skippedEverywhere() throws {
        let scenario = try spentScenario(budget: 500)
        let json = try scenario.run("here", "--json")
        #expect(json.status == 0, "\(json.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let skipped = try #require(document["skipped"] as? [String: String])
        #expect(skipped == ["air_quality": "budget", "confidence": "budget", "climate": "budget", "forecast_change": "budget"], "\(skipped)")
        #expect(document["air_quality"] is NSNull && document["confidence"] is NSNull && document["climate"] is NSNull)

        let line = try scenario.run("here", "--format", "%t %A")
        #expect(line.status == 0, "\(line.stderr)")
        #expect(line.stdout.hasSuffix(" ?\n") && line.stdout.contains("°C"), "\(line.stdout)")

        let spoken = try scenario.run("here", "--accessible", "--more")
        #expect(spoken.stdout.contains(#/Air quality was not asked for: today's budget is 1\d\d percent spent, too little left for it\./#),
                "\(spoken.stdout)")
    }

    @Test("Within the budget nothing is skipped: skipped is an empty object")
    func withinBudget() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        let json = try scenario.run("here", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((document["skipped"] as? [String: String])?.isEmpty == true, "\(json.stdout)")
        #expect(!(document["air_quality"] is NSNull))
    }
}
