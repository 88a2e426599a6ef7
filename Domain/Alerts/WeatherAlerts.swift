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

    public init(place: Place, coverage: AlertCoverage, source: String?, fetchedAt: Date, alerts: [WeatherAlert]) {
        self.place = place
        self.coverage = coverage
        self.source = source
        self.fetchedAt = fetchedAt
        self.alerts = alerts
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
