import Foundation

/// What one answer may hold, counted before anything is built from it: how many JSON values and
/// how deep. A decoder builds a record for every value of a document, the ones no field asks for
/// included, so the bytes alone do not bound memory: 8 MB of `1,1,1,…` are 4 million values and
/// took 230 MiB. Counted by one pass over the bytes that allocates nothing; an answer past its
/// budget is not decoded at all.
public struct JSONBudget: Sendable, Equatable {
    /// The most values (numbers, strings, literals, arrays, objects) the answer may hold.
    public var values: Int
    /// The most arrays and objects one inside another.
    public var depth: Int

    public init(values: Int, depth: Int = 64) {
        self.values = values
        self.depth = depth
    }

    /// An answer for `places` places: room for every answer wf asks of one place (16 days of hours,
    /// 51 ensemble members, 30 years of days: at most about 40,000 values), and 1,000 values more
    /// for each further place (a place's weather now, or its air's hours, is a few hundred).
    public static func forPlaces(_ places: Int) -> JSONBudget {
        JSONBudget(values: 60_000 + 1_000 * max(places - 1, 0))
    }

    /// Alerts with their areas: a coast's polygon is thousands of points of 3 values each.
    public static let alerts = JSONBudget(values: 300_000)

    /// An error body, read only for the reason it gives.
    public static let reason = JSONBudget(values: 1_000, depth: 16)

    public enum Excess: Error, Equatable, Sendable {
        case values(limit: Int)
        case depth(limit: Int)
    }

    /// Throws when `data` holds more values than the budget, or nests deeper. Malformed JSON is
    /// left to the decoder, which says what is wrong with it.
    public func check(_ data: Data) throws(Excess) {
        let result: Excess? = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Excess? in
            var count = 0, level = 0, inString = false, escaped = false, expectingValue = true
            for byte in bytes {
                if inString {
                    if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                    continue
                }
                switch byte {
                case UInt8(ascii: " "), 0x0A, 0x0D, 0x09:
                    continue
                case UInt8(ascii: ","), UInt8(ascii: ":"):
                    expectingValue = true
                    continue
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    level -= 1
                    expectingValue = false
                    continue
                default:
                    break
                }
                // The first byte of a value (or of a key, counted too: a key is a string built like one).
                if expectingValue {
                    count += 1
                    if count > values { return .values(limit: values) }
                    expectingValue = false
                }
                switch byte {
                case UInt8(ascii: "\""):
                    inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    level += 1
                    if level > depth { return .depth(limit: depth) }
                    expectingValue = true
                default:
                    break
                }
            }
            return nil
        }
        if let result { throw result }
    }

    /// What `data` holds past the budget, or nil.
    func excess(of data: Data) -> Excess? {
        do { try check(data) } catch { return error }
        return nil
    }

    /// `T` from `data` when `data` is within the budget.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        if let excess = excess(of: data) { throw NetworkError.unreadable(excess.description) }
        return try JSONDecoder().decode(T.self, from: data)
    }
}

extension JSONBudget.Excess: CustomStringConvertible {
    public var description: String {
        switch self {
        case .values(let limit): "an answer holding more than the \(limit.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))) values wf asked for"
        case .depth(let limit): "an answer nested deeper than \(limit) levels"
        }
    }
}

extension Endpoint {
    /// The places a request asks for: the comma-separated coordinates of its `latitude` (or `lat`).
    var places: Int {
        guard let latitudes = query.first(where: { $0.name == "latitude" || $0.name == "lat" })?.value else { return 1 }
        return latitudes.split(separator: ",").count
    }
}
