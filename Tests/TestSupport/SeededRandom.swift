/// A small deterministic generator (SplitMix64), so a fuzz failure can be replayed from its seed.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `data` with a few random edits: flipped bytes, a cut, inserted junk or a duplicated slice.
    public mutating func mutate(_ data: [UInt8]) -> [UInt8] {
        var bytes = data
        for _ in 0..<Int.random(in: 1...4, using: &self) {
            guard !bytes.isEmpty else { return [UInt8.random(in: 0...255, using: &self)] }
            let index = Int.random(in: 0..<bytes.count, using: &self)
            switch Int.random(in: 0..<5, using: &self) {
            case 0: bytes[index] = UInt8.random(in: 0...255, using: &self)
            case 1: bytes.removeSubrange(index...)
            case 2: bytes.insert(contentsOf: Array("{[\"-1e999,}".utf8).shuffled(using: &self), at: index)
            case 3: bytes.insert(contentsOf: bytes[index..<min(index + 64, bytes.count)], at: index)
            default: bytes[index] = [UInt8(ascii: "\""), UInt8(ascii: "0"), UInt8(ascii: "n"), UInt8(ascii: "]")].randomElement(using: &self)!
            }
        }
        return bytes
    }
}
