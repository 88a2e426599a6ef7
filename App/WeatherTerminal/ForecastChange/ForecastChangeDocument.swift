import Domain

extension JSONDocument {
    /// `forecast_change` in `wf search`, `wf here`, `wf at` and `wf fav show --json`: tomorrow's high
    /// in the latest run and in the run a day earlier, in the document's units; null when the
    /// previous runs could not be had.
    struct ForecastChangeSummary: Encodable, Sendable {
        let date: String
        let max: Double
        let max_previous: Double
        let change: Double

        init(_ change: ForecastChange) {
            date = change.date.description
            max = change.max
            max_previous = change.maxPrevious
            self.change = change.change
        }

        static func of(_ parts: ReportParts) -> ForecastChangeSummary? {
            guard case .success(let change)? = parts.forecastChange else { return nil }
            return ForecastChangeSummary(change.value)
        }
    }
}

extension ReportParts {
    /// The likely ranges, when they were asked for and came.
    var confidenceNow: Confidence? {
        guard case .success(let confidence)? = confidence else { return nil }
        return confidence.value
    }
}
