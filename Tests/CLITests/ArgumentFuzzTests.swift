@testable import CLI
import CommandLineKit
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

    @Test("Random token sequences parse or fail with a usage error that names the command and reads as one safe line",
          arguments: [7 as UInt64, 8])
    func randomCommandLines(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var outcomes = Outcomes()
        for _ in 0..<2000 {
            let arguments = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                random.next() % 5 == 0 ? randomText(&random) : Self.tokens.randomElement(using: &random)!
            }
            func check(_ command: String, _ parse: (ParsedArguments) throws(UsageError) -> Void, signature: CommandSignature) {
                do {
                    try parse(try ParsedArguments(arguments, signature: signature, command: command))
                    outcomes.accepted += 1
                } catch {
                    outcomes.refused += 1
                    let context = "\(command) \(arguments.debugDescription): \(error.message.debugDescription)"
                    #expect(error.command == command, "\(context)")
                    #expect(!error.message.isEmpty, "\(context)")
                    #expect(!error.message.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(context)")
                    // The cap of a usage line (WeatherErrorMessage: 600), which `config get`'s list of every key fits.
                    #expect(error.message.count < 600, "\(context)")
                }
            }
            check("wf map", { arguments throws(UsageError) in _ = try MapCommand(validating: arguments, command: "wf map") }, signature: MapCommand.signature)
            check("wf search", { arguments throws(UsageError) in _ = try SearchCommand(validating: arguments, command: "wf search") }, signature: SearchCommand.signature)
            check("wf at", { arguments throws(UsageError) in _ = try AtCommand(validating: arguments, command: "wf at") }, signature: AtCommand.signature)
            check("wf here", { arguments throws(UsageError) in _ = try HereCommand(validating: arguments, command: "wf here") }, signature: HereCommand.signature)
            check("wf recent", { arguments throws(UsageError) in _ = try RecentCommand(validating: arguments, command: "wf recent") }, signature: RecentCommand.signature)
            check("wf fav add", { arguments throws(UsageError) in _ = try FavouriteCommand.Add(validating: arguments, command: "wf fav add") }, signature: FavouriteCommand.Add.signature)
            check("wf config set", { arguments throws(UsageError) in _ = try ConfigCommand.SetValue(validating: arguments, command: "wf config set") }, signature: ConfigCommand.SetValue.signature)
        }
        // Both ways out are exercised: the fuzzing is not vacuous.
        #expect(outcomes.accepted > 500)
        #expect(outcomes.refused > 5000)
    }

    struct Outcomes { var accepted = 0, refused = 0 }

    private func randomText(_ random: inout SeededRandom) -> String {
        let scalars = (0..<Int.random(in: 0...12, using: &random)).compactMap { _ in
            Unicode.Scalar(UInt32.random(in: 0...0x2FFFF, using: &random))
        }
        return String(String.UnicodeScalarView(scalars))
    }
}
