import CommandLineKit
import Domain
import Foundation
import Presentation
import WeatherTerminal

/// The place a command reports on (`wf air berlin`, `wf hourly 52.52,13.41`, `wf alerts`, `wf sky`):
/// the words given, or the configured location when there are none.
struct PlaceArgument: Sendable {
    /// The words as given, joined; nil when the command was given no place.
    let text: String?

    init(words: [String]) {
        text = words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// The place given, read as lat,lon or held to the rules of a search (3 characters and more);
    /// nil when none was given. Checked before anything is opened.
    func parsed() throws -> LocationSetting? {
        guard let text else { return nil }
        let location = try LocationSetting(parsing: text)
        if case .place(let name) = location { _ = try SearchQuery.validated(name) }
        return location
    }

    /// The place given, else the configured location; with neither, how to set one, before any request.
    func location(_ given: LocationSetting?, settings: Settings) throws -> LocationSetting {
        guard let location = try given ?? settings.location() else { throw WeatherError.locationNotSet }
        return location
    }

    /// The start every command about a place shares: the place given is checked before anything is
    /// opened, then the container is made and the place is the one given or the configured location.
    @MainActor func located(in context: CommandContext) throws -> (container: AppDIContainer, location: LocationSetting) {
        let given = try parsed()
        let container = try context.container()
        return (container, try location(given, settings: container.settings))
    }

    /// A failure, naming the `location` setting when the place came from it.
    func blaming(_ error: any Error, settings: Settings) -> any Error {
        text == nil ? settings.blamingLocation(error) : error
    }
}

extension CommandContext {
    /// Ends a command that loaded one report about a place: the notes (a location found by IP
    /// address, an offline copy) and the report; or the failure, which blames the location setting
    /// when the place came from it.
    func finish<Report>(_ state: LoadState<Report>, about place: PlaceArgument, settings: Settings, command: String,
                        notes: (Report) -> (locatedByIP: LocatedByIP?, source: DataSource, fetchedAt: Date),
                        clock: (Report) -> UTCOffset, write: (Report, UTCOffset) -> String) -> ExitCode {
        switch state {
        case .loaded(let report):
            // One clock for the note on stderr and the view on stdout.
            let (located, source, fetchedAt) = notes(report)
            let clock = clock(report)
            noteIfLocatedByIP(located)
            noteIfOffline(source, fetchedAt: fetchedAt, clock: clock)
            console.write(write(report, clock))
            return .success
        case .failed(let error):
            return fail(place.blaming(error, settings: settings))
        case .idle, .loading:
            return fail(WeatherError.unexpected("\(command) ended without a result"))
        }
    }
}

extension Positionals where Value == PlaceArgument {
    /// `[<place>]`: a place name or lat,lon; the configured location when left out.
    init() {
        self.init(wrappedValue: PlaceArgument(words: []),
                  [.optionalWords("place", help: "a place name or lat,lon; your location when left out")],
                  read: PlaceArgument.init(words:))
    }
}
