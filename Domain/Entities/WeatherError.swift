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
    case rateLimited(provider: String)
    /// The provider refused the request as malformed (HTTP 400 and the like).
    case requestRejected(provider: String, reason: String)
    /// The provider could not be reached or sent something unusable, and nothing was cached.
    case providerUnavailable(provider: String, reason: String)
    /// A name that fits several favourites: nothing is shown or removed until the user chooses.
    case ambiguousFavourite(query: String, matches: [NumberedFavourite])
    /// `wf here` with no location configured.
    case locationNotSet
    /// The local database could not be used.
    case storage(String)
    /// A bug: something that should not happen did.
    case unexpected(String)

    /// Wraps any error so that callers deal with one type.
    public init(_ error: any Error) {
        self = (error as? WeatherError) ?? .unexpected(String(describing: error))
    }
}
