import Domain
import Foundation
import Presentation

struct MapCommand: Command {
    static let name = "map"
    static let summary = "Favourites (and here) on a world map"
    static let help = "USAGE: wf map [--interactive]"
    static let spec = ArgumentSpec(flags: ["--interactive"])

    init(_ arguments: ParsedArguments) throws(UsageError) {}

    func run(in context: CommandContext) async -> ExitCode {
        context.fail(WeatherError.unexpected("the map is not wired yet"))
    }
}
