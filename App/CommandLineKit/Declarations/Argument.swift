/// A positional argument of a command, declared once like an `Option`.
struct Argument: Sendable {
    enum Count: Sendable {
        case one
        case optional
        /// One or more words that make one value: `wf search new york`.
        case words
        /// Like `words`, or none at all: `wf hourly [<place>]`.
        case optionalWords
    }

    /// "query" in `<query>`.
    let name: String
    var count: Count = .one
    var value: ValueType = .text
    let help: String

    static func one(_ name: String, _ value: ValueType = .text, help: String) -> Argument {
        Argument(name: name, count: .one, value: value, help: help)
    }

    static func optional(_ name: String, _ value: ValueType = .text, help: String) -> Argument {
        Argument(name: name, count: .optional, value: value, help: help)
    }

    static func words(_ name: String, _ value: ValueType = .text, help: String) -> Argument {
        Argument(name: name, count: .words, value: value, help: help)
    }

    static func optionalWords(_ name: String, _ value: ValueType = .text, help: String) -> Argument {
        Argument(name: name, count: .optionalWords, value: value, help: help)
    }

    var isOptional: Bool { count == .optional || count == .optionalWords }
    var takesWords: Bool { count == .words || count == .optionalWords }

    /// "<query>", or "[<longitude>]" when it may be left out.
    var synopsis: String { isOptional ? "[<\(name)>]" : "<\(name)>" }
}
