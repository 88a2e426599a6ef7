@testable import CLI
import Presentation
import Testing

@Suite("The progress line beside the spinner")
struct ProgressIndicatorTests {
    @Test("It fits the terminal's columns beside the spinner in every language: wide Japanese letters count twice")
    @MainActor
    func fitsInColumns() {
        let japanese = "berlinの予報を取得しています（Open-Meteo）"
        let fitted = ProgressIndicator.fitted(japanese, width: 40)
        #expect(fitted.terminalColumns <= 37)
        #expect(japanese.hasPrefix(fitted) && !fitted.isEmpty)
        let english = "Fetching the forecast for berlin from Open-Meteo"
        #expect(ProgressIndicator.fitted(english, width: 40) == String(english.prefix(37)))
        #expect(ProgressIndicator.fitted(english, width: 80) == english)
    }
}
