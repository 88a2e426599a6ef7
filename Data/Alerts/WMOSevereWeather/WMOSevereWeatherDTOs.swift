/// The WMO Severe Weather Information Centre's point query: its GeoServer's WFS
/// (`GET /f/wfs?request=GetFeature&typeName=local_postgis:postgis_geojsons&outputFormat=json&cql_filter=
/// INTERSECTS(wkb_geometry,POINT(<lat> <lon>)) AND row_type NEQ 'BOUNDARY'`), which answers the warnings
/// whose areas hold the point: a GeoJSON FeatureCollection, one feature per area of a warning. A bad
/// query is answered 200 with an OWS exception report and no `features`: no answer, never "none".
/// Severity, urgency and certainty are numbers (4 is the most: extreme, immediate, observed).
struct WMOSevereWeatherDTO: Decodable {
    struct Feature: Decodable {
        let properties: Properties?
    }

    struct Properties: Decodable {
        /// The path of the issuing service's CAP file: one warning, however many areas.
        let capurl: String?
        let event: String?
        let headline: String?
        let description: String?
        let sent: String?
        let effective: String?
        let expires: String?
        let s: Int?
        let u: Int?
        let c: Int?
        let areadesc: String?
    }

    let features: [Feature]?
}
