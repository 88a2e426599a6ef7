/// What `wf notify` watches for at each place. Thresholds are in the units of the report (°C or °F,
/// hPa or inHg) and gusts in `windUnit`.
public struct NotifyConditions: Hashable, Sendable {
    /// Rain starting within this many minutes; nil: not watched.
    public var rainWithinMinutes: Int?
    public var alerts: Bool
    /// The temperature now below (or above) this.
    public var below: Double?
    public var above: Double?
    /// Tonight's lowest temperature at or below this (said from noon, place time).
    public var frost: Double?
    /// A fall of sea-level pressure of at least this within 3 hours, in the next 12.
    public var pressureDrop: Double?
    /// A gust of at least this in the next 12 hours, in `windUnit`.
    public var gusts: Double?
    /// A UV index of at least this in the rest of today.
    public var uv: Double?
    /// The unit `gusts` is in; nil: the units' own (km/h or mph).
    public var windUnit: WindUnit?

    public static let defaultRainWithinMinutes = 30
    public static let rainWithinRange = 15...120
    /// Frost: 0 °C, 32 °F, when no threshold is given.
    public static func defaultFrost(_ units: Units) -> Double { units == .metric ? 0 : 32 }

    public init(rainWithinMinutes: Int? = nil, alerts: Bool = false, below: Double? = nil, above: Double? = nil,
                frost: Double? = nil, pressureDrop: Double? = nil, gusts: Double? = nil, uv: Double? = nil, windUnit: WindUnit? = nil) {
        self.rainWithinMinutes = rainWithinMinutes
        self.alerts = alerts
        self.below = below
        self.above = above
        self.frost = frost
        self.pressureDrop = pressureDrop
        self.gusts = gusts
        self.uv = uv
        self.windUnit = windUnit
    }

    /// Whether nothing is watched: then `standard` is.
    public var isEmpty: Bool {
        self == NotifyConditions(windUnit: windUnit)
    }

    /// Rain within 30 minutes and alerts: what is watched when no condition is given.
    public static let standard = NotifyConditions(rainWithinMinutes: defaultRainWithinMinutes, alerts: true)

    /// Whether a condition reads the hourly forecast (frost, pressure, gusts, UV).
    public var needsForecast: Bool {
        frost != nil || pressureDrop != nil || gusts != nil || uv != nil
    }

    /// The report parts these conditions read.
    public var parts: Set<ReportPart> {
        var parts = Set<ReportPart>()
        if rainWithinMinutes != nil { parts.insert(.rainSoon) }
        if alerts { parts.insert(.alerts) }
        return parts
    }
}
