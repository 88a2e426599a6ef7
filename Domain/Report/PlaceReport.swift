import Foundation

/// What wf knows about a place, as every view shows it: the weather, for `here` the coming days,
/// and each side part (`ReportPart`) with its own result, nil when it was not asked for.
public struct PlaceReport: Hashable, Sendable {
    public var title: String
    /// "Berlin, DE": the title without the region, for one-line formats.
    public var shortTitle: String
    /// The ISO code of the country that ends `title` and `shortTitle` ("DE"), for saying it in words.
    public var country: String?
    public var current: Sourced<CurrentWeather>
    public var forecast: Sourced<Forecast>?
    /// Set when the place came from the user's IP address.
    public var locatedByIP: LocatedByIP?
    /// Each side part the plan asked for, with its own result.
    public var parts = ReportParts()
    /// The zone `--tz` chose for showing the report (`shown(on:at:)`); nil for the place's own clock.
    public var chosenZone: String?

    /// `country` is the provider's for the weather unless told.
    public init(title: String, shortTitle: String? = nil, country: String? = nil, current: Sourced<CurrentWeather>,
                forecast: Sourced<Forecast>? = nil, locatedByIP: LocatedByIP? = nil) {
        self.title = title
        self.shortTitle = shortTitle ?? title
        self.country = country ?? current.value.country
        self.current = current
        self.forecast = forecast
        self.locatedByIP = locatedByIP
    }

    /// A place known only by its coordinate takes the provider's name for it, as `wf at` shows it,
    /// so the same point has the same name everywhere.
    public init(place: Place, current: Sourced<CurrentWeather>, forecast: Sourced<Forecast>? = nil, locatedByIP: LocatedByIP? = nil) {
        let unnamed = place.name == place.coordinate.description
        let title = unnamed ? current.value.displayName : place.displayName
        self.init(title: title, shortTitle: unnamed ? title : place.shortName, country: unnamed ? nil : place.country,
                  current: current, forecast: forecast, locatedByIP: locatedByIP)
    }

    public init(_ weather: PlaceWeather) {
        self.init(place: weather.place, current: weather.current, forecast: weather.forecast, locatedByIP: weather.locatedByIP)
    }

    /// The one clock every time of this report is shown on, in every view: the zone `--tz` chose,
    /// else the offset the provider gave for the place, which its hours and sunrise are on.
    public var clock: PlaceClock {
        chosenZone.map(PlaceClock.chosen) ?? .provider(current.value.utcOffsetSeconds)
    }

    /// When the oldest part of the report was fetched.
    public var lastUpdated: Date {
        min(current.value.fetchedAt, forecast?.value.fetchedAt ?? .distantFuture)
    }

    /// Why part of the report is an old copy, if it is.
    public var offlineReason: String? {
        for source in [current.source, forecast?.source] {
            if case .offline(let reason)? = source { return reason }
        }
        return nil
    }
}
