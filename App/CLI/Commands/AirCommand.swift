import CommandLineKit
import DataAccess
import Domain
import Foundation
import Observation
import Presentation
import WeatherTerminal

struct AirCommand: Command, DeclaredByProperties {
    static let signature = CommandSignature(
        name: "air",
        summary: "Air quality now and over the coming hours, with pollen",
        discussion: """
        Shows the air-quality index now with its band and what it means for sensitive groups, the
        main pollutant, each pollutant (PM2.5, PM10, ozone, nitrogen dioxide, sulphur dioxide,
        carbon monoxide) and the UV index, then pollen where there is any (Europe, in season).
        On a terminal a chart of the index over the coming hours follows; piped output has one
        row an hour instead.

        The scale is the European Air Quality Index, or the US EPA's AQI for places in the US;
        'wf config set aqi-scale european|us' chooses one for every place. Without a place, your
        location is used, as in 'wf here'. Data comes from \(SourceDescription.openMeteoAirQuality.displayName) (the CAMS
        models) whatever the weather provider, and is kept for an hour.
        """,
        arguments: declaredArguments,
        options: declaredOptions,
        examples: ["wf air berlin", "wf air 40.71,-74.01 --hours 48", "wf air --json"]
    )

    @Positionals() var place: PlaceArgument
    @OptionValue(.value("--hours", "N", .wholeNumber(AirQualityUseCase.hourRange),
                        help: "hours to show; default \(AirQualityUseCase.defaultHours)"))
    var hours = AirQualityUseCase.defaultHours
    @OptionGroup(.timeZone, .ascii, .accessible, .lang) var output: OutputChoices
    @Flag(.flag("--refresh", help: "fetch now even if a copy from the last hour is cached")) var refresh
    @Flag(.json) var json

    func run(in context: CommandContext) async -> ExitCode {
        context.use(output)
        do {
            let (container, location) = try place.located(in: context)
            let scale = try container.settings.aqiScale()
            let viewModel = try container.airQualityViewModel()
            let progress = context.fetching(.progressAir(for: place.text), from: SourceDescription.openMeteoAirQuality.displayName)
            let state = await context.withProgress(progress) {
                await viewModel.finalState(after: .load(.init(location: location, hours: hours, scale: scale, refresh: refresh)))
            }
            return context.finish(state, about: place, settings: container.settings, command: "air",
                                  notes: { ($0.locatedByIP, $0.airQuality.source, $0.airQuality.value.fetchedAt) },
                                  clock: { context.clock(providerOffsetSeconds: $0.airQuality.value.utcOffsetSeconds) },
                                  write: { report, clock in
                                      json ? JSONDocument.encode(JSONDocument.AirQuality(report))
                                           : AirQualityRenderer.render(context.shown(report), chart: context.style.isTerminal, style: context.style,
                                                                       utcOffset: clock, at: context.now()) })
        } catch {
            return context.fail(error)
        }
    }
}
