import Domain
import Foundation
import Presentation

/// `wf alerts --json`: the place, which source covers it (`coverage` "none" where none does: then
/// `provider`, `source` and `updated` are null and `alerts` is empty because wf cannot know, not
/// because there are none), and each alert in force, most severe first, times on the place's clocks.
extension JSONDocument {
    public struct Alerts: Encodable {
        struct Alert: Encodable {
            let event: String
            /// MET Norway's colour ("yellow", "orange", "red") when it gives one, else the severity.
            let level: String
            /// "extreme", "severe", "moderate", "minor" or "unknown".
            let severity: String
            /// "observed", "likely", "possible", "unlikely" or "unknown".
            let certainty: String
            /// "immediate", "expected", "future", "past" or "unknown"; null where the source gives none (MET Norway).
            @Null var urgency: String?
            @Null var colour: String?
            @Null var onset: String?
            @Null var end: String?
            @Null var headline: String?
            @Null var description: String?
            @Null var instruction: String?

            init(_ alert: WeatherAlert) {
                let time = { (date: Date) in WeatherFormat.iso8601(date, utcOffsetSeconds: alert.utcOffsetSeconds) }
                event = alert.event
                level = alert.colour?.rawValue ?? alert.severity.rawValue
                severity = alert.severity.rawValue
                certainty = alert.certainty.rawValue
                urgency = alert.urgency?.rawValue
                colour = alert.colour?.rawValue
                onset = alert.onset.map(time)
                end = alert.end.map(time)
                headline = alert.headline
                description = alert.description
                instruction = alert.instruction
            }
        }

        let place: City
        /// "nws", "met-norway" or "none".
        let coverage: String
        @Null var provider: String?
        @Null var source: String?
        @Null var updated: String?
        let alerts: [Alert]

        public init(_ report: AlertsUseCase.Result) {
            let answer = report.alerts.value
            place = City(answer.place)
            coverage = answer.coverage.rawValue
            let covered = answer.coverage != .none
            provider = answer.source
            source = covered ? JSONDocument.source(report.alerts.source) : nil
            updated = covered ? WeatherFormat.iso8601(answer.fetchedAt) : nil
            alerts = report.active.map(Alert.init)
        }
    }
}

extension JSONDocument {
    /// `alerts` and `alert_coverage` in every place document (`here`, `at`, `fav show`, `fav list`):
    /// the alerts in force, most severe first (`[]` when none, or when no source covers the place),
    /// and which source covers it ("nws", "met-norway" or "none"); both null when the source could
    /// not be had.
    enum PlaceAlerts {
        static func fields(_ result: Result<WeatherAlerts, WeatherError>?) -> ([Alerts.Alert]?, String?) {
            guard case .success(let alerts)? = result else { return (nil, nil) }
            return (alerts.alerts.map(Alerts.Alert.init), alerts.coverage.rawValue)
        }
    }
}
