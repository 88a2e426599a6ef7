/// What one report of a place asks for: the parts that apply, whether the days ahead are shown,
/// the cache policy and the air-quality scale the user chose (nil: the place's own).
public struct ReportPlan: Hashable, Sendable {
    /// The parts asked for by name (a format's codes, a list's columns); nil: every part `view` shows.
    public var parts: Set<ReportPart>?
    /// How the report is shown: without `parts`, it decides which parts are asked for.
    public var view: ReportView
    public var includesForecast: Bool
    public var policy: CachePolicy
    public var airQualityScale: AirQualityScale?
    /// The Moon's rising and setting are most of the sky's work; the report's line shows its phase only.
    public var moonRiseAndSet: Bool
    /// The longest a side part may take from the start of the report (the weather's own bound:
    /// its timeout times its attempts); one still running then is cut off and said to be
    /// unavailable. Nil: as long as the part's own requests take.
    public var sideDeadline: Duration?
    /// The units of the report's values: the one use case sets it to the weather's.
    public var units: Units = .metric
    /// How many days ahead a part that spans days (the likely ranges) covers.
    public var days: Int = Forecast.defaultDays

    public init(parts: Set<ReportPart>? = nil, view: ReportView = .text, includesForecast: Bool = true, policy: CachePolicy = .preferCache,
                airQualityScale: AirQualityScale? = nil, moonRiseAndSet: Bool = false, sideDeadline: Duration? = nil) {
        self.parts = parts
        self.view = view
        self.includesForecast = includesForecast
        self.policy = policy
        self.airQualityScale = airQualityScale
        self.moonRiseAndSet = moonRiseAndSet
        self.sideDeadline = sideDeadline
    }

    /// Whether the report asks for `part`.
    public func asks(for part: ReportPart) -> Bool {
        parts?.contains(part) ?? part.shownIn.contains(view)
    }

    /// The same plan asking only for those of `wanted` it asked for.
    public func asking(onlyFor wanted: Set<ReportPart>) -> ReportPlan {
        var plan = self
        plan.parts = parts?.intersection(wanted) ?? wanted.filter { $0.shownIn.contains(view) }
        return plan
    }
}

extension ReportPlan {
    /// The same plan for values in `units`.
    func with(_ units: Units) -> ReportPlan {
        var plan = self
        plan.units = units
        return plan
    }
}
