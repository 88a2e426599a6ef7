import Domain

/// Exit statuses from sysexits(3), as DESIGN.md §4 documents them.
public enum ExitCode: Int32, Sendable {
    case success = 0
    case usage = 64
    case notFound = 66
    case unavailable = 69
    case software = 70
    /// Results could not be written (a full disk); a closed pipe is not this.
    case ioError = 74
    case noPermission = 77
    case configuration = 78
    /// Ended by Ctrl-C (128 + SIGINT), as a shell reports it.
    case interrupted = 130
}

extension WeatherError {
    var exitCode: ExitCode {
        switch self {
        case .queryTooShort, .invalidInput, .ambiguousFavourite: .usage
        case .placeNotFound: .notFound
        case .apiKeyMissing, .apiKeyRejected: .noPermission
        case .rateLimited, .requestRejected, .providerUnavailable: .unavailable
        case .locationNotSet: .configuration
        case .storage, .unexpected: .software
        }
    }
}
