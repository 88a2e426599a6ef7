import CommandLineKit
import Domain
import Foundation
import Observation
import Presentation
import WeatherTerminal

struct MapCommand: Command, DeclaredByProperties {
    /// Columns for the picture when stdout is not a terminal.
    static let fixedWidth = 120

    static let signature = CommandSignature(
        name: "map",
        summary: "Favourites (and here) on a world map",
        discussion: """
        Draws the world with your favourites as numbered markers and your location ('here') as @,
        fitted to the terminal (braille dots; plain '#' with --ascii or in a non-UTF-8 locale).
        Not on a terminal, it prints a \(Self.fixedWidth)-column map and a legend. The legend
        gives each favourite's air quality index now (all in one request, cached an hour).

        With --accessible it lists here and each favourite instead: name, coordinates, the weather
        now, and the distance and direction from here. --interactive then says, after each key,
        where the cursor is and the nearest place, and reads the weather as sentences.

        --rain draws the forecast precipitation of the next 2 hours within --radius km of --around
        (your location when left out) as shading under the coastlines: background colour on a
        terminal, shade characters with NO_COLOR or in a pipe, '.:#' with --ascii, with a legend
        in mm/h. It is a forecast, not radar: Open-Meteo's 15-minute data, native in Central
        Europe and North America and interpolated elsewhere, for at most 200 points asked in one
        request and kept 15 minutes. A grid weighs as many of Open-Meteo's daily calls as it has
        points (about 180, at most 200; see 'wf usage'). --json gives the 8 frames of 15
        minutes; --accessible says in sentences where and when rain is expected.
        """,
        options: declaredOptions,
        instead: "use --center lat,lon or --region",
        sections: [
            HelpSection(title: "INTERACTIVE (--interactive, on a terminal)",
                        body: MapRenderer.keys().map { $0.keys.padded(columns: 20) + $0.action }.joined(separator: "\n")),
            HelpSection(title: nil, body: "Land mask: GLOBE (NOAA), public domain."),
        ],
        examples: ["wf map --region 35,-10,60,30", "wf map --center 51.5,-0.12 --zoom 8 --ascii",
                   "wf map --rain --around berlin --radius 200"]
    )

    @Flag(.flag("--interactive", help: "explore the map with the keys below (on a terminal)")) var interactive
    @OptionValue(.units) var units: String?
    @OptionGroup(.timeZone, .ascii, .accessible, .lang) var output: OutputChoices
    @OptionValue(.value("--region", "box", help: "show the box between two corners, e.g. 35,-10,60,30 (Europe)"))
    var region: String?
    @OptionValue(.value("--center", "lat,lon", help: "centre the map here (zoom 4 unless --zoom)")) var center: String?
    @OptionValue(.value("--zoom", "N", .number(MapViewport.zoomRange), help: "how close: 1 is the whole world")) var zoom: Double?
    @Flag(.flag("--rain", help: "forecast rain of the next 2 hours around a place (not radar)")) var rain
    @OptionValue(.value("--around", "place|lat,lon", help: "the rain map's centre; your location when left out"))
    var around: String?
    @OptionValue(.value("--radius", "KM", .wholeNumber(RainMapGrid.radiusRange),
                        help: "the rain map's radius in km; default \(RainMapGrid.defaultRadius)"))
    var radius = RainMapGrid.defaultRadius
    @Flag(.json) var json

    func run(in context: CommandContext) async -> ExitCode {
        context.use(output)
        do {
            let viewport = try viewport()
            let container = try context.container()
            if rain { return try await rainMap(context, container) }
            // The weather panel of the interactive map shows wind.
            try context.useWindUnit()
            if context.style.accessible, !interactive { return try await listPlaces(context, container) }
            let mask = try WorldMapData.landMask()
            let favourites = try await container.listFavourites().places()
            let here = await herePlace(container)?.coordinate
            let charset: MapCanvas.Charset = output.ascii || !context.style.unicode ? .ascii : .braille

            guard interactive else {
                let terminal = RawTerminal.size
                let width = context.style.isTerminal ? min(terminal.width, 200) : Self.fixedWidth
                // Terminal cells are about twice as tall as wide: a 2:1 world needs a quarter as many rows.
                let legend = favourites.count + (here == nil ? 0 : 1) + 3
                let height = context.style.isTerminal ? max(min(width / 4, terminal.height - legend), 8) : width / 4
                // The air and the alerts at every favourite, one request each for all (none when every copy is
                // fresh); the legend simply goes without them when they cannot be had.
                let parts = try await container.listFavourites().sideParts(at: favourites)
                context.console.write(MapRenderer.renderStatic(mask: mask, viewport: viewport, favourites: favourites,
                                                               here: here, width: width, height: height, charset: charset,
                                                               words: context.style.phrasebook, parts: parts, now: container.now()))
                return .success
            }
            guard RawTerminal.isInteractive else {
                return context.fail(UsageError(message: "--interactive needs a terminal; without it wf map prints the map", command: "wf map"))
            }
            let map = InteractiveMap(context: context, container: container, mask: mask, favourites: favourites,
                                     here: here, charset: charset, viewport: viewport, units: units)
            return await container.budgetWarning().holding { await map.run() }
        } catch {
            return context.fail(error)
        }
    }

    /// The configured location, if it is a coordinate or a place already known; never fails the map.
    func herePlace(_ container: AppDIContainer) async -> Place? {
        guard let setting = try? container.settings.location() else { return nil }
        return try? await container.resolveLocation().execute(setting).place
    }

    /// `--accessible`: here and the favourites in sentences, with the weather now, instead of a picture.
    private func listPlaces(_ context: CommandContext, _ container: AppDIContainer) async throws -> ExitCode {
        let units = try container.units(override: units)
        let favourites = try await container.listFavourites().execute(units: units)
        var here: AccessibleRenderer.Here?
        if let place = await herePlace(container) {
            do {
                let plan = try container.reportPlan(format: nil, forecast: false, view: .weatherAlone)
                let report = try await container.placeReport().execute(for: place, units: units, plan: plan)
                here = .init(place: place, weather: .success(report.current))
            } catch {
                here = .init(place: place, weather: .failure(WeatherError(error)))
            }
        }
        context.console.write(AccessibleRenderer.map(here: here, favourites: favourites, units: units, style: context.style, now: container.now()))
        return .success
    }
}
