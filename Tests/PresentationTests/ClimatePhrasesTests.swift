import Domain
import Presentation
import Testing

/// The climate line's words, in its own table (Presentation/Climate/ClimatePhrases.swift).
@Suite struct ClimatePhrasesTests {
    @Test("Every language has exactly the climate line's phrases, with English's placeholders")
    func complete() {
        #expect(PhraseTableTests.problems(in: .climate, for: Phrase.allClimate) == [])
    }
}
