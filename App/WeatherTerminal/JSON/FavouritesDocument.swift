import Domain
import Foundation
import Presentation

/// `wf fav list --json`.
extension JSONDocument {
    /// `wf fav list --json`: one entry per favourite, with weather or the error that row hit.
    public struct FavouriteEntry: Encodable {
        let position: Int
        let city: City
        let added: String
        @Null var weather: Current?
        @Null var error: String?
        /// The air now (see `AirSummary`); null when unavailable.
        @Null var air_quality: AirSummary?
        /// The alerts in force (see `PlaceAlerts`).
        @Null var alerts: [Alerts.Alert]?
        @Null var alert_coverage: String?
        @Null var alerts_updated: String?
        @Null var alerts_stale: Bool?
        @Null var alerts_unplaced: Int?
        /// `{"air_quality": "budget"}` when the air was not asked for today's budget.
        let skipped: [String: String]

        /// `remedies`: what the error says to do, in the front end's words (none unless given, as in `WeatherErrorMessage`).
        public init(position: Int, _ row: FavouriteWeather, remedies: WeatherErrorMessage.Remedies = .init(), windUnit: WindUnit? = nil,
                    now: Date = Date()) {
            self.position = position
            city = City(row.favourite.place)
            added = WeatherFormat.iso8601(row.favourite.addedAt)
            air_quality = (try? row.airQuality?.get()).map(AirSummary.init)
            var parts = ReportParts()
            parts.airQuality = row.airQuality
            skipped = JSONDocument.skipped(parts)
            let placeAlerts = PlaceAlerts(row.alerts, now: now)
            (alerts, alert_coverage, alerts_updated, alerts_stale, alerts_unplaced) =
                (placeAlerts.alerts, placeAlerts.coverage, placeAlerts.updated, placeAlerts.stale, placeAlerts.unplaced)
            switch row.weather {
            case .success(let weather):
                self.weather = Current(weather, windUnit: windUnit)
                error = nil
            case .failure(let failure):
                weather = nil
                error = WeatherErrorMessage(failure, remedies: remedies).text
            }
        }
    }

    public struct Favourites: Encodable {
        let favourites: [FavouriteEntry]

        public init(favourites: [FavouriteEntry]) {
            self.favourites = favourites
        }
    }
}
