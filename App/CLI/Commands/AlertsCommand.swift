import CommandLineKit
import DataAccess
import Domain
import Foundation
import Observation
import Presentation
import WeatherTerminal

struct AlertsCommand: Command {
    static let refresh = Option.flag("--refresh", help: "fetch now even if a copy from the last 5 minutes is cached")

    static let signature = CommandSignature(
        name: "alerts",
        summary: "Official weather alerts in force (US and Norway)",
        discussion: """
        Shows every official warning in force at a place, most severe first, in full: the level and
        the event, when it starts and ends (the place's time), severity, certainty and urgency, the
        headline, the description and what to do. Alerts that have ended or were cancelled are left out.

        Sources: the US National Weather Service for places in the US (setting nws-url), and MET
        Norway's MetAlerts for Norway (setting met-norway-url); both are sent 'wf/<version>' and the
        contact setting, as their terms ask. A place found by name goes by its country; a bare
        coordinate by rough boxes around each country (see the README). Elsewhere no request is made
        and wf says there is no official alert source for the place: it never says "no alerts" when
        it cannot know. Alerts are kept for 5 minutes. 'wf here', 'wf at' and 'wf search' show a
        one-line banner above the report when an alert is in force; --format has %W.
        """,
        arguments: [.optionalWords("place", help: "a place name or lat,lon; your location when left out")],
        options: [.ascii, .accessible, .lang, refresh, .json],
        examples: ["wf alerts \"Miami, US\"", "wf alerts 59.91,10.75", "wf alerts --json"]
    )

    let place: String?
    let output: OutputChoices
    let refresh: Bool
    let json: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        place = arguments.positionals.isEmpty ? nil : arguments.positionals.joined(separator: " ")
        output = OutputChoices(arguments)
        refresh = arguments.has(Self.refresh)
        json = arguments.has(.json)
    }

    func run(in context: CommandContext) async -> ExitCode {
        context.use(output)
        do {
            let location: LocationSetting?
            if let place {
                location = try LocationSetting(parsing: place)
                if case .place(let name)? = location { _ = try SearchQuery.validated(name) }
            } else {
                location = nil
            }
            let container = try context.container()
            // No place and no location: say how to set one, before any request.
            guard let location = try location ?? container.settings.location() else { throw WeatherError.locationNotSet }
            let viewModel = AlertsViewModel(dependencies: .init(try container.alerts()))
            viewModel.send(.load(.init(location: location, refresh: refresh)))
            let progress = "Fetching official alerts" + (place.map { " for \($0)" } ?? "")
            let state = await context.finalState(Observations { viewModel.state }, progress: TerminalSafe(progress).text,
                                                 isFinal: \.isFinished) ?? viewModel.state
            switch state {
            case .loaded(let report):
                context.noteIfLocatedByIP(report.locatedByIP)
                context.noteIfOffline(report.alerts.source, fetchedAt: report.alerts.value.fetchedAt)
                context.console.write(json ? JSONDocument.encode(JSONDocument.Alerts(report)) : AlertsRenderer.render(report, style: context.style))
                return .success
            case .failed(let error):
                return context.fail(place == nil ? container.settings.blamingLocation(error) : error)
            case .idle, .loading:
                return context.fail(WeatherError.unexpected("alerts ended without a result"))
            }
        } catch {
            return context.fail(error)
        }
    }
}
