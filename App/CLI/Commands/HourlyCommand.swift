import Domain
import Foundation
import Observation
import Presentation

struct HourlyCommand: Command {
    static let name = "hourly"
    static let summary = "Hour by hour: temperature, rain, wind, with a chart"
    static let help = """
    USAGE: wf hourly [<place|lat,lon>] [--hours N] [--units metric|imperial] [--ascii] [--refresh] [--json]

    Shows one row per forecast point from the current hour on: local time, icon, temperature,
    feels-like, precipitation (amount and chance), wind and description. Open-Meteo gives a point
    every hour; OpenWeatherMap's free forecast every 3 hours, for 5 days.

    On a terminal a chart of temperature and chance of precipitation comes first; piped output
    has the rows only. Without a place, your location is used, as in 'wf here'. The hours come
    from the same cached forecast as 'wf search': the same day, no new request.

    OPTIONS:
      --hours <N>       hours to show (1-168, default 24)
      --units <units>   metric (°C, km/h, mm) or imperial (°F, mph, in)
      --ascii           draw the chart with plain ASCII characters
      --refresh         fetch now even if today's forecast is cached
      --json            print one JSON document (see the README)
      -h, --help        show this help

    EXAMPLES:
      wf hourly berlin
      wf hourly 52.52,13.40 --hours 48
      wf hourly --hours 12 --json
    """
    static let spec = ArgumentSpec(flags: ["--json", "--ascii", "--refresh"], options: ["--hours", "--units"])

    let place: String?
    let hours: Int
    let units: String?
    let ascii: Bool
    let refresh: Bool
    let json: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        place = arguments.positionals.isEmpty ? nil : arguments.positionals.joined(separator: " ")
        if let text = arguments.value("--hours") {
            guard let value = Int(text), HourlyForecastUseCase.hourRange.contains(value) else {
                throw UsageError(message: "--hours must be a whole number from 1 to 168", command: "wf hourly")
            }
            hours = value
        } else {
            hours = HourlyForecastUseCase.defaultHours
        }
        units = arguments.value("--units")
        ascii = arguments.has("--ascii")
        refresh = arguments.has("--refresh")
        json = arguments.has("--json")
    }

    func run(in context: CommandContext) async -> ExitCode {
        do {
            let location: LocationSetting?
            if let place {
                location = try LocationSetting(parsing: place)
                if case .place(let name)? = location { _ = try SearchForecastUseCase.validated(name) }
            } else {
                location = nil
            }
            let container = try context.container()
            // No place and no location: say how to set one, before any request.
            guard let location = try location ?? container.settings.location() else { throw WeatherError.locationNotSet }
            let units = try container.units(override: units)
            let viewModel = try container.hourlyViewModel()
            viewModel.send(.load(.init(location: location, hours: hours, units: units, refresh: refresh)))
            let state = await context.finalState(Observations { viewModel.state }, isFinal: \.isFinished) ?? viewModel.state
            switch state {
            case .loaded(let result):
                context.noteIfOffline(result.forecast.source, fetchedAt: result.forecast.value.fetchedAt)
                var style = context.style
                if ascii { style.unicode = false }
                context.console.write(json
                    ? JSONDocument.encode(JSONDocument.Hourly(query: place.map { SearchQuery($0).text }, result))
                    : HourlyRenderer.render(result, chart: style.isTerminal, style: style))
                return .success
            case .failed(let error):
                return context.fail(error)
            case .idle, .loading:
                return context.fail(WeatherError.unexpected("hourly ended without a result"))
            }
        } catch {
            return context.fail(error)
        }
    }
}
