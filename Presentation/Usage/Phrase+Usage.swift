/// Phrases: `wf usage`.
extension Phrase {
    static let numberGroupSeparator = Phrase("number.group-separator")
    static let usageSource = Phrase("usage.source")
    static let usageRequests = Phrase("usage.requests")
    static let usageCalls = Phrase("usage.calls")
    static let usageBySection = Phrase("usage.by-section")
    static let usageTotalTemplate = Phrase("usage.total", "day", "calls", "budget", "percent")
    static func usageTotal(day: String, calls: String, budget: String, percent: String) -> Phrase {
        usageTotalTemplate.filled(day, calls, budget, percent)
    }
    static let usageGridPointsTemplate = Phrase("usage.grid-points", "count")
    static func usageGridPoints(count: String) -> Phrase { usageGridPointsTemplate.filled(count) }
    /// The sections `wf usage` names, by the ledger's names.
    static let usageSections: [String: Phrase] = Dictionary(uniqueKeysWithValues: [
        "weather", "place-names", "rain-soon", "rain-grid", "air-quality", "climate", "confidence", "forecast-change", "alerts", "location",
    ].map { ($0, Phrase("usage.section." + $0)) })

    static let allUsage: [Phrase] = [
        .numberGroupSeparator, .usageSource, .usageRequests, .usageCalls, .usageBySection, .usageTotalTemplate, .usageGridPointsTemplate,
    ] + usageSections.keys.sorted().compactMap { usageSections[$0] }
}
