import CommandLineKit
import Domain
import Foundation
import Presentation
import WeatherTerminal

struct SkyCommand: Command, DeclaredByProperties {
    static let signature = CommandSignature(
        name: "sky",
        summary: "Sun and moon: dawn to dusk, golden hours, the moon's phase",
        discussion: """
        Shows, for one day at one place, civil dawn, sunrise, solar noon, sunset and civil dusk, how
        long the day is and how that changed since the day before, the morning and evening golden
        hours (the Sun between -4° and +6°), and the Moon: its phase, how much of it is lit, its
        age, when it rises and sets, and the next full and new moon.

        Everything is computed on your machine: no weather is fetched. A lat,lon needs no
        connection at all; a place name is looked up once with the geocoder and then cached, as in
        'wf search'. Without a place, your location is used, as in 'wf here'.

        Times are on the place's clocks: the zone --tz names, else its time zone when the geocoder
        gives one, else (for a lat,lon) the zone or offset of weather cached for that spot,
        otherwise the offset of its longitude (15° an hour), which can be an hour off: the output
        says which, and --tz sets the zone. South of the equator the moon's picture is mirrored,
        as it is seen there.
        """,
        arguments: declaredArguments,
        options: declaredOptions,
        examples: ["wf sky oslo", "wf sky 59.91,10.75 --date 2026-12-21", "wf sky -33.87,151.21 --json",
                   "wf sky -34.60,-58.38 --tz America/Argentina/Buenos_Aires"]
    )

    @Positionals() var place: PlaceArgument
    @OptionValue(.value("--date", "YYYY-MM-DD", help: "the day to show; default today at the place"), as: SkyCommand.day)
    var day: CalendarDay?
    @OptionGroup(.skyTimeZone, .json, .ascii, .accessible, .lang) var output: OutputChoices
    var json: Bool { output.json }

    nonisolated private static func day(_ text: String) throws(UsageError) -> CalendarDay {
        guard let day = CalendarDay(strictISO: text) else {
            throw UsageError(message: "--date is a day of the calendar written YYYY-MM-DD, such as 2026-12-21, not \(Quoted(text))",
                             command: "wf sky")
        }
        return day
    }

    func run(in context: CommandContext) async -> ExitCode {
        context.use(output)
        var blame: (any Error) -> any Error = { $0 }
        do {
            let given = try place.parsed()
            let container = try context.container()
            blame = { [place] in place.blaming($0, settings: container.settings) }
            let location = try place.location(given, settings: container.settings)
            let result = try await resolving(location, in: context) {
                try await container.sky().execute(location, on: day, zone: output.timeZone)
            }
            context.noteIfLocatedByIP(result.locatedByIP)
            context.console.write(json ? JSONDocument.encode(JSONDocument.Sky(result.sky)) : SkyRenderer.render(result.sky, style: context.style))
            return .success
        } catch {
            return context.fail(blame(error))
        }
    }

    /// A name (or `auto`) may need the network: a slow look-up says what it is waiting for, as other commands do.
    private func resolving<T>(_ location: LocationSetting, in context: CommandContext, _ work: () async throws -> T) async throws -> T {
        if case .coordinate = location { return try await work() }
        var indicator: ProgressIndicator?
        if ProgressIndicator.isWanted {
            indicator = ProgressIndicator(label: context.fetching(.progressWhere(is: place.text)), console: context.console, unicode: context.style.unicode,
                                          animated: !context.style.accessible)
            indicator?.start()
        }
        defer { indicator?.stop() }
        return try await work()
    }
}
