import Domain
import Foundation
import Presentation
import WeatherTerminal

/// `wf map --rain`: the next two hours of forecast precipitation around a place.
extension MapCommand {
    func rainMap(_ context: CommandContext, _ container: AppDIContainer) async throws -> ExitCode {
        let given = try around.map { text -> LocationSetting in
            let location = try LocationSetting(parsing: text)
            if case .place(let name) = location { _ = try SearchQuery.validated(name) }
            return location
        }
        let resolved: ResolveLocationUseCase.Resolved
        do {
            guard let setting = try given ?? container.settings.location() else { throw WeatherError.locationNotSet }
            resolved = try await container.resolveLocation().execute(setting)
        } catch {
            throw given == nil ? container.settings.blamingLocation(error) : error
        }
        context.noteIfLocatedByIP(resolved.locatedByIP)
        let place = resolved.place
        let useCase = try container.rainMap()
        let progress = context.style.accessible || output.json ? nil : context.fetching(.progressRainMap, from: "Open-Meteo")
        let radius = radius
        let outcome: Result<Sourced<RainMap>, any Error> = await context.withProgress(progress) {
            do {
                return .success(try await useCase.execute(around: place.coordinate, radiusKilometres: radius))
            } catch {
                return .failure(error)
            }
        }
        let result = try outcome.get()
        let clock = context.clock(for: place)
        context.noteIfOffline(result.source, fetchedAt: result.value.fetchedAt, clock: clock)
        if output.json {
            context.console.write(JSONDocument.encode(JSONDocument.RainMapDocument(result)))
        } else if context.style.accessible {
            let units = try container.units(override: units)
            context.console.write(RainMapRenderer.spoken(result.value, centre: place.coordinate, place: spokenCentre(place, words: context.style.phrasebook),
                                                         radiusKilometres: radius, units: units, style: context.style, utcOffset: clock))
        } else {
            let favourites = try await container.listFavourites().places()
            let here = await herePlace(container)?.coordinate
            let shading: RainMapRenderer.Shading = output.ascii || !context.style.unicode ? .ascii : context.style.colour ? .colour : .shades
            // The terminal's width, or COLUMNS; a pipe without COLUMNS gets the static map's.
            let width = context.style.width == .max ? Self.fixedWidth : min(max(context.style.width, 20), 200)
            // Terminal cells are about twice as tall as wide: a 2:1 picture needs a quarter as many rows;
            // on a terminal, the legend's lines stay on screen too.
            let height = context.style.isTerminal ? max(min(width / 4, RawTerminal.size.height - 6), 8) : width / 4
            context.console.write(RainMapRenderer.render(result.value, centre: place.coordinate, radiusKilometres: radius,
                                                         mask: try WorldMapData.landMask(), favourites: favourites, here: here,
                                                         width: width, height: height, shading: shading,
                                                         words: context.style.phrasebook, utcOffset: clock))
        }
        return .success
    }

    /// The centre in words: its name, or its coordinate when it has none.
    private func spokenCentre(_ place: Place, words: Phrasebook) -> String {
        place.name == place.coordinate.description ? words.coordinate(place.coordinate) : words.spokenName(place)
    }
}
