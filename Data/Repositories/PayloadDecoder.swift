import Domain
import Foundation

/// Decodes what `PayloadCodec.encode` wrote (JSONEncoder, dates as seconds since 1970) through the
/// types' own `Decodable` conformances, without `JSONDecoder`.
///
/// A cached `wf here` decodes four kinds of payload, each the first of its types in the process;
/// `JSONDecoder` asks the runtime about every one of those types (is it a date, a URL, a dictionary
/// keyed by strings…), and each first question is a scan of every protocol conformance in the
/// binary. This decoder asks only what the standard library's own conformances ask.
struct PayloadDecoder {
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        let node: JSONValue
        do {
            node = try data.withUnsafeBytes { raw in try JSONValue.parse(raw.bindMemory(to: UInt8.self)) }
        } catch let malformed as JSONValue.Malformed {
            throw Malformed(offset: malformed.offset)
        }
        return try NodeDecoder(node, codingPath: []).value(T.self)
    }

    struct Malformed: Error, CustomStringConvertible {
        let offset: Int
        var description: String { "the cached payload is not JSON (at byte \(offset))" }
    }
}

private final class NodeDecoder: Decoder {
    let node: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ node: JSONValue, codingPath: [any CodingKey]) {
        self.node = node
        self.codingPath = codingPath
    }

    func value<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == Date.self {
            return Date(timeIntervalSince1970: try number()) as! T
        }
        return try T(from: self)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = node else { throw mismatch("an object") }
        return KeyedDecodingContainer(Keyed<Key>(members: members, decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = node else { throw mismatch("an array") }
        return Unkeyed(elements: elements, decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(decoder: self) }

    func number() throws -> Double {
        guard case .number(let value) = node else { throw mismatch("a number") }
        return value
    }

    func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
        guard let value = I(exactly: try number()) else { throw mismatch("a whole number that fits \(I.self)") }
        return value
    }

    func string() throws -> String {
        guard case .string(let value) = node else { throw mismatch("a string") }
        return value
    }

    func bool() throws -> Bool {
        guard case .bool(let value) = node else { throw mismatch("true or false") }
        return value
    }

    func child(_ node: JSONValue, _ key: any CodingKey) -> NodeDecoder {
        NodeDecoder(node, codingPath: codingPath + [key])
    }

    private func mismatch(_ expected: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: "expected \(expected), found \(node.kind)"))
    }
}

private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONValue]
    let decoder: NodeDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { members.keys.compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let node = members[key.stringValue] else { return true }
        if case .null = node { return true }
        return false
    }

    func child(_ key: Key) throws -> NodeDecoder {
        guard let node = members[key.stringValue] else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: "no \"\(key.stringValue)\""))
        }
        return decoder.child(node, key)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try child(key).bool() }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try child(key).string() }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try child(key).number() }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(try child(key).number()) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(key).integer(Int.self) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try child(key).integer(Int8.self) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try child(key).integer(Int16.self) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try child(key).integer(Int32.self) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try child(key).integer(Int64.self) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try child(key).integer(UInt.self) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try child(key).integer(UInt8.self) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try child(key).integer(UInt16.self) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try child(key).integer(UInt32.self) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try child(key).integer(UInt64.self) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try child(key).value(T.self) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try child(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { try child(key).unkeyedContainer() }
    func superDecoder() throws -> any Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> any Decoder { try child(key) }
}

private struct Unkeyed: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let decoder: NodeDecoder
    var currentIndex = 0
    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    init(elements: [JSONValue], decoder: NodeDecoder) {
        self.elements = elements
        self.decoder = decoder
    }

    private struct Index: CodingKey {
        let intValue: Int?
        var stringValue: String { "\(intValue ?? 0)" }
        init(_ index: Int) { intValue = index }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { self.intValue = intValue }
    }

    mutating func next() throws -> NodeDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(Any.self, DecodingError.Context(codingPath: codingPath, debugDescription: "the array has ended"))
        }
        defer { currentIndex += 1 }
        return decoder.child(elements[currentIndex], Index(currentIndex))
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, case .null = elements[currentIndex] else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next().bool() }
    mutating func decode(_ type: String.Type) throws -> String { try next().string() }
    mutating func decode(_ type: Double.Type) throws -> Double { try next().number() }
    mutating func decode(_ type: Float.Type) throws -> Float { Float(try next().number()) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next().integer(Int.self) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next().integer(Int8.self) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next().integer(Int16.self) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next().integer(Int32.self) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next().integer(Int64.self) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next().integer(UInt.self) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next().integer(UInt8.self) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next().integer(UInt16.self) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next().integer(UInt32.self) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next().integer(UInt64.self) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().value(T.self) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }
    mutating func superDecoder() throws -> any Decoder { try next() }
}

private struct Single: SingleValueDecodingContainer {
    let decoder: NodeDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool {
        if case .null = decoder.node { return true }
        return false
    }

    func decode(_ type: Bool.Type) throws -> Bool { try decoder.bool() }
    func decode(_ type: String.Type) throws -> String { try decoder.string() }
    func decode(_ type: Double.Type) throws -> Double { try decoder.number() }
    func decode(_ type: Float.Type) throws -> Float { Float(try decoder.number()) }
    func decode(_ type: Int.Type) throws -> Int { try decoder.integer(Int.self) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.integer(Int8.self) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.integer(Int16.self) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.integer(Int32.self) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.integer(Int64.self) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.integer(UInt.self) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.integer(UInt8.self) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.integer(UInt16.self) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.integer(UInt32.self) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.integer(UInt64.self) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.value(T.self) }
}
