extension CommandSignature {
    /// The rules the declaration states: how many arguments, and what each value may be.
    /// A command's own `validate()` checks what no single declaration can (options that exclude each other).
    public func validate(_ parsed: ParsedArguments, command: String) throws(UsageError) {
        let required = arguments.filter { !$0.isOptional }.count
        if parsed.positionals.count < required {
            let missing = arguments[parsed.positionals.count]
            let example = examples.first.map { ", e.g. \($0)" } ?? ""
            throw UsageError(message: "\(command) needs \(missing.synopsis)\(example)", command: command)
        }
        let takesWords = arguments.last?.takesWords == true
        if !takesWords, parsed.positionals.count > arguments.count {
            let hint = instead.map { "; \($0)" } ?? ""
            let message = arguments.isEmpty
                ? "\(command) takes no arguments\(hint)"
                : "unexpected argument \(QuotedWord(parsed.positionals[arguments.count])); \(command) takes \(arguments.map(\.synopsis).joined(separator: " "))\(hint)"
            throw UsageError(message: message, command: command)
        }
        for (argument, value) in zip(arguments, values(of: parsed.positionals)) {
            if let problem = argument.value.problem(with: value) {
                throw UsageError(message: "<\(argument.name)> \(problem)", command: command)
            }
        }
        for option in options {
            guard let value = parsed.value(option), !(value.isEmpty && option.kind == .optionalValue) else { continue }
            if let problem = option.value.problem(with: value) {
                throw UsageError(message: "\(option.name) \(problem)", command: command)
            }
        }
    }

    /// One value per declared argument: the words of a `.words` argument joined.
    public func values(of positionals: [String]) -> [String] {
        guard arguments.last?.takesWords == true, positionals.count >= arguments.count else { return positionals }
        let fixed = arguments.count - 1
        return Array(positionals.prefix(fixed)) + [positionals.dropFirst(fixed).joined(separator: " ")]
    }
}
