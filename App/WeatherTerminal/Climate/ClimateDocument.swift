import Domain

extension JSONDocument {
    /// `climate` in `wf here`, `wf at` and `wf fav show --json`: today's forecast high against the
    /// same calendar day ±7 days of 1991–2020, in the document's units; null when the archive
    /// could not be had or today's high is not known.
    public struct ClimateSummary: Encodable, Sendable {
        let reference: String
        let window_days: Int
        let today_max: Double
        let normal_max: Double
        let anomaly: Double
        let percentile: Int
        /// `much-warmer`, `warmer`, `about-usual`, `cooler`, `much-cooler`.
        let words: String

        static func of(_ report: PlaceReport) -> ClimateSummary? {
            guard let climate = report.climate, let values = report.climateValues else { return nil }
            return ClimateSummary(reference: ClimateSeries.referenceName, window_days: ClimateSeries.windowDays,
                                  today_max: values.todayMax, normal_max: values.normalMax, anomaly: values.anomaly,
                                  percentile: climate.percentile, words: climate.words.rawValue)
        }
    }
}
