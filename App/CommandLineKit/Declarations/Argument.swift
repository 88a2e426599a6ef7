/// A positional argument of a command, declared once like an `Option`.
public struct Argument: Sendable {
    public enum Count: Sendable {
        case one
        case optional
        /// One or more words that make one value: `wf search new york`.
        case words
        /// Like `words`, or none at all: `wf hourly [<place>]`.
        case optionalWords
    }

    /// "query" in `<query>`.
    public let name: String
    public var count: Count = .one
    public var value: ValueType = .text
    public let help: String

    public static func one(_ name: String, _ value: ValueType = .text, help: String) -> Argument {
        Argument(name: name, count: .one, value: value, help: help)
    }

    public static func optional(_ name: String, _ value: ValueType = .text, help: String) -> Argument {
        Argument(name: name, count: .optional, value: value, help: help)
    }

    public static func words(_ name: String, _ value: ValueType = .text, help: String) -> Argument {
        Argument(name: name, count: .words, value: value, help: help)
    }

    public static func optionalWords(_ name: String, _ value: ValueType = .text, help: String) -> Argument {
        Argument(name: name, count: .optionalWords, value: value, help: help)
    }

    public var isOptional: Bool { count == .optional || count == .optionalWords }
    public var takesWords: Bool { count == .words || count == .optionalWords }

    /// "<query>", or "[<longitude>]" when it may be left out.
    public var synopsis: String { isOptional ? "[<\(name)>]" : "<\(name)>" }
}
