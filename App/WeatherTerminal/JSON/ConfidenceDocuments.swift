import Domain

/// How sure the forecast is, in `--json` (shared/DESIGN.md §8): the ensemble at the top, each hour's
/// likely range and rain agreement, each day's likely high; null where the ensemble failed.
extension JSONDocument {
    struct ConfidenceSource: Encodable {
        let model: String
        let members: Int

        init(_ confidence: Confidence) {
            model = confidence.model
            members = confidence.members
        }
    }

    struct LikelyRange: Encodable {
        let low: Double
        let high: Double

        init(_ range: Confidence.LikelyRange) {
            low = range.low
            high = range.high
        }
    }

    /// An hour of `wf hourly --json`: the forecast's hour and, beside its fields, how sure it is.
    struct ConfidentHour: Encodable {
        let hour: Hour
        @Null var temperature_likely: LikelyRange?
        @Null var rain_agreement: Int?

        init(_ hour: Hour, _ confidence: Confidence.Hour?) {
            self.hour = hour
            temperature_likely = confidence?.temperature.map(LikelyRange.init)
            rain_agreement = confidence?.rainAgreement
        }

        private enum CodingKeys: String, CodingKey { case temperature_likely, rain_agreement }

        func encode(to encoder: any Encoder) throws {
            try hour.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(_temperature_likely, forKey: .temperature_likely)
            try container.encode(_rain_agreement, forKey: .rain_agreement)
        }
    }
}
