/// One country's feed of MeteoAlarm (`GET /api/v1/warnings/feeds-<country>`): every warning its
/// service published, each a CAP 1.2 alert written as JSON, with an `info` block per language.
/// Recorded: shared/fixtures/alerts/meteoalarm_feeds-italy-sample10_2026.json and
/// meteoalarm_feeds-germany-trimmed3_2026.json.
struct MeteoAlarmFeedDTO: Decodable {
    struct Warning: Decodable {
        let alert: Alert?
    }

    struct Alert: Decodable {
        let identifier: String?
        /// "Alert", "Update" or "Cancel".
        let msgType: String?
        /// "Actual"; "Exercise", "Test" and the like are not warnings.
        let status: String?
        let info: [Info]?
    }

    struct Info: Decodable {
        /// "en-GB", "en", "it-IT", "de-DE".
        let language: String?
        let event: String?
        let headline: String?
        let description: String?
        let instruction: String?
        let severity: String?
        let urgency: String?
        let certainty: String?
        let onset: String?
        let effective: String?
        /// The end of the warning: MeteoAlarm's feeds give no separate `ends`.
        let expires: String?
        /// "AllClear" ends a warning (the DWD sends it as an Update).
        let responseType: [String]?
        /// `awareness_level` ("2; yellow; Moderate") and `awareness_type` ("5; High-temperature").
        let parameter: [NamedValue]?
        let area: [Area]?
        let web: String?
    }

    struct NamedValue: Decodable {
        let valueName: String?
        let value: String?
    }

    struct Area: Decodable {
        let areaDesc: String?
        /// CAP's outlines, "lat,lon lat,lon …": a list, or one text, or none (most feeds name regions only).
        let polygon: Polygons?
        let geocode: [NamedValue]?
    }

    /// A list of texts, or one text.
    struct Polygons: Decodable {
        let texts: [String]

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let list = try? container.decode([String].self) {
                texts = list
            } else {
                texts = [try container.decode(String.self)]
            }
        }
    }

    let warnings: [Warning]?
}
