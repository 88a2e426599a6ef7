/// `GET /alerts/active?point=LAT,LON` of api.weather.gov: a GeoJSON FeatureCollection, one feature
/// an alert, its CAP fields in `properties` (the API's `Alert` schema). `onset`, `ends`,
/// `headline` and `instruction` may be null; `messageType` is "Alert", "Update" or "Cancel".
struct NWSAlertCollectionDTO: Decodable {
    struct Feature: Decodable {
        let properties: Properties
    }

    struct Properties: Decodable {
        let event: String?
        let status: String?
        let messageType: String?
        let severity: String?
        let certainty: String?
        let urgency: String?
        let effective: String?
        let onset: String?
        let expires: String?
        let ends: String?
        let headline: String?
        let description: String?
        let instruction: String?
    }

    let features: [Feature]
}

/// Its errors are `application/problem+json`: `{"title": "...", "detail": "...", "status": 400}`.
struct NWSProblemDTO: Decodable {
    let title: String?
    let detail: String?
}
