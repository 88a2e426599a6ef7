import Domain
import Presentation
import Testing

/// The likely ranges's words, in its own table (Presentation/Confidence/ConfidencePhrases.swift).
@Suite struct ConfidencePhrasesTests {
    @Test("Every language has exactly the likely ranges's phrases, with English's placeholders")
    func complete() {
        #expect(PhraseTableTests.problems(in: .confidence, for: Phrase.allConfidence) == [])
    }
}
