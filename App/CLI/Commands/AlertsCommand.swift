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
        the event, when it starts and ends, severity, certainty and urgency, the
        headline, the description and what to do. Alerts that have ended or were cancelled are left out.
        Times are on the place's clock, labelled with its offset ("07:00 UTC+1") where it is not
        this machine's; --tz sets another zone.

        Sources: the US National Weather Service for places in the US (setting nws-url), and MET
        Norway's MetAlerts for Norway (setting met-norway-url); both are sent 'wf/<version>' and the
        contact setting, as their terms ask. A place found by name goes by its country; a bare
        coordinate by rough boxes around each country (see the README). Elsewhere no request is made
        and wf says there is no official alert source for the place: it never says "no alerts" when
        it cannot know. Alerts are kept for 5 minutes. 'wf here', 'wf at' and 'wf search' show a
        one-line banner above the report when an alert is in force; --format has %W.
        """,
        arguments: [.optionalWords("place", help: "a place name or lat,lon; your location when left out")],
        options: [.timeZone, .ascii, .accessible, .lang, refresh, .json],
        examples: ["wf alerts \"Miami, US\"", "wf alerts 59.91,10.75", "wf alerts --json"]
    )

    let place: PlaceArgument
    let output: OutputChoices
    let refresh: Bool
    let json: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        place = PlaceArgument(arguments)
        output = OutputChoices(arguments)
        refresh = arguments.has(Self.refresh)
        json = arguments.has(.json)
    }

    func run(in context: CommandContext) async -> ExitCode {
        context.use(output)
        do {
            let given = try place.parsed()
            let container = try context.container()
            let location = try place.location(given, settings: container.settings)
            let viewModel = AlertsViewModel(dependencies: .init(try container.alerts()))
            let progress = "Fetching official alerts\(place.forWhat)"
            let state = await context.withProgress(TerminalSafe(progress).text) {
                await viewModel.finalState(after: .load(.init(location: location, refresh: refresh)))
            }
            return context.finish(state, about: place, settings: container.settings, command: "alerts",
                                  notes: { ($0.locatedByIP, $0.alerts.source, $0.alerts.value.fetchedAt) },
                                  clock: { context.clock(for: $0.alerts.value.place, providerOffsetSeconds: $0.alerts.value.alerts.first?.utcOffsetSeconds) },
                                  write: { report, clock in
                                      json ? JSONDocument.encode(JSONDocument.Alerts(report, now: context.now()))
                                           : AlertsRenderer.render(report, style: context.style, utcOffset: clock, now: context.now()) })
        } catch {
            return context.fail(error)
        }
    }
}
