import Domain
import Foundation
import Presentation

/// `wf fav list --names`: what the shell completions offer after `wf fav show`, one name for each
/// favourite that `wf fav show` takes to that favourite alone. Read from the
/// database alone, never a request, and no database is created when there is none yet.
@MainActor
struct FavouriteNames {
    func print(in context: CommandContext) async -> ExitCode {
        do {
            let container = try context.container()
            guard FileManager.default.fileExists(atPath: container.settings.databasePath) else { return .success }
            // Each name chooses one favourite for `wf fav show` and `wf fav remove`, as offered.
            let lines = FindFavouriteUseCase.selectingNames(try await container.listFavourites().places()).map { TerminalSafe($0).text }
            if !lines.isEmpty { context.console.print(lines.joined(separator: "\n")) }
            return .success
        } catch {
            return context.fail(error)
        }
    }
}
