import Domain

/// Phrases: today against 1991–2020 (the climate line of a place's report).
extension Phrase {
    public static let climateLabel = Phrase("climate.label", in: .climate)
    static let climateAboveTemplate = Phrase("climate.above", "high", "anomaly", "reference", "normal", "percent", "words", in: .climate)
    public static func climateAbove(high: String, anomaly: String, reference: String, normal: String, percent: String, words: String) -> Phrase {
        climateAboveTemplate.filled(high, anomaly, reference, normal, percent, words)
    }
    static let climateBelowTemplate = Phrase("climate.below", "high", "anomaly", "reference", "normal", "percent", "words", in: .climate)
    public static func climateBelow(high: String, anomaly: String, reference: String, normal: String, percent: String, words: String) -> Phrase {
        climateBelowTemplate.filled(high, anomaly, reference, normal, percent, words)
    }
    static let climateShortTemplate = Phrase("climate.short", "anomaly", "reference", "words", in: .climate)
    public static func climateShort(anomaly: String, reference: String, words: String) -> Phrase {
        climateShortTemplate.filled(anomaly, reference, words)
    }
    public static let climateUnavailable = Phrase("climate.unavailable", in: .climate)
    public static let climateWordsMuchWarmer = Phrase("climate.words.much-warmer", in: .climate)
    public static let climateWordsWarmer = Phrase("climate.words.warmer", in: .climate)
    public static let climateWordsAboutUsual = Phrase("climate.words.about-usual", in: .climate)
    public static let climateWordsCooler = Phrase("climate.words.cooler", in: .climate)
    public static let climateWordsMuchCooler = Phrase("climate.words.much-cooler", in: .climate)
    static let spokenClimateAboveTemplate = Phrase("spoken.climate-above", "high", "anomaly", "normal", "percent", "words", in: .climate)
    public static func spokenClimateAbove(high: String, anomaly: String, normal: String, percent: String, words: String) -> Phrase {
        spokenClimateAboveTemplate.filled(high, anomaly, normal, percent, words)
    }
    static let spokenClimateBelowTemplate = Phrase("spoken.climate-below", "high", "anomaly", "normal", "percent", "words", in: .climate)
    public static func spokenClimateBelow(high: String, anomaly: String, normal: String, percent: String, words: String) -> Phrase {
        spokenClimateBelowTemplate.filled(high, anomaly, normal, percent, words)
    }
    public static let spokenClimateUnavailable = Phrase("spoken.climate-unavailable", in: .climate)

    public static let spokenSectionClimate = Phrase("spoken.section.climate", in: .climate)

    public static let allClimate: [Phrase] = [
        .spokenSectionClimate,
        .climateLabel, .climateAboveTemplate, .climateBelowTemplate, .climateShortTemplate, .climateUnavailable,
        .climateWordsMuchWarmer, .climateWordsWarmer, .climateWordsAboutUsual, .climateWordsCooler, .climateWordsMuchCooler,
        .spokenClimateAboveTemplate, .spokenClimateBelowTemplate, .spokenClimateUnavailable,
    ]

    static func climateWords(_ words: ClimateComparison.Words) -> Phrase {
        switch words {
        case .muchWarmer: .climateWordsMuchWarmer
        case .warmer: .climateWordsWarmer
        case .aboutUsual: .climateWordsAboutUsual
        case .cooler: .climateWordsCooler
        case .muchCooler: .climateWordsMuchCooler
        }
    }
}
