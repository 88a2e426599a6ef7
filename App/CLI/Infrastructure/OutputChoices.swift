import CommandLineKit

/// How a command's result is written, from `--ascii`, `--accessible` and `--lang`; the settings and
/// the locale fill in what the command line leaves out (see `CommandContext.use(_:)`).
struct OutputChoices: Sendable {
    var ascii = false
    var accessible = false
    /// `--lang`, as typed.
    var language: String?
    /// `--json`: language-neutral, so the providers are asked in English whatever the language.
    var json = false
    /// `--tz`, checked when the command line was validated.
    var timeZone: String?
    /// `--more`: accessible sentences in full.
    var more = false

    init(ascii: Bool = false, accessible: Bool = false, language: String? = nil, json: Bool = false) {
        self.ascii = ascii
        self.accessible = accessible
        self.language = language
        self.json = json
    }

    init(_ arguments: ParsedArguments) {
        self.init(ascii: arguments.has(.ascii), accessible: arguments.has(.accessible), language: arguments.value(.lang),
                  json: arguments.has(.json))
        timeZone = arguments.value(.timeZone)
        more = arguments.has(.more)
    }
}

extension OptionGroup where Value == OutputChoices {
    /// The output options a command takes (`.ascii`, `.lang`, `.json`, …), read into one value.
    init(_ options: Option...) {
        self.init(wrappedValue: OutputChoices(), options, read: OutputChoices.init)
    }
}
