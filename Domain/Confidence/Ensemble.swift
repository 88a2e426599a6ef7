import Foundation

/// One ensemble forecast of a place, as fetched from one model: per hour, the n values of the
/// control run and its members (`Confidence` makes the likely range and rain agreement of them).
/// A value the source does not give (past the model's range) is nil.
public struct Ensemble: Hashable, Codable, Sendable {
    /// The model asked for ("ecmwf_ifs025").
    public var model: String
    public var fetchedAt: Date
    /// The place's offset from UTC: its local days make the days' highs.
    public var utcOffsetSeconds: Int
    public var times: [Date]
    /// Per value (the control first, then each member), per hour of `times`; in the forecast's units.
    public var temperature: [[Double?]]
    /// Per value, per hour: millimetres in the hour before.
    public var precipitation: [[Double?]]

    public init(model: String, fetchedAt: Date, utcOffsetSeconds: Int, times: [Date],
                temperature: [[Double?]], precipitation: [[Double?]]) {
        self.model = model
        self.fetchedAt = fetchedAt
        self.utcOffsetSeconds = utcOffsetSeconds
        self.times = times
        self.temperature = temperature
        self.precipitation = precipitation
    }

    /// n: the control and the members.
    public var members: Int { max(temperature.count, precipitation.count) }

    /// The answer with values no weather can have (−999999 °C, a negative amount) unknown, by the
    /// same rule as the weather's (`Plausibility`).
    public func plausible(_ units: Units) -> Ensemble {
        var checked = self
        checked.temperature = temperature.map { $0.map { Plausibility.temperature($0, units) } }
        checked.precipitation = precipitation.map { $0.map { Plausibility.rain($0, units) } }
        return checked
    }
}

/// The ensemble, from its source or the cache (fresh for an hour).
public protocol EnsembleRepository: Sendable {
    /// `days` from local midnight today, temperatures in `units`.
    func ensemble(at coordinate: Coordinate, days: Int, units: Units, policy: CachePolicy) async throws -> Sourced<Ensemble>
}
