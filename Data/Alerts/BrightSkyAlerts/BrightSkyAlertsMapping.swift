import Domain
import Foundation

extension BrightSkyAlertsDTO {
    /// The warnings as Domain's, in German for `language` "de" and English else; times on the
    /// place's clock (Germany's, Europe/Berlin, when the place's own is not known). DWD's levels
    /// are colours: minor is yellow, moderate orange, severe and extreme red.
    func toAlerts(place: Place, language: String) -> [WeatherAlert] {
        let german = language == "de"
        return (alerts ?? []).compactMap { alert -> WeatherAlert? in
            guard alert.status.map({ $0.caseInsensitiveCompare("actual") == .orderedSame }) ?? true,
                  let event = (german ? alert.event_de ?? alert.event_en : alert.event_en ?? alert.event_de), !event.isEmpty,
                  alert.urgency?.lowercased() != "past"
            else { return nil }
            let onset = (alert.onset ?? alert.effective).flatMap(AlertTime.date)
            let end = alert.expires.flatMap(AlertTime.date)
            let moment = onset ?? end ?? Date()
            let offset = AlertTime.offsetSeconds(place: place, at: moment)
                ?? TimeZone(identifier: "Europe/Berlin")?.secondsFromGMT(for: moment) ?? 0
            let severity = WeatherAlert.Severity(capValue: alert.severity)
            return WeatherAlert(
                event: german ? event : AlertTime.sentenceCase(event), severity: severity, certainty: .init(capValue: alert.certainty),
                urgency: alert.urgency.map { .init(capValue: $0) }, colour: Self.colour(severity), onset: onset, end: end,
                utcOffsetSeconds: offset,
                headline: german ? alert.headline_de ?? alert.headline_en : alert.headline_en ?? alert.headline_de,
                description: (german ? alert.description_de ?? alert.description_en : alert.description_en ?? alert.description_de)?
                    .trimmingCharacters(in: .whitespacesAndNewlines),
                instruction: german ? alert.instruction_de ?? alert.instruction_en : alert.instruction_en ?? alert.instruction_de)
        }
    }

    /// DWD's warning levels, as the colours of its map.
    static func colour(_ severity: WeatherAlert.Severity) -> WeatherAlert.Colour? {
        switch severity {
        case .minor: .yellow
        case .moderate: .orange
        case .severe, .extreme: .red
        case .unknown: nil
        }
    }
}
