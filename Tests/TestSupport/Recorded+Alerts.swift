import Foundation

/// Official alerts in their sources' documented shapes, with dates moved so that the earliest day
/// is yesterday: an alert that ended then has ended whatever the time of day the tests run.
extension Recorded {
    /// api.weather.gov `GET /alerts/active?point=40.7100,-74.0100`, in the shape of the API's OpenAPI
    /// description (`AlertCollectionGeoJson`: a GeoJSON FeatureCollection, each feature's `properties`
    /// an `Alert` with CAP's `severity`, `certainty`, `urgency`, `onset`, `ends` (nullable),
    /// `expires`, `messageType`, `headline`, `description`, `instruction`; https://api.weather.gov/openapi.json).
    /// A Dense Fog Advisory that ended yesterday, a Winter Storm Warning in force until two days
    /// from now, and the cancellation of a Wind Advisory.
    public static func nwsAlertsNewYork(now: Date = Date()) throws -> Data {
        datesMovedToToday(try data("nws_alerts_active_point_newyork"), now: now - 86_400)
    }

    /// api.met.no `GET /metalerts/2.0/current.json?lat=59.9100&lon=10.7500&lang=en`, in the shape of
    /// MET's "MetAlerts GeoJSON format" (https://docs.api.met.no/doc/metalerts/geojson, its example
    /// output: `properties` with `awareness_level` "2; yellow; Moderate", `riskMatrixColor`,
    /// `eventAwarenessName`, `title`, `type`; `when.interval`). A yellow wind alert and an orange
    /// heavy-rain alert, both in force until tomorrow.
    public static func metAlertsOslo(now: Date = Date()) throws -> Data {
        datesMovedToToday(try data("metalerts_current_oslo"), now: now - 86_400)
    }
}

extension Recorded {
    /// Bright Sky's `GET /alerts?lat=49.6&lon=12.06` (Weiherhammer, Bavaria), recorded on
    /// 2023-08-22 (shared/fixtures/alerts): one minor "strong heat" warning of the DWD, in English and
    /// German; moved so that it began an hour before `now` and ends six hours after it.
    public static func brightskyStrongHeat(now: Date = Date()) throws -> Data {
        guard var answer = try JSONSerialization.jsonObject(with: try data("brightsky_alerts_strong_heat_weiherhammer")) as? [String: Any],
              var alerts = answer["alerts"] as? [[String: Any]], !alerts.isEmpty
        else { throw CocoaError(.fileReadCorruptFile) }
        let format = ISO8601DateFormatter()
        alerts[0]["effective"] = format.string(from: now - 3_900)
        alerts[0]["onset"] = format.string(from: now - 3_600)
        alerts[0]["expires"] = format.string(from: now + 6 * 3_600)
        answer["alerts"] = alerts
        return try JSONSerialization.data(withJSONObject: answer)
    }
}

extension Recorded {
    /// MeteoAlarm's `GET /api/v1/warnings/feeds-italy`, ten real entries of the 457 recorded on
    /// 2026-07-31 (shared/fixtures/alerts, from henemm/gregor_zwanzig): `en-GB` and `it-IT` blocks,
    /// whole regions by EMMA_ID and no polygon, a green "no warning" entry, yellow, orange and red.
    /// Moved so that its earliest day is yesterday: the warnings of its last days are in force.
    public static func meteoalarmItaly(now: Date = Date()) throws -> Data {
        datesMovedToToday(try data("meteoalarm_feeds_italy_sample10"), now: now - 86_400)
    }

    /// Two entries of the Italian feed for the Aosta Valley, a yellow warning and a green one. The
    /// recorded feed has no polygon; the yellow one is given the one CAP 1.2 allows (`polygon`: "lat,lon"
    /// pairs, first repeated last), a box around the valley: a documented shape, not a recording.
    /// Moved so that the yellow warning ends tomorrow.
    public static func meteoalarmAostaPolygon(now: Date = Date()) throws -> Data {
        datesMovedToToday(try data("meteoalarm_feeds_italy_aosta_polygon"), now: now - 86_400)
    }

    /// MeteoAlarm's `GET /api/v1/warnings/feeds-germany`, three real DWD warnings (shared/fixtures/
    /// alerts, from seevee/cap_alerts): `de-DE` and `en` blocks, no polygon, the third an Update
    /// whose `responseType` is AllClear (a cancellation still marked orange).
    public static func meteoalarmGermany(now: Date = Date()) throws -> Data {
        datesMovedToToday(try data("meteoalarm_feeds_germany_trimmed3"), now: now - 86_400)
    }
}

extension Recorded {
    /// Environment and Climate Change Canada's `GET /collections/weather-alerts/items?f=json&lang=en&bbox=…`
    /// around Winnipeg. No recording of this API is public: a documented shape (the collection's
    /// property names as the projects that read it use them: `alert_name_en`/`_fr`, `alert_type`,
    /// `risk_colour_en`, `confidence_en`, `status_en`, `feature_name_en`, `publication_datetime`,
    /// `validity_datetime`, `expiration_datetime`, `event_end_datetime`; GeoJSON Polygon and
    /// MultiPolygon outlines). One orange wind warning over three zones, two of which (the city and
    /// the region around it) hold the city, and a snowfall warning there that has ended. Its times
    /// are moved so that the wind warning began an hour ago and ends in eight hours.
    public static func ecccWinnipeg(now: Date = Date()) throws -> Data {
        var text = String(decoding: try data("eccc_weather_alerts_winnipeg_documented"), as: UTF8.self)
        let format = ISO8601DateFormatter()
        for (recorded, shift) in [("2026-11-28T14:02:00Z", -3_600.0), ("2026-11-29T14:02:00Z", 20 * 3_600.0), ("2026-11-29T06:00:00Z", 8 * 3_600.0)] {
            text = text.replacingOccurrences(of: recorded, with: format.string(from: now + shift))
        }
        return Data(text.utf8)
    }
}

extension Recorded {
    /// The WMO Severe Weather Information Centre's point query (`GET /f/wfs?…typeName=local_postgis:
    /// postgis_geojsons…cql_filter=INTERSECTS(wkb_geometry,POINT(29.95 78.16)) AND row_type NEQ
    /// 'BOUNDARY'`) at Haridwar. No recording of the point query is public: a documented shape, built
    /// on the real entries of SWIC's `effective_warning_view` recorded on 2026-08-17 (shared/fixtures/
    /// alerts, from DebayanSen96/alertmux: the India NDMA "Heavy Rain" warning, its capurl, s/u/c 3/3/3,
    /// member 066) with the properties the point layer carries as the projects that read it use them
    /// (`headline`, `description`, `effective`, `expires`, `row_type`) and an area per row: the warning
    /// on two rows, and an earlier message whose urgency is past (`u` 1). Moved so that the warning
    /// began an hour ago and ends in a day.
    public static func wmoSwicHaridwar(now: Date = Date()) throws -> Data {
        var text = String(decoding: try data("wmo_swic_point_haridwar_documented"), as: UTF8.self)
        let format = ISO8601DateFormatter()
        for (recorded, shift) in [("2026-08-17T21:15:41+05:30", -3_600.0), ("2026-08-18T21:15:41+05:30", 86_400.0)] {
            text = text.replacingOccurrences(of: recorded, with: format.string(from: now + shift))
        }
        return Data(text.utf8)
    }
}
