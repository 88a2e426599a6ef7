import Foundation

/// Something `wf notify` tells the user once: rain coming, an official alert in force, the
/// temperature past a threshold, or what the forecast brings past one (frost tonight, falling
/// pressure, strong gusts, high UV) at a place. It is said once per `key`.
public struct WeatherNotification: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case rain, alert, below, above, frost
        case pressureDrop = "pressure-drop"
        case gusts, uv
    }

    /// What it is about, as the words are made from it.
    public enum Subject: Hashable, Sendable {
        /// Rain from `starts`, on a clock `utcOffsetSeconds` east of UTC.
        case rain(starts: Date, utcOffsetSeconds: Int)
        case alert(WeatherAlert)
        /// The temperature now, below (or above) the threshold, in the units asked for.
        case below(temperature: Double, threshold: Double, units: Units)
        case above(temperature: Double, threshold: Double, units: Units)
        /// Tonight's lowest temperature, at its hour; times on a clock `utcOffsetSeconds` east of UTC.
        case frost(lowest: ForecastPeak, units: Units, utcOffsetSeconds: Int)
        case pressureDrop(PressureFall, units: Units, utcOffsetSeconds: Int)
        /// The strongest gust, in `units`' own speed (km/h or mph).
        case gusts(strongest: ForecastPeak, units: Units, utcOffsetSeconds: Int)
        case uv(highest: ForecastPeak, utcOffsetSeconds: Int)
    }

    /// What makes a notification the same one again: its kind, the place and the event.
    public struct Key: Hashable, Sendable {
        public var kind: Kind
        /// The place's coordinate, as "52.52,13.41".
        public var place: String
        public var event: String

        public init(kind: Kind, place: String, event: String) {
            self.kind = kind
            self.place = place
            self.event = event
        }
    }

    /// The place's name, as its report titles it: "Berlin, DE".
    public var place: String
    public var subject: Subject
    public var key: Key

    public init(place: String, subject: Subject, key: Key) {
        self.place = place
        self.subject = subject
        self.key = key
    }

    public var kind: Kind { key.kind }

    /// Severe and extreme alerts (orange and red from MET Norway) are critical; all else normal.
    public var isCritical: Bool {
        if case .alert(let alert) = subject { return alert.rank >= WeatherAlert.Severity.severe.rank }
        return false
    }
}
