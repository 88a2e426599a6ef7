/// The command line of one command, split by its signature into positionals and options.
/// Parsing checks only the shape; `CommandSignature.validate` checks the values.
public struct ParsedArguments: Equatable {
    public var positionals: [String] = []
    public var flags: Set<String> = []
    public var options: [String: String] = [:]
    public var wantsHelp = false

    public init() {}

    public func has(_ option: Option) -> Bool { flags.contains(option.name) || options[option.name] != nil }

    /// An option's value, or nil when absent; a present optional-value option without a value gives "".
    public func value(_ option: Option) -> String? { options[option.name] }

    /// The value as a whole number: the declared default when the option is left out (or, for an
    /// optional-value option, given without a value); nil when there is neither.
    public func wholeNumber(_ option: Option) -> Int? { filledValue(option).flatMap { Int($0) } }

    public func number(_ option: Option) -> Double? { filledValue(option).flatMap { Double($0) } }

    /// The given options among `options`, written back as words in their order: `--units metric --alerts`.
    public func words(for options: [Option]) -> [String] {
        options.flatMap { option -> [String] in
            switch (option.kind, self.options[option.name]) {
            case (.flag, _): flags.contains(option.name) ? [option.name] : []
            case (_, nil): []
            case (.optionalValue, ""?): [option.name]
            case (_, let value?): [option.name, value]
            }
        }
    }

    private func filledValue(_ option: Option) -> String? {
        switch (options[option.name], option.kind) {
        case (nil, .optionalValue): nil
        case (nil, _), ("", .optionalValue): option.defaultValue
        case (let value?, _): value
        }
    }

    public init(_ arguments: [String], signature: CommandSignature, command: String) throws(UsageError) {
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

            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = signature.option(named: name) else {
                let known = signature.allOptions.map(\.name)
                let hint = Suggestion.closest(to: name, in: known).map { "; did you mean \($0)?" } ?? ""
                throw UsageError(message: "unknown option \(QuotedWord(name))\(hint)", command: command)
            }
            if option.name == Option.help.name {
                wantsHelp = true
                continue
            }
            switch option.kind {
            case .flag:
                guard inlineValue == nil else { throw UsageError(message: "\(option.name) takes no value", command: command) }
                flags.insert(option.name)
            case .value:
                if let inlineValue {
                    options[option.name] = inlineValue
                } else if index < arguments.endIndex {
                    options[option.name] = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "\(option.name) needs a value", command: command)
                }
            case .optionalValue:
                if let inlineValue {
                    options[option.name] = inlineValue
                } else if index < arguments.endIndex, Double(arguments[index]) != nil {
                    options[option.name] = arguments[index]
                    index += 1
                } else {
                    options[option.name] = ""
                }
            }
        }
    }

    /// "-0.12" and "-5" are numbers, not options, so coordinates need no "--".
    public static func looksLikeOption(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument.count > 1 else { return false }
        let rest = argument.dropFirst()
        return !(rest.first.map { $0.isNumber || $0 == "." } ?? false)
    }
}
