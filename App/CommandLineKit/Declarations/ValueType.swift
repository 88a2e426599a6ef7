import Foundation

/// What a value of an option or argument may be: checked when a command line is validated, and
/// the source of its completions.
public enum ValueType: Sendable {
    case text
    case oneOf([String])
    /// Any text, with these values offered as completions: `--lang` falls back to English for
    /// a language wf does not speak.
    case suggested([String])
    case wholeNumber(ClosedRange<Int>)
    case number(ClosedRange<Double>)
    /// Any text, completed with what the program itself lists when Tab is pressed (wf's favourites).
    case listed(ListedValues)
    /// One of wf's commands, as `wf help` takes.
    case command
    /// An IANA time zone this system knows ("Europe/Oslo", "UTC").
    case timeZone
    /// Fixed values that depend on the argument before: `wf config set units <metric|imperial>`.
    /// Completed only; the command checks them.
    case oneOfAfter([String: [String]])

    /// Why `text` is not such a value, or nil when it is.
    public func problem(with text: String) -> String? {
        switch self {
        case .text, .listed, .command, .oneOfAfter, .suggested:
            return nil
        case .timeZone:
            guard TimeZone(identifier: text) == nil else { return nil }
            return "takes an IANA time zone such as Europe/Oslo, America/New_York or UTC, not \(QuotedWord(text))"
        case .oneOf(let values):
            guard !values.contains(text) else { return nil }
            let hint = Suggestion.closest(to: text, in: values).map { "; did you mean '\($0)'?" } ?? ""
            return values.count > 4 ? "cannot be \(QuotedWord(text))\(hint) (it is one of: \(values.joined(separator: ", ")))"
                : "is \(Self.list(values)), not \(QuotedWord(text))\(hint)"
        case .wholeNumber(let range):
            guard let value = Int(text), range.contains(value) else { return "must be a whole number \(Self.describe(range))" }
            return nil
        case .number(let range):
            guard let value = Double(text), value.isFinite, range.contains(value) else {
                return "must be a number \(Self.describe(range))"
            }
            return nil
        }
    }

    /// The only values it takes, as the usage line and the man page list them.
    public var allowedValues: [String] {
        if case .oneOf(let values) = self { return values }
        return []
    }

    /// The values a shell can offer, if there are any.
    public var choices: [String] {
        switch self {
        case .oneOf(let values), .suggested(let values): values
        default: []
        }
    }

    /// "1-16", "at least 60"; nil when any number (or any text) will do.
    public var range: String? {
        switch self {
        case .wholeNumber(let range) where range.upperBound == .max: range.lowerBound > 1 ? "at least \(range.lowerBound)" : nil
        case .wholeNumber(let range): "\(range.lowerBound)-\(range.upperBound)"
        case .number(let range): "\(range.lowerBound.formatted)-\(range.upperBound.formatted)"
        default: nil
        }
    }

    public static func list(_ values: [String]) -> String {
        guard let last = values.last, values.count > 1 else { return values.first ?? "" }
        return values.dropLast().joined(separator: ", ") + " or " + last
    }

    private static func describe(_ range: ClosedRange<Int>) -> String {
        range.upperBound == .max ? "of at least \(range.lowerBound)" : "from \(range.lowerBound) to \(range.upperBound)"
    }

    private static func describe(_ range: ClosedRange<Double>) -> String {
        "from \(range.lowerBound.formatted) to \(range.upperBound.formatted)"
    }
}

/// Values only the program knows, completed by running it: `arguments` after the program's name
/// print them one a line (wf's favourites: `fav list --names`); `name` names the shell function
/// that asks (`_wf_favourites`).
public struct ListedValues: Sendable, Hashable {
    public let name: String
    public let arguments: String

    public init(name: String, arguments: String) {
        self.name = name
        self.arguments = arguments
    }
}

private extension Double {
    /// "1" rather than "1.0".
    var formatted: String { rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
