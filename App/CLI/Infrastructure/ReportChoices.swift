import CommandLineKit
import WeatherTerminal

/// What every command that reports the weather reads alike: `--units`, `--json`, `--refresh`,
/// `--format`/`--oneline` and the output choices. Declared once in `SharedOptions`, parsed once here.
struct ReportChoices: Sendable {
    let units: String?
    let json: Bool
    let refresh: Bool
    let format: OneLineFormat?
    let output: OutputChoices

    init(_ arguments: ParsedArguments, command: String) throws(UsageError) {
        units = arguments.value(.units)
        json = arguments.has(.json)
        refresh = arguments.has(.refresh)
        format = try OneLineFormat.from(arguments, command: command)
        output = OutputChoices(arguments)
    }
}

/// A command whose report choices read as its own properties.
protocol ReportingCommand {
    var choices: ReportChoices { get }
}

extension ReportingCommand {
    var units: String? { choices.units }
    var json: Bool { choices.json }
    var refresh: Bool { choices.refresh }
    var format: OneLineFormat? { choices.format }
    var output: OutputChoices { choices.output }
}
