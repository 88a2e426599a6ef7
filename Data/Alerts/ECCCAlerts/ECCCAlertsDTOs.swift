/// Environment and Climate Change Canada's `weather-alerts` collection (MSC GeoMet's OGC API,
/// `GET /collections/weather-alerts/items?f=json&lang=en&bbox=…`): a GeoJSON FeatureCollection of
/// one feature per alert and forecast zone, the zone's outline as its geometry, every text in
/// English (`_en`) and French (`_fr`). No recording of it is public: the shape is the collection's
/// documented properties as other projects read them (Tests/TestSupport/Fixtures/eccc_*, marked so).
struct ECCCAlertsDTO: Decodable {
    struct Feature: Decodable {
        let id: String?
        let geometry: Geometry?
        let properties: Properties?
    }

    struct Properties: Decodable {
        let identifier: String?
        /// "warning", "watch", "advisory", "statement".
        let alert_type: String?
        let alert_name_en: String?
        let alert_name_fr: String?
        let alert_short_name_en: String?
        let alert_short_name_fr: String?
        let alert_text_en: String?
        let alert_text_fr: String?
        /// "yellow", "orange", "red" (ECCC's colour-coded warnings), or "grey".
        let risk_colour_en: String?
        /// "high", "moderate", "low".
        let confidence_en: String?
        /// "issued", "continued", "ended", "cancelled".
        let status_en: String?
        let feature_name_en: String?
        let feature_name_fr: String?
        let publication_datetime: String?
        let validity_datetime: String?
        /// When the message expires (it is reissued before then while the warning lasts).
        let expiration_datetime: String?
        /// When the weather itself is expected to end, when ECCC says.
        let event_end_datetime: String?
    }

    /// GeoJSON's Polygon or MultiPolygon, rings of [longitude, latitude]; other kinds hold no area.
    struct Geometry: Decodable {
        let type: String?
        let rings: [[[Double]]]

        private enum Key: String, CodingKey { case type, coordinates }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            type = try container.decodeIfPresent(String.self, forKey: .type)
            switch type {
            case "Polygon": rings = Array((try container.decode([[[Double]]].self, forKey: .coordinates)).prefix(1))
            case "MultiPolygon": rings = try container.decode([[[[Double]]]].self, forKey: .coordinates).compactMap(\.first)
            default: rings = []
            }
        }
    }

    let features: [Feature]?
}
