import Presentation

/// Turns raw terminal bytes into keys, holding back an escape sequence or a character split across reads.
struct TerminalInputDecoder: Sendable {
    private var pending: [UInt8] = []

    init() {}

    /// What the bytes mean on the map.
    mutating func decode(_ bytes: [UInt8]) -> [MapInput] {
        keys(bytes).compactMap(MapInput.init)
    }

    mutating func keys(_ bytes: [UInt8]) -> [TerminalKey] {
        pending += bytes
        var keys: [TerminalKey] = []
        var index = 0
        while index < pending.count {
            let byte = pending[index]
            let decoded = byte == 0x1B ? Self.escapeSequence(pending[index...]) : Self.character(pending[index...])
            switch decoded {
            case .incomplete:
                pending = Array(pending[index...])
                return keys
            case .key(let key, let length):
                if let key { keys.append(key) }
                index += length
            }
        }
        pending = []
        return keys
    }

    /// A lone Esc that was not followed by more bytes in the same read.
    mutating func flush() -> [MapInput] {
        flushKeys().compactMap(MapInput.init)
    }

    mutating func flushKeys() -> [TerminalKey] {
        defer { pending = [] }
        return pending == [0x1B] ? [.escape] : []
    }

    private enum Decoded {
        case incomplete
        case key(TerminalKey?, length: Int)
    }

    /// A control byte, or one character in UTF-8 (up to four bytes).
    private static func character(_ bytes: ArraySlice<UInt8>) -> Decoded {
        let byte = bytes[bytes.startIndex]
        switch byte {
        case UInt8(ascii: "\r"), UInt8(ascii: "\n"): return .key(.enter, length: 1)
        case UInt8(ascii: "\t"): return .key(.tab, length: 1)
        case 0x7F, 0x08: return .key(.backspace, length: 1)
        // Ctrl-C, and Ctrl-\ (which would be SIGQUIT in cooked mode): both end the loop, the terminal restored.
        case 0x03, 0x1C: return .key(.interrupt, length: 1)
        case 0x1A: return .key(.suspend, length: 1)
        case 0x00..<0x20: return .key(nil, length: 1)
        case 0x20..<0x80: return .key(.character(Character(Unicode.Scalar(byte))), length: 1)
        default:
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            guard bytes.count >= length else { return .incomplete }
            let text = String(decoding: bytes.prefix(length), as: UTF8.self)
            return .key(text.first.flatMap { $0 == "\u{FFFD}" ? nil : .character($0) }, length: length)
        }
    }

    private static func escapeSequence(_ bytes: ArraySlice<UInt8>) -> Decoded {
        let bytes = Array(bytes)
        guard bytes.count >= 2 else { return .incomplete }
        guard bytes[1] == UInt8(ascii: "[") || bytes[1] == UInt8(ascii: "O") else {
            return .key(.escape, length: 1)
        }
        guard bytes.count >= 3 else { return .incomplete }
        switch bytes[2] {
        case UInt8(ascii: "A"): return .key(.up, length: 3)
        case UInt8(ascii: "B"): return .key(.down, length: 3)
        case UInt8(ascii: "C"): return .key(.right, length: 3)
        case UInt8(ascii: "D"): return .key(.left, length: 3)
        case UInt8(ascii: "Z"): return .key(.tab, length: 3)
        case UInt8(ascii: "<"):
            // SGR mouse: ESC [ < button ; column ; row (M press | m release)
            guard let end = bytes.firstIndex(where: { $0 == UInt8(ascii: "M") || $0 == UInt8(ascii: "m") }) else {
                return bytes.count > 32 ? .key(nil, length: bytes.count) : .incomplete
            }
            let fields = String(decoding: bytes[3..<end], as: UTF8.self).split(separator: ";").compactMap { Int($0) }
            guard fields.count == 3, bytes[end] == UInt8(ascii: "M") else { return .key(nil, length: end + 1) }
            // The modifier bits (Shift, Alt, Ctrl) aside: 0 is the left button, 64 and 65 the wheel.
            switch fields[0] & ~0b11100 {
            case 0: return .key(.click(column: fields[1], row: fields[2]), length: end + 1)
            case 64: return .key(.wheelUp, length: end + 1)
            case 65: return .key(.wheelDown, length: end + 1)
            default: return .key(nil, length: end + 1)
            }
        case UInt8(ascii: "H"): return .key(.home, length: 3)
        case UInt8(ascii: "F"): return .key(.end, length: 3)
        default:
            // Other CSI sequences (function keys, focus): skip to their final byte; "5~" and "6~" are
            // Page Up and Page Down, "1~"/"7~" Home and "4~"/"8~" End.
            guard let end = bytes[2...].firstIndex(where: { (0x40...0x7E).contains($0) }) else { return .incomplete }
            guard bytes[end] == UInt8(ascii: "~") else { return .key(nil, length: end + 1) }
            let keys: [String: TerminalKey] = ["5": .pageUp, "6": .pageDown, "1": .home, "7": .home, "4": .end, "8": .end]
            return .key(keys[String(decoding: bytes[2..<end], as: UTF8.self)], length: end + 1)
        }
    }
}
