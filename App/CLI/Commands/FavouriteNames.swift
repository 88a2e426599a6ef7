import Foundation
import Presentation

/// `wf fav list --names`: what the shell completions offer after `wf fav show`. Read from the
/// database alone, never a request, and no database is created when there is none yet.
@MainActor
struct FavouriteNames {
    func print(in context: CommandContext) async -> ExitCode {
        do {
            let container = try context.container()
            guard FileManager.default.fileExists(atPath: container.settings.databasePath) else { return .success }
            let names = try await container.listFavourites().places().map { TerminalSafe($0.place.shortName).text }
            var seen = Set<String>()
            let lines = names.filter { seen.insert($0).inserted }
            if !lines.isEmpty { context.console.print(lines.joined(separator: "\n")) }
            return .success
        } catch {
            return context.fail(error)
        }
    }
}
