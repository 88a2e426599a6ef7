@testable import DataAccess
import Domain
import Foundation
import Testing

/// What `wf notify` has said: each kind, place and event claimed once, by any store on the file.
@Suite("Said notifications in the database")
struct SaidNotificationsTests {
    @Test("A key is claimed once, also by a second store on the same file; pruned keys can be claimed again")
    func claimOnce() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wf-said-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("wf.sqlite").path
        let said = SQLiteSaidNotifications(store: try SQLiteStore(path: path) { _ in })
        let other = SQLiteSaidNotifications(store: try SQLiteStore(path: path) { _ in })
        let key = WeatherNotification.Key(kind: .rain, place: "52.52,13.41", event: "1764001800")
        let then = Date(timeIntervalSince1970: 1_764_000_000)
        #expect(try await said.claim(key, at: then))
        #expect(try await !said.claim(key, at: then))
        #expect(try await !other.claim(key, at: then.addingTimeInterval(600)))
        #expect(try await said.claim(WeatherNotification.Key(kind: .alert, place: "52.52,13.41", event: "1764001800"), at: then))
        try await said.forget(before: then.addingTimeInterval(1))
        #expect(try await other.claim(key, at: then.addingTimeInterval(3600)))
        // A notification that did not arrive is released: the next run claims it again.
        try await other.release(key)
        #expect(try await said.claim(key, at: then.addingTimeInterval(3700)))
    }
}
