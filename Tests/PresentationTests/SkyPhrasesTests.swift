import Domain
import Presentation
import Testing

/// The sky's words, in its own table (Presentation/Sky/SkyPhrases.swift).
@Suite struct SkyPhrasesTests {
    @Test("Every language has exactly the sky's phrases, with English's placeholders")
    func complete() {
        #expect(PhraseTableTests.problems(in: .sky, for: Phrase.allSky) == [])
    }
}
