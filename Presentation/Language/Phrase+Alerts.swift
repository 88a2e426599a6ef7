/// Phrases: Official alerts (`wf alerts`).
extension Phrase {
    public static let alertsSeverityExtreme = Phrase("alerts.severity.extreme")
    public static let alertsSeveritySevere = Phrase("alerts.severity.severe")
    public static let alertsSeverityModerate = Phrase("alerts.severity.moderate")
    public static let alertsSeverityMinor = Phrase("alerts.severity.minor")
    public static let alertsSeverityUnknown = Phrase("alerts.severity.unknown")
    public static let alertsCertaintyObserved = Phrase("alerts.certainty.observed")
    public static let alertsCertaintyLikely = Phrase("alerts.certainty.likely")
    public static let alertsCertaintyPossible = Phrase("alerts.certainty.possible")
    public static let alertsCertaintyUnlikely = Phrase("alerts.certainty.unlikely")
    public static let alertsCertaintyUnknown = Phrase("alerts.certainty.unknown")
    public static let alertsUrgencyImmediate = Phrase("alerts.urgency.immediate")
    public static let alertsUrgencyExpected = Phrase("alerts.urgency.expected")
    public static let alertsUrgencyFuture = Phrase("alerts.urgency.future")
    public static let alertsUrgencyPast = Phrase("alerts.urgency.past")
    public static let alertsUrgencyUnknown = Phrase("alerts.urgency.unknown")
    public static let alertsColourYellow = Phrase("alerts.colour.yellow")
    public static let alertsColourOrange = Phrase("alerts.colour.orange")
    public static let alertsColourRed = Phrase("alerts.colour.red")
    public static let alertsTime = Phrase("alerts.time")
    public static let alertsPeriod = Phrase("alerts.period")
    public static let alertsFrom = Phrase("alerts.from")
    public static let alertsUntil = Phrase("alerts.until")
    public static let alertsFacts = Phrase("alerts.facts")
    public static let alertsFactsNoUrgency = Phrase("alerts.facts-no-urgency")
    public static let alertsInstruction = Phrase("alerts.instruction")
    public static let alertsCount = Phrase("alerts.count")
    public static let alertsCountOne = Phrase("alerts.count-one")
    public static let alertsNone = Phrase("alerts.none")
    public static let alertsNoSource = Phrase("alerts.no-source")
    public static let alertsBanner = Phrase("alerts.banner")
    public static let alertsBannerMore = Phrase("alerts.banner-more")
    public static let alertsCredit = Phrase("alerts.credit")
    public static let alertsUnavailable = Phrase("alerts.unavailable")

    static let allAlerts: [Phrase] = [
        .alertsSeverityExtreme, .alertsSeveritySevere, .alertsSeverityModerate, .alertsSeverityMinor,
        .alertsSeverityUnknown, .alertsCertaintyObserved, .alertsCertaintyLikely, .alertsCertaintyPossible,
        .alertsCertaintyUnlikely, .alertsCertaintyUnknown, .alertsUrgencyImmediate, .alertsUrgencyExpected,
        .alertsUrgencyFuture, .alertsUrgencyPast, .alertsUrgencyUnknown, .alertsColourYellow, .alertsColourOrange,
        .alertsColourRed, .alertsTime, .alertsPeriod, .alertsFrom, .alertsUntil, .alertsFacts, .alertsFactsNoUrgency,
        .alertsInstruction, .alertsCount, .alertsCountOne, .alertsNone, .alertsNoSource, .alertsBanner,
        .alertsBannerMore, .alertsCredit, .alertsUnavailable,
    ]
}
