import CommandLineKit
import Domain
import Foundation
import Observation
import Presentation
import WeatherTerminal

struct AtCommand: Command, ReportingCommand {
    static let signature = CommandSignature(
        name: "at",
        summary: "Current weather at a coordinate",
        discussion: """
        Shows the current weather at any point: condition, temperature and feels-like, min/max,
        humidity, pressure, wind, clouds, visibility, sunrise and sunset (local time).
        Negative numbers need no '--': wf at -33.92 18.42. If the provider cannot be reached,
        the last result for that point (within about a kilometre) is shown with its time.
        """,
        arguments: [.one("latitude", help: "-90 to 90; or both in one word: <latitude>,<longitude>"),
                    .optional("longitude", help: "-180 to 180")],
        options: [.units, .refresh, .json, .format, .oneline, .ascii, .accessible, .lang],
        sections: [OneLineFormat.helpSection],
        examples: ["wf at 51.5 -0.12", "wf at -33.92,18.42 --json", "wf at 51.5 -0.12 --format \"%c %t %w\""]
    )

    let coordinate: Coordinate
    let choices: ReportChoices

    init(_ arguments: ParsedArguments) throws(UsageError) {
        do {
            switch arguments.positionals.count {
            case 1: coordinate = try Coordinate(parsing: arguments.positionals[0])
            case 2: coordinate = try Coordinate(latitudeText: arguments.positionals[0], longitudeText: arguments.positionals[1])
            default: throw WeatherError.invalidInput("wf at needs a latitude and a longitude, e.g. wf at 51.5 -0.12")
            }
        } catch {
            throw UsageError(message: WeatherErrorMessage(WeatherError(error), remedies: .commandLine).text, command: "wf at")
        }
        choices = try ReportChoices(arguments, command: "wf at")
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
            let useCase = try container.currentWeather()
            let coordinate = coordinate
            // A status bar's line waits for the network at most `status-timeout` when a copy can answer.
            let patience = format == nil ? nil : try container.settings.statusTimeout()
            // Official alerts for the banner and for %W, fetched beside the weather.
            let alerts = (format?.needsAlerts ?? !json) ? try container.alerts() : nil
            let viewModel = LocationWeatherViewModel(dependencies: .init(load: { policy in
                let waiting = policy.waiting(atMost: patience)
                let (weather, alertsThere) = try await alerts.alongside(at: Place(name: coordinate.description, coordinate: coordinate),
                                                                        policy: waiting) {
                    try await useCase.execute(at: coordinate, units: units, policy: waiting)
                }
                var report = LocationReport(title: weather.value.displayName, current: weather)
                report.alerts = alertsThere
                return report
            }))
            viewModel.send(.start(watch: nil, refresh: refresh))
            let state = await context.finalState(Observations { viewModel.state }, progress: context.fetching("the weather at \(coordinate.description)"), isFinal: \.isFinished) ?? viewModel.state
            switch state.phase {
            case .loaded(let report):
                context.noteIfOffline(report.current.source, fetchedAt: report.current.value.fetchedAt)
                if let format {
                    context.noteIfAlertsFailed(report.alerts)
                    context.console.write(format.line(report, style: context.style, now: context.now()))
                } else {
                    context.console.write(json
                        ? JSONDocument.encode(JSONDocument.Current(report.current, windUnit: context.windUnit))
                        : context.withAlerts(CurrentWeatherRenderer.render(report.current, style: context.style), report.alerts))
                }
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
