import CommandLineKit
import Domain
import Foundation
import Observation
import Presentation
import WeatherTerminal

struct AtCommand: Command, ReportingCommand, DeclaredByProperties {
    static let signature = CommandSignature(
        name: "at",
        summary: "Current weather at a coordinate",
        discussion: """
        Shows the current weather at any point: condition, temperature and feels-like, min/max,
        humidity, pressure, wind, clouds, visibility, sunrise and sunset (local time), and a line
        for the air quality, fetched at the same time (if it fails, the weather still shows).
        Negative numbers need no '--': wf at -33.92 18.42. If the provider cannot be reached,
        the last result for that point (within about a kilometre) is shown with its time.
        """,
        arguments: declaredArguments,
        options: declaredOptions,
        sections: [OneLineFormat.helpSection],
        examples: ["wf at 51.5 -0.12", "wf at -33.92,18.42 --json", "wf at 51.5 -0.12 --format \"%c %t %w\""]
    )

    @Positionals(wrappedValue: Coordinate(unchecked: 0, 0),
                 [.one("latitude", help: "-90 to 90; or both in one word: <latitude>,<longitude>"),
                  .optional("longitude", help: "-180 to 180")],
                 read: AtCommand.coordinate)
    var coordinate: Coordinate
    @OptionGroup(command: "wf at", .units, .refresh, .timeZone, .json, .format, .oneline, .ascii, .accessible, .more, .lang)
    var choices: ReportChoices

    nonisolated private static func coordinate(_ words: [String]) throws(UsageError) -> Coordinate {
        do {
            switch words.count {
            case 1: return try Coordinate(parsing: words[0])
            // "-33.9, 18.4" as the shell splits it: one coordinate in two words.
            case 2 where words.joined().filter({ $0 == "," }).count == 1 && words[0].hasSuffix(","):
                return try Coordinate(parsing: words.joined(separator: " "))
            case 2: return try Coordinate(latitudeText: words[0], longitudeText: words[1])
            default: throw WeatherError.invalidInput("wf at needs a latitude and a longitude, e.g. wf at 51.5 -0.12")
            }
        } catch {
            let why = WeatherErrorMessage(WeatherError(error), remedies: .commandLine).text
            guard !words.isEmpty, words.count <= 2 else { throw UsageError(message: why, command: "wf at") }
            throw UsageError(message: "read \(Quoted(words.joined(separator: " "))): \(why); wf at takes 51.5 -0.12, 51.5,-0.12"
                                 + " or \"51.5, -0.12\" (a point before decimals, a comma only between the two)", command: "wf at")
        }
    }

    func run(in context: CommandContext) async -> ExitCode {
        context.use(output)
        // Only the sky's codes: computed here, no weather asked for and none needed in the cache.
        if let format, !format.needsWeather {
            context.show(format, at: coordinate)
            return .success
        }
        do {
            let container = try context.container()
            let units = try container.units(override: units)
            try context.useWindUnit()
            let reports = try container.placeReport(), plan = try container.reportPlan(format: format, json: json, forecast: false)
            let place = Place(name: coordinate.description, coordinate: coordinate)
            // A status bar's line waits for the network at most `status-timeout` when a copy can answer.
            let patience = format == nil ? nil : try container.settings.statusTimeout()
            let viewModel = LocationWeatherViewModel(dependencies: .init(load: { policy in
                try await reports.execute(for: place, units: units, plan: plan.with(policy.waiting(atMost: patience)))
            }))
            let state = await context.withProgress(context.fetching(.progressWeather(at: coordinate.description))) {
                await viewModel.finalState(after: .start(watch: nil, refresh: refresh))
            }
            switch state.phase {
            case .loaded(let report):
                context.show(report, as: .weatherNow, format: format, json: json)
                return .success
            case .failed(let error):
                return context.fail(error)
            case .idle, .loading:
                return context.fail(WeatherError.unexpected("no result"))
            }
        } catch {
            return context.fail(error)
        }
    }
}
