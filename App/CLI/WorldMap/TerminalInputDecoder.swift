import Presentation

/// Turns raw terminal bytes into inputs, holding back an escape sequence split across reads.
struct TerminalInputDecoder: Sendable {
    private var pending: [UInt8] = []

    init() {}

    mutating func decode(_ bytes: [UInt8]) -> [MapInput] {
        pending += bytes
        var inputs: [MapInput] = []
        var index = 0
        while index < pending.count {
            let byte = pending[index]
            guard byte == 0x1B else {
                if let input = Self.single(byte) { inputs.append(input) }
                index += 1
                continue
            }
            switch Self.escapeSequence(pending[index...]) {
            case .incomplete:
                pending = Array(pending[index...])
                return inputs
            case .input(let input, let length):
                if let input { inputs.append(input) }
                index += length
            }
        }
        pending = []
        return inputs
    }

    /// A lone Esc that was not followed by more bytes in the same read.
    mutating func flush() -> [MapInput] {
        defer { pending = [] }
        return pending == [0x1B] ? [.escape] : []
    }

    private static func single(_ byte: UInt8) -> MapInput? {
        switch byte {
        case UInt8(ascii: "k"): .up
        case UInt8(ascii: "j"): .down
        case UInt8(ascii: "h"): .left
        case UInt8(ascii: "l"): .right
        case UInt8(ascii: "+"), UInt8(ascii: "="): .zoomIn
        case UInt8(ascii: "-"), UInt8(ascii: "_"): .zoomOut
        case UInt8(ascii: "\r"), UInt8(ascii: "\n"): .enter
        case UInt8(ascii: "q"), UInt8(ascii: "Q"): .quit
        case UInt8(ascii: "f"), UInt8(ascii: "F"): .favourite
        case UInt8(ascii: "1")...UInt8(ascii: "9"): .goToFavourite(Int(byte - UInt8(ascii: "0")))
        case UInt8(ascii: "@"): .goHere
        case UInt8(ascii: "?"): .keys
        case 0x03: .interrupt
        case 0x1A: .suspend
        default: nil
        }
    }

    private enum Decoded {
        case incomplete
        case input(MapInput?, length: Int)
    }

    private static func escapeSequence(_ bytes: ArraySlice<UInt8>) -> Decoded {
        let bytes = Array(bytes)
        guard bytes.count >= 2 else { return .incomplete }
        guard bytes[1] == UInt8(ascii: "[") || bytes[1] == UInt8(ascii: "O") else {
            return .input(.escape, length: 1)
        }
        guard bytes.count >= 3 else { return .incomplete }
        switch bytes[2] {
        case UInt8(ascii: "A"): return .input(.up, length: 3)
        case UInt8(ascii: "B"): return .input(.down, length: 3)
        case UInt8(ascii: "C"): return .input(.right, length: 3)
        case UInt8(ascii: "D"): return .input(.left, length: 3)
        case UInt8(ascii: "<"):
            // SGR mouse: ESC [ < button ; column ; row (M press | m release)
            guard let end = bytes.firstIndex(where: { $0 == UInt8(ascii: "M") || $0 == UInt8(ascii: "m") }) else {
                return bytes.count > 32 ? .input(nil, length: bytes.count) : .incomplete
            }
            let fields = String(decoding: bytes[3..<end], as: UTF8.self).split(separator: ";").compactMap { Int($0) }
            guard fields.count == 3, bytes[end] == UInt8(ascii: "M"), fields[0] & ~0b11100 == 0 else {
                return .input(nil, length: end + 1)
            }
            return .input(.click(column: fields[1], row: fields[2]), length: end + 1)
        default:
            // Other CSI sequences (function keys, focus): skip to their final byte.
            guard let end = bytes[2...].firstIndex(where: { (0x40...0x7E).contains($0) }) else { return .incomplete }
            return .input(nil, length: end + 1)
        }
    }
}
