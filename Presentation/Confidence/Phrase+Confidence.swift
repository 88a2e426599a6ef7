/// Phrases: how sure the forecast is (`wf hourly`'s likely ranges and rain agreement).
extension Phrase {
    static let confidenceRainTemplate = Phrase("confidence.rain", "raining", "count", in: .confidence)
    /// "41/51 rain": how many of the ensemble's values rain.
    public static func confidenceRain(raining: String, count: String) -> Phrase { confidenceRainTemplate.filled(raining, count) }
    static let spokenConfidenceTemplate = Phrase("spoken.confidence", "low", "high", "percent", in: .confidence)
    public static func spokenConfidence(low: String, high: String, percent: String) -> Phrase {
        spokenConfidenceTemplate.filled(low, high, percent)
    }

    static let likelyHighLegendTemplate = Phrase("confidence.likely-high-legend", "members", "model", in: .confidence)
    /// What `wf search`'s column in brackets is.
    public static func likelyHighLegend(members: String, model: String) -> Phrase { likelyHighLegendTemplate.filled(members, model) }
    static let spokenLikelyHighTemplate = Phrase("spoken.likely-high", "low", "high", in: .confidence)
    public static func spokenLikelyHigh(low: String, high: String) -> Phrase { spokenLikelyHighTemplate.filled(low, high) }

    static let bandLegendTemplate = Phrase("confidence.band-legend", "mark", "members", "model", in: .confidence)
    /// What `wf hourly`'s chart shades above a bar ("░ the likely range: …").
    public static func bandLegend(mark: String, members: String, model: String) -> Phrase { bandLegendTemplate.filled(mark, members, model) }
    /// The ensemble was asked for and did not answer: said where its column or band would be.
    public static let confidenceUnavailable = Phrase("confidence.unavailable", in: .confidence)
    public static let spokenConfidenceUnavailable = Phrase("spoken.confidence-unavailable", in: .confidence)

    public static let allConfidence: [Phrase] = [.confidenceRainTemplate, .spokenConfidenceTemplate, .likelyHighLegendTemplate,
                                          .spokenLikelyHighTemplate, .bandLegendTemplate, .confidenceUnavailable,
                                          .spokenConfidenceUnavailable]
}
