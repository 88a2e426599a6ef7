import Domain
import Foundation

/// `wf notify`: a notification's title (the place) and body, in words or, accessible, in sentences.
extension Phrasebook {
    /// "rain from 14:15 (in 12 minutes)", "Winter Storm Warning (severe)", "-3 °C now, below 0 °C";
    /// `spoken`: a sentence with no symbols; times on `chosenZone` (`--tz`) when given.
    public func notificationBody(_ notification: WeatherNotification, now: Date, spoken: Bool, chosenZone: String? = nil) -> String {
        // On the place's clock, named where it is not this machine's, as every view says it.
        let at = { (date: Date, offset: Int) -> String in
            let clock = (chosenZone.map(PlaceClock.chosen) ?? .provider(offset)).utcOffset
            return spoken ? self.spokenClockTime(date, on: clock) : self.clockTime(date, on: clock)
        }
        switch notification.subject {
        case .rain(let starts, let offset):
            let time = at(starts, offset)
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
        case .frost(let lowest, let units, let offset):
            let temperature = spoken ? spokenTemperature(lowest.value, units) : self.temperature(lowest.value, units)
            let time = at(lowest.time, offset)
            return self(spoken ? .spokenNotifyFrost(temperature: temperature, time: time) : .notifyFrost(temperature: temperature, time: time))
        case .pressureDrop(let fall, let units, let offset):
            let amount = spoken ? spokenPressure(fall.amount, units) : pressure(fall.amount, units)
            let (from, to) = (at(fall.from, offset), at(fall.to, offset))
            return self(spoken ? .spokenNotifyPressureDrop(amount: amount, from: from, to: to) : .notifyPressureDrop(amount: amount, from: from, to: to))
        case .gusts(let strongest, let units, let offset):
            let speed = spoken ? spokenSpeed(strongest.value, units) : WeatherFormat.windSpeed(strongest.value, units, in: windUnit)
            let time = at(strongest.time, offset)
            return self(spoken ? .spokenNotifyGusts(speed: speed, time: time) : .notifyGusts(speed: speed, time: time))
        case .uv(let highest, let offset):
            let index = spokenNumber(highest.value, decimals: 0), time = at(highest.time, offset)
            return self(spoken ? .spokenNotifyUv(index: index, time: time) : .notifyUv(index: index, time: time))
        }
    }

    /// "watching Berlin, DE for rain within 30 minutes, alerts every 600 s, through terminal; Ctrl-C to stop".
    public func notifyStartLine(places: [String], conditions: NotifyConditions, units: Units, every seconds: Int, channel: String) -> String {
        var names = places.prefix(3).joined(separator: "; ")
        if places.count > 3 { names = self(.notifyMorePlaces(places: names, count: String(places.count - 3))) }
        return self(.notifyWatching(places: names, conditions: watchedConditions(conditions, units: units),
                                    seconds: String(seconds), channel: channel))
    }

    /// "rain within 30 minutes, alerts, frost tonight (0 °C or colder)": what is watched, in a few words.
    public func watchedConditions(_ conditions: NotifyConditions, units: Units) -> String {
        var parts: [String] = []
        if let minutes = conditions.rainWithinMinutes { parts.append(self(.notifyWatchRain(minutes: String(minutes)))) }
        if conditions.alerts { parts.append(self(.notifyWatchAlerts)) }
        if let below = conditions.below { parts.append(self(.notifyWatchBelow(threshold: temperature(below, units)))) }
        if let above = conditions.above { parts.append(self(.notifyWatchAbove(threshold: temperature(above, units)))) }
        if let frost = conditions.frost { parts.append(self(.notifyWatchFrost(threshold: temperature(frost, units)))) }
        if let drop = conditions.pressureDrop {
            parts.append(self(.notifyWatchPressureDrop(amount: localised(units == .metric ? String(format: "%g hPa", drop) : String(format: "%g inHg", drop)))))
        }
        if let gusts = conditions.gusts {
            let unit = conditions.windUnit ?? .default(for: units)
            let speed = unit == .beaufort ? "Bft " + spokenNumber(gusts) : spokenNumber(gusts) + " " + WeatherFormat.windSymbol(unit)
            parts.append(self(.notifyWatchGusts(speed: speed)))
        }
        if let uv = conditions.uv { parts.append(self(.notifyWatchUv(index: spokenNumber(uv)))) }
        return parts.joined(separator: self(.notifyWatchSeparator))
    }

    private func degrees(_ value: Double, _ threshold: Double, _ units: Units, spoken: Bool) -> (String, String) {
        spoken ? (spokenTemperature(value, units), spokenTemperature(threshold, units)) : (temperature(value, units), temperature(threshold, units))
    }

    /// One line for a script or a log: "Berlin, DE: rain from 14:15 (in 12 minutes)".
    public func notificationLine(_ notification: WeatherNotification, now: Date, spoken: Bool, chosenZone: String? = nil) -> String {
        "\(notification.place): \(notificationBody(notification, now: now, spoken: spoken, chosenZone: chosenZone))"
    }
}
