import CommandLineKit
import DataAccess
import Domain
import Foundation
import Observation
import Presentation
import WeatherTerminal

struct AlertsCommand: Command, DeclaredByProperties {
    static let signature = CommandSignature(
        name: "alerts",
        summary: "Official weather alerts in force (US, Canada, Norway, Germany, Europe through MeteoAlarm)",
        discussion: """
        Shows every official warning in force at a place, most severe first, in full: the level and
        the event, when it starts and ends, severity, certainty and urgency, the
        headline, the description and what to do. Alerts that have ended or were cancelled are left out.
        Times are on the place's clock, labelled with its offset ("07:00 UTC+1") where it is not
        this machine's; --tz sets another zone.

        Sources: the US National Weather Service for places in the US (setting nws-url),
        Environment and Climate Change Canada for Canada (setting eccc-url: the alerts whose zone
        holds the place, each once, in French with --lang fr), MET Norway's MetAlerts for Norway (setting met-norway-url), both sent 'wf/<version>' and the
        contact setting as their terms ask, the Deutscher Wetterdienst's warnings through Bright
        Sky for Germany (setting brightsky-url), and EUMETNET's MeteoAlarm for the rest of its
        members (setting meteoalarm-url), each in your language where it has it (--lang), English
        else; --sources lists them with their countries. A place found by name goes by its country; a
        bare coordinate by rough boxes around the US, Canada, Norway and Germany (see the README): a MeteoAlarm
        country's feed is asked only for a place found by name. MeteoAlarm's warnings are shown where
        their outline holds the place; those named only by region are counted, with the page to read
        them ("MeteoAlarm has 3 warnings in force in Italy that wf cannot place at this point; see …"),
        never shown as the place's and never left out. Everywhere else, WMO's Severe Weather
        Information Centre (setting wmo-swic-url), whose server finds the warnings whose areas hold
        the place; it carries only what the services publish, and wf says so when it has none. Where
        a source places the point in none of its areas, wf says there is no official alert source
        for the place: it never says "no alerts" when it cannot know. Alerts are kept for 5 minutes. 'wf here', 'wf at' and 'wf search' show a
        one-line banner above the report when an alert is in force; --format has %W.
        """,
        arguments: declaredArguments,
        options: declaredOptions,
        examples: ["wf alerts \"Miami, US\"", "wf alerts 59.91,10.75", "wf alerts --json", "wf alerts --sources"]
    )

    @Positionals() var place: PlaceArgument
    @OptionGroup(.timeZone, .ascii, .accessible, .lang) var output: OutputChoices
    @Flag(.flag("--refresh", help: "fetch now even if a copy from the last 5 minutes is cached")) var refresh
    @Flag(.flag("--sources", help: "list each official source, the countries it covers and its setting; ask nothing"))
    var listsSources
    @Flag(.json) var json

    func run(in context: CommandContext) async -> ExitCode {
        context.use(output)
        if listsSources { return listSources(in: context) }
        do {
            let (container, location) = try place.located(in: context)
            let viewModel = AlertsViewModel(dependencies: .init(try container.alerts()))
            let state = await context.withProgress(context.fetching(.progressAlerts(for: place.text), from: nil)) {
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

    /// Each source, the countries it covers and its setting: what `alerts.coverage` can name.
    private func listSources(in context: CommandContext) -> ExitCode {
        let sources = AlertCoverage.sources.map { coverage in
            let description = AlertSourceNames.description(of: coverage)
            return (coverage: coverage.rawValue, name: description.map { $0.attribution.text } ?? coverage.rawValue,
                    countries: coverage.countries, setting: description?.settings.first?.name ?? "")
        }
        if json {
            struct Source: Encodable { let coverage: String, name: String, countries: [String], setting: String }
            struct Document: Encodable { let sources: [Source] }
            context.console.write(JSONDocument.encode(Document(sources: sources.map {
                Source(coverage: $0.coverage, name: $0.name, countries: $0.countries, setting: $0.setting)
            })))
            return .success
        }
        // Each source on a line, its countries by name on the lines under it, wrapped to the terminal.
        let words = context.style.phrasebook
        let indent = String(repeating: " ", count: (sources.map(\.coverage.count).max() ?? 0) + 2)
        var lines: [String] = []
        for source in sources {
            lines.append(source.coverage.padding(toLength: indent.count, withPad: " ", startingAt: 0) + source.name
                         + " (setting " + source.setting + ")")
            let countries = source.countries.isEmpty ? "everywhere else: the warnings of the services that publish theirs (https://severeweather.wmo.int/sources.html)"
                : source.countries.map(words.countryName).joined(separator: ", ")
            lines += (indent + countries).wrapped(columns: max(context.style.width, 30), indent: indent)
        }
        lines.append("Where a source knows of no alert in force, wf says which source; the WMO centre has only what the services give it.")
        context.console.print(lines.joined(separator: "\n"))
        return .success
    }
}

/// The description of the source behind each coverage: its name, credit and settings.
enum AlertSourceNames {
    static func description(of coverage: AlertCoverage) -> SourceDescription? {
        switch coverage {
        case .nws: .nwsAlerts
        case .metNorway: .metAlerts
        case .brightsky: .brightskyAlerts
        case .eccc: .ecccAlerts
        case .meteoalarm: .meteoalarmAlerts
        case .wmoSwic: .wmoSwicAlerts
        case .none: nil
        }
    }
}
