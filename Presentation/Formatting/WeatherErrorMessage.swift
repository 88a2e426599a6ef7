import Domain

/// One line that says what went wrong and what to do next: the one error text of wf.
public struct WeatherErrorMessage: Sendable {
    public let text: String

    /// Any error: a `WeatherError` as itself, anything else as the internal error it is.
    public init(_ error: any Error) {
        self.init(WeatherError(error))
    }

    public init(_ error: WeatherError) {
        text = switch error {
        case .queryTooShort(let query):
            "a search needs at least \(SearchForecastUseCase.minimumQueryLength) characters (got \(Quoted(query)))"
        case .invalidInput(let why):
            TerminalSafe(why).text
        case .placeNotFound(let name):
            "no place called \(Quoted(name)) was found; check the spelling or try a larger town nearby"
        case .apiKeyMissing(let provider):
            "\(provider) needs an API key. Set one with: wf config set api-key <key> (or use the keyless provider: wf config set provider open-meteo)"
        case .apiKeyRejected(let provider):
            "\(provider) rejected the API key (HTTP 401). Set a valid one with: wf config set api-key <key>"
        case .rateLimited(let provider):
            "\(provider) says too many requests (HTTP 429): its rate limit was hit; wait a minute and try again"
        case .requestRejected(let provider, let reason):
            "\(provider) rejected the request: \(TerminalSafe(reason).text)"
        case .providerUnavailable(let provider, let reason):
            "\(provider) \(TerminalSafe(reason).text), and nothing is cached for this; check the connection and try again"
        case .ambiguousFavourite(let query, let matches):
            "\(Quoted(query)) fits \(matches.count) favourites: "
                + matches.map { "\($0.position). \(TerminalSafe($0.favourite.place.displayName).text)" }.joined(separator: "; ")
                + "; nothing was done: choose one by its number or a fuller name"
        case .locationNotSet:
            "no location is set. Set one with: wf config set location \"Berlin\" (a place or lat,lon), or export WF_LOCATION=52.52,13.40, or pass --location <place|lat,lon>"
        case .storage(let why):
            "cannot use the local database: \(TerminalSafe(why).text)"
        case .unexpected(let why):
            "internal error: \(TerminalSafe(why).text) (please report this)"
        }
    }
}

/// Text from outside (arguments, provider messages) made safe to print: no escape sequences, bounded length.
public struct TerminalSafe: Sendable, CustomStringConvertible {
    public let text: String

    public init(_ raw: String, maxLength: Int = 200) {
        var scalars = String.UnicodeScalarView()
        for scalar in raw.unicodeScalars {
            if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format {
                scalars.append(contentsOf: "?".unicodeScalars)
            } else {
                scalars.append(scalar)
            }
        }
        let clean = String(scalars)
        text = clean.count > maxLength ? String(clean.prefix(maxLength)) + "…" : clean
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
