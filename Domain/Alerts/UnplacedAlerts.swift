/// The warnings of a source's area that wf cannot place at a point, nor away from it: MeteoAlarm
/// names a region (its EMMA_ID) without a polygon, and wf has no map of the regions. They are
/// counted and pointed to, never shown as the place's and never left out.
public struct UnplacedAlerts: Hashable, Codable, Sendable {
    /// The country whose feed they are in (ISO 3166 code).
    public var country: String
    /// Where a person can read them: the source's page for the country.
    public var link: String
    public var alerts: [WeatherAlert]

    public init(country: String, link: String, alerts: [WeatherAlert]) {
        self.country = country
        self.link = link
        self.alerts = alerts
    }
}
