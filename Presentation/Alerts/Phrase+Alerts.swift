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
    static let alertsTimeTemplate = Phrase("alerts.time", "date", "time")
    public static func alertsTime(date: String, time: String) -> Phrase { alertsTimeTemplate.filled(date, time) }
    static let alertsPeriodTemplate = Phrase("alerts.period", "start", "end")
    public static func alertsPeriod(start: String, end: String) -> Phrase { alertsPeriodTemplate.filled(start, end) }
    static let alertsFromTemplate = Phrase("alerts.from", "start")
    public static func alertsFrom(start: String) -> Phrase { alertsFromTemplate.filled(start) }
    static let alertsUntilTemplate = Phrase("alerts.until", "end")
    public static func alertsUntil(end: String) -> Phrase { alertsUntilTemplate.filled(end) }
    static let alertsFactsTemplate = Phrase("alerts.facts", "severity", "certainty", "urgency")
    public static func alertsFacts(severity: String, certainty: String, urgency: String) -> Phrase { alertsFactsTemplate.filled(severity, certainty, urgency) }
    static let alertsFactsNoUrgencyTemplate = Phrase("alerts.facts-no-urgency", "severity", "certainty")
    public static func alertsFactsNoUrgency(severity: String, certainty: String) -> Phrase { alertsFactsNoUrgencyTemplate.filled(severity, certainty) }
    public static let alertsInstruction = Phrase("alerts.instruction")
    static let alertsCountTemplate = Phrase("alerts.count", "count")
    public static func alertsCount(count: String) -> Phrase { alertsCountTemplate.filled(count) }
    public static let alertsCountOne = Phrase("alerts.count-one")
    static let alertsNoneTemplate = Phrase("alerts.none", "source")
    public static func alertsNone(source: String) -> Phrase { alertsNoneTemplate.filled(source) }
    public static let alertsNoSource = Phrase("alerts.no-source")
    public static let alertsSwicScope = Phrase("alerts.swic-scope")
    static let alertsUnplacedTemplate = Phrase("alerts.unplaced", "source", "count", "country", "link")
    static let alertsUnplacedOneTemplate = Phrase("alerts.unplaced-one", "source", "country", "link")
    static let alertsUnplacedBannerTemplate = Phrase("alerts.unplaced-banner", "count", "country")
    static let alertsUnplacedBannerOneTemplate = Phrase("alerts.unplaced-banner-one", "country")
    static let alertsUnplacedCellTemplate = Phrase("alerts.unplaced-cell", "count")
    public static func alertsUnplacedCell(count: String) -> Phrase { alertsUnplacedCellTemplate.filled(count) }
    static let alertsBannerTemplate = Phrase("alerts.banner", "level", "event")
    public static func alertsBanner(level: String, event: String) -> Phrase { alertsBannerTemplate.filled(level, event) }
    static let alertsBannerMoreTemplate = Phrase("alerts.banner-more", "count")
    public static func alertsBannerMore(count: String) -> Phrase { alertsBannerMoreTemplate.filled(count) }
    static let alertsCreditTemplate = Phrase("alerts.credit", "provider")
    public static func alertsCredit(provider: String) -> Phrase { alertsCreditTemplate.filled(provider) }
    static let alertsUnavailableTemplate = Phrase("alerts.unavailable", "reason")
    public static func alertsUnavailable(reason: String) -> Phrase { alertsUnavailableTemplate.filled(reason) }

    static let allAlerts: [Phrase] = [
        .alertsSeverityExtreme, .alertsSeveritySevere, .alertsSeverityModerate, .alertsSeverityMinor,
        .alertsSeverityUnknown, .alertsCertaintyObserved, .alertsCertaintyLikely, .alertsCertaintyPossible,
        .alertsCertaintyUnlikely, .alertsCertaintyUnknown, .alertsUrgencyImmediate, .alertsUrgencyExpected,
        .alertsUrgencyFuture, .alertsUrgencyPast, .alertsUrgencyUnknown, .alertsColourYellow, .alertsColourOrange,
        .alertsColourRed, .alertsTimeTemplate, .alertsPeriodTemplate, .alertsFromTemplate, .alertsUntilTemplate, .alertsFactsTemplate, .alertsFactsNoUrgencyTemplate,
        .alertsInstruction, .alertsCountTemplate, .alertsCountOne, .alertsNoneTemplate, .alertsNoSource, .alertsBannerTemplate,
        .alertsBannerMoreTemplate, .alertsCreditTemplate, .alertsUnavailableTemplate, .alertsUnplacedTemplate, .alertsUnplacedOneTemplate,
        .alertsUnplacedBannerTemplate, .alertsUnplacedBannerOneTemplate, .alertsUnplacedCellTemplate, .alertsSwicScope,
    ]
}
