import Foundation

/// Current weather and the daily forecast for one place: `wf here` and `wf fav show`.
public struct PlaceWeather: Hashable, Sendable {
    public var place: Place
    public var current: Sourced<CurrentWeather>
    public var forecast: Sourced<Forecast>
    /// Set when the place came from the user's IP address.
    public var locatedByIP: LocatedByIP?

    public init(place: Place, current: Sourced<CurrentWeather>, forecast: Sourced<Forecast>, locatedByIP: LocatedByIP? = nil) {
        self.place = place
        self.current = current
        self.forecast = forecast
        self.locatedByIP = locatedByIP
    }

    /// When the oldest part of what is shown was fetched.
    public var lastUpdated: Date { min(current.value.fetchedAt, forecast.value.fetchedAt) }
}
