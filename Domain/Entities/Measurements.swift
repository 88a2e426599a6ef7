/// Rain, snow or both: how much, and how likely. Either may be unknown.
public struct Precipitation: Hashable, Codable, Sendable {
    /// Millimetres in metric, inches in imperial.
    public var amount: Double?
    /// Percent, 0–100.
    public var probability: Double?

    public init(amount: Double? = nil, probability: Double? = nil) {
        self.amount = amount
        self.probability = probability
    }
}

/// Wind at 10 m.
public struct Wind: Hashable, Codable, Sendable {
    /// km/h in metric, mph in imperial.
    public var speed: Double?
    public var gusts: Double?
    /// Where the wind blows from, in degrees; 0 is north.
    public var degrees: Double?

    public init(speed: Double? = nil, gusts: Double? = nil, degrees: Double? = nil) {
        self.speed = speed
        self.gusts = gusts
        self.degrees = degrees
    }
}
