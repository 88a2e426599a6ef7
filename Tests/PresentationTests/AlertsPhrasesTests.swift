import Domain
import Presentation
import Testing

/// The official alerts's words, in its own table (Presentation/Alerts/AlertsPhrases.swift).
@Suite struct AlertsPhrasesTests {
    @Test("Every language has exactly the official alerts's phrases, with English's placeholders")
    func complete() {
        #expect(PhraseTableTests.problems(in: .alerts, for: Phrase.allAlerts) == [])
    }
}
