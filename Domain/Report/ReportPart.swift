/// A side part of a place's report, by name: each feature declares its own beside its section
/// (`extension ReportPart { static let sky = … }`), so no shared file lists them. Each is fetched (or
/// computed) on its own, and a part that fails is that part's failure, never the report's.
public struct ReportPart: Hashable, Sendable, CustomStringConvertible {
    /// Its name: "forecast-change".
    public let name: String
    /// Who failed, in an error: "the air-quality source did not answer…".
    public let sourceName: String
    /// Its field in a place's JSON document ("forecast_change"), where a part skipped for the budget is named.
    public let field: String
    /// The views that show it when a report is asked for without a format (`ReportView`).
    public let shownIn: Set<ReportView>

    public init(_ name: String, sourceName: String, field: String, shownIn: Set<ReportView> = ReportView.place) {
        self.name = name
        self.sourceName = sourceName
        self.field = field
        self.shownIn = shownIn
    }

    public var description: String { name }

    public static func == (lhs: ReportPart, rhs: ReportPart) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// How a report is shown, which decides the parts it asks for unless a format names them.
public enum ReportView: Hashable, Sendable, CaseIterable {
    /// Text on the terminal (and spoken): the weather now and, for most commands, the days ahead.
    case text
    /// A `--json` document of the weather now only (`wf at --json`).
    case json
    /// A `--json` document with the days ahead (`wf here --json`, `fav show --json`).
    case jsonWithDays
    /// A row per place: `fav list`, the app's favourites tab, the map's legend and its weather panel.
    case list
    /// `wf search`'s days: the parts shown with a forecast (the likely highs, tomorrow's change).
    case search
    /// The weather alone, no side part (the accessible map's line for where you are).
    case weatherAlone

    /// Every view of one place: what a part shows in unless it says otherwise.
    public static let place: Set<ReportView> = [.text, .json, .jsonWithDays]
    /// Every view that shows parts.
    public static let all: Set<ReportView> = place.union([.list])
}
