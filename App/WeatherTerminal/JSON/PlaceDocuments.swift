import Domain
import Foundation
import Presentation

/// The documents of a place: `wf at`, `wf here` and `wf fav show`.
extension JSONDocument {
    /// `wf at --json`: the current weather's fields, and `air_quality` and `nowcast` (null when unavailable).
    public struct AtCurrent: Encodable {
        let current: Current
        let airQuality: AirSummary?
        let nowcast: NowcastSummary?
        let alerts: PlaceAlerts
        /// The fields of the parts that close a report (`ReportPartView`).
        let closing: ReportPartView.Fields
        let skipped: [String: String]

        /// `closing`: the parts that close a report, as the front end lists them (`TerminalStyle.closingParts`).
        public init(_ report: PlaceReport, windUnit: WindUnit? = nil, now: Date = Date(), closing parts: [ReportPartView]) {
            skipped = JSONDocument.skipped(report.parts)
            closing = ReportPartView.Fields(report, closing: parts)
            current = Current(report.current, windUnit: windUnit)
            airQuality = report.airQualityNow.map(AirSummary.init)
            nowcast = NowcastSummary.known(report.nowcastNow, now: now)
            alerts = PlaceAlerts(report.alerts, now: now)
        }

        private enum Key: String, CodingKey {
            case air_quality, nowcast, alerts, alert_coverage, alerts_updated, alerts_stale, alerts_unplaced, skipped
        }

        public func encode(to encoder: any Encoder) throws {
            try current.encode(to: encoder)
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(Null(wrappedValue: airQuality), forKey: .air_quality)
            try container.encode(Null(wrappedValue: nowcast), forKey: .nowcast)
            try container.encode(Null(wrappedValue: alerts.alerts), forKey: .alerts)
            try container.encode(Null(wrappedValue: alerts.coverage), forKey: .alert_coverage)
            try container.encode(Null(wrappedValue: alerts.updated), forKey: .alerts_updated)
            try container.encode(Null(wrappedValue: alerts.stale), forKey: .alerts_stale)
            try container.encode(Null(wrappedValue: alerts.unplaced), forKey: .alerts_unplaced)
            try container.encode(skipped, forKey: .skipped)
            try closing.encode(to: encoder)
        }
    }

    /// `wf at --json`, and the `current` part of `here`, `fav show` and `fav list`.
    public struct Current: Encodable {
        @Null var name: String?
        @Null var country: String?
        let latitude: Double
        let longitude: Double
        let provider: String
        let units: String
        let wind_unit: String
        let source: String
        let updated: String
        let observed: String
        let description: String
        let icon: String
        let condition: Condition
        let temperature: Double
        @Null var feels_like: Double?
        @Null var min: Double?
        @Null var max: Double?
        @Null var humidity: Double?
        @Null var pressure: Double?
        let wind: Wind
        @Null var precipitation: Double?
        @Null var cloudiness: Double?
        @Null var visibility: Double?
        @Null var uv_index: Double?
        @Null var sunrise: String?
        @Null var sunset: String?
        let utc_offset_seconds: Int

        public init(_ result: Sourced<CurrentWeather>, windUnit: WindUnit? = nil) {
            let weather = result.value
            name = weather.placeName
            country = weather.country
            latitude = weather.coordinate.latitude
            longitude = weather.coordinate.longitude
            provider = weather.provider
            units = weather.units.rawValue
            wind_unit = JSONDocument.windUnit(windUnit, weather.units)
            source = JSONDocument.source(result.source)
            updated = WeatherFormat.iso8601(weather.fetchedAt)
            observed = WeatherFormat.iso8601(weather.observedAt)
            description = weather.condition.description
            icon = weather.condition.icon.rawValue
            condition = Condition(weather.condition)
            temperature = weather.temperature
            feels_like = weather.feelsLike
            min = weather.minimum
            max = weather.maximum
            humidity = weather.humidity
            pressure = weather.pressure?.rounded(to: 2)
            wind = Wind(Domain.Wind(speed: weather.windSpeed, gusts: weather.windGusts, degrees: weather.windDirection),
                        units: weather.units, windUnit: windUnit)
            precipitation = weather.precipitation?.rounded(to: 2)
            cloudiness = weather.cloudiness
            visibility = weather.visibility
            uv_index = weather.uvIndex
            sunrise = weather.sunrise.map(WeatherFormat.iso8601)
            sunset = weather.sunset.map(WeatherFormat.iso8601)
            utc_offset_seconds = weather.utcOffsetSeconds
        }
    }

    /// `wf here --json` and `wf fav show --json`: the report's own fields and those of the parts that close it.
    public struct Report: Encodable {
        let fields: ReportFields
        let closing: ReportPartView.Fields

        /// `closing`: the parts that close a report, as the front end lists them (`TerminalStyle.closingParts`).
        public init(_ report: PlaceReport, windUnit: WindUnit? = nil, now: Date = Date(), closing parts: [ReportPartView]) {
            fields = ReportFields(report, windUnit: windUnit, now: now)
            closing = ReportPartView.Fields(report, closing: parts)
        }

        public func encode(to encoder: any Encoder) throws {
            try fields.encode(to: encoder)
            try closing.encode(to: encoder)
        }
    }

    struct ReportFields: Encodable {
        let location: String
        let wind_unit: String
        let current: Current
        let days: [Day]
        let updated: String
        let offline: Bool
        /// The air quality now, null when it was unavailable (see `AirSummary`).
        @Null var air_quality: AirSummary?
        /// Rain in the next two hours, null when it was unavailable (see `NowcastSummary`).
        @Null var nowcast: NowcastSummary?
        /// The alerts in force (see `PlaceAlerts`).
        @Null var alerts: [Alerts.Alert]?
        @Null var alert_coverage: String?
        @Null var alerts_updated: String?
        @Null var alerts_stale: Bool?
        @Null var alerts_unplaced: Int?
        /// The ensemble the days' likely highs come from, null when unavailable.
        @Null var confidence: ConfidenceSource?
        /// The parts not asked for because today's budget is spent, by field: `{"climate": "budget"}`.
        let skipped: [String: String]

        init(_ report: PlaceReport, windUnit: WindUnit? = nil, now: Date = Date()) {
            skipped = JSONDocument.skipped(report.parts)
            let placeAlerts = PlaceAlerts(report.alerts, now: now)
            (alerts, alert_coverage, alerts_updated, alerts_stale, alerts_unplaced) =
                (placeAlerts.alerts, placeAlerts.coverage, placeAlerts.updated, placeAlerts.stale, placeAlerts.unplaced)
            confidence = report.parts.confidenceNow.map(ConfidenceSource.init)
            air_quality = report.airQualityNow.map(AirSummary.init)
            nowcast = NowcastSummary.known(report.nowcastNow, now: now)
            location = report.title
            wind_unit = JSONDocument.windUnit(windUnit, report.current.value.units)
            current = Current(report.current, windUnit: windUnit)
            let units = report.units
            days = (report.forecast?.value.days.prefix(LocationReportRenderer.forecastDays))
                .map { $0.map { Day($0, units: units, windUnit: windUnit, confidence: report.parts.confidenceNow) } } ?? []
            updated = WeatherFormat.iso8601(report.lastUpdated)
            offline = report.offlineReason != nil
        }
    }
}
