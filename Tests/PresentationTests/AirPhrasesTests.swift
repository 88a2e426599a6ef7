import Domain
import Presentation
import Testing

/// The air quality's words, in its own table (Presentation/Air/AirPhrases.swift).
@Suite struct AirPhrasesTests {
    @Test("Every language has exactly the air quality's phrases, with English's placeholders")
    func complete() {
        #expect(PhraseTableTests.problems(in: .air, for: Phrase.allAir) == [])
    }
}
