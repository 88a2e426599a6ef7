import Domain
import Foundation

extension MetAlertsCollectionDTO {
    /// The alerts as Domain's, without cancellations and test messages; times on the place's clocks
    /// (Norway's, Europe/Oslo, when the place's own are not known).
    func toAlerts(place: Place) -> [WeatherAlert] {
        features.compactMap { feature -> WeatherAlert? in
            let alert = feature.properties
            guard alert.type?.caseInsensitiveCompare("Cancel") != .orderedSame,
                  alert.status.map({ $0.caseInsensitiveCompare("Actual") == .orderedSame }) ?? true,
                  let event = alert.eventAwarenessName ?? alert.event, !event.isEmpty else { return nil }
            let interval = feature.when?.interval ?? []
            let onset = interval.first.flatMap { $0 }.flatMap(AlertTime.date)
            let end = (interval.count > 1 ? interval[1] : nil).flatMap(AlertTime.date) ?? alert.eventEndingTime.flatMap(AlertTime.date)
            let moment = onset ?? end ?? Date()
            let offset = AlertTime.offsetSeconds(place: place, at: moment)
                ?? TimeZone(identifier: "Europe/Oslo")?.secondsFromGMT(for: moment) ?? 0
            return WeatherAlert(
                event: event, severity: .init(capValue: alert.severity), certainty: .init(capValue: alert.certainty),
                urgency: nil, colour: Self.colour(alert), onset: onset, end: end, utcOffsetSeconds: offset,
                headline: alert.title, description: alert.description, instruction: alert.instruction)
        }
    }

    /// `riskMatrixColor` ("Orange"), else the colour in `awareness_level` ("3; orange; Severe"); green is none.
    static func colour(_ alert: Properties) -> WeatherAlert.Colour? {
        if let colour = alert.riskMatrixColor.flatMap({ WeatherAlert.Colour(rawValue: $0.lowercased()) }) { return colour }
        let parts = (alert.awareness_level ?? "").split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        return parts.lazy.compactMap(WeatherAlert.Colour.init(rawValue:)).first
    }
}
