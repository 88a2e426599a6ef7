import Foundation

/// The notifications already made, so that each is made once, by any process on the machine.
public protocol SaidNotifications: Sendable {
    /// Records `key` as said at `date`; true when it was not said before (false: say nothing).
    func claim(_ key: WeatherNotification.Key, at date: Date) async throws -> Bool
    /// Forgets what was said before `date`: the events are long past.
    func forget(before date: Date) async throws
    /// Takes a claim back: the notification did not arrive, so it is to be made again.
    func release(_ key: WeatherNotification.Key) async throws
}
