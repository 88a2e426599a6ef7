/// What `wf notify` watches for at each place.
public struct NotifyConditions: Hashable, Sendable {
    /// Rain starting within this many minutes; nil: not watched.
    public var rainWithinMinutes: Int?
    public var alerts: Bool
    /// The temperature now below (or above) this, in the units of the report.
    public var below: Double?
    public var above: Double?

    public static let defaultRainWithinMinutes = 30
    public static let rainWithinRange = 15...120

    public init(rainWithinMinutes: Int? = nil, alerts: Bool = false, below: Double? = nil, above: Double? = nil) {
        self.rainWithinMinutes = rainWithinMinutes
        self.alerts = alerts
        self.below = below
        self.above = above
    }

    /// "rain within 30 minutes, alerts": what is watched, in a few words.
    public var summary: String {
        var parts: [String] = []
        if let rainWithinMinutes { parts.append("rain within \(rainWithinMinutes) minutes") }
        if alerts { parts.append("alerts") }
        let number = { (value: Double) in value == value.rounded() && abs(value) < 1e6 ? String(Int(value)) : String(value) }
        if let below { parts.append("below \(number(below))") }
        if let above { parts.append("above \(number(above))") }
        return parts.joined(separator: ", ")
    }

    /// Rain within 30 minutes and alerts: what is watched when no condition is given.
    public static let standard = NotifyConditions(rainWithinMinutes: defaultRainWithinMinutes, alerts: true)

    /// The report parts these conditions read.
    public var parts: Set<ReportPart> {
        var parts = Set<ReportPart>()
        if rainWithinMinutes != nil { parts.insert(.rainSoon) }
        if alerts { parts.insert(.alerts) }
        return parts
    }
}
