/// A side part of a place's report: each is fetched (or computed) on its own, beside the weather,
/// and a part that fails is that part's failure, never the report's.
public enum ReportPart: String, CaseIterable, Hashable, Sendable {
    case airQuality = "air-quality"
    case rainSoon = "rain-soon"
    case alerts
    case sky

    /// Every part: what a full report shows.
    public static let all = Set(allCases)
}
