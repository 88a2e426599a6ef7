import CommandLineKit
import DataAccess
import Domain
import Foundation
import Observation
import Presentation
import WeatherTerminal

struct SearchCommand: Command, DeclaredByProperties {
    static let signature = CommandSignature(
        name: "search",
        summary: "Daily forecast for a city (at least 3 characters)",
        discussion: """
        Shows one line per day: date, icon, average temperature, min…max, precipitation (amount and
        chance), wind (speed and direction), UV index, humidity, pressure and description. Days are
        the city's local calendar days. On a narrow terminal columns are left out, pressure first,
        then humidity, UV, wind, precipitation and the range; the description is shortened last.

        A forecast is cached for the calendar day on which it was fetched: searching again the same
        day makes no request. If the provider cannot be reached, the last cached forecast is shown
        with a note on stderr. \(ProviderHelp.shorterHorizons)

        A country or region after a comma narrows the place: "Berlin, US", "Berlin, Germany",
        "Berlin, Wisconsin". --pick N takes the Nth place the name fits, in the order of "also:".
        A coordinate (52.52,13.40) is searched as a point.
        """,
        arguments: declaredArguments,
        options: declaredOptions,
        examples: ["wf search london", "wf search \"São Paulo\" --units imperial --days 3", "wf search \"Berlin, US\"",
                   "wf search berlin --pick 2"]
    )

    @Positionals(.words("query", help: "a city, optionally with its country or region: \"London, CA\"")) var words
    @OptionValue(.units) var units: String?
    @OptionValue(.value("--days", "N", .wholeNumber(1...ProviderRegistry.longestHorizon), help: "days to show; default 7"))
    var days: Int?
    @OptionValue(.value("--pick", "N", .wholeNumber(1...Int.max), help: "the Nth of the places the name fits (see \"also:\")"))
    var pick: Int?
    @Flag(.flag("--refresh", help: "fetch now even if today's forecast is cached")) var refresh
    @OptionGroup(.timeZone, .json, .ascii, .accessible, .lang) var output: OutputChoices

    /// Unquoted multi-word names ("wf search new york") are one query.
    var query: String { words.joined(separator: " ") }
    var json: Bool { output.json }

    func run(in context: CommandContext) async -> ExitCode {
        context.use(output)
        do {
            // The 3-character rule is checked before anything is opened or requested.
            _ = try SearchQuery.validated(query)
            let container = try context.container()
            let units = try container.units(override: units)
            try context.useWindUnit()
            // --days is a view of what is asked and cached: a copy of 16 days still shows 7 without it.
            let shown = days ?? Forecast.defaultDays
            let viewModel = try container.searchViewModel(json: json)
            let request = SearchRequest(query, days: shown, units: units, refresh: refresh, pick: pick)
            let state = await context.withProgress(context.fetching(.progressForecast(for: query))) {
                await viewModel.finalState(after: .load(request))
            }
            switch state {
            case .loaded(let report):
                let result = report.forecast, parts = report.parts
                context.noteIfOffline(result.source, fetchedAt: result.value.fetchedAt, clock: context.clock(providerOffsetSeconds: result.value.utcOffsetSeconds))
                context.noteIfBeyondHorizon(asked: days, result.value)
                if json {
                    context.console.write(JSONDocument.encode(JSONDocument.Search(query: SearchQuery(query).text, result, days: shown,
                                                                                  windUnit: context.windUnit, parts: parts,
                                                                                  closing: context.style.closingParts)))
                } else {
                    let clock = context.clock(providerOffsetSeconds: result.value.utcOffsetSeconds)
                    let table = ForecastRenderer.render(context.shown(result), days: shown, style: context.style,
                                                        utcOffset: clock, parts: parts, now: context.now())
                    context.console.write(context.withAlerts(table, parts.alerts, clock: clock))
                }
                return .success
            case .failed(let error):
                return context.fail(error)
            case .idle, .loading:
                return context.fail(WeatherError.unexpected("search ended without a result"))
            }
        } catch {
            return context.fail(error)
        }
    }
}
