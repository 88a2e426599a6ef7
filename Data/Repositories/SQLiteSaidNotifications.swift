import Domain
import Foundation

/// What `wf notify` has said, in the state folder's database: one row per kind, place and event.
/// A claim is one INSERT that only the first of many processes makes.
public struct SQLiteSaidNotifications: SaidNotifications {
    let store: SQLiteStore

    public init(store: SQLiteStore) {
        self.store = store
    }

    public func claim(_ key: WeatherNotification.Key, at date: Date) async throws -> Bool {
        try store.writeRequired { database in
            try database.run("INSERT OR IGNORE INTO said_notifications (kind, place, event, said_at) VALUES (?, ?, ?, ?)",
                             [.text(key.kind.rawValue), .text(key.place), .text(key.event), .real(date.timeIntervalSince1970)])
            return database.changes > 0
        }
    }

    public func release(_ key: WeatherNotification.Key) async throws {
        try store.writeRequired { database in
            try database.run("DELETE FROM said_notifications WHERE kind = ? AND place = ? AND event = ?",
                             [.text(key.kind.rawValue), .text(key.place), .text(key.event)])
        }
    }

    public func forget(before date: Date) async throws {
        try store.write { database in
            try database.run("DELETE FROM said_notifications WHERE said_at < ?", [.real(date.timeIntervalSince1970)])
        }
    }
}
