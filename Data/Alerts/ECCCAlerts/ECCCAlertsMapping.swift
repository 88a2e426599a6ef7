import Domain
import Foundation

extension ECCCAlertsDTO {
    /// The alerts whose zone's outline holds `point`, each once however many of its zones do, in
    /// French for `language` "fr" and English else. Ended and cancelled ones are left out. An
    /// alert's end is the weather's end when ECCC gives it, else the message's expiry.
    func toAlerts(at point: Coordinate, language: String) -> [WeatherAlert] {
        let french = language == "fr"
        var seen: Set<String> = []
        return (features ?? []).compactMap { feature -> WeatherAlert? in
            guard let properties = feature.properties,
                  !["ended", "cancelled", "canceled"].contains(properties.status_en?.lowercased() ?? ""),
                  let outline = feature.geometry, outline.rings.contains(where: { Self.polygon($0)?.contains(point) == true })
            else { return nil }
            let name = (french ? properties.alert_name_fr : nil) ?? properties.alert_name_en ?? properties.alert_short_name_en
            guard let name, !name.isEmpty else { return nil }
            let onsetText = properties.validity_datetime ?? properties.publication_datetime
            let endText = properties.event_end_datetime ?? properties.expiration_datetime
            // One warning over many zones: one alert.
            guard seen.insert([properties.identifier ?? name, onsetText ?? "", endText ?? ""].joined(separator: "|")).inserted else { return nil }
            return WeatherAlert(
                event: AlertTime.sentenceCase(name), severity: Self.severity(properties.alert_type),
                certainty: Self.certainty(properties.confidence_en), colour: properties.risk_colour_en.flatMap { WeatherAlert.Colour(rawValue: $0.lowercased()) },
                onset: onsetText.flatMap(AlertTime.date), end: endText.flatMap(AlertTime.date),
                utcOffsetSeconds: onsetText.flatMap(AlertTime.offsetSeconds) ?? 0,
                headline: french ? properties.feature_name_fr ?? properties.feature_name_en : properties.feature_name_en,
                description: (french ? properties.alert_text_fr ?? properties.alert_text_en : properties.alert_text_en)?
                    .trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    /// A GeoJSON ring, [longitude, latitude] pairs, as a polygon.
    static func polygon(_ ring: [[Double]]) -> AlertPolygon? {
        let points = ring.compactMap { pair in pair.count >= 2 ? try? Coordinate(latitude: pair[1], longitude: pair[0]) : nil }
        return points.count >= 3 && points.count == ring.count ? AlertPolygon(points: points) : nil
    }

    /// ECCC's tiers: a warning is severe, a watch moderate, an advisory and a statement minor.
    static func severity(_ type: String?) -> WeatherAlert.Severity {
        switch type?.lowercased() {
        case "warning": .severe
        case "watch": .moderate
        case "advisory", "statement": .minor
        default: .unknown
        }
    }

    /// ECCC's confidence in words: high is likely, moderate possible, low unlikely.
    static func certainty(_ confidence: String?) -> WeatherAlert.Certainty {
        switch confidence?.lowercased() {
        case "high": .likely
        case "moderate": .possible
        case "low": .unlikely
        default: .unknown
        }
    }
}
