import Domain
import Testing

/// A double asked for something its test did not set up: a test failure that says what was called,
/// and an error for the caller, so a test never passes on a permissive default answer.
public func unexpectedCall(_ what: String) -> WeatherError {
    Issue.record("\(what) was called, but this test did not set it up")
    return .unexpected("\(what): not set up in this test")
}
