import Domain

/// Exit statuses from sysexits(3), as the README's exit-code table documents them.
public enum ExitCode: Int32, Sendable, CaseIterable {
    case success = 0
    /// `wf doctor` found a problem.
    case problemFound = 1
    case usage = 64
    case notFound = 66
    case unavailable = 69
    case software = 70
    /// A write that cannot be made durable: the state folder is read-only or not writable.
    case cannotCreate = 73
    /// Results could not be written (a full disk); a closed pipe is not this.
    case ioError = 74
    case noPermission = 77
    case configuration = 78
    /// Ended by Ctrl-C (128 + SIGINT), as a shell reports it.
    case interrupted = 130
}

extension WeatherError.Kind {
    var exitCode: ExitCode {
        switch self {
        case .usage: .usage
        case .notFound: .notFound
        case .unavailable, .rejected: .unavailable
        case .credentials, .untrusted: .noPermission
        case .cannotSave: .cannotCreate
        case .noSpace: .ioError
        case .configuration: .configuration
        case .storage, .internal: .software
        }
    }
}

extension WeatherError {
    var exitCode: ExitCode { kind.exitCode }
}
