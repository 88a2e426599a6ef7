import Domain

/// Phrases: tomorrow's high against yesterday's forecast of it (the forecast-change line).
extension Phrase {
    public static let changeLabel = Phrase("change.label", in: .forecastChange)
    static let changeWarmerTemplate = Phrase("change.warmer", "high", "change", in: .forecastChange)
    static let changeCoolerTemplate = Phrase("change.cooler", "high", "change", in: .forecastChange)
    static let changeSameTemplate = Phrase("change.same", "high", in: .forecastChange)
    public static let changeUnavailable = Phrase("change.unavailable", in: .forecastChange)
    static let spokenChangeWarmerTemplate = Phrase("spoken.change-warmer", "high", "change", in: .forecastChange)
    static let spokenChangeCoolerTemplate = Phrase("spoken.change-cooler", "high", "change", in: .forecastChange)
    static let spokenChangeSameTemplate = Phrase("spoken.change-same", "high", in: .forecastChange)
    public static let spokenChangeUnavailable = Phrase("spoken.change-unavailable", in: .forecastChange)

    public static let spokenSectionChange = Phrase("spoken.section.change", in: .forecastChange)

    public static let allForecastChange: [Phrase] = [
        .spokenSectionChange,
        .changeLabel, .changeWarmerTemplate, .changeCoolerTemplate, .changeSameTemplate, .changeUnavailable,
        .spokenChangeWarmerTemplate, .spokenChangeCoolerTemplate, .spokenChangeSameTemplate, .spokenChangeUnavailable,
    ]

    static func change(_ direction: ForecastChange.Direction, high: String, change: String, spoken: Bool) -> Phrase {
        switch direction {
        case .warmer: (spoken ? spokenChangeWarmerTemplate : changeWarmerTemplate).filled(high, change)
        case .cooler: (spoken ? spokenChangeCoolerTemplate : changeCoolerTemplate).filled(high, change)
        case .unchanged: (spoken ? spokenChangeSameTemplate : changeSameTemplate).filled(high)
        }
    }
}
