import CommandLineKit
import DataAccess
import Domain
import Foundation
import Observation
import Presentation
import WeatherTerminal

struct SearchCommand: Command {
    static let days = Option.value("--days", "N", .wholeNumber(1...ProviderRegistry.longestHorizon), help: "days to show; default 7")
    static let refresh = Option.flag("--refresh", help: "fetch now even if today's forecast is cached")
    static let pick = Option.value("--pick", "N", .wholeNumber(1...Int.max), help: "the Nth of the places the name fits (see \"also:\")")

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
        arguments: [.words("query", help: "a city, optionally with its country or region: \"London, CA\"")],
        options: [.units, days, pick, refresh, .timeZone, .json, .ascii, .accessible, .lang],
        examples: ["wf search london", "wf search \"São Paulo\" --units imperial --days 3", "wf search \"Berlin, US\"",
                   "wf search berlin --pick 2"]
    )

    let query: String
    let units: String?
    let days: Int?
    let pick: Int?
    let refresh: Bool
    let json: Bool
    let output: OutputChoices

    init(_ arguments: ParsedArguments) throws(UsageError) {
        // Unquoted multi-word names ("wf search new york") are one query.
        query = arguments.positionals.joined(separator: " ")
        units = arguments.value(.units)
        days = arguments.wholeNumber(Self.days)
        pick = arguments.wholeNumber(Self.pick)
        refresh = arguments.has(Self.refresh)
        json = arguments.has(.json)
        output = OutputChoices(arguments)
    }

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
            // The report's parts of the place, as every view of a place has them. The heading's alert
            // (text) is current: for a coordinate, which is its place, it is asked for beside the
            // forecast; for a name, once the forecast names the place. The days' likely highs and
            // tomorrow's change go with the forecast: fetched with it, and with a copy of it, the
            // copies kept with it (a search asked again the same day asks nothing).
            let reports = try container.placeReport()
            var alertsPlan = try container.reportPlan(format: nil, forecast: false, policy: refresh ? .refresh : .preferCache)
            alertsPlan.parts = json ? [] : [.alerts]
            var withForecast = alertsPlan
            withForecast.parts = [.confidence, .forecastChange]
            withForecast.units = units
            withForecast.days = shown
            let plan = alertsPlan
            let alertsBeside = (try? Coordinate(parsing: query)).map { coordinate in
                Task { await reports.parts(for: [Place(name: coordinate.description, coordinate: coordinate)], plan: plan).first?.alerts }
            }
            let viewModel = try container.searchViewModel()
            let query = query, pick = pick, partsPlan = withForecast
            let (state, ahead) = await context.withProgress(context.fetching("the forecast for \(query)")) {
                // The likely highs and the forecast change need only the place: asked beside the
                // forecast, once the name is found (one lookup for both).
                let partsAhead = container.partsAhead()
                let ahead = Task { await partsAhead?.start(query, pick: pick, plan: partsPlan) }
                let state = await viewModel.finalState(after: .load(SearchRequest(query, days: shown, units: units, refresh: refresh, pick: pick)))
                return (state, await ahead.value)
            }
            switch state {
            case .loaded(let result):
                context.noteIfOffline(result.source, fetchedAt: result.value.fetchedAt, clock: context.clock(providerOffsetSeconds: result.value.utcOffsetSeconds))
                context.noteIfBeyondHorizon(asked: days, result.value)
                // With a copy of the forecast, the parts' copies kept with it, however old.
                if result.source != .network { withForecast.policy = .cachedOnly }
                let place = result.value.place, alertsAfter = alertsBeside == nil && !json
                let asked = result.source == .network && ahead?.place.coordinate == place.coordinate ? ahead : nil
                if asked == nil { ahead?.parts.cancel() }
                let forecastPlan = withForecast
                async let alongside = if let asked { await asked.parts.value ?? ReportParts() }
                    else { await reports.parts(for: [place], plan: forecastPlan).first ?? ReportParts() }
                async let alerts = alertsAfter ? reports.parts(for: [place], plan: plan).first?.alerts : nil
                var parts = await alongside
                // A copy another command fetched (`wf here`) has no parts kept with it: they are asked
                // for now, unless offline, so that every command shows the report's likely highs.
                if result.source == .cache {
                    var missing = withForecast
                    missing.policy = .preferCache
                    let failed = Set([(ReportPart.confidence, parts.confidence?.failure), (.forecastChange, parts.forecastChange?.failure)]
                        .compactMap { $0.1 == nil ? nil : $0.0 })
                    missing.parts = failed
                    if !failed.isEmpty, let asked = await reports.parts(for: [place], plan: missing).first {
                        if failed.contains(.confidence) { parts.confidence = asked.confidence }
                        if failed.contains(.forecastChange) { parts.forecastChange = asked.forecastChange }
                    }
                }
                parts.alerts = if let alertsBeside { await alertsBeside.value } else { await alerts }
                if json {
                    context.console.write(JSONDocument.encode(JSONDocument.Search(query: SearchQuery(query).text, result, days: shown,
                                                                                  windUnit: context.windUnit, parts: parts)))
                } else {
                    let clock = context.clock(providerOffsetSeconds: result.value.utcOffsetSeconds)
                    let table = ForecastRenderer.render(context.shown(result), days: shown, style: context.style,
                                                        utcOffset: clock, parts: parts, now: context.now())
                    context.console.write(context.withAlerts(table, parts.alerts, clock: clock))
                }
                return .success
            case .failed(let error):
                ahead?.parts.cancel()
                return context.fail(error)
            case .idle, .loading:
                return context.fail(WeatherError.unexpected("search ended without a result"))
            }
        } catch {
            return context.fail(error)
        }
    }
}
