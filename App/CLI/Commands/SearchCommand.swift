import Domain
import Foundation
import Observation
import Presentation

struct SearchCommand: Command {
    static let name = "search"
    static let summary = "Daily forecast for a city (at least 3 characters)"
    static let help = """
    USAGE: wf search <query> [--units metric|imperial] [--days N] [--refresh] [--json]

    Shows one line per day: date, icon, average temperature, min…max, precipitation (amount and
    chance), wind (speed and direction), UV index, humidity, pressure and description. Days are
    the city's local calendar days. On a narrow terminal columns are left out, pressure first,
    then humidity, UV, wind, precipitation and the range; the description is shortened last.

    A forecast is cached for the calendar day on which it was fetched: searching again the same
    day makes no request. If the provider cannot be reached, the last cached forecast is shown
    with a note on stderr.

    OPTIONS:
      --units <units>   metric (°C, km/h, mm, hPa) or imperial (°F, mph, in, inHg);
                        default from 'wf config'
      --days <N>        days to show (1-16, default 7); OpenWeatherMap's free forecast
                        reaches 5
      --refresh         fetch now even if today's forecast is cached
      --json            print one JSON document (see the README)
      -h, --help        show this help

    EXAMPLES:
      wf search london
      wf search "São Paulo" --units imperial --days 3
    """
    static let spec = ArgumentSpec(flags: ["--refresh", "--json"], options: ["--units", "--days"])

    let query: String
    let units: String?
    let days: Int?
    let refresh: Bool
    let json: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        guard arguments.positionals.count >= 1 else {
            throw UsageError(message: "wf search needs a place, e.g. wf search london", command: "wf search")
        }
        // Unquoted multi-word names ("wf search new york") are one query.
        query = arguments.positionals.joined(separator: " ")
        units = arguments.value("--units")
        if let text = arguments.value("--days") {
            guard let value = Int(text), (1...16).contains(value) else {
                throw UsageError(message: "--days must be a whole number from 1 to 16", command: "wf search")
            }
            days = value
        } else {
            days = nil
        }
        refresh = arguments.has("--refresh")
        json = arguments.has("--json")
    }

    func run(in context: CommandContext) async -> ExitCode {
        do {
            // The 3-character rule is checked before anything is opened or requested.
            _ = try SearchForecastUseCase.validated(query)
            let container = try context.container()
            let units = try container.units(override: units)
            let viewModel = try container.searchViewModel()
            viewModel.send(.search(query, days: days ?? Forecast.defaultDays, units: units, refresh: refresh))
            let state = await context.finalState(Observations { viewModel.state }, isFinal: \.isFinished) ?? viewModel.state
            switch state {
            case .loaded(let result):
                context.noteIfOffline(result.source, fetchedAt: result.value.fetchedAt)
                context.noteIfBeyondHorizon(asked: days, result.value)
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

    /// "OpenWeatherMap's free forecast reaches 5 days; showing 5" when more days were asked for.
    func noteIfBeyondHorizon(asked days: Int?, _ forecast: Forecast) {
        guard let days, days > forecast.horizonDays else { return }
        let shown = min(days, forecast.days.count)
        console.note("\(forecast.provider)'s forecast reaches \(forecast.horizonDays) days; showing \(shown)")
    }

    /// `wf here` and `wf fav show`: the report as text or JSON, with the offline note when it is a fallback.
    func show(_ report: LocationReport, json: Bool) {
        if let reason = report.offlineReason {
            noteIfOffline(.offline(reason: reason), fetchedAt: report.lastUpdated)
        }
        console.write(json ? JSONDocument.encode(JSONDocument.Report(report)) : LocationReportRenderer.render(report, style: style))
    }
}
