import Foundation

/// The notifications already made, so that each is made once, by any process on the machine.
public protocol SaidNotifications: Sendable {
    /// Records `key` as said at `date`; true when it was not said before (false: say nothing).
    func claim(_ key: WeatherNotification.Key, at date: Date) async throws -> Bool
    /// Forgets what was said before `date`: the events are long past.
    func forget(before date: Date) async throws
}
