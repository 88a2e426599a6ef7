import Foundation

/// A place's hourly temperature as the latest run forecasts it, beside what the run a day earlier
/// forecast for the same hours (Open-Meteo's Previous Runs API, `temperature_2m_previous_day1`), in
/// the units asked for. Kept an hour: the models run a few times a day.
public struct PreviousRuns: Hashable, Codable, Sendable {
    /// The start of each hour.
    public var times: [Date]
    public var latest: [Double?]
    /// What the run a day earlier forecast for each of `times`.
    public var dayEarlier: [Double?]
    public var utcOffsetSeconds: Int
    public var fetchedAt: Date

    public init(times: [Date], latest: [Double?], dayEarlier: [Double?], utcOffsetSeconds: Int, fetchedAt: Date) {
        self.times = times
        self.latest = latest
        self.dayEarlier = dayEarlier
        self.utcOffsetSeconds = utcOffsetSeconds
        self.fetchedAt = fetchedAt
    }
}

/// Where the two runs come from, under a cache of an hour; offline, the last copy.
public protocol PreviousRunsRepository: Sendable {
    func previousRuns(at coordinate: Coordinate, units: Units, policy: CachePolicy) async throws -> Sourced<PreviousRuns>
}
