import CommandLineKit
import DataAccess
import Domain
import Foundation
import Observation
import Presentation
import WeatherTerminal

enum FavouriteCommand: CommandGroup {
    static let signature = CommandSignature(
        name: "fav",
        summary: "Favourite places: add, list with weather, show, rename, remove, export, import",
        discussion: """
        Favourites are kept in order of adding and are never removed by 'wf cache clear'.
        A place is a name ("london"), a name with a country or region ("London, CA"), or a
        coordinate ("51.5,-0.12"). When a name fits several places, 'add' takes the one 'wf search'
        shows and lists the others: choose one with --pick N. --name (or 'rename') gives a
        favourite a name of your own ("Home"). 'list' fetches every favourite's weather at once (one request with
        Open-Meteo); a place that fails shows its error in its row. A plain copy of the favourites
        is kept beside the database (favourites.json) and brings them back if the database is
        damaged; 'export' and 'import' move them between machines.
        """,
        examples: ["wf fav add \"London, CA\"", "wf fav add 52.52,13.40 --name Home", "wf fav list", "wf fav show 2",
                   "wf fav rename 2 Work", "wf fav remove london", "wf fav export favourites.json"]
    )
    static let subcommands: [CommandDescriptor] = [.init(Add.self), .init(List.self), .init(Show.self), .init(Rename.self),
                                                   .init(Remove.self), .init(Export.self), .init(Import.self)]

    /// Sends one intent and waits for the state it ends in; a failure is thrown.
    static func perform(_ event: FavouritesViewModel.Event, in context: CommandContext) async throws -> FavouritesViewModel.State {
        try await perform(event, on: context.container().favouritesViewModel(), in: context)
    }

    static func perform(_ event: FavouritesViewModel.Event, on viewModel: FavouritesViewModel,
                        in context: CommandContext) async throws -> FavouritesViewModel.State {
        let what: Phrase = switch event {
        case .add(let name, _, _): .progressWhere(is: name)
        case .show(let name, _): .progressWeather(for: name)
        default: .progressFavourites
        }
        let state = await context.withProgress(context.fetching(what)) { await viewModel.finalState(after: event) }
        if case .failed(let error) = state { throw error }
        return state
    }

    /// "No favourite called …" rather than the geocoder's wording, for show and remove.
    static func failure(_ error: any Error) -> any Error {
        guard case .placeNotFound(let name)? = error as? WeatherError else { return error }
        return WeatherError.favouriteNotFound(name, count: nil)
    }

    nonisolated static let favourite = Argument.words("place|number", .favourite, help: "a favourite's name, or its number in 'wf fav list'")

    struct Add: Command, DeclaredByProperties {
        static let signature = CommandSignature(
            name: "add",
            summary: "Look up a place and keep it",
            discussion: """
            Looks the place up and keeps its name, country and coordinates. Adding a place twice
            does nothing. A name is taken as 'wf search' takes it: a place called what was typed
            wins over those whose names only begin with it, and the geocoder's order decides among
            those called alike. The others are listed on stderr with their numbers: add --pick N,
            or be more precise ("London, CA"), or give a coordinate ("42.98,-81.23").
            --name gives the favourite a name of your own; 'wf fav rename' changes it later.
            """,
            arguments: declaredArguments,
            options: declaredOptions,
            examples: ["wf fav add london --pick 2", "wf fav add 42.98,-81.23", "wf fav add 52.52,13.40 --name Home"]
        )
        @Positionals(command: "wf fav add", .words("place", help: "a name, a name with its country or region, or lat,lon"))
        var place: String
        @OptionValue(.value("--pick", "N", .wholeNumber(1...Int.max), help: "the Nth of the places a name fits")) var pick: Int?
        @OptionValue(.value("--name", "NAME", help: "call the favourite NAME (\"Home\") instead of the place's name"))
        var name: String?

        func run(in context: CommandContext) async -> ExitCode {
            do {
                switch try await FavouriteCommand.perform(.add(place, pick: pick, name: name), in: context) {
                case .added(let favourite):
                    let name = TerminalSafe(favourite.place.displayName).text
                    let coordinate = favourite.place.coordinate.description
                    context.console.print(name == coordinate ? "Added \(name)" : "Added \(name) (\(coordinate))")
                    await noteOthers(than: favourite.place, in: context)
                    return .success
                case .alreadyFavourite(let favourite):
                    let shown = TerminalSafe(favourite.place.displayName).text
                    context.console.print("\(shown) is already a favourite")
                    if let name {
                        context.console.writeError("wf: to call it \(Quoted(name)): wf fav rename \(Quoted(favourite.place.displayName)) \(Quoted(name))\n")
                    }
                    return .success
                case .ambiguous(let query, let candidates):
                    let list = candidates.enumerated().map { index, place in
                        "  \(index + 1). \(TerminalSafe(place.displayName).text)  (\(place.coordinate.description))"
                    }.joined(separator: "\n")
                    context.console.writeError("wf: \(Quoted(query)) fits \(candidates.count) places:\n\(list)\nChoose one with: wf fav add \(Quoted(query)) --pick N\n")
                    return .usage
                default:
                    return context.fail(WeatherError.unexpected("no result"))
                }
            } catch {
                return context.fail(error)
            }
        }

        /// The other places the name fits, numbered for --pick, from the geocoder's cached answer.
        private func noteOthers(than chosen: Place, in context: CommandContext) async {
            guard pick == nil, (try? Coordinate(parsing: place)) == nil,
                  let candidates = try? await context.container().resolvePlace().candidates(for: place) else { return }
            let others = candidates.enumerated().filter { $0.element.coordinate.spot != chosen.coordinate.spot }
            guard !others.isEmpty else { return }
            let list = others.map { "\($0.offset + 1). \(TerminalSafe($0.element.displayName).text)" }.joined(separator: "; ")
            context.console.writeError("wf: also \(list); another with: wf fav add \(Quoted(place)) --pick N\n")
        }
    }

    struct List: Command, ReportingCommand, DeclaredByProperties {
        static let signature = CommandSignature(
            name: "list",
            summary: "Every favourite with its current weather",
            discussion: """
            Shows each favourite with icon, temperature, description and when it was updated, fetched
            concurrently (cached copies are used while fresh).
            """,
            options: declaredOptions,
            instead: "did you mean wf fav show?",
            sections: [OneLineFormat.helpSection],
            examples: ["wf fav list", "wf fav list --format \"%l %c %t\""]
        )
        @OptionGroup(command: "wf fav list", .units, .timeZone, .json, .format, .oneline, .ascii, .accessible, .lang)
        var choices: ReportChoices
        @Flag(.flag("--names", help: "only the names, one a line, from the database: no request (for scripts and completion)"))
        var namesOnly

        /// The first row's error when no row has weather (and there is at least one row).
        static func everyRowFailed(_ rows: [FavouriteWeather]) -> WeatherError? {
            var first: WeatherError?
            for row in rows {
                switch row.weather {
                case .success: return nil
                case .failure(let error): first = first ?? error
                }
            }
            return first
        }

        func validate() throws(UsageError) {
            if namesOnly, json { throw UsageError(message: "--names and --json do not go together", command: "wf fav list") }
            if format != nil, namesOnly { throw UsageError(message: "--format and --names do not go together", command: "wf fav list") }
        }

        func run(in context: CommandContext) async -> ExitCode {
            if namesOnly { return await FavouriteNames().print(in: context) }
            context.use(output)
            do {
                let units = try context.container().units(override: units)
                try context.useWindUnit()
                switch try await FavouriteCommand.perform(.list(units), in: context) {
                case .listed(let rows) where format != nil:
                    if let failure = Self.everyRowFailed(rows) { return context.fail(failure) }
                    // One line per favourite; a row that failed keeps its place with ? for each value.
                    let names = FindFavouriteUseCase.listNames(rows.map(\.favourite))
                    context.console.write(zip(rows, names).map { row, name in
                        let answer = try? row.alerts?.get(), weather = try? row.weather.get()
                        return format!.line(place: name, weather: weather?.value, forecast: nil, at: row.favourite.place,
                                            alerts: answer?.known(at: context.now()), style: context.style,
                                            now: context.now(), airQuality: try? row.airQuality?.get(),
                                            old: CopyAge(weather?.source ?? .network, fetchedAt: weather?.value.fetchedAt ?? context.now(), now: context.now()).age)
                    }.joined())
                    return .success
                case .listed(let rows):
                    context.console.write(json
                        ? JSONDocument.encode(JSONDocument.Favourites(favourites: rows.enumerated().map { JSONDocument.FavouriteEntry(position: $0 + 1, $1, remedies: .commandLine, windUnit: context.windUnit) }))
                        : FavouritesRenderer.render(rows, style: context.style, chosenZone: context.timeZone, now: context.now()))
                    // Each row shows its error; when none succeeded the status says why, as one fetch would.
                    return Self.everyRowFailed(rows)?.exitCode ?? .success
                default:
                    return context.fail(WeatherError.unexpected("no result"))
                }
            } catch {
                return context.fail(error)
            }
        }
    }

    struct Show: Command, ReportingCommand, DeclaredByProperties {
        static let signature = CommandSignature(
            name: "show",
            summary: "One favourite's weather and 5-day forecast",
            discussion: """
            Shows the full current weather (as 'wf at') and the next 5 days for one favourite, named or
            numbered as in 'wf fav list'.
            """,
            arguments: declaredArguments,
            options: declaredOptions,
            sections: [OneLineFormat.helpSection],
            examples: ["wf fav show london", "wf fav show 2 --json", "wf fav show 2 --oneline"]
        )
        @Positionals(command: "wf fav show", FavouriteCommand.favourite) var place: String
        @OptionGroup(command: "wf fav show", .units, .timeZone, .json, .format, .oneline, .ascii, .accessible, .more, .lang)
        var choices: ReportChoices

        func run(in context: CommandContext) async -> ExitCode {
            context.use(output)
            do {
                let container = try context.container()
                let units = try container.units(override: units)
                try context.useWindUnit()
                let viewModel = try container.favouritesViewModel(format: format, json: json)
                switch try await FavouriteCommand.perform(.show(place, units), on: viewModel, in: context) {
                case .shown(let report):
                    context.show(report, format: format, json: json)
                    return .success
                default:
                    return context.fail(WeatherError.unexpected("no result"))
                }
            } catch {
                return context.fail(FavouriteCommand.failure(error))
            }
        }
    }

    struct Remove: Command, DeclaredByProperties {
        static let signature = CommandSignature(
            name: "remove",
            aliases: ["rm", "delete"],
            summary: "Forget a favourite",
            discussion: "Removes the favourite named or numbered as in 'wf fav list'. Also: wf fav rm, wf fav delete.",
            arguments: declaredArguments,
            examples: ["wf fav remove 2"]
        )
        @Positionals(command: "wf fav remove", FavouriteCommand.favourite) var place: String

        func run(in context: CommandContext) async -> ExitCode {
            do {
                switch try await FavouriteCommand.perform(.remove(place), in: context) {
                case .removed(let favourite):
                    context.console.print("Removed \(TerminalSafe(favourite.place.displayName).text)")
                    return .success
                default:
                    return context.fail(WeatherError.unexpected("no result"))
                }
            } catch {
                return context.fail(FavouriteCommand.failure(error), changing: true)
            }
        }
    }

    struct Export: Command, DeclaredByProperties {
        static let signature = CommandSignature(
            name: "export",
            summary: "Write the favourites as JSON, to keep or to import elsewhere",
            discussion: """
            Writes every favourite (name, country, region, coordinates, when it was added, in ISO 8601)
            as JSON to standard output (FILE left out, or -), or to FILE. A regular FILE is replaced
            whole or not at all, keeping its permissions; a device or a pipe (/dev/stdout, a FIFO) is
            written into, never replaced; a link is written as what it points to. A full disk is
            exit 74. 'wf fav import' reads it.
            """,
            arguments: declaredArguments,
            examples: ["wf fav export", "wf fav export ~/favourites.json"]
        )
        /// Nil for standard output (left out, or "-").
        @Positionals(wrappedValue: nil, [.optional("file", help: "the file to write; standard output when left out")],
                     read: { $0.first.flatMap { $0 == "-" ? nil : $0 } })
        var file: String?

        func run(in context: CommandContext) async -> ExitCode {
            do {
                let favourites = try await context.container().listFavourites().places()
                let document = FavouritesFile.encode(favourites)
                guard let file else {
                    context.console.write(String(decoding: document, as: UTF8.self))
                    if favourites.isEmpty { context.console.note("there are no favourites: the list written is empty (add one with 'wf fav add')") }
                    return .success
                }
                do {
                    try UserFile.write(document, to: file)
                } catch {
                    throw error.isFull ? WeatherError.noSpace(folder: file) : WeatherError.cannotWrite(path: file, reason: error.reason)
                }
                let count = favourites.count
                context.console.print(count == 0
                    ? "Exported an empty list to \(TerminalSafe(file).text): there are no favourites (add one with 'wf fav add')"
                    : "Exported \(count) favourite\(count == 1 ? "" : "s") to \(TerminalSafe(file).text)")
                return .success
            } catch {
                return context.fail(error, changing: true)
            }
        }
    }

    struct Import: Command, DeclaredByProperties {
        static let signature = CommandSignature(
            name: "import",
            summary: "Add the favourites of a file written by 'wf fav export'",
            discussion: """
            Adds each favourite in FILE that is not one already (at the same place), in the file's
            order, says how many were added and names those skipped as already there. Nothing is
            removed. A file that cannot be read, or that holds a favourite without a name or with a
            coordinate out of range, adds nothing. Times may be ISO 8601 or seconds since 1970.
            """,
            arguments: declaredArguments,
            examples: ["wf fav import favourites.json"]
        )
        @Positionals(wrappedValue: "", [.one("file", help: "a file written by 'wf fav export'")], read: { words throws(UsageError) in
            guard let file = words.first, !file.isEmpty else {
                throw UsageError(message: "wf fav import needs a file, e.g. wf fav import favourites.json", command: "wf fav import")
            }
            return file
        })
        var file: String

        func run(in context: CommandContext) async -> ExitCode {
            do {
                let favourites: [Favourite]
                do {
                    favourites = try FavouritesFile.read(from: file, undated: context.now())
                } catch {
                    throw WeatherError.invalidInput("\(TerminalSafe(file).text): \(error.reason); nothing was imported")
                }
                guard !favourites.isEmpty else {
                    context.console.print("\(TerminalSafe(file).text) holds no favourites: nothing was imported")
                    return .success
                }
                let outcome = try await context.container().importFavourites().execute(favourites)
                let added = "Imported \(outcome.added) favourite\(outcome.added == 1 ? "" : "s") from \(TerminalSafe(file).text)"
                guard !outcome.skipped.isEmpty else {
                    context.console.print(added)
                    return .success
                }
                let names = outcome.skipped.prefix(5).map { TerminalSafe($0.place.displayName).text }
                let more = outcome.skipped.count > 5 ? " and \(outcome.skipped.count - 5) more" : ""
                context.console.print(added + "; skipped \(outcome.skipped.count) already there: " + names.joined(separator: "; ") + more)
                return .success
            } catch {
                return context.fail(error, changing: true)
            }
        }
    }
}

extension Positionals where Value == String {
    /// The words of a place, one text; `command` says what is missing when there is none.
    init(command: String, _ argument: Argument) {
        self.init(wrappedValue: "", [argument]) { words throws(UsageError) in
            let text = words.joined(separator: " ").trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { throw UsageError(message: "\(command) needs a place, e.g. \(command) london", command: command) }
            return text
        }
    }
}
