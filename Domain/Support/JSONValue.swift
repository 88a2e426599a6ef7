/// JSON as parsed by wf's one scanner, without `JSONDecoder`: the cached payloads (`PayloadDecoder`)
/// and the phrase tables (`Phrasebook`) are read with it, where `JSONDecoder`'s start-up cost (the
/// runtime resolving its generic types on first use) was most of a cached run's time.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// How lenient a parse is.
    public enum Rules: Sendable {
        /// RFC 8259, strictly.
        case strict
        /// As Foundation's `JSONDecoder` reads: a key given twice keeps its first value, and a comma
        /// may end an object.
        case asJSONDecoder
    }

    /// One JSON value, nothing after it but white space. Nesting is limited, so damaged JSON is an
    /// error, never a stack overflow.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, rules: Rules = .strict) throws -> JSONValue {
        var parser = Parser(bytes: bytes, rules: rules)
        return try parser.document()
    }

    /// `parse` of an array's bytes.
    public static func parse(_ bytes: [UInt8], rules: Rules = .strict) throws -> JSONValue {
        try bytes.withUnsafeBufferPointer { try parse($0, rules: rules) }
    }

    /// Where the text stops being JSON.
    public struct Malformed: Error, CustomStringConvertible {
        public let offset: Int
        public var description: String { "not JSON (at byte \(offset))" }
    }

    struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        let rules: Rules
        private var position = 0
        private var depth = 0
        private static let maximumDepth = 64

        init(bytes: UnsafeBufferPointer<UInt8>, rules: Rules) {
            self.bytes = bytes
            self.rules = rules
        }

        mutating func document() throws -> JSONValue {
            let value = try self.value()
            skipSpace()
            guard position == bytes.count else { throw Malformed(offset: position) }
            return value
        }

        private mutating func value() throws -> JSONValue {
            skipSpace()
            guard position < bytes.count else { throw Malformed(offset: position) }
            switch bytes[position] {
            case UInt8(ascii: "{"): return try nested { try $0.object() }
            case UInt8(ascii: "["): return try nested { try $0.array() }
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            default: return .number(try number())
            }
        }

        private mutating func nested(_ read: (inout Parser) throws -> JSONValue) throws -> JSONValue {
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maximumDepth else { throw Malformed(offset: position) }
            return try read(&self)
        }

        private mutating func object() throws -> JSONValue {
            position += 1
            var members: [String: JSONValue] = [:]
            skipSpace()
            if take(UInt8(ascii: "}")) { return .object(members) }
            repeat {
                skipSpace()
                if rules == .asJSONDecoder, position < bytes.count, bytes[position] == UInt8(ascii: "}"), !members.isEmpty { break }
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw Malformed(offset: position) }
                let key = try string()
                skipSpace()
                guard take(UInt8(ascii: ":")) else { throw Malformed(offset: position) }
                let member = try value()
                if rules == .strict || members[key] == nil { members[key] = member }
                skipSpace()
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "}")) else { throw Malformed(offset: position) }
            return .object(members)
        }

        private mutating func array() throws -> JSONValue {
            position += 1
            var elements: [JSONValue] = []
            skipSpace()
            if take(UInt8(ascii: "]")) { return .array(elements) }
            repeat {
                elements.append(try value())
                skipSpace()
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "]")) else { throw Malformed(offset: position) }
            return .array(elements)
        }

        private mutating func literal(_ word: StaticString) throws {
            let count = word.utf8CodeUnitCount
            guard position + count <= bytes.count,
                  (0..<count).allSatisfy({ bytes[position + $0] == word.utf8Start[$0] }) else { throw Malformed(offset: position) }
            position += count
        }

        private mutating func number() throws -> Double {
            let start = position
            while position < bytes.count, Self.isNumberByte(bytes[position]) { position += 1 }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            guard let first = text.utf8.first, first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
                  let value = Double(text), value.isFinite else { throw Malformed(offset: start) }
            return value
        }

        private static func isNumberByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
                 UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): true
            default: false
            }
        }

        /// A string literal; bytes are copied as they are up to the first escape.
        private mutating func string() throws -> String {
            position += 1
            let start = position
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "\""):
                    defer { position += 1 }
                    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                case UInt8(ascii: "\\"):
                    var text = Array(bytes[start..<position])
                    return try escapedRest(into: &text)
                case 0..<0x20:
                    throw Malformed(offset: position)
                default:
                    position += 1
                }
            }
            throw Malformed(offset: position)
        }

        private mutating func escapedRest(into text: inout [UInt8]) throws -> String {
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(decoding: text, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard position < bytes.count else { throw Malformed(offset: position) }
                    let escape = bytes[position]
                    position += 1
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escape)
                    case UInt8(ascii: "b"): text.append(0x08)
                    case UInt8(ascii: "f"): text.append(0x0C)
                    case UInt8(ascii: "n"): text.append(0x0A)
                    case UInt8(ascii: "r"): text.append(0x0D)
                    case UInt8(ascii: "t"): text.append(0x09)
                    case UInt8(ascii: "u"): text.append(contentsOf: String(Character(try unicodeEscape())).utf8)
                    default: throw Malformed(offset: position - 1)
                    }
                case 0..<0x20:
                    throw Malformed(offset: position - 1)
                default:
                    text.append(byte)
                }
            }
            throw Malformed(offset: position)
        }

        /// The four hex digits after `\u`, and a low surrogate's escape after a high one.
        private mutating func unicodeEscape() throws -> Unicode.Scalar {
            let unit = try hex4()
            if (0xD800..<0xDC00).contains(unit) {
                guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")) else { throw Malformed(offset: position) }
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low), let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                else { throw Malformed(offset: position) }
                return scalar
            }
            guard let scalar = Unicode.Scalar(unit) else { throw Malformed(offset: position) }
            return scalar
        }

        private mutating func hex4() throws -> UInt32 {
            guard position + 4 <= bytes.count else { throw Malformed(offset: position) }
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = Character(Unicode.Scalar(bytes[position])).hexDigitValue else { throw Malformed(offset: position) }
                value = value << 4 | UInt32(digit)
                position += 1
            }
            return value
        }

        private mutating func skipSpace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x0A, 0x0D, 0x09: position += 1
                default: return
                }
            }
        }

        private mutating func take(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }
    }
}
