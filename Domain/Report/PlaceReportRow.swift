/// A place in a list of reports (`wf fav list`, the app's favourites tab): its weather, or why it
/// could not be had, and its side parts, which it keeps either way.
public struct PlaceReportRow: Hashable, Sendable {
    public var place: Place
    public var weather: Result<Sourced<CurrentWeather>, WeatherError>
    public var parts: ReportParts

    public init(place: Place, weather: Result<Sourced<CurrentWeather>, WeatherError>, parts: ReportParts = ReportParts()) {
        self.place = place
        self.weather = weather
        self.parts = parts
    }

    /// The row as a report of its place, when its weather came.
    public var report: PlaceReport? {
        guard case .success(let current) = weather else { return nil }
        var report = PlaceReport(place: place, current: current)
        report.parts = parts
        return report
    }
}
