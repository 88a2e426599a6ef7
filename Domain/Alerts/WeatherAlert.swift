import Foundation

/// One official warning for a place, as its source issued it: the event, how bad, how sure and how
/// soon (CAP's severity, certainty and urgency), when it starts and ends, and its texts in full.
public struct WeatherAlert: Hashable, Codable, Sendable {
    /// CAP's severity, most severe first.
    public enum Severity: String, Hashable, Codable, Sendable, CaseIterable {
        case extreme, severe, moderate, minor, unknown

        /// Higher is worse; unknown ranks below minor.
        public var rank: Int {
            switch self {
            case .extreme: 4
            case .severe: 3
            case .moderate: 2
            case .minor: 1
            case .unknown: 0
            }
        }
    }

    /// CAP's certainty.
    public enum Certainty: String, Hashable, Codable, Sendable, CaseIterable {
        case observed, likely, possible, unlikely, unknown
    }

    /// CAP's urgency.
    public enum Urgency: String, Hashable, Codable, Sendable, CaseIterable {
        case immediate, expected, future, past, unknown
    }

    /// MET Norway's awareness colours (its `riskMatrixColor`); the US National Weather Service has none.
    public enum Colour: String, Hashable, Codable, Sendable, CaseIterable {
        case yellow, orange, red
    }

    /// The source's name for the event: "Winter Storm Warning", "Strong wind".
    public var event: String
    public var severity: Severity
    public var certainty: Certainty
    /// Nil where the source gives none (MET Norway).
    public var urgency: Urgency?
    public var colour: Colour?
    public var onset: Date?
    public var end: Date?
    /// The place's offset from UTC at the alert's times, for showing them on its clocks.
    public var utcOffsetSeconds: Int
    public var headline: String?
    public var description: String?
    public var instruction: String?

    public init(event: String, severity: Severity, certainty: Certainty, urgency: Urgency? = nil, colour: Colour? = nil,
                onset: Date?, end: Date?, utcOffsetSeconds: Int = 0, headline: String? = nil, description: String? = nil,
                instruction: String? = nil) {
        self.event = event
        self.severity = severity
        self.certainty = certainty
        self.urgency = urgency
        self.colour = colour
        self.onset = onset
        self.end = end
        self.utcOffsetSeconds = utcOffsetSeconds
        self.headline = headline
        self.description = description
        self.instruction = instruction
    }

    /// How bad, for choosing the most severe: MET's colour when it gives one, else the severity.
    public var rank: Int {
        switch colour {
        case .red?: 4
        case .orange?: 3
        case .yellow?: 2
        case nil: severity.rank
        }
    }

    /// Whether it still applies at `now`: an alert whose end has passed is not shown.
    public func isActive(at now: Date) -> Bool {
        guard let end else { return true }
        return end > now
    }
}

extension Array where Element == WeatherAlert {
    /// The alerts still in force at `now`, most severe first, then the soonest.
    public func active(at now: Date) -> [WeatherAlert] {
        filter { $0.isActive(at: now) }.sorted { lhs, rhs in
            if lhs.rank != rhs.rank { return lhs.rank > rhs.rank }
            return (lhs.onset ?? .distantPast) < (rhs.onset ?? .distantPast)
        }
    }
}
