import Domain
import Presentation
import Testing

/// The forecast change's words, in its own table (Presentation/ForecastChange/ForecastChangePhrases.swift).
@Suite struct ForecastChangePhrasesTests {
    @Test("Every language has exactly the forecast change's phrases, with English's placeholders")
    func complete() {
        #expect(PhraseTableTests.problems(in: .forecastChange, for: Phrase.allForecastChange) == [])
    }

    @Test("A phrase of its table is said from it, in the language asked")
    func saidFromItsTable() {
        #expect(Phrasebook(.english)(.changeLabel) == "Tomorrow")
        #expect(Phrasebook(Language("de")!)(.changeLabel) == "Morgen")
        #expect(Phrasebook(.english)(.changeUnavailable) != "change.unavailable")
    }
}
