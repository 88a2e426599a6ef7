import CommandLineKit
import Domain
import Foundation
import Observation
import Presentation
import WeatherTerminal

struct HourlyCommand: Command, DeclaredByProperties {
    static let signature = CommandSignature(
        name: "hourly",
        summary: "Hour by hour: temperature, rain and wind, with a chart",
        discussion: """
        Shows one row per forecast point from the current hour on: local time, icon, temperature,
        feels-like, precipitation (amount and chance), wind and description. Open-Meteo gives a point
        every hour; OpenWeatherMap's free forecast every 3 hours, for 5 days.

        On a terminal a chart of temperature and chance of precipitation comes first; piped output
        has the rows only. Each row also says how sure the hour is, from Open-Meteo's ensemble
        (setting ensemble-model, default ecmwf_ifs025: 51 runs): the likely range, "12–15°" (10th
        to 90th percentile), and how many runs rain, "41/51 rain"; left out when the ensemble fails. Without a place, your location is used, as in 'wf here'. The hours come
        from the same cached forecast as 'wf search': the same day, no new request.
        """,
        arguments: declaredArguments,
        options: declaredOptions,
        examples: ["wf hourly berlin", "wf hourly 52.52,13.40 --hours 48", "wf hourly --hours 12 --json"]
    )

    @Positionals() var place: PlaceArgument
    @OptionValue(.value("--hours", "N", .wholeNumber(HourlyForecastUseCase.hourRange),
                        help: "hours to show; default \(HourlyForecastUseCase.defaultHours)"))
    var hours = HourlyForecastUseCase.defaultHours
    @OptionValue(.units) var units: String?
    @OptionGroup(.timeZone, .ascii, .accessible, .lang) var output: OutputChoices
    @Flag(.flag("--refresh", help: "fetch now even if today's forecast is cached")) var refresh
    @Flag(.json) var json

    func run(in context: CommandContext) async -> ExitCode {
        context.use(output)
        do {
            let (container, location) = try place.located(in: context)
            let units = try container.units(override: units)
            try context.useWindUnit()
            let viewModel = try container.hourlyViewModel()
            let state = await context.withProgress(context.fetching(.progressHourly(for: place.text))) {
                await viewModel.finalState(after: .load(.init(location: location, hours: hours, units: units, refresh: refresh)))
            }
            return context.finish(state, about: place, settings: container.settings, command: "hourly",
                                  notes: { ($0.locatedByIP, $0.forecast.source, $0.forecast.value.fetchedAt) },
                                  clock: { context.clock(providerOffsetSeconds: $0.forecast.value.utcOffsetSeconds) },
                                  write: { report, clock in
                                      json
                                      ? JSONDocument.encode(JSONDocument.Hourly(query: place.text.map { SearchQuery($0).text }, report, windUnit: context.windUnit))
                                      : HourlyRenderer.render(HourlyReport(forecast: context.shown(report.forecast), points: report.points, locatedByIP: report.locatedByIP,
                                                                           confidence: report.confidence),
                                                              chart: context.style.isTerminal, style: context.style, utcOffset: clock, now: context.now()) })
        } catch {
            return context.fail(error)
        }
    }
}
