import Foundation

/// Every body a server sends is cleaned here, where it arrives, before anything reads it: a
/// character that would act on a terminal or reorder text — the C0 controls but tab, line feed and
/// carriage return, DEL, the C1 controls, and the bidirectional marks and overrides — becomes "?",
/// whether the body holds it as UTF-8 or as a JSON escape (`\u001b`). Nothing downstream (the
/// cache, the views, `--json`, the screen reader) ever holds one.
public enum ServerText {
    /// A body that is not UTF-8 text is no text to clean, and is passed on as it is. The body is
    /// read in place and cleaned into one new buffer: an 8 MB body costs 8 MB more, not 24.
    public static func cleaned(_ body: Data) -> Data {
        guard body.contains(where: mayStartUnsafe) else { return body }
        return body.withUnsafeBytes { raw -> Data in
            let bytes = raw.bindMemory(to: UInt8.self)
            // Most bodies hold nothing to clean ("°C" starts with C2, as C1 controls do): they are
            // passed on without a copy.
            guard holdsUnsafe(bytes), isUTF8(bytes) else { return body }
            // Nothing grows: each unsafe character or escape becomes one "?".
            var out = Data(count: bytes.count)
            let written = out.withUnsafeMutableBytes { target -> Int in
                var index = 0, end = 0
                func emit(_ byte: UInt8) { target[end] = byte; end += 1 }
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                        if bytes[index + 1] == UInt8(ascii: "u"), let scalar = hex4(bytes, at: index + 2) {
                            if isUnsafe(scalar) { emit(question) } else { for offset in 0..<6 { emit(bytes[index + offset]) } }
                            index += 6
                        } else {
                            emit(byte)
                            emit(bytes[index + 1])
                            index += 2
                        }
                        continue
                    }
                    if let length = unsafeSequence(bytes, at: index) {
                        emit(question)
                        index += length
                        continue
                    }
                    emit(byte)
                    index += 1
                }
                return end
            }
            out.count = written
            return out
        }
    }

    /// Whether cleaning would change anything: an unsafe character, raw or escaped.
    private static func holdsUnsafe(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if !mayStartUnsafe(byte) {
                index += 1
            } else if byte == UInt8(ascii: "\\") {
                guard index + 1 < bytes.count else { return false }
                if bytes[index + 1] == UInt8(ascii: "u"), let scalar = hex4(bytes, at: index + 2), isUnsafe(scalar) { return true }
                index += 2
            } else if unsafeSequence(bytes, at: index) != nil {
                return true
            } else {
                index += 1
            }
        }
        return false
    }

    /// Whether `bytes` are UTF-8, decided without building a string of them.
    private static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var parser = Unicode.UTF8.ForwardParser(), iterator = bytes.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    private static let question = UInt8(ascii: "?")

    /// A byte that can begin a control, a DEL, or the UTF-8 of C1 (C2) and of the marks (D8, E2), or an escape.
    private static func mayStartUnsafe(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F || byte == 0xC2 || byte == 0xD8
            || byte == 0xE2 || byte == UInt8(ascii: "\\")
    }

    static func isUnsafe(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// The length of the unsafe character at `index` as raw bytes, or nil.
    private static func unsafeSequence(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let byte = bytes[index]
        if byte < 0x80 { return isUnsafe(UInt32(byte)) ? 1 : nil }
        func next(_ offset: Int) -> UInt32? { index + offset < bytes.count ? UInt32(bytes[index + offset]) : nil }
        switch byte {
        case 0xC2, 0xD8:
            guard let second = next(1) else { return nil }
            return isUnsafe((UInt32(byte) & 0x1F) << 6 | (second & 0x3F)) && second & 0xC0 == 0x80 ? 2 : nil
        case 0xE2:
            guard let second = next(1), let third = next(2), second & 0xC0 == 0x80, third & 0xC0 == 0x80 else { return nil }
            return isUnsafe((UInt32(byte) & 0x0F) << 12 | (second & 0x3F) << 6 | (third & 0x3F)) ? 3 : nil
        default:
            return nil
        }
    }

    private static func hex4(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
