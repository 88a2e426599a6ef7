import Domain
import Foundation

extension NWSAlertCollectionDTO {
    /// The alerts as Domain's, without cancellations and test messages. Times are on the place's
    /// clocks when its time zone is known, else on those the alert was written in.
    func toAlerts(place: Place) -> [WeatherAlert] {
        features.map(\.properties).compactMap { alert -> WeatherAlert? in
            guard alert.messageType?.caseInsensitiveCompare("Cancel") != .orderedSame,
                  alert.status.map({ $0.caseInsensitiveCompare("Actual") == .orderedSame }) ?? true,
                  let event = alert.event, !event.isEmpty else { return nil }
            let onsetText = alert.onset ?? alert.effective
            let endText = alert.ends ?? alert.expires
            let onset = onsetText.flatMap(AlertTime.date)
            let end = endText.flatMap(AlertTime.date)
            let written = (onsetText ?? endText).flatMap(AlertTime.offsetSeconds) ?? 0
            return WeatherAlert(
                event: event, severity: .init(capValue: alert.severity), certainty: .init(capValue: alert.certainty),
                urgency: .init(capValue: alert.urgency), onset: onset, end: end,
                utcOffsetSeconds: AlertTime.offsetSeconds(place: place, at: onset ?? end ?? Date()) ?? written,
                headline: alert.headline, description: alert.description, instruction: alert.instruction)
        }
    }
}
