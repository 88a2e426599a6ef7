/// `GET /metalerts/2.0/current.json?lat=&lon=` of api.met.no: a GeoJSON FeatureCollection (MET's
/// "MetAlerts GeoJSON format", docs.api.met.no/doc/metalerts/geojson). Each feature has
/// `properties` (CAP fields: `awareness_level` "2; yellow; Moderate", `riskMatrixColor` "Yellow",
/// `eventAwarenessName`, `severity`, `certainty`, `title`, `description`, `instruction`, `type`
/// "Alert" | "Update" | "Cancel") and `when.interval` [start, end]. No urgency.
struct MetAlertsCollectionDTO: Decodable {
    struct Feature: Decodable {
        let properties: Properties
        let when: When?
    }

    struct Properties: Decodable {
        let event: String?
        let eventAwarenessName: String?
        let awareness_level: String?
        let riskMatrixColor: String?
        let severity: String?
        let certainty: String?
        let status: String?
        let type: String?
        let title: String?
        let description: String?
        let instruction: String?
        let eventEndingTime: String?
    }

    struct When: Decodable {
        let interval: [String?]?
    }

    let features: [Feature]
}
