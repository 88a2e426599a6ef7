@testable import CLI
import Foundation
import Testing

/// docs/deploy/open-meteo/variables.md is what the code asks: it cannot drift.
@Suite("Open-Meteo variables document")
struct VariablesDocumentTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/deploy/open-meteo/variables.md")

    @Test("The document lists exactly the variables of every forecast-API request wf sends, and who sends it")
    func matchesTheCode() throws {
        if ProcessInfo.processInfo.environment["WF_UPDATE_GOLDENS"] == "1" {
            try OpenMeteoUse.variablesDocument.write(to: Self.file, atomically: true, encoding: .utf8)
        }
        let written = try String(contentsOf: Self.file, encoding: .utf8)
        #expect(written == OpenMeteoUse.variablesDocument, "run WF_UPDATE_GOLDENS=1 swift test --filter VariablesDocumentTests")
        // Spot checks against the requests themselves.
        #expect(written.contains("uv_index_max"))
        #expect(written.contains("### rain-grid: `wf map --rain`"))
    }
}
