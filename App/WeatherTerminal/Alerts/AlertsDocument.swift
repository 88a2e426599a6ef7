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
        /// The source's name (`AlertCoverage`: "nws", "eccc", "met-norway", "brightsky", "meteoalarm",
        /// "wmo-swic"), or "none".
        let coverage: String
        @Null var provider: String?
        @Null var source: String?
        @Null var updated: String?
        let alerts: [Alert]
        /// When the alerts were fetched, and whether that is past their freshness (5 minutes): a
        /// stale answer's `alerts` are the last known, not "none in force now".
        @Null var alerts_updated: String?
        @Null var alerts_stale: Bool?
        /// How many warnings in force in the source's area wf could not place at this point, nor
        /// away from it (MeteoAlarm's regions without a polygon): 0 when all were placed.
        @Null var unplaced: Int?

        public init(_ report: AlertsUseCase.Result, now: Date) {
            let answer = report.alerts.value
            place = City(answer.place)
            coverage = answer.coverage.rawValue
            let covered = answer.coverage != .none
            provider = answer.source
            source = covered ? JSONDocument.source(report.alerts.source) : nil
            updated = covered ? WeatherFormat.iso8601(answer.fetchedAt) : nil
            alerts = report.active.map(Alert.init)
            alerts_updated = updated
            alerts_stale = covered ? answer.isStale(at: now) : nil
            unplaced = covered ? answer.unplacedCount(at: now) : nil
        }
    }
}

extension JSONDocument {
    /// `alerts`, `alert_coverage`, `alerts_updated` and `alerts_stale` in every place document
    /// (`here`, `at`, `fav show`, `fav list`): the alerts in force, most severe first (`[]` when
    /// none, or when no source covers the place), which source covers it (its `AlertCoverage` name, or
    /// "none"), when they were fetched and whether that is past their freshness (then `alerts` are
    /// the last known, never "none now"); all null when the source could not be had, the last two
    /// where no source covers the place.
    struct PlaceAlerts {
        var alerts: [Alerts.Alert]?
        var coverage: String?
        var updated: String?
        var stale: Bool?
        /// `alerts_unplaced`, as `unplaced` in `wf alerts --json`.
        var unplaced: Int?

        init(_ result: Result<WeatherAlerts, WeatherError>?, now: Date) {
            guard case .success(let answer)? = result else { return }
            alerts = answer.alerts.map(Alerts.Alert.init)
            coverage = answer.coverage.rawValue
            guard answer.coverage != .none else { return }
            updated = WeatherFormat.iso8601(answer.fetchedAt)
            stale = answer.isStale(at: now)
            unplaced = answer.unplacedCount(at: now)
        }
    }
}
