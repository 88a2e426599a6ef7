/// A side part of a place's report: each is fetched (or computed) on its own, beside the weather,
/// and a part that fails is that part's failure, never the report's.
public enum ReportPart: String, CaseIterable, Hashable, Sendable {
    case airQuality = "air-quality"
    case rainSoon = "rain-soon"
    case alerts
    case sky
    case climate
    case confidence
    case forecastChange = "forecast-change"

    /// Who failed, in an error: "the air-quality source did not answer…".
    public var sourceName: String {
        switch self {
        case .airQuality: "the air-quality source"
        case .rainSoon: "the rain-soon source"
        case .alerts: "the alerts source"
        case .sky: "the sky"
        case .climate: "the climate archive"
        case .confidence: "the ensemble"
        case .forecastChange: "the previous runs"
        }
    }

    /// Every part: what a full report shows.
    public static let all = Set(allCases)
}
