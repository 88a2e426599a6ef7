import Domain
import Foundation

/// `wf notify`: a notification's title (the place) and body, in words or, accessible, in sentences.
extension Phrasebook {
    /// "rain from 14:15 (in 12 minutes)", "Winter Storm Warning (severe)", "-3 °C now, below 0 °C";
    /// `spoken`: a sentence with no symbols; times on `chosenZone` (`--tz`) when given.
    public func notificationBody(_ notification: WeatherNotification, now: Date, spoken: Bool, chosenZone: String? = nil) -> String {
        switch notification.subject {
        case .rain(let starts, let offset):
            // On the place's clock, named where it is not this machine's, as every view says it.
            let clock = (chosenZone.map(PlaceClock.chosen) ?? .provider(offset)).utcOffset
            let time = spoken ? spokenClockTime(starts, on: clock) : clockTime(starts, on: clock)
            let minutes = Int((starts.timeIntervalSince(now) / 60).rounded(.up))
            if minutes <= 1 { return self(spoken ? .spokenNotifyRainImminent(time: time) : .notifyRainImminent(time: time)) }
            return self(spoken ? .spokenNotifyRain(time: time, minutes: String(minutes)) : .notifyRain(time: time, minutes: String(minutes)))
        case .alert(let alert):
            let event = alert.event, level = alertLevel(alert)
            return self(spoken ? .spokenNotifyAlert(event: event, level: level) : .notifyAlert(event: event, level: level))
        case .below(let value, let threshold, let units):
            let (now, limit) = degrees(value, threshold, units, spoken: spoken)
            return self(spoken ? .spokenNotifyBelow(temperature: now, threshold: limit) : .notifyBelow(temperature: now, threshold: limit))
        case .above(let value, let threshold, let units):
            let (now, limit) = degrees(value, threshold, units, spoken: spoken)
            return self(spoken ? .spokenNotifyAbove(temperature: now, threshold: limit) : .notifyAbove(temperature: now, threshold: limit))
        }
    }

    private func degrees(_ value: Double, _ threshold: Double, _ units: Units, spoken: Bool) -> (String, String) {
        spoken ? (spokenTemperature(value, units), spokenTemperature(threshold, units)) : (temperature(value, units), temperature(threshold, units))
    }

    /// One line for a script or a log: "Berlin, DE: rain from 14:15 (in 12 minutes)".
    public func notificationLine(_ notification: WeatherNotification, now: Date, spoken: Bool, chosenZone: String? = nil) -> String {
        "\(notification.place): \(notificationBody(notification, now: now, spoken: spoken, chosenZone: chosenZone))"
    }
}
