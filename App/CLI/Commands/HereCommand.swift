import CommandLineKit
import Domain
import Foundation
import Observation
import Presentation
import WeatherTerminal

struct HereCommand: Command, ReportingCommand, DeclaredByProperties {
    static let signature = CommandSignature(
        name: "here",
        summary: "Current weather and 5-day forecast where you are",
        discussion: """
        Shows the current weather, the next 5 days and when the data was last updated, for your
        location, with a line for the Sun and the Moon today (as 'wf sky' computes them) and one for
        the air quality (as 'wf air' fetches it, at the same time as the weather; if it fails, the
        weather still shows and the line says so), and one for today's high against 1991-2020 (the
        archive is asked once per place and kept for good). Without a connection it shows the last
        copy with its time.

        Your location comes from, in order: --location, the WF_LOCATION environment variable, or
        the 'location' setting. Set it once with:
          wf config set location "Berlin"          (a place name, looked up once)
          wf config set location 52.52,13.40       (a coordinate)
          wf config set location auto              (approximate, from your IP address)

        With auto, wf asks an IP-geolocation service (the ip-location-url setting) at most once an
        hour, and says where it placed you the first time. It is never asked otherwise.
        """,
        options: declaredOptions,
        instead: "use --location <place>",
        sections: [OneLineFormat.helpSection],
        examples: ["wf here --location 52.52,13.40", "wf here --watch 300", "wf here --format \"%l %c %t %h %w\""]
    )

    @OptionValue(.value("--location", "where", help: "a place name, lat,lon or auto for this run")) var location: String?
    @OptionValue(.optionalValue("--watch", "SECONDS", .wholeNumber(60...Int.max), default: "600",
                                help: "refresh the screen every SECONDS until Ctrl-C"))
    var watchSeconds: Int?
    @OptionGroup(command: "wf here", .units, .refresh, .timeZone, .json, .format, .oneline, .ascii, .accessible, .more, .lang)
    var choices: ReportChoices

    var watch: Duration? { watchSeconds.map { .seconds($0) } }

    func validate() throws(UsageError) {
        if json, watch != nil { throw UsageError(message: "--json and --watch do not go together", command: "wf here") }
        if format != nil, watch != nil { throw UsageError(message: "--format and --watch do not go together", command: "wf here") }
    }

    func run(in context: CommandContext) async -> ExitCode {
        context.use(output)
        do {
            let container = try context.container()
            let setting: LocationSetting?
            if let location {
                setting = try LocationSetting(parsing: location)
            } else {
                setting = try container.settings.location()
            }
            // No location: say how to set one, before opening anything or making a request.
            guard let setting else { throw WeatherError.locationNotSet }
            // Only the sky's codes at a lat,lon: computed here, no weather asked for.
            if let format, !format.needsWeather, case .coordinate(let coordinate) = setting {
                context.show(format, at: coordinate)
                return .success
            }
            let units = try container.units(override: units)
            try context.useWindUnit()
            // A status bar's line waits for the network at most `status-timeout` when a copy can answer.
            let patience = format == nil ? nil : try container.settings.statusTimeout()
            let resolve = try container.resolveLocation(), reports = try container.placeReport()
            let plan = try container.reportPlan(format: format, json: json)
            let load: @Sendable (CachePolicy) async throws -> PlaceReport = { policy in
                let resolved = try await resolve.execute(setting)
                var report = try await reports.execute(for: resolved.place, units: units, plan: plan.with(policy.waiting(atMost: patience)))
                report.locatedByIP = resolved.locatedByIP
                return report
            }
            let viewModel = LocationWeatherViewModel(dependencies: .init(load: load))
            if let watch {
                let follow = {
                    viewModel.send(.start(watch: watch, refresh: refresh))
                    return await WatchScreen(context: context).follow(viewModel)
                }
                // Redrawn in place on a terminal, where a line on stderr would break the drawing.
                return WatchScreen.redrawsInPlace(context) ? await container.budgetWarning().holding(follow) : await follow()
            }

            let state = await context.withProgress(context.fetching(.progressWeatherHere)) {
                await viewModel.finalState(after: .start(watch: nil, refresh: refresh))
            }
            switch state.phase {
            case .loaded(let report):
                context.noteIfLocatedByIP(report.locatedByIP)
                context.show(report, format: format, json: json)
                return .success
            case .failed(let error):
                return context.fail(location == nil ? container.settings.blamingLocation(error) : error)
            case .idle, .loading:
                return context.fail(WeatherError.unexpected("no result"))
            }
        } catch {
            return context.fail(error)
        }
    }
}
