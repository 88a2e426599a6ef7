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
            _ = try? MapOptions(ParsedArguments(arguments, signature: MapCommand.signature, command: "wf map"))
            _ = try? SearchCommand(validating: ParsedArguments(arguments, signature: SearchCommand.signature, command: "wf search"), command: "wf search")
            _ = try? AtCommand(validating: ParsedArguments(arguments, signature: AtCommand.signature, command: "wf at"), command: "wf at")
            _ = try? HereCommand(validating: ParsedArguments(arguments, signature: HereCommand.signature, command: "wf here"), command: "wf here")
            _ = try? RecentCommand(validating: ParsedArguments(arguments, signature: RecentCommand.signature, command: "wf recent"), command: "wf recent")
            _ = try? FavouriteCommand.Add(validating: ParsedArguments(arguments, signature: FavouriteCommand.Add.signature, command: "wf fav add"), command: "wf fav add")
            _ = try? ConfigCommand.Set(validating: ParsedArguments(arguments, signature: ConfigCommand.Set.signature, command: "wf config set"), command: "wf config set")
        }
    }

    private func randomText(_ random: inout SeededRandom) -> String {
        let scalars = (0..<Int.random(in: 0...12, using: &random)).compactMap { _ in
            Unicode.Scalar(UInt32.random(in: 0...0x2FFFF, using: &random))
        }
        return String(String.UnicodeScalarView(scalars))
    }
}
