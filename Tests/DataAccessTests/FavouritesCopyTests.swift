import CSQLite
@testable import DataAccess
import Domain
import Foundation
import Testing
import TestSupport

/// The plain copy of the favourites beside the database (`favourites.json`) keeps them through any
/// damage to the database: truncated, replaced, its table dropped, its header destroyed.
@Suite("Favourites copy beside the database")
struct FavouritesCopyTests {
    static let berlin = Favourite(place: Place(name: "Berlin", country: "DE", region: "Land Berlin", coordinate: Coordinate(unchecked: 52.52, 13.41)),
                                  addedAt: Date(timeIntervalSince1970: 1_795_000_000))
    static let madrid = Favourite(place: Place(name: "Madrid", country: "ES", coordinate: Coordinate(unchecked: 40.42, -3.70)),
                                  addedAt: Date(timeIntervalSince1970: 1_795_000_100))

    func copyPath(_ temporary: TemporaryStore) -> String { temporary.folder.appendingPathComponent("favourites.json").path }

    func copied(_ temporary: TemporaryStore) throws -> [Favourite] {
        try FavouritesFile.decode(try Data(contentsOf: URL(fileURLWithPath: copyPath(temporary))))
    }

    func populated() throws -> TemporaryStore {
        let temporary = try TemporaryStore()
        let store = try temporary.open()
        #expect(try store.addFavourite(Self.berlin))
        #expect(try store.addFavourite(Self.madrid))
        try store.read { try $0.execute("PRAGMA wal_checkpoint(TRUNCATE)") }
        return temporary
    }

    @Test("Every change rewrites the copy, private to the user, with no temporary file left beside it")
    func everyChangeWritesTheCopy() throws {
        let temporary = try populated()
        #expect(try copied(temporary) == [Self.berlin, Self.madrid])
        var status = stat()
        #expect(stat(copyPath(temporary), &status) == 0 && status.st_mode & 0o777 == 0o600)
        let store = try temporary.open()
        #expect(try store.removeFavourite(Self.berlin))
        #expect(try copied(temporary) == [Self.madrid])
        #expect(try store.addFavourites([Self.berlin, Self.madrid]) == 1)
        #expect(try copied(temporary) == [Self.madrid, Self.berlin])
        let names = try FileManager.default.contentsOfDirectory(atPath: temporary.folder.path)
        #expect(!names.contains { $0.contains(".tmp-") }, "\(names)")
        #expect(temporary.warnings.isEmpty, "\(temporary.warnings)")
    }

    @Test("A database truncated to nothing, or cut at a page, gets its favourites back from the copy", arguments: [0, 4096])
    func truncated(length: Int) throws {
        let temporary = try populated()
        #expect(truncate(temporary.path, off_t(length)) == 0)
        let store = try temporary.open()
        _ = try? store.cacheEntry(.forecast, key: "k")
        #expect(try store.favourites() == [Self.berlin, Self.madrid])
        #expect(temporary.warnings.contains { $0.contains("2 favourite") }, "\(temporary.warnings)")
    }

    @Test("A dropped favourites table is damage: the file is moved aside and the favourites restored")
    func droppedTable() throws {
        let temporary = try populated()
        try rawSQL(temporary.path, "DROP TABLE favourites")
        let store = try temporary.open()
        #expect(try store.favourites() == [Self.berlin, Self.madrid])
        #expect(temporary.warnings.contains { $0.hasPrefix("the database was damaged") && $0.hasSuffix("2 favourites recovered") },
                "\(temporary.warnings)")
    }

    @Test("Emptied by the user, the favourites stay gone: an empty copy restores nothing")
    func removedOnPurpose() throws {
        let temporary = try populated()
        let store = try temporary.open()
        #expect(try store.removeFavourite(Self.berlin))
        #expect(try store.removeFavourite(Self.madrid))
        #expect(try temporary.open().favourites().isEmpty)
        #expect(temporary.warnings.isEmpty, "\(temporary.warnings)")
    }

    @Test("A database from before the copy was kept gets one when opened")
    func firstCopy() throws {
        let temporary = try populated()
        try FileManager.default.removeItem(atPath: copyPath(temporary))
        _ = try temporary.open()
        #expect(try copied(temporary) == [Self.berlin, Self.madrid])
    }

    @Test("A copy that cannot be read is named in a warning and set aside whole, never overwritten; the database is not changed")
    func unreadableCopy() throws {
        let temporary = try populated()
        try Data("not json".utf8).write(to: URL(fileURLWithPath: copyPath(temporary)))
        #expect(truncate(temporary.path, 0) == 0)
        let store = try temporary.open()
        #expect(try store.favourites().isEmpty)
        #expect(temporary.warnings.contains { $0.contains("favourites.json cannot be read") && $0.contains("moved it to ") }, "\(temporary.warnings)")
        let folder = (copyPath(temporary) as NSString).deletingLastPathComponent
        let aside = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasPrefix("favourites.json.bad-") })
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + aside)) == Data("not json".utf8))
        // The next change writes a new copy; the one set aside stays as it was.
        _ = try store.addFavourite(Self.berlin)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + aside)) == Data("not json".utf8))
    }

    @Test("One bad entry costs only itself: the others come back, it is named, and the file is kept aside")
    func oneBadEntry() throws {
        let temporary = try populated()
        let text = #"{"format":"wf favourites","version":1,"favourites":[{"name":"Berlin","latitude":52.52,"longitude":13.41},"#
            + #"{"name":"Bad","latitude":"north","longitude":1},{"name":"Madrid","latitude":40.42,"longitude":-3.7}]}"#
        try Data(text.utf8).write(to: URL(fileURLWithPath: copyPath(temporary)))
        #expect(truncate(temporary.path, 0) == 0)
        let store = try temporary.open()
        #expect(try store.favourites().map(\.place.name) == ["Berlin", "Madrid"])
        #expect(temporary.warnings.contains { $0.contains("favourite 2 has a latitude of the wrong type, so it was skipped; the file is kept as ") },
                "\(temporary.warnings)")
        let folder = (copyPath(temporary) as NSString).deletingLastPathComponent
        let aside = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasPrefix("favourites.json.bad-") })
        #expect(try String(contentsOfFile: folder + "/" + aside, encoding: .utf8) == text)
        #expect(try copied(temporary).map(\.place.name) == ["Berlin", "Madrid"])
    }

    @Test("A file of more favourites than wf keeps is refused whole, saying the limit")
    func tooMany() throws {
        let entries = (0...Favourite.maximumCount).map { #"{"name":"P\#($0)","latitude":1,"longitude":1}"# }.joined(separator: ",")
        #expect(throws: FavouritesFile.Unreadable(reason: "it holds 1001 favourites; wf keeps at most 1000")) {
            try FavouritesFile.decode(Data(#"{"version":1,"favourites":["#.utf8) + Data(entries.utf8) + Data("]}".utf8))
        }
    }

    @Test("The file format: what is written is read back; a newer version, a nameless favourite or a bad coordinate is refused whole")
    func fileFormat() throws {
        let data = FavouritesFile.encode([Self.berlin, Self.madrid])
        #expect(try FavouritesFile.decode(data) == [Self.berlin, Self.madrid])
        let undated = Date(timeIntervalSince1970: 42)
        #expect(try FavouritesFile.decode(Data(#"{"version":1,"favourites":[{"name":"X","latitude":1,"longitude":2}]}"#.utf8), undated: undated)
                    .map(\.addedAt) == [undated])
        let refused = [
            #"{"version":2,"favourites":[]}"#: "newer wf",
            #"{"version":1,"favourites":[{"name":" ","latitude":1,"longitude":2}]}"#: "favourite 1 has no name",
            #"{"version":1,"favourites":[{"name":"A","latitude":1,"longitude":2},{"name":"B","latitude":91,"longitude":2}]}"#: "favourite 2 (B) has a coordinate out of range",
            #"{"format":"something else","version":1,"favourites":[]}"#: "not wf favourites",
            #"[1, 2]"#: "not a wf favourites file",
        ]
        for (text, reason) in refused {
            #expect {
                try FavouritesFile.decode(Data(text.utf8))
            } throws: { error in
                (error as? FavouritesFile.Unreadable)?.reason.contains(reason) == true
            }
        }
    }
}
