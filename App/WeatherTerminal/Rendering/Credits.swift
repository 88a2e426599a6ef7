import Presentation

/// The credit each provider asks for under its results (its `ProviderDescription.Attribution`), never
/// cut: a narrow terminal gets the short form. The front end knows the providers and fills the table
/// (`TerminalStyle.credits`); a provider not in it needs no credit.
public struct Credits: Sendable {
    public struct Attribution: Sendable {
        /// "Open-Meteo.com (CC BY 4.0)".
        public let text: String
        /// The same in words for a screen reader: "Open-Meteo.com, licence CC BY 4.0".
        public let spoken: String

        public init(text: String, spoken: String) {
            self.text = text
            self.spoken = spoken
        }
    }

    /// By the name a forecast or reading carries: "Open-Meteo".
    private let required: [String: Attribution]

    /// Only the providers whose credit must be shown under every result.
    public init(required: [String: Attribution]) {
        self.required = required
    }

    public static let none = Credits(required: [:])

    /// `provider` is the name a forecast or reading carries; `phrase` says what the data is
    /// ("Weather data by {provider}", "Air quality data by {provider}").
    public func line(for provider: String, width: Int = .max, words: Phrasebook = .english,
                     phrase: (_ provider: String) -> Phrase = Phrase.credit) -> String? {
        guard let attribution = required[provider] else { return nil }
        let full = words(phrase(attribution.text))
        return full.terminalColumns <= width ? full : attribution.text
    }

    /// "Weather data by Open-Meteo.com, licence CC BY 4.0." The spoken form is English: other
    /// languages name the provider and licence as written.
    public func spoken(for provider: String, words: Phrasebook = .english, phrase: (_ provider: String) -> Phrase = Phrase.spokenCredit) -> String? {
        required[provider].map { words(phrase(words.language == .english ? $0.spoken : $0.text)) }
    }
}
