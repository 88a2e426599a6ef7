import CommandLineKit
import WeatherTerminal

/// What every command that reports the weather reads alike: `--units`, `--json`, `--refresh`,
/// `--format`/`--oneline` and the output choices. Declared once in `SharedOptions`, parsed once here.
struct ReportChoices: Sendable {
    var units: String?
    var json = false
    var refresh = false
    var format: OneLineFormat?
    var output = OutputChoices()

    init() {}

    init(_ arguments: ParsedArguments, command: String) throws(UsageError) {
        units = arguments.value(.units)
        json = arguments.has(.json)
        refresh = arguments.has(.refresh)
        format = try OneLineFormat.from(arguments, command: command)
        output = OutputChoices(arguments)
    }
}

extension OptionGroup where Value == ReportChoices {
    /// The report choices a command takes; `command` names it in a usage error.
    init(command: String, _ options: Option...) {
        self.init(wrappedValue: ReportChoices(), options) { arguments throws(UsageError) in
            try ReportChoices(arguments, command: command)
        }
    }
}

/// A command whose report choices read as its own properties.
@MainActor
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
