/// A named option of a command, declared once: parsing, validation, help, the man page and the
/// shell completions all read it.
public struct Option: Sendable {
    public enum Kind: Sendable {
        /// `--json`: present or not.
        case flag
        /// `--days 3`, `--days=3`.
        case value
        /// `--watch` or `--watch 120`: the value is taken only when the next word is a number.
        case optionalValue
    }

    /// "--units".
    public let name: String
    /// "-n" for "--limit".
    public var alias: String?
    public let kind: Kind
    public var value: ValueType = .text
    /// "N" in `--days <N>`.
    public var valueName: String = "value"
    /// Shown in help; for an optional value, the value used when it is left out.
    public var defaultValue: String?
    /// One line for the help text.
    public let help: String

    public static func flag(_ name: String, alias: String? = nil, help: String) -> Option {
        Option(name: name, alias: alias, kind: .flag, help: help)
    }

    public static func value(_ name: String, alias: String? = nil, _ valueName: String, _ value: ValueType = .text,
                      default defaultValue: String? = nil, help: String) -> Option {
        Option(name: name, alias: alias, kind: .value, value: value, valueName: valueName, defaultValue: defaultValue, help: help)
    }

    public static func optionalValue(_ name: String, _ valueName: String, _ value: ValueType = .text,
                              default defaultValue: String, help: String) -> Option {
        Option(name: name, kind: .optionalValue, value: value, valueName: valueName, defaultValue: defaultValue, help: help)
    }

    /// Every option takes `-h`/`--help`; the parser answers it before the command sees anything.
    public static let help = Option.flag("--help", alias: "-h", help: "show this help")

    /// "--units metric|imperial", "--days <N>", "--watch [SECONDS]", "--json".
    public var synopsis: String {
        switch kind {
        case .flag: name
        case .value: "\(name) \(valueSynopsis)"
        case .optionalValue: "\(name) [\(valueName)]"
        }
    }

    /// "metric|imperial" for a choice, "<N>" otherwise.
    public var valueSynopsis: String {
        value.allowedValues.isEmpty ? "<\(valueName)>" : value.allowedValues.joined(separator: "|")
    }

    /// "-n, --limit <N>": the left column of the OPTIONS section.
    public var label: String {
        let name = alias.map { "\($0), \(self.name)" } ?? self.name
        switch kind {
        case .flag: return name
        case .value: return "\(name) <\(valueName)>"
        case .optionalValue: return "\(name) [\(valueName)]"
        }
    }

    /// The help line with the declared range and default: "show at most N days (1-16)".
    public var helpWithDefault: String {
        let notes = [value.range, defaultValue.map { "default \($0)" }].compactMap(\.self)
        return notes.isEmpty ? help : "\(help) (\(notes.joined(separator: ", ")))"
    }

    public var names: [String] { [name] + (alias.map { [$0] } ?? []) }
}
