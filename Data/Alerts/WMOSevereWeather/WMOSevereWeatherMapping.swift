import Domain
import Foundation

extension WMOSevereWeatherDTO {
    /// Each warning once, however many of its areas hold the point; one whose urgency is past is none.
    func toAlerts() -> [WeatherAlert] {
        var seen: Set<String> = []
        return (features ?? []).compactMap { feature -> WeatherAlert? in
            guard let properties = feature.properties, let event = properties.event?.trimmingCharacters(in: .whitespaces), !event.isEmpty,
                  properties.u != 1,
                  seen.insert(properties.capurl ?? [event, properties.sent ?? ""].joined(separator: "|")).inserted
            else { return nil }
            let onsetText = properties.effective ?? properties.sent
            return WeatherAlert(
                event: Self.readable(event), severity: Self.severity(properties.s), certainty: Self.certainty(properties.c),
                urgency: Self.urgency(properties.u), onset: onsetText.flatMap(AlertTime.date), end: properties.expires.flatMap(AlertTime.date),
                utcOffsetSeconds: onsetText.flatMap(AlertTime.offsetSeconds) ?? 0,
                headline: properties.headline ?? properties.areadesc,
                description: properties.description?.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    static func severity(_ code: Int?) -> WeatherAlert.Severity {
        switch code { case 4: .extreme; case 3: .severe; case 2: .moderate; case 1: .minor; default: .unknown }
    }

    static func urgency(_ code: Int?) -> WeatherAlert.Urgency {
        switch code { case 4: .immediate; case 3: .expected; case 2: .future; case 1: .past; default: .unknown }
    }

    static func certainty(_ code: Int?) -> WeatherAlert.Certainty {
        switch code { case 4: .observed; case 3: .likely; case 2: .possible; case 1: .unlikely; default: .unknown }
    }

    /// "THUNDERSTORMS" → "Thunderstorms": some services write the event in capitals.
    static func readable(_ event: String) -> String {
        guard event == event.uppercased(), event != event.lowercased() else { return event }
        return event.prefix(1) + event.dropFirst().lowercased()
    }
}
