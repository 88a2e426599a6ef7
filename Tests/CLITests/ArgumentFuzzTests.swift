@testable import CLI
import Foundation
import Testing
import TestSupport

/// Random command lines never crash the parser or a command's validation.
@Suite("Argument fuzzing")
@MainActor
struct ArgumentFuzzTests {
    static let tokens = ["--json", "--units", "metric", "imperial", "--days", "0", "17", "-1", "--refresh", "--limit", "-n",
                         "--location", "--watch", "59", "60", "--pick", "--interactive", "--ascii", "--region", "--center",
                         "--zoom", "65", "1,2,3,4", "91,0", "51.5,-0.12", "-0.12", "nan", "inf", "1e309", "--", "-", "=", "--=",
                         "--units=", "--help", "-h", "london", "lo", "", " ", "\u{1B}[2J", "'; DROP TABLE x; --", "🌧️", "東京都"]

    @Test("Random token sequences parse or fail with a usage error", arguments: [7 as UInt64, 8])
    func randomCommandLines(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<2000 {
            let arguments = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                random.next() % 5 == 0 ? randomText(&random) : Self.tokens.randomElement(using: &random)!
            }
            _ = try? MapOptions(ParsedArguments(arguments, spec: MapCommand.spec, command: "wf map"))
            _ = try? SearchCommand(ParsedArguments(arguments, spec: SearchCommand.spec, command: "wf search"))
            _ = try? AtCommand(ParsedArguments(arguments, spec: AtCommand.spec, command: "wf at"))
            _ = try? HereCommand(ParsedArguments(arguments, spec: HereCommand.spec, command: "wf here"))
            _ = try? RecentCommand(ParsedArguments(arguments, spec: RecentCommand.spec, command: "wf recent"))
            _ = try? FavouriteCommand.Add(ParsedArguments(arguments, spec: FavouriteCommand.Add.spec, command: "wf fav add"))
            _ = try? ConfigCommand.Set(ParsedArguments(arguments, spec: ConfigCommand.Set.spec, command: "wf config set"))
        }
    }

    private func randomText(_ random: inout SeededRandom) -> String {
        let scalars = (0..<Int.random(in: 0...12, using: &random)).compactMap { _ in
            Unicode.Scalar(UInt32.random(in: 0...0x2FFFF, using: &random))
        }
        return String(String.UnicodeScalarView(scalars))
    }
}
