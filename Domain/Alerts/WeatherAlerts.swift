import Foundation

/// What a source said about a place: every alert it issued (expired or not; callers show `active(at:)`),
/// or, where no source covers the place, that wf cannot know.
public struct WeatherAlerts: Hashable, Codable, Sendable {
    public var place: Place
    public var coverage: AlertCoverage
    /// "National Weather Service", "MET Norway"; nil when no source covers the place.
    public var source: String?
    public var fetchedAt: Date
    public var alerts: [WeatherAlert]
    /// Warnings in force in the source's area that could not be placed at this point or away from
    /// it (a region without a polygon); nil when every warning was placed.
    public var unplaced: UnplacedAlerts?

    public init(place: Place, coverage: AlertCoverage, source: String?, fetchedAt: Date, alerts: [WeatherAlert],
                unplaced: UnplacedAlerts? = nil) {
        self.place = place
        self.coverage = coverage
        self.source = source
        self.fetchedAt = fetchedAt
        self.alerts = alerts
        self.unplaced = unplaced
    }

    /// How many warnings could not be placed and are in force at `now`.
    public func unplacedCount(at now: Date) -> Int {
        unplaced?.alerts.active(at: now).count ?? 0
    }

    /// The answer for a place no source covers: nothing asked, nothing known.
    public static func uncovered(_ place: Place, at now: Date) -> WeatherAlerts {
        WeatherAlerts(place: place, coverage: .none, source: nil, fetchedAt: now, alerts: [])
    }

    /// The alerts in force at `now`, most severe first.
    public func active(at now: Date) -> [WeatherAlert] {
        alerts.active(at: now)
    }
}
