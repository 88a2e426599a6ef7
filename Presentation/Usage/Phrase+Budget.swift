/// Phrases: a side part not asked for because today's budget is spent.
extension Phrase {
    static let budgetSkippedTemplate = Phrase("budget.skipped", "percent")
    public static func budgetSkipped(percent: String) -> Phrase { budgetSkippedTemplate.filled(percent) }
    static let confidenceSkippedTemplate = Phrase("confidence.skipped", "percent")
    public static func confidenceSkipped(percent: String) -> Phrase { confidenceSkippedTemplate.filled(percent) }
    static let spokenBudgetSkippedTemplate = Phrase("spoken.budget.skipped", "section", "percent")
    public static func spokenBudgetSkipped(section: String, percent: String) -> Phrase { spokenBudgetSkippedTemplate.filled(section, percent) }
    public static let spokenSectionAir = Phrase("spoken.section.air")
    public static let spokenSectionRain = Phrase("spoken.section.rain")
    public static let spokenSectionConfidence = Phrase("spoken.section.confidence")

    static let budgetStatusTemplate = Phrase("budget.status", "percent")
    public static func budgetStatus(percent: String) -> Phrase { budgetStatusTemplate.filled(percent) }

    static let allBudget: [Phrase] = [
        .budgetStatusTemplate,
        .budgetSkippedTemplate, .confidenceSkippedTemplate, .spokenBudgetSkippedTemplate, .spokenSectionAir, .spokenSectionRain,
        .spokenSectionConfidence,
    ]
}
