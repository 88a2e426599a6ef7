import Presentation

/// A usage mistake: what was wrong, and which command's help to point at.
struct UsageError: Error, Equatable {
    let message: String
    var command: String = "wf"
}

/// Which flags and options a command takes.
struct ArgumentSpec {
    /// Switches without a value: "--json", "--refresh".
    var flags: Set<String> = []
    /// Options that take a value: "--units", "--days".
    var options: Set<String> = []
    /// Options whose value may be left out: "--watch [SECONDS]".
    var optionalValueOptions: Set<String> = []
    /// Short aliases: "-n" → "--limit".
    var aliases: [String: String] = [:]
}

/// The parsed command line of one command.
struct ParsedArguments: Equatable {
    var positionals: [String] = []
    var flags: Set<String> = []
    var options: [String: String] = [:]
    var wantsHelp = false

    func has(_ flag: String) -> Bool { flags.contains(flag) || options[flag] != nil }

    /// An option's value, or nil when absent; a present optional-value option without a value gives "".
    func value(_ option: String) -> String? { options[option] }

    init(_ arguments: [String], spec: ArgumentSpec, command: String) throws(UsageError) {
        var index = arguments.startIndex
        var onlyPositionals = false
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !Self.looksLikeOption(argument) {
                positionals.append(argument)
                continue
            }
            if argument == "--" { onlyPositionals = true; continue }
            if argument == "--help" || argument == "-h" { wantsHelp = true; continue }

            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            name = spec.aliases[name] ?? name

            if spec.flags.contains(name) {
                guard inlineValue == nil else { throw UsageError(message: "\(name) takes no value", command: command) }
                flags.insert(name)
            } else if spec.options.contains(name) {
                if let inlineValue {
                    options[name] = inlineValue
                } else if index < arguments.endIndex {
                    options[name] = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "\(name) needs a value", command: command)
                }
            } else if spec.optionalValueOptions.contains(name) {
                if let inlineValue {
                    options[name] = inlineValue
                } else if index < arguments.endIndex, Double(arguments[index]) != nil {
                    options[name] = arguments[index]
                    index += 1
                } else {
                    options[name] = ""
                }
            } else {
                let known = spec.flags.union(spec.options).union(spec.optionalValueOptions).union(["--help"])
                let hint = Suggestion.closest(to: name, in: known).map { "; did you mean \($0)?" } ?? ""
                throw UsageError(message: "unknown option \(Quoted(name))\(hint)", command: command)
            }
        }
    }

    /// "-0.12" and "-5" are numbers, not options, so coordinates need no "--".
    private static func looksLikeOption(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument.count > 1 else { return false }
        let rest = argument.dropFirst()
        return !(rest.first.map { $0.isNumber || $0 == "." } ?? false)
    }
}

/// "Did you mean ...?" by edit distance.
enum Suggestion {
    static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }) else { return nil }
        return best.1 <= max(2, best.0.count / 3) ? best.0 : nil
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
