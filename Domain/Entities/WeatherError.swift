import Foundation

/// Everything that can go wrong, in terms the user can act on.
public enum WeatherError: Error, Hashable, Sendable {
    /// A search query shorter than `SearchForecastUseCase.minimumQueryLength`.
    case queryTooShort(String)
    /// An argument that can never be valid (a latitude of 91, a blank name).
    case invalidInput(String)
    /// The provider knows no such place.
    case placeNotFound(String)
    /// The provider needs an API key and none is set.
    case apiKeyMissing(provider: String)
    /// The provider refused the key.
    case apiKeyRejected(provider: String)
    /// The provider answered 429 Too Many Requests; `until`, when it said (`Retry-After`), is when
    /// wf may ask it again: until then no wf process of the state folder does.
    /// `limit`: which of its limits the source said was reached ("daily"), when it said.
    case rateLimited(provider: String, until: Date? = nil, limit: String? = nil)
    /// A side part not asked for: today's budget (`daily-budget`) is `percent` spent. The weather
    /// is always asked; its side parts wait for tomorrow (UTC).
    case budgetSpent(percent: Int)
    /// The provider refused the request as malformed (HTTP 400 and the like).
    case requestRejected(provider: String, reason: String)
    /// The provider could not be reached or sent something unusable, and nothing was cached.
    case providerUnavailable(provider: String, reason: String, outage: Outage = .badAnswer)
    /// A name that fits several favourites: nothing is shown or removed until the user chooses.
    case ambiguousFavourite(query: String, matches: [NumberedFavourite])
    /// `wf here` with no location configured.
    case locationNotSet
    /// A setting or the config file that cannot be used as it is; the text names it and the fix.
    case misconfigured(String)
    /// No favourite has this name (or number); `count` is how many there are.
    case favouriteNotFound(String, count: Int?)
    /// The local database could not be used.
    case storage(String)
    /// The state folder cannot be written (read-only, not the user's to write, not a folder): what
    /// the user keeps can be read, but a change to it cannot be made durable.
    case cannotSave(folder: String, reason: String)
    /// The disk holding the state folder is full: reads work, writes cannot be made.
    case noSpace(folder: String)
    /// A file the user named (`wf fav export FILE`) cannot be written, and why.
    case cannotWrite(path: String, reason: String)
    /// A state file or folder another user could change (or a link planted in its place): wf will
    /// neither trust nor write it, as ssh refuses such a key file.
    case untrustedState(path: String, problem: String, fix: String)
    /// A bug: something that should not happen did.
    case unexpected(String)

    /// Wraps any error so that callers deal with one type.
    public init(_ error: any Error) {
        self = (error as? WeatherError) ?? .unexpected(String(describing: error))
    }
}

extension WeatherError {
    /// What kind of failure this is: the one classification from which every policy is derived
    /// (the exit status, whether a cached copy may stand in, whether waiting and trying again helps).
    public enum Kind: Hashable, Sendable, CaseIterable {
        /// The user asked for something that can never work as asked.
        case usage
        /// The provider (or the favourites) know no such place.
        case notFound
        /// The provider cannot be reached, fails, rate-limits or sends something unreadable: it may
        /// answer a moment later.
        case unavailable
        /// The provider refused this request as malformed: asking again will not change its answer.
        case rejected
        /// An API key is missing or refused.
        case credentials
        /// Something the user must set up first (a location for `wf here`).
        case configuration
        /// The local database cannot be used.
        case storage
        /// A write to the state folder cannot be made durable (it is read-only or not writable).
        case cannotSave
        /// The disk holding the state folder is full.
        case noSpace
        /// The state folder or a file in it could be changed by another user.
        case untrusted
        /// A bug.
        case `internal`

        /// Whether the last cached copy is better than this failure. Never for a refused key or
        /// request: those must be seen, not hidden behind old data.
        public var allowsOfflineFallback: Bool { self == .unavailable }

        /// Whether a watch should try again later. Input, keys, configuration and a refused request
        /// will not fix themselves by waiting; a provider's trouble and a bug's bad luck may.
        public var isWorthRetrying: Bool { self == .unavailable || self == .internal }
    }

    /// See `Kind.allowsOfflineFallback`.
    public var allowsOfflineFallback: Bool { kind.allowsOfflineFallback }
    /// See `Kind.isWorthRetrying`.
    public var isWorthRetrying: Bool { kind.isWorthRetrying }

    public var kind: Kind {
        switch self {
        case .queryTooShort, .invalidInput, .ambiguousFavourite: .usage
        case .placeNotFound, .favouriteNotFound: .notFound
        case .providerUnavailable, .rateLimited, .budgetSpent: .unavailable
        case .requestRejected: .rejected
        case .apiKeyMissing, .apiKeyRejected: .credentials
        case .locationNotSet, .misconfigured: .configuration
        case .storage: .storage
        case .cannotSave, .cannotWrite: .cannotSave
        case .noSpace: .noSpace
        case .untrustedState: .untrusted
        case .unexpected: .internal
        }
    }
}

extension WeatherError {
    /// Why a provider's weather could not be used, which decides what the user can do about it.
    public enum Outage: Hashable, Sendable {
        /// No answer came: the connection, a timeout, a cancelled request. Check the connection.
        case noAnswer
        /// The provider answered, with a server error or with something unreadable: its fault, not
        /// the connection's. Try later.
        case badAnswer
    }
}
