import CommandLineKit
import Domain
import Presentation
import WeatherTerminal

extension FavouriteCommand {
    struct Rename: Command, DeclaredByProperties {
        static let signature = CommandSignature(
            name: "rename",
            summary: "Give a favourite a name of your own",
            discussion: """
            Calls the favourite named or numbered as in 'wf fav list' NAME from now on; its country,
            region and coordinates stay. A name cannot be empty, a number or hold a comma, nor be
            another favourite's name. Quote a name of several words.
            """,
            arguments: declaredArguments,
            examples: ["wf fav rename 2 Home", "wf fav rename \"Berlin, DE\" \"Mum and Dad\""]
        )
        @Positionals(.one("place|number", .favourite, help: "a favourite's name, or its number in 'wf fav list'"),
                     .one("name", help: "its new name"))
        var words: [String]

        var favourite: String { words[0] }
        var name: String { words[1] }

        func validate() throws(UsageError) {
            guard words.count == 2 else {
                throw UsageError(message: "wf fav rename needs a favourite and its new name, e.g. wf fav rename 2 Home",
                                 command: "wf fav rename")
            }
        }

        func run(in context: CommandContext) async -> ExitCode {
            do {
                let (before, after) = try await context.container().renameFavourite().execute(favourite, to: name)
                context.console.print("Renamed \(TerminalSafe(before.place.displayName).text) to \(TerminalSafe(after.place.displayName).text)")
                return .success
            } catch {
                return context.fail(FavouriteCommand.failure(error), changing: true)
            }
        }
    }
}
