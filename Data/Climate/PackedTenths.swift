import Foundation

/// Numbers with one decimal as base64 of little-endian Int16 tenths; `Int16.min` is a missing value,
/// and so is one beyond ±3276.7.
struct PackedTenths: Codable, Equatable {
    var values: [Double?]

    init(_ values: [Double?]) {
        self.values = values.map { $0.map { ($0 * 10).rounded() / 10 } }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let data = Data(base64Encoded: try container.decode(String.self)), data.count % 2 == 0 else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a packed column is not whole numbers of 2 bytes")
        }
        values = data.withUnsafeBytes { raw in
            (0..<raw.count / 2).map { index in
                let tenths = Int16(littleEndian: raw.loadUnaligned(fromByteOffset: index * 2, as: Int16.self))
                return tenths == .min ? nil : Double(tenths) / 10
            }
        }
    }

    func encode(to encoder: any Encoder) throws {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(values.count * 2)
        for value in values {
            let tenths = value.flatMap { Int16(exactly: ($0 * 10).rounded()) } ?? .min
            withUnsafeBytes(of: tenths.littleEndian) { bytes.append(contentsOf: $0) }
        }
        var container = encoder.singleValueContainer()
        try container.encode(Data(bytes).base64EncodedString())
    }
}
