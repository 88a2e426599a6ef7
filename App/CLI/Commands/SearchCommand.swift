import Domain
import Foundation
import Observation
import Presentation

struct SearchCommand: Command {
    static let days = Option.value("--days", "N", .wholeNumber(1...16), help: "show at most N days")
    static let refresh = Option.flag("--refresh", help: "fetch now even if today's forecast is cached")

    static let signature = CommandSignature(
        name: "search",
        summary: "Daily forecast for a city (at least 3 characters)",
        discussion: """
        Shows one line per day: date, icon, average temperature (min…max), pressure, humidity and
        description. Days are the city's local calendar days.

        A forecast is cached for the calendar day on which it was fetched: searching again the same
        day makes no request. If the provider cannot be reached, the last cached forecast is shown
        with a note on stderr.
        """,
        arguments: [.words("query", help: "a city, optionally with its country or region: \"London, CA\"")],
        options: [.units, days, refresh, .json],
        examples: ["wf search london", "wf search \"São Paulo\" --units imperial --days 3"]
    )

    let query: String
    let units: String?
    let days: Int?
    let refresh: Bool
    let json: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        // Unquoted multi-word names ("wf search new york") are one query.
        query = arguments.positionals.joined(separator: " ")
        units = arguments.value(.units)
        days = arguments.wholeNumber(Self.days)
        refresh = arguments.has(Self.refresh)
        json = arguments.has(.json)
    }

    func run(in context: CommandContext) async -> ExitCode {
        do {
            // The 3-character rule is checked before anything is opened or requested.
            _ = try SearchForecastUseCase.validated(query)
            let container = try context.container()
            let units = try container.units(override: units)
            let viewModel = try container.searchViewModel()
            viewModel.send(.search(query, units: units, refresh: refresh))
            let state = await context.finalState(Observations { viewModel.state }, isFinal: \.isFinished) ?? viewModel.state
            switch state {
            case .loaded(let result):
                context.noteIfOffline(result.source, fetchedAt: result.value.fetchedAt)
                context.console.write(json
                    ? JSONDocument.encode(JSONDocument.Search(query: SearchQuery(query).text, result, days: days))
                    : ForecastRenderer.render(result, days: days, style: context.style))
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

extension CommandContext {
    /// "offline — showing data from <time>" on stderr when the result is a fallback copy.
    func noteIfOffline(_ source: DataSource, fetchedAt: Date) {
        guard case .offline(let reason) = source else { return }
        console.note("offline — showing data from \(WeatherFormat.timestamp(fetchedAt)) (\(TerminalSafe(reason).text))")
    }

    /// `wf here` and `wf fav show`: the report as text or JSON, with the offline note when it is a fallback.
    func show(_ report: LocationReport, json: Bool) {
        if let reason = report.offlineReason {
            noteIfOffline(.offline(reason: reason), fetchedAt: report.lastUpdated)
        }
        console.write(json ? JSONDocument.encode(JSONDocument.Report(report)) : LocationReportRenderer.render(report, style: style))
    }
}
