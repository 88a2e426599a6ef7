import Domain

/// One line that says what went wrong and what to do next: the one error text of wf.
/// How to fix what the user can fix is the front end's to say (App gives its command lines as
/// `Remedies`); without them the message says what went wrong only.
public struct WeatherErrorMessage: Sendable {
    /// What to do, in the front end's words: "wf config set api-key <key>".
    public struct Remedies: Sendable {
        public var setAPIKey: String?
        public var useKeylessProvider: String?
        public var setLocation: String?
        public var listFavourites: String?
        /// Where the key in use came from ("the config file"), and how to replace it there, when
        /// that is not `setAPIKey`: a key from the environment overrides the file.
        public var apiKeySource: String?
        public var replaceAPIKey: String?

        public init(setAPIKey: String? = nil, useKeylessProvider: String? = nil, setLocation: String? = nil,
                    listFavourites: String? = nil, apiKeySource: String? = nil, replaceAPIKey: String? = nil) {
            self.setAPIKey = setAPIKey
            self.useKeylessProvider = useKeylessProvider
            self.setLocation = setLocation
            self.listFavourites = listFavourites
            self.apiKeySource = apiKeySource
            self.replaceAPIKey = replaceAPIKey
        }
    }

    public let text: String

    /// Any error: a `WeatherError` as itself, anything else as the internal error it is.
    public init(_ error: any Error, remedies: Remedies = Remedies(), changing: Bool = false) {
        self.init(WeatherError(error), remedies: remedies, changing: changing)
    }

    /// `changing`: the command would have changed something (`wf fav remove`), so a choice it could
    /// not make says that nothing was done; a command that only reads has nothing to reassure about.
    public init(_ error: WeatherError, remedies: Remedies = Remedies(), changing: Bool = false) {
        text = switch error {
        case .queryTooShort(let query):
            "a search needs at least \(SearchForecastUseCase.minimumQueryLength) characters (got \(Quoted(query)))"
        case .invalidInput(let why):
            // wf's own sentence (what the user typed in it is quoted and cut already): long enough
            // for every value a usage error lists, such as all of `wf config set`'s keys.
            TerminalSafe(why, maxLength: 600).text
        case .placeNotFound(let name):
            "no place called \(Quoted(name)) was found; check the spelling or try a larger town nearby"
        case .apiKeyMissing(let provider):
            "\(provider) needs an API key" + (remedies.setAPIKey.map { ". Set one with: \($0)" } ?? "")
                + (remedies.useKeylessProvider.map { " (or use the keyless provider: \($0))" } ?? "")
        case .apiKeyRejected(let provider):
            "\(provider) rejected the API key" + (remedies.apiKeySource.map { " from \($0)" } ?? "") + " (HTTP 401)"
                + ((remedies.replaceAPIKey ?? remedies.setAPIKey.map { "Set a valid one with: \($0)" }).map { ". \($0)" } ?? "")
        case .rateLimited(let provider, nil, _):
            "\(provider) says too many requests (HTTP 429): its rate limit was hit; wait a minute and try again"
        case .rateLimited(let provider, let until?, let limit?):
            "\(provider)'s \(TerminalSafe(limit).text) limit is reached (HTTP 429): wf asks it nothing before \(RateLimitClock.text(until)),"
                + " and nothing is cached for this"
        case .rateLimited(let provider, let until?, nil):
            "\(provider) is rate-limited until \(RateLimitClock.text(until)): it said too many requests (HTTP 429),"
                + " so wf asks it nothing before then, and nothing is cached for this"
        case .budgetSpent(let percent):
            "not asked: today's budget of Open-Meteo calls is \(percent) % spent (daily-budget); the weather is still asked,"
                + " the rest waits for 00:00 UTC"
        case .requestRejected(let provider, let reason):
            "\(provider) rejected the request: \(TerminalSafe(reason).text)"
        case .providerUnavailable(let provider, let reason, .noAnswer):
            "\(provider) \(TerminalSafe(reason).text), and nothing is cached for this; check the connection and try again"
        case .providerUnavailable(let provider, let reason, .badAnswer):
            "\(provider) \(TerminalSafe(reason).text), and nothing is cached for this; the fault is \(provider)'s, not the connection's:"
                + " try again later"
        case .ambiguousFavourite(let query, let matches):
            "\(Quoted(query)) fits \(matches.count) favourites: "
                + matches.map { "\($0.position). \(TerminalSafe($0.favourite.place.displayName).text)" }.joined(separator: "; ")
                + (changing ? "; nothing was done: " : "; ") + "choose one by its number or a fuller name"
        case .locationNotSet:
            "no location is set" + (remedies.setLocation.map { ". Set one with: \($0)" } ?? "")
        case .misconfigured(let what):
            TerminalSafe(what).text
        case .favouriteNotFound(let name, let count):
            "no favourite called \(Quoted(name))" + (remedies.listFavourites.map { "; '\($0)' shows " + Self.them(count) } ?? "")
        case .storage(let why):
            "cannot use the local database: \(TerminalSafe(why).text)"
        case .cannotSave(let folder, let reason):
            "cannot save in \(TerminalSafe(folder).text): \(TerminalSafe(reason).text); nothing was changed"
                + " (make the folder writable, or point WF_HOME at one that is)"
        case .cannotWrite(let path, let reason):
            "cannot write \(TerminalSafe(path).text): \(TerminalSafe(reason).text); nothing was written"
        case .noSpace(let folder):
            "no space left on the disk of \(TerminalSafe(folder).text); nothing was changed: free some space and try again"
        case .untrustedState(let path, let problem, let fix):
            "refusing to use \(TerminalSafe(path).text): \(TerminalSafe(problem).text); fix it with: \(TerminalSafe(fix).text)"
        case .unexpected(let why):
            "internal error: \(TerminalSafe(why).text) (please report this)"
        }
    }
}

extension WeatherErrorMessage {
    /// "them", or how many there are when that is known: "the 3 there are".
    static func them(_ count: Int?) -> String {
        switch count {
        case nil: "them"
        case 0?: "that there are none yet"
        case 1?: "the one there is"
        case let count?: "the \(count) there are"
        }
    }
}

/// Text from outside (arguments, provider messages, place names) made safe to print: no escape
/// sequences, and bounded by what it shows (`String.bounded(columns:)`), not by its code points.
public struct TerminalSafe: Sendable, CustomStringConvertible {
    public let text: String

    /// - Parameter maxLength: the most terminal columns shown; "…" follows when the text is cut.
    public init(_ raw: String, maxLength: Int = 200) {
        text = raw.withoutControls.maskingURLPasswords.bounded(columns: maxLength)
    }

    public var description: String { text }
}

/// A user's text in quotes, made safe to print.
public struct Quoted: Sendable, CustomStringConvertible {
    public let description: String

    public init(_ raw: String) {
        description = "\"\(TerminalSafe(raw, maxLength: 60).text)\""
    }
}
