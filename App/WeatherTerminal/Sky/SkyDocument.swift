import Domain
import Foundation
import Presentation

/// `wf sky --json`: the Sun and the Moon on one day at one place; times ISO 8601 on the place's clocks.
extension JSONDocument {
    public struct Sky: Encodable {
        struct SkyPlace: Encodable {
            let name: String
            @Null var country: String?
            @Null var region: String?
            let latitude: Double
            let longitude: Double
            /// The IANA time zone the geocoder gave, if any.
            @Null var time_zone: String?
        }

        struct Interval: Encodable {
            let start: String
            let end: String
        }

        struct Sun: Encodable {
            @Null var dawn: String?
            @Null var sunrise: String?
            let solar_noon: String
            @Null var sunset: String?
            @Null var dusk: String?
            let day_length_seconds: Int
            let day_length_change_seconds: Int
            @Null var golden_hour_morning: Interval?
            @Null var golden_hour_evening: Interval?
            /// "day" or "night" when the Sun neither rises nor sets.
            @Null var polar: String?
        }

        struct Moon: Encodable {
            /// "waxing-gibbous".
            let phase: String
            /// Percent of the disc lit, at noon on the place's clocks.
            let illumination: Double
            let age_days: Double
            @Null var moonrise: String?
            @Null var moonset: String?
            /// "up" or "down" when the Moon neither rises nor sets.
            @Null var all_day: String?
            let next_full: String
            let next_new: String
            let waxing: Bool
        }

        let place: SkyPlace
        let date: String
        /// "+01:00": the place's offset at noon that day.
        let utc_offset: String
        /// "time-zone" (the place's), "longitude" (15° an hour) or "provider".
        let utc_offset_source: String
        let sun: Sun
        let moon: Moon

        public init(_ sky: SkyReport) {
            let time = { (date: Date) in WeatherFormat.iso8601(date, utcOffsetSeconds: sky.utcOffsetSeconds(at: date)) }
            let interval = { (interval: DateInterval) in Interval(start: time(interval.start), end: time(interval.end)) }
            let place = sky.place
            self.place = SkyPlace(name: place.name, country: place.country, region: place.region,
                                  latitude: place.coordinate.latitude, longitude: place.coordinate.longitude, time_zone: place.timeZone)
            date = sky.day.description
            utc_offset = WeatherFormat.utcOffset(sky.utcOffsetSeconds)
            utc_offset_source = switch sky.clock {
            case .timeZone: "time-zone"
            case .chosen: "chosen"
            case .longitude: "longitude"
            case .provider: "provider"
            }
            let sun = sky.sun
            self.sun = Sun(dawn: sun.civilDawn.map(time), sunrise: sun.sunrise.map(time), solar_noon: time(sun.solarNoon),
                           sunset: sun.sunset.map(time), dusk: sun.civilDusk.map(time),
                           day_length_seconds: Int(sun.dayLength.rounded()), day_length_change_seconds: Int(sun.dayLengthChange.rounded()),
                           golden_hour_morning: sun.morningGoldenHour.map(interval), golden_hour_evening: sun.eveningGoldenHour.map(interval),
                           polar: sun.polar.map { $0 == .day ? "day" : "night" })
            let moon = sky.moon
            self.moon = Moon(phase: Self.phase(moon.phase), illumination: moon.illumination.percent.rounded(to: 1),
                             age_days: moon.age.rounded(to: 2), moonrise: moon.moonrise.map(time), moonset: moon.moonset.map(time),
                             all_day: moon.allDay.map { $0 == .up ? "up" : "down" },
                             next_full: time(moon.nextFullMoon), next_new: time(moon.nextNewMoon), waxing: moon.isWaxing)
        }

        static func phase(_ phase: MoonPhase) -> String {
            switch phase {
            case .newMoon: "new-moon"
            case .waxingCrescent: "waxing-crescent"
            case .firstQuarter: "first-quarter"
            case .waxingGibbous: "waxing-gibbous"
            case .fullMoon: "full-moon"
            case .waningGibbous: "waning-gibbous"
            case .lastQuarter: "last-quarter"
            case .waningCrescent: "waning-crescent"
            }
        }
    }
}
