import Domain
#if canImport(Testing)
import Testing
#endif

/// A double asked for something its test did not set up: a test failure that says what was called,
/// and an error for the caller, so a test never passes on a permissive default answer.
/// (`swift build` without tests, as `scripts/build-release` runs it, builds this target without the
/// Testing module: there it is a fatal error.)
public func unexpectedCall(_ what: String) -> WeatherError {
    #if canImport(Testing)
    Issue.record("\(what) was called, but this test did not set it up")
    return .unexpected("\(what): not set up in this test")
    #else
    fatalError("\(what) was called, but this test did not set it up")
    #endif
}
