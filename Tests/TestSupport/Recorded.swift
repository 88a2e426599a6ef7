import Foundation

/// Recorded provider responses from Tests/TestSupport/Fixtures (copied from ../shared/fixtures).
public enum Recorded {
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    public static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent("\(name).json"))
    }

    public static func response(_ name: String, status: Int = 200) throws -> StubResponse {
        .json(try data(name), status: status)
    }

    /// Every recorded response, by file name without extension.
    public static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }
}
