/// Phrases: Official alerts (`wf alerts`).
extension Phrase {
    public static let alertsSeverityExtreme = Phrase("alerts.severity.extreme", in: .alerts)
    public static let alertsSeveritySevere = Phrase("alerts.severity.severe", in: .alerts)
    public static let alertsSeverityModerate = Phrase("alerts.severity.moderate", in: .alerts)
    public static let alertsSeverityMinor = Phrase("alerts.severity.minor", in: .alerts)
    public static let alertsSeverityUnknown = Phrase("alerts.severity.unknown", in: .alerts)
    public static let alertsCertaintyObserved = Phrase("alerts.certainty.observed", in: .alerts)
    public static let alertsCertaintyLikely = Phrase("alerts.certainty.likely", in: .alerts)
    public static let alertsCertaintyPossible = Phrase("alerts.certainty.possible", in: .alerts)
    public static let alertsCertaintyUnlikely = Phrase("alerts.certainty.unlikely", in: .alerts)
    public static let alertsCertaintyUnknown = Phrase("alerts.certainty.unknown", in: .alerts)
    public static let alertsUrgencyImmediate = Phrase("alerts.urgency.immediate", in: .alerts)
    public static let alertsUrgencyExpected = Phrase("alerts.urgency.expected", in: .alerts)
    public static let alertsUrgencyFuture = Phrase("alerts.urgency.future", in: .alerts)
    public static let alertsUrgencyPast = Phrase("alerts.urgency.past", in: .alerts)
    public static let alertsUrgencyUnknown = Phrase("alerts.urgency.unknown", in: .alerts)
    public static let alertsColourYellow = Phrase("alerts.colour.yellow", in: .alerts)
    public static let alertsColourOrange = Phrase("alerts.colour.orange", in: .alerts)
    public static let alertsColourRed = Phrase("alerts.colour.red", in: .alerts)
    static let alertsTimeTemplate = Phrase("alerts.time", "date", "time", in: .alerts)
    public static func alertsTime(date: String, time: String) -> Phrase { alertsTimeTemplate.filled(date, time) }
    static let alertsPeriodTemplate = Phrase("alerts.period", "start", "end", in: .alerts)
    public static func alertsPeriod(start: String, end: String) -> Phrase { alertsPeriodTemplate.filled(start, end) }
    static let alertsFromTemplate = Phrase("alerts.from", "start", in: .alerts)
    public static func alertsFrom(start: String) -> Phrase { alertsFromTemplate.filled(start) }
    static let alertsUntilTemplate = Phrase("alerts.until", "end", in: .alerts)
    public static func alertsUntil(end: String) -> Phrase { alertsUntilTemplate.filled(end) }
    static let alertsFactsTemplate = Phrase("alerts.facts", "severity", "certainty", "urgency", in: .alerts)
    public static func alertsFacts(severity: String, certainty: String, urgency: String) -> Phrase { alertsFactsTemplate.filled(severity, certainty, urgency) }
    static let alertsFactsNoUrgencyTemplate = Phrase("alerts.facts-no-urgency", "severity", "certainty", in: .alerts)
    public static func alertsFactsNoUrgency(severity: String, certainty: String) -> Phrase { alertsFactsNoUrgencyTemplate.filled(severity, certainty) }
    public static let alertsInstruction = Phrase("alerts.instruction", in: .alerts)
    static let alertsCountTemplate = Phrase("alerts.count", "count", in: .alerts)
    public static func alertsCount(count: String) -> Phrase { alertsCountTemplate.filled(count) }
    public static let alertsCountOne = Phrase("alerts.count-one", in: .alerts)
    static let alertsNoneTemplate = Phrase("alerts.none", "source", in: .alerts)
    public static func alertsNone(source: String) -> Phrase { alertsNoneTemplate.filled(source) }
    public static let alertsNoSource = Phrase("alerts.no-source", in: .alerts)
    public static let alertsSwicScope = Phrase("alerts.swic-scope", in: .alerts)
    static let alertsUnplacedTemplate = Phrase("alerts.unplaced", "source", "count", "country", "link", in: .alerts)
    static let alertsUnplacedOneTemplate = Phrase("alerts.unplaced-one", "source", "country", "link", in: .alerts)
    static let alertsUnplacedBannerTemplate = Phrase("alerts.unplaced-banner", "count", "country", in: .alerts)
    static let alertsUnplacedBannerOneTemplate = Phrase("alerts.unplaced-banner-one", "country", in: .alerts)
    static let alertsUnplacedCellTemplate = Phrase("alerts.unplaced-cell", "count", in: .alerts)
    public static func alertsUnplacedCell(count: String) -> Phrase { alertsUnplacedCellTemplate.filled(count) }
    static let alertsBannerTemplate = Phrase("alerts.banner", "level", "event", in: .alerts)
    public static func alertsBanner(level: String, event: String) -> Phrase { alertsBannerTemplate.filled(level, event) }
    static let alertsBannerMoreTemplate = Phrase("alerts.banner-more", "count", in: .alerts)
    public static func alertsBannerMore(count: String) -> Phrase { alertsBannerMoreTemplate.filled(count) }
    static let alertsCreditTemplate = Phrase("alerts.credit", "provider", in: .alerts)
    public static func alertsCredit(provider: String) -> Phrase { alertsCreditTemplate.filled(provider) }
    static let alertsUnavailableTemplate = Phrase("alerts.unavailable", "reason", in: .alerts)
    public static func alertsUnavailable(reason: String) -> Phrase { alertsUnavailableTemplate.filled(reason) }

    public static let allAlerts: [Phrase] = [
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
