import Domain
import Presentation
import Testing

/// What a slow request says it waits for, in its own table (Presentation/Progress/ProgressPhrases.swift).
@Suite struct ProgressPhrasesTests {
    @Test("Every language has exactly the progress phrases, with English's placeholders")
    func complete() {
        #expect(PhraseTableTests.problems(in: .progress, for: Phrase.allProgress) == [])
    }

    @Test("A progress line is said in the language asked, with the place and where from")
    func saidInTheLanguageAsked() {
        let english = Phrasebook(.english), french = Phrasebook(Language("fr")!)
        #expect(english(.progress(english(.progressForecast(for: "berlin")), from: "Open-Meteo")) == "Fetching the forecast for berlin from Open-Meteo")
        #expect(french(.progress(french(.progressWeatherHere), from: "Open-Meteo")) == "Récupération de la météo là où vous êtes depuis Open-Meteo")
        #expect(english(.progressWhere(is: nil)) == "Fetching where you are")
        #expect(english(.progressAlerts(for: "Oslo")) == "Fetching official alerts for Oslo")
    }
}
