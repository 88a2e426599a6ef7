import Foundation

/// Which cells of an equirectangular world grid are land, from a binary PBM (P4) image.
/// Row 0 is the northern edge, column 0 the date line at 180° W; a set bit is land.
public struct LandMask: Sendable {
    public let width: Int
    public let height: Int
    private let bits: [UInt8]
    private let rowBytes: Int

    public enum Failure: Error, Equatable {
        case notPBM
        case truncated
    }

    public init(pbm data: Data) throws(Failure) {
        let bytes = [UInt8](data)
        var index = 0
        func token() -> String? {
            // Skip white space and `#` comments, then read one header token.
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "#") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                } else if [9, 10, 13, 32].contains(bytes[index]) {
                    index += 1
                } else {
                    break
                }
            }
            let start = index
            while index < bytes.count, ![9, 10, 13, 32].contains(bytes[index]) { index += 1 }
            return start < index ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
        }
        guard token() == "P4", let width = token().flatMap(Int.init), let height = token().flatMap(Int.init),
              width > 0, height > 0 else { throw .notPBM }
        index += 1 // the single white-space byte before the raster
        let rowBytes = (width + 7) / 8
        guard bytes.count - index >= rowBytes * height else { throw .truncated }
        self.width = width
        self.height = height
        self.rowBytes = rowBytes
        bits = Array(bytes[index..<(index + rowBytes * height)])
    }

    /// A mask from rows of "#" (land) and "." (water), for tests.
    public init(rows: [String]) {
        height = rows.count
        width = rows.map(\.count).max() ?? 0
        rowBytes = (width + 7) / 8
        var bits = [UInt8](repeating: 0, count: rowBytes * height)
        for (row, line) in rows.enumerated() {
            for (column, character) in line.enumerated() where character == "#" {
                bits[row * rowBytes + column / 8] |= 0x80 >> UInt8(column % 8)
            }
        }
        self.bits = bits
    }

    public func isLand(latitude: Double, longitude: Double) -> Bool {
        guard latitude.isFinite, longitude.isFinite else { return false }
        let wrapped = ((longitude + 180).truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        let column = min(Int(wrapped / 360 * Double(width)), width - 1)
        let row = min(max(Int((90 - latitude) / 180 * Double(height)), 0), height - 1)
        return bits[row * rowBytes + column / 8] & (0x80 >> UInt8(column % 8)) != 0
    }
}
