import Foundation
import Testing
@testable import DataAccess

/// A shipped migration is never edited: a database made by an earlier wf went through it as it
/// was. The layout after each migration, applied in order to an empty database, is pinned in
/// Goldens/migrations.txt; a new migration is appended to it (`WF_UPDATE_GOLDENS=1`), and the
/// layouts of the ones before it may not change, updated or not.
@Suite("Shipped migrations")
struct ShippedMigrationsTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens/migrations.txt")
    static let separator = "\n----\n"

    /// Each migration's name and the tables, indexes and triggers after it, one statement a line.
    static func layouts() throws -> [String] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("wf-migrations-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let database = try SQLiteDatabase(path: path)
        return try Schema.migrations.map { migration in
            try migration.apply(database)
            let statements = try database.rows("SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY type, name")
                .compactMap { $0["sql"].text?.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
            return ([migration.name] + statements).joined(separator: "\n")
        }
    }

    @Test("The layout after every shipped migration is as it was; new ones are appended")
    func neverEdited() throws {
        let layouts = try Self.layouts()
        let pinned = ((try? String(contentsOf: Self.golden, encoding: .utf8)) ?? "")
            .components(separatedBy: Self.separator).filter { !$0.isEmpty }
        for (index, layout) in pinned.enumerated() {
            #expect(layouts.indices.contains(index) && layouts[index] == layout,
                    "migration \(index + 1) (\(layout.split(separator: "\n").first ?? "")) was edited or removed after it shipped")
        }
        if layouts.count > pinned.count, ProcessInfo.processInfo.environment["WF_UPDATE_GOLDENS"] == "1" {
            // Only the new ones are written: what shipped stays as it was pinned.
            let appended = (pinned + layouts[pinned.count...]).joined(separator: Self.separator) + Self.separator
            try appended.write(to: Self.golden, atomically: true, encoding: .utf8)
        } else {
            #expect(layouts.count == pinned.count, "a new migration: record it with WF_UPDATE_GOLDENS=1 swift test --filter ShippedMigrationsTests")
        }
    }
}
