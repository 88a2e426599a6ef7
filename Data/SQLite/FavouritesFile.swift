import Domain
import Foundation
#if os(Linux)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The favourites as a plain JSON file: the copy kept beside the database (`favourites.json`),
/// and what `wf fav export` writes and `wf fav import` reads. Like `FavouriteRecord`, its key names
/// are a file format of their own, not Swift names:
///
/// ```json
/// {"favourites": [{"added_at": "2026-11-29T01:52:07Z", "country": "DE", "latitude": 52.52, "longitude": 13.41,
///                  "name": "Berlin", "region": "Berlin"}], "format": "wf favourites", "version": 1}
/// ```
public enum FavouritesFile {
    public static let currentVersion = 1
    static let format = "wf favourites"

    /// A file that is not a favourites file wf can read, and why.
    public struct Unreadable: Error, Hashable, Sendable, CustomStringConvertible {
        public let reason: String
        public var description: String { reason }
    }

    struct Document: Codable {
        var format: String?
        var version: Int
        var favourites: [Tolerant]
    }

    /// One entry, or why it cannot be read: one bad entry is that entry's problem, not the file's.
    struct Tolerant: Codable {
        var entry: Entry?
        var problem: String?

        init(_ entry: Entry) {
            self.entry = entry
        }

        init(from decoder: any Decoder) throws {
            do {
                entry = try Entry(from: decoder)
            } catch DecodingError.keyNotFound(let key, _) {
                problem = "has no \(key.stringValue)"
            } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context) {
                problem = "has a \(context.codingPath.last?.stringValue ?? "value") of the wrong type"
            } catch {
                problem = "cannot be read"
            }
        }

        func encode(to encoder: any Encoder) throws {
            try entry?.encode(to: encoder)
        }
    }

    struct Entry: Codable {
        var name: String
        var country: String?
        var region: String?
        var latitude: Double
        var longitude: Double
        /// Written in ISO 8601 as all of wf's JSON; read as that or as seconds since 1970 (what
        /// earlier versions wrote). A file written by hand may leave it out.
        var addedAt: Date?

        enum CodingKeys: String, CodingKey {
            case name, country, region, latitude, longitude
            case addedAt = "added_at"
        }

        init(name: String, country: String?, region: String?, latitude: Double, longitude: Double, addedAt: Date?) {
            (self.name, self.country, self.region, self.latitude, self.longitude, self.addedAt) = (name, country, region, latitude, longitude, addedAt)
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            country = try container.decodeIfPresent(String.self, forKey: .country)
            region = try container.decodeIfPresent(String.self, forKey: .region)
            latitude = try container.decode(Double.self, forKey: .latitude)
            longitude = try container.decode(Double.self, forKey: .longitude)
            if let seconds = try? container.decodeIfPresent(Double.self, forKey: .addedAt) {
                addedAt = seconds.isFinite ? Date(timeIntervalSince1970: seconds) : nil
            } else if let text = try container.decodeIfPresent(String.self, forKey: .addedAt) {
                addedAt = Entry.iso8601(text)
            } else {
                addedAt = nil
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encodeIfPresent(country, forKey: .country)
            try container.encodeIfPresent(region, forKey: .region)
            try container.encode(latitude, forKey: .latitude)
            try container.encode(longitude, forKey: .longitude)
            try container.encodeIfPresent(addedAt.map(Entry.iso8601), forKey: .addedAt)
        }

        /// "2026-11-29T01:52:07Z", to the second.
        static func iso8601(_ date: Date) -> String {
            ISO8601DateFormatter().string(from: date)
        }

        /// "2026-11-29T01:52:07Z", "…+01:00", or with fractions of a second.
        static func iso8601(_ text: String) -> Date? {
            if let date = ISO8601DateFormatter().date(from: text) { return date }
            let fractional = ISO8601DateFormatter()
            fractional.formatOptions.insert(.withFractionalSeconds)
            return fractional.date(from: text)
        }
    }

    /// The favourites as a file, in their order, keys sorted and one favourite a line.
    public static func encode(_ favourites: [Favourite]) -> Data {
        let entries = favourites.map { favourite in
            let place = favourite.place
            return Entry(name: place.name, country: place.country, region: place.region, latitude: place.coordinate.latitude,
                         longitude: place.coordinate.longitude, addedAt: favourite.addedAt)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // Encoding plain strings and finite numbers cannot fail.
        let data = (try? encoder.encode(Document(format: format, version: currentVersion, favourites: entries.map(Tolerant.init)))) ?? Data()
        return data + Data("\n".utf8)
    }

    /// The most favourites a file may hold (`wf fav import` and the copy): more is not a list a
    /// person keeps, and would make every `wf fav list` slow.
    public static let maximumCount = Favourite.maximumCount

    /// Every favourite in the file, in its order; a favourite without a date is dated `undated`.
    /// One that cannot be read fails the whole file, naming it: nothing is taken from a file
    /// that is not what it seems.
    public static func decode(_ data: Data, undated: Date = Date()) throws(Unreadable) -> [Favourite] {
        let read = try decodeEach(data, undated: undated)
        if let first = read.skipped.first { throw Unreadable(reason: first) }
        return read.favourites
    }

    /// The favourites of the file read one by one: those that can be read, and why each of the
    /// others cannot ("favourite 2 (Oslo) has a coordinate out of range"). For the copy beside the
    /// database, where one bad entry must not cost the good ones.
    public static func decodeEach(_ data: Data, undated: Date = Date()) throws(Unreadable) -> (favourites: [Favourite], skipped: [String]) {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch {
            throw Unreadable(reason: "it is not a wf favourites file (\(Self.reason(error)))")
        }
        guard document.favourites.count <= maximumCount else {
            throw Unreadable(reason: "it holds \(document.favourites.count) favourites; wf keeps at most \(maximumCount)")
        }
        guard document.format == nil || document.format == format else {
            throw Unreadable(reason: "it is a \(QuotedFormat(document.format ?? "")) file, not wf favourites")
        }
        guard (1...currentVersion).contains(document.version) else {
            throw Unreadable(reason: "its version \(document.version) is not one this wf reads (1…\(currentVersion)); a newer wf wrote it")
        }
        var favourites: [Favourite] = [], skipped: [String] = []
        for (index, tolerant) in document.favourites.enumerated() {
            guard let entry = tolerant.entry else {
                skipped.append("favourite \(index + 1) \(tolerant.problem ?? "cannot be read")")
                continue
            }
            let name = entry.name.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty else {
                skipped.append("favourite \(index + 1) has no name")
                continue
            }
            guard let coordinate = try? Coordinate(latitude: entry.latitude, longitude: entry.longitude) else {
                skipped.append("favourite \(index + 1) (\(name.prefix(60))) has a coordinate out of range")
                continue
            }
            favourites.append(Favourite(place: Place(name: name, country: entry.country, region: entry.region, coordinate: coordinate),
                                        addedAt: entry.addedAt ?? undated))
        }
        return (favourites, skipped)
    }

    /// The favourites of the file at `path` (`wf fav import`); a file larger than any list of
    /// favourites is refused unread.
    public static func read(from path: String, undated: Date = Date()) throws(Unreadable) -> [Favourite] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Unreadable(reason: "cannot read it: \(String(cString: strerror(errno)).lowercased())") }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        let limit = 16 << 20
        let data: Data
        do {
            data = try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw Unreadable(reason: "cannot read it: \(error.localizedDescription)")
        }
        guard data.count <= limit else { throw Unreadable(reason: "it is larger than \(limit >> 20) MiB, so not a favourites file") }
        return try decode(data, undated: undated)
    }

    static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            "\((context.codingPath.map(\.stringValue) + [key.stringValue]).joined(separator: ".")) is missing"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "\(context.codingPath.map(\.stringValue).joined(separator: ".")) has the wrong type"
        default: "not JSON"
        }
    }

    private struct QuotedFormat: CustomStringConvertible {
        let text: String
        init(_ text: String) { self.text = text }
        var description: String { "'" + String(text.prefix(40)) + "'" }
    }
}

/// A file replaced whole or not at all: written to a temporary file beside it, flushed to the disk,
/// then renamed over it, and the folder flushed so that the rename lasts. Never through a link.
public enum AtomicFile {
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The folder the file is in, for messages about where nothing could be written.
        public let folder: String
        public let code: Int32
        public var reason: String { String(cString: strerror(code)).lowercased() }
        public var description: String { "\(folder): \(reason)" }
    }

    public static func write(_ data: Data, to path: String, mode: mode_t = 0o600) throws(Failure) {
        let folder = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        let temporary = "\(path).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw Failure(folder: folder, code: errno) }
        var failure = writeAll(data, to: descriptor)
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw Failure(folder: folder, code: failure)
        }
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// Writes every byte of `data` to `descriptor`, going on after a signal; the error that stopped it.
    static func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
        data.withUnsafeBytes { bytes -> Int32? in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }

    /// The file's bytes, never through a link; nil when there is no file. At most `limit` bytes are read.
    static func read(_ path: String, limit: Int = 16 << 20) -> Data? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        return try? handle.read(upToCount: limit)
    }
}
