import Domain
import Foundation
import Presentation

/// `nowcast` (rain soon) in `wf here --json` and `wf at --json`.
extension JSONDocument {
    /// `nowcast` in `wf here --json` and `wf at --json`: the 15-minute steps from the one in progress,
    /// and when rain starts and stops within them (null when it does not).
    public struct NowcastSummary: Encodable {
        struct Step: Encodable {
            let time: String
            /// Millimetres in the 15 minutes.
            @Null var precipitation: Double?
            @Null var probability: Double?
        }

        let steps: [Step]
        @Null var starts: String?
        @Null var stops: String?
        let provider: String
        let updated: String

        /// Nil (`nowcast: null`) when the steps do not say whether rain is coming: `starts: null`
        /// would read as dry.
        static func known(_ nowcast: Nowcast?, now: Date) -> NowcastSummary? {
            guard let nowcast, nowcast.outlook(from: now) != .unknown else { return nil }
            return NowcastSummary(nowcast, now: now)
        }

        init(_ nowcast: Nowcast, now: Date) {
            steps = nowcast.steps(from: now).map {
                Step(time: WeatherFormat.iso8601($0.time), precipitation: $0.precipitation, probability: $0.probability)
            }
            starts = nowcast.starts(from: now).map(WeatherFormat.iso8601)
            stops = nowcast.stops(from: now).map(WeatherFormat.iso8601)
            provider = nowcast.source
            updated = WeatherFormat.iso8601(nowcast.fetchedAt)
        }
    }
}
