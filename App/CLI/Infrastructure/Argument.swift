/// A positional argument of a command, declared once like an `Option`.
struct Argument: Sendable {
    enum Count: Sendable {
        case one
        case optional
        /// One or more words that make one value: `wf search new york`.
        case words
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

    /// "<query>", or "[<longitude>]" when it may be left out.
    var synopsis: String { count == .optional ? "[<\(name)>]" : "<\(name)>" }
}
