import Domain
import Foundation

/// A favourite as the database stores it. The record belongs to this layer and is mapped to and
/// from Domain's `Favourite` here, so renaming a Domain field never changes what is on disk.
///
/// A row of `favourites` is `id`, `coordinate_key` (unique), `payload` (the `Body` as JSON, which
/// carries its own version) and `added_at`: seconds since 1970, like every date in the database.
/// The body holds no date, so there is one date and one way to store it.
struct FavouriteRecord: RowRecord, Equatable {
    var id: Int64?
    var coordinateKey: String
    var body: Body
    var addedAt: Double

    static let columns = "id, coordinate_key, payload, added_at"

    /// The stored JSON. Its keys are spelled out: they are a file format, not Swift names.
    struct Body: Codable, Equatable {
        static let currentVersion = 1

        var version: Int
        var name: String
        var country: String?
        var region: String?
        var latitude: Double
        var longitude: Double

        enum CodingKeys: String, CodingKey {
            case version, name, country, region, latitude, longitude
        }
    }

    /// A row that is kept in the database but cannot be shown.
    struct Unreadable: Error, Equatable, CustomStringConvertible {
        var id: Int64?
        var coordinateKey: String?
        var reason: String

        var description: String {
            let row = id.map { "row \($0)" } ?? "a row"
            let place = coordinateKey.map { " (stored for \(Self.printable($0)))" } ?? ""
            return "favourite in \(row)\(place) cannot be read: \(reason)"
        }

        private static func printable(_ text: String) -> String {
            String(String.UnicodeScalarView(text.unicodeScalars.prefix(40).map { $0.properties.generalCategory == .control ? "?" : $0 }))
        }
    }

    init(_ favourite: Favourite) {
        let place = favourite.place
        id = nil
        coordinateKey = place.coordinate.cacheKey
        body = Body(version: Body.currentVersion, name: place.name, country: place.country, region: place.region,
                    latitude: place.coordinate.latitude, longitude: place.coordinate.longitude)
        addedAt = favourite.addedAt.timeIntervalSince1970
    }

    /// Reads a row selected as `FavouriteRecord.columns`.
    init(row: SQLiteRow) throws(Unreadable) {
        let id = row["id"].integer
        let key = row["coordinate_key"].text
        guard let key, let payload = row["payload"].blob, let addedAt = row["added_at"].real else {
            throw Unreadable(id: id, coordinateKey: key, reason: "the row is incomplete")
        }
        do {
            body = try Body.decoding(payload)
        } catch {
            throw Unreadable(id: id, coordinateKey: key, reason: error.reason)
        }
        self.id = id
        coordinateKey = key
        self.addedAt = addedAt
    }

    /// A row of `favourites` as it is, read or not, to be carried into a new database by a repair
    /// (`coordinate_key`, `payload`, `added_at`): never fails, the values are not interpreted.
    struct Stored: RowRecord, Equatable {
        static let columns = "coordinate_key, payload, added_at"
        var coordinateKey: SQLiteValue
        var payload: SQLiteValue
        var addedAt: SQLiteValue

        init(row: SQLiteRow) {
            coordinateKey = row["coordinate_key"]
            payload = row["payload"]
            addedAt = row["added_at"]
        }

        /// The values for `INSERT … (coordinate_key, payload, added_at) VALUES (?, ?, ?)`: an older
        /// record rewritten as a current one, anything else exactly as it was.
        var upgradedValues: [SQLiteValue] {
            [coordinateKey, payload.blob.flatMap(Body.upgradedPayload).map(SQLiteValue.blob) ?? payload, addedAt]
        }
    }

    /// The values for `INSERT … (coordinate_key, payload, added_at) VALUES (?, ?, ?)`.
    func insertValues() throws -> [SQLiteValue] {
        [.text(coordinateKey), .blob(try body.encoded()), .real(addedAt)]
    }

    /// The Domain value, checked as a provider's answer would be.
    func favourite() throws(Unreadable) -> Favourite {
        guard !body.name.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw Unreadable(id: id, coordinateKey: coordinateKey, reason: "it has no name")
        }
        guard addedAt.isFinite else {
            throw Unreadable(id: id, coordinateKey: coordinateKey, reason: "its date is not a number")
        }
        let coordinate: Coordinate
        do {
            coordinate = try Coordinate(latitude: body.latitude, longitude: body.longitude)
        } catch {
            throw Unreadable(id: id, coordinateKey: coordinateKey, reason: "its coordinate is out of range")
        }
        let place = Place(name: body.name, country: body.country, region: body.region, coordinate: coordinate)
        return Favourite(place: place, addedAt: Date(timeIntervalSince1970: addedAt))
    }
}

extension FavouriteRecord.Body {
    struct DecodeFailure: Error { let reason: String }

    /// A current record, or a favourite as wf 1.x stored it (Domain's JSON); anything else fails
    /// with a short reason.
    static func decoding(_ payload: Data) throws(DecodeFailure) -> Self {
        let current: Error
        do {
            let body = try JSONDecoder().decode(Self.self, from: payload)
            guard (1...currentVersion).contains(body.version) else {
                throw DecodeFailure(reason: "record version \(body.version) is not one this wf knows (1…\(currentVersion))")
            }
            return body
        } catch let failure as DecodeFailure {
            throw failure
        } catch {
            current = error
        }
        if let legacy = try? JSONDecoder().decode(LegacyFavourite.self, from: payload) {
            let place = legacy.place
            return Self(version: currentVersion, name: place.name, country: place.country, region: place.region,
                        latitude: place.coordinate.latitude, longitude: place.coordinate.longitude)
        }
        throw DecodeFailure(reason: Self.reason(current))
    }

    /// The payload rewritten as a current record when it is an older one; nil when it already is
    /// current or cannot be read (then it stays as it is).
    static func upgradedPayload(_ payload: Data) -> Data? {
        if (try? JSONDecoder().decode(Self.self, from: payload))?.version == currentVersion { return nil }
        return (try? decoding(payload)).flatMap { try? $0.encoded() }
    }

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(self)
    }

    private static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "it has no \(key.stringValue)"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "its \(context.codingPath.map(\.stringValue).joined(separator: ".")) has the wrong type"
        default: "it is not a favourite record"
        }
    }
}

/// A favourite as wf 1.x stored it: Domain's `Favourite` encoded with Foundation's defaults. Its
/// `addedAt` (seconds since 2001) is not read: the row's `added_at` column holds the same moment.
private struct LegacyFavourite: Decodable {
    struct Place: Decodable {
        var name: String
        var country: String?
        var region: String?
        var coordinate: Coordinate
    }
    struct Coordinate: Decodable {
        var latitude: Double
        var longitude: Double
    }
    var place: Place
}
