import Domain
import Foundation
import Presentation

/// The `--json` documents. Field names are a public contract (README "JSON output"): add, never rename.
public enum JSONDocument {
    /// A number JSON cannot hold (infinite, not a number) is written `null`, like any unknown value.
    public static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // JSONEncoder can write such a number only as a string; a marker no text can hold becomes null.
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: nonFinite, negativeInfinity: nonFinite,
                                                                      nan: nonFinite)
        do {
            let text = String(decoding: try encoder.encode(value), as: UTF8.self)
            return escapingInvisible(text.replacingOccurrences(of: nonFiniteWritten, with: "null")) + "\n"
        } catch {
            // Not reached with wf's documents; if it ever is, the output says so instead of `{}`.
            return encode(["error": "internal error: the JSON document could not be written (\(error)); please report this"])
        }
    }

    /// The document with every control and bidirectional-formatting character JSONEncoder leaves raw
    /// (it escapes only U+0000–U+001F) written as a `\uxxxx` escape, in lower case as JSONEncoder
    /// writes its own: DEL, the C1 controls U+0080–U+009F, and the bidi marks, embeddings, overrides
    /// and isolates (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), so that text from a
    /// server cannot move or hide what a terminal or an editor shows of the document. Outside its
    /// strings a document holds ASCII only, so each such character stands inside a string, where the
    /// escape means the same character.
    static func escapingInvisible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: mustBeEscaped) else { return text }
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard mustBeEscaped(scalar) else {
                escaped.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16)
            escaped.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
        }
        return String(escaped)
    }

    /// What `escapingInvisible` escapes. Not U+0000–U+001F: JSONEncoder escapes those in strings
    /// itself, and the line breaks and indents between a pretty-printed document's values are its own.
    static func mustBeEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static let nonFinite = "\u{1}wf-non-finite\u{1}"
    /// The marker as JSONEncoder writes it: quoted, its control characters escaped.
    private static let nonFiniteWritten = #""\u0001wf-non-finite\u0001""#

    static func source(_ source: DataSource) -> String {
        switch source {
        case .network: "network"
        case .cache: "cache"
        case .offline: "offline-cache"
        }
    }

    struct Temperature: Encodable {
        let average: Double
        let min: Double
        let max: Double
    }

    struct Range: Encodable {
        @Null var min: Double?
        @Null var max: Double?
    }

    struct Precipitation: Encodable {
        @Null var amount: Double?
        @Null var probability: Double?

        init(_ precipitation: Domain.Precipitation) {
            amount = precipitation.amount?.rounded(to: 2)
            probability = precipitation.probability?.rounded(to: 0)
        }
    }

    /// "kmh", "mph", "ms", "kn" or "bft": the unit of every wind speed in the document (`wind-unit`).
    static func windUnit(_ unit: WindUnit?, _ units: Units) -> String {
        (unit ?? .default(for: units)).rawValue
    }

    struct Wind: Encodable {
        /// In the document's `wind_unit`; a Beaufort force is a whole number.
        @Null var speed: Double?
        @Null var gusts: Double?
        @Null var degrees: Double?
        /// 8-point compass: "NW".
        @Null var direction: String?

        init(_ wind: Domain.Wind, units: Units, windUnit: WindUnit?) {
            let unit = windUnit ?? .default(for: units)
            speed = wind.speed.map { unit.speed($0, from: units).rounded(to: 1) }
            gusts = wind.gusts.map { unit.speed($0, from: units).rounded(to: 1) }
            degrees = wind.degrees?.rounded(to: 0)
            direction = wind.degrees.map(WeatherFormat.eightPoint)
        }
    }

    struct Condition: Encodable {
        let category: String
        /// A number, or a symbol such as "partlycloudy_day" (MET Norway).
        @Null var code: ConditionCode?

        init(_ condition: WeatherCondition) {
            category = condition.category.rawValue
            code = condition.code
        }
    }

    struct Day: Encodable {
        let date: String
        let temperature: Temperature
        let feels_like: Range
        let precipitation: Precipitation
        let wind: Wind
        @Null var pressure: Double?
        @Null var humidity: Double?
        @Null var uv_index: Double?
        @Null var sunrise: String?
        @Null var sunset: String?
        let description: String
        let icon: String
        let condition: Condition

        init(_ day: DailyForecast, units: Units, windUnit: WindUnit?) {
            date = day.date.description
            temperature = Temperature(average: day.temperature.average.rounded(to: 2), min: day.temperature.min, max: day.temperature.max)
            feels_like = Range(min: day.feelsLike.min, max: day.feelsLike.max)
            precipitation = Precipitation(day.precipitation)
            wind = Wind(day.wind, units: units, windUnit: windUnit)
            pressure = day.pressure?.rounded(to: 2)
            humidity = day.humidity?.rounded(to: 1)
            uv_index = day.uvIndex?.rounded(to: 1)
            sunrise = day.sunrise.map(WeatherFormat.iso8601)
            sunset = day.sunset.map(WeatherFormat.iso8601)
            description = day.condition.description
            icon = day.condition.icon.rawValue
            condition = Condition(day.condition)
        }
    }

    struct Hour: Encodable {
        let time: String
        let temperature: Double
        @Null var feels_like: Double?
        @Null var humidity: Double?
        @Null var pressure: Double?
        let precipitation: Precipitation
        let wind: Wind
        @Null var cloudiness: Double?
        @Null var uv_index: Double?
        let description: String
        let icon: String
        let condition: Condition

        init(_ hour: HourlyForecast, units: Units, windUnit: WindUnit?) {
            time = WeatherFormat.iso8601(hour.time)
            temperature = hour.temperature
            feels_like = hour.feelsLike
            humidity = hour.humidity
            pressure = hour.pressure?.rounded(to: 2)
            precipitation = Precipitation(hour.precipitation)
            wind = Wind(hour.wind, units: units, windUnit: windUnit)
            cloudiness = hour.cloudCover
            uv_index = hour.uvIndex
            description = hour.condition.description
            icon = hour.condition.icon.rawValue
            condition = Condition(hour.condition)
        }
    }

    struct City: Encodable {
        let name: String
        @Null var country: String?
        @Null var region: String?
        let latitude: Double
        let longitude: Double

        init(_ place: Place) {
            name = place.name
            country = place.country
            region = place.region
            latitude = place.coordinate.latitude
            longitude = place.coordinate.longitude
        }
    }

    /// `wf search --json`.
    public struct Search: Encodable {
        let query: String
        let city: City
        let units: String
        let wind_unit: String
        let provider: String
        let source: String
        let updated: String
        let days: [Day]
        let alternatives: [City]

        public init(query: String, _ result: Sourced<Forecast>, days limit: Int?, windUnit: WindUnit? = nil) {
            let forecast = result.value
            self.query = query
            city = City(forecast.place)
            units = forecast.units.rawValue
            wind_unit = JSONDocument.windUnit(windUnit, forecast.units)
            provider = forecast.provider
            source = JSONDocument.source(result.source)
            updated = WeatherFormat.iso8601(forecast.fetchedAt)
            days = (limit.map { Array(forecast.days.prefix($0)) } ?? forecast.days).map { Day($0, units: forecast.units, windUnit: windUnit) }
            alternatives = forecast.alternatives.map(City.init)
        }
    }

    /// `wf hourly --json`.
    public struct Hourly: Encodable {
        @Null var query: String?
        let city: City
        let units: String
        let wind_unit: String
        let provider: String
        let source: String
        let updated: String
        let hours: [Hour]

        public init(query: String?, _ result: HourlyViewModel.Hours, windUnit: WindUnit? = nil) {
            let forecast = result.forecast.value
            self.query = query
            city = City(forecast.place)
            units = forecast.units.rawValue
            wind_unit = JSONDocument.windUnit(windUnit, forecast.units)
            provider = forecast.provider
            source = JSONDocument.source(result.forecast.source)
            updated = WeatherFormat.iso8601(forecast.fetchedAt)
            hours = result.points.map { Hour($0, units: forecast.units, windUnit: windUnit) }
        }
    }

    /// A pollutant's concentration, or a pollen count with its level.
    struct Amount: Encodable {
        @Null var value: Double?
        let unit: String
    }

    struct PollenCount: Encodable {
        @Null var value: Double?
        let unit: String
        /// `none`, `low`, `moderate`, `high` or `very-high`.
        @Null var level: String?
    }

    /// `wf at --json`: the current weather's fields, and `air_quality` and `nowcast` (null when unavailable).
    public struct AtCurrent: Encodable {
        let current: Current
        let airQuality: AirSummary?
        let nowcast: NowcastSummary?
        let alerts: [Alerts.Alert]?
        let alertCoverage: String?

        public init(_ report: PlaceReport, windUnit: WindUnit? = nil, now: Date = Date()) {
            current = Current(report.current, windUnit: windUnit)
            airQuality = report.airQualityNow.map(AirSummary.init)
            nowcast = NowcastSummary.known(report.nowcastNow, now: now)
            (alerts, alertCoverage) = PlaceAlerts.fields(report.alerts)
        }

        private enum Key: String, CodingKey { case air_quality, nowcast, alerts, alert_coverage }

        public func encode(to encoder: any Encoder) throws {
            try current.encode(to: encoder)
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(Null(wrappedValue: airQuality), forKey: .air_quality)
            try container.encode(Null(wrappedValue: nowcast), forKey: .nowcast)
            try container.encode(Null(wrappedValue: alerts), forKey: .alerts)
            try container.encode(Null(wrappedValue: alertCoverage), forKey: .alert_coverage)
        }
    }

    /// `nowcast` in `wf here --json` and `wf at --json`: the 15-minute steps from the one in progress,
    /// and when rain starts and stops within them (null when it does not).
    public struct NowcastSummary: Encodable {
        struct Step: Encodable {
            let time: String
            /// Millimetres in the 15 minutes.
            @Null var precipitation: Double?
            @Null var probability: Double?
        }

        let steps: [Step]
        @Null var starts: String?
        @Null var stops: String?
        let provider: String
        let updated: String

        /// Nil (`nowcast: null`) when the steps do not say whether rain is coming: `starts: null`
        /// would read as dry.
        static func known(_ nowcast: Nowcast?, now: Date) -> NowcastSummary? {
            guard let nowcast, nowcast.outlook(from: now) != .unknown else { return nil }
            return NowcastSummary(nowcast, now: now)
        }

        init(_ nowcast: Nowcast, now: Date) {
            steps = nowcast.steps(from: now).map {
                Step(time: WeatherFormat.iso8601($0.time), precipitation: $0.precipitation, probability: $0.probability)
            }
            starts = nowcast.starts(from: now).map(WeatherFormat.iso8601)
            stops = nowcast.stops(from: now).map(WeatherFormat.iso8601)
            provider = nowcast.source
            updated = WeatherFormat.iso8601(nowcast.fetchedAt)
        }
    }

    /// `air_quality` in `wf here --json` and `wf at --json`: the index now on the scale shown, its band
    /// and main pollutant (keys as in `wf air --json`).
    public struct AirSummary: Encodable {
        let scale: String
        @Null var index: Double?
        @Null var band: String?
        @Null var dominant_pollutant: String?
        let provider: String
        let updated: String

        init(_ air: AirQualityUseCase.Result) {
            let reading = air.airQuality.value.current
            scale = air.scale.rawValue
            index = reading.index(on: air.scale)
            band = reading.band(on: air.scale)?.level.rawValue
            dominant_pollutant = reading.dominantPollutant(on: air.scale)?.rawValue
            provider = air.airQuality.value.source
            updated = WeatherFormat.iso8601(air.airQuality.value.fetchedAt)
        }
    }

    /// The air at one hour (`air_quality` for now, and each of `hours`).
    struct AirReading: Encodable {
        let time: String
        @Null var european_aqi: Double?
        @Null var us_aqi: Double?
        /// On the document's scale: `good`, `fair`, `moderate`, `poor`, `very-poor`, `extremely-poor`
        /// (European); `good`, `moderate`, `unhealthy-for-sensitive-groups`, `unhealthy`, `very-unhealthy`, `hazardous` (US).
        @Null var band: String?
        @Null var dominant_pollutant: String?
        /// Every pollutant, by its key: `pm2_5`, `pm10`, `ozone`, `nitrogen_dioxide`, `sulphur_dioxide`, `carbon_monoxide`.
        let pollutants: [String: Amount]
        @Null var uv_index: Double?
        /// Every pollen type, by its key: `alder`, `birch`, `grass`, `mugwort`, `olive`, `ragweed`.
        let pollen: [String: PollenCount]

        init(_ reading: AirQualityReading, scale: AirQualityScale, air: Domain.AirQuality) {
            time = WeatherFormat.iso8601(reading.time)
            european_aqi = reading.europeanIndex
            us_aqi = reading.usIndex
            band = reading.band(on: scale)?.level.rawValue
            dominant_pollutant = reading.dominantPollutant(on: scale)?.rawValue
            pollutants = Dictionary(uniqueKeysWithValues: Pollutant.allCases.map { pollutant in
                (pollutant.rawValue, Amount(value: reading.pollutants[pollutant].map { $0.rounded(to: 2) }, unit: air.unit(of: pollutant)))
            })
            uv_index = reading.uvIndex
            pollen = Dictionary(uniqueKeysWithValues: PollenType.allCases.map { type in
                let grains = reading.pollen[type]
                return (type.rawValue, PollenCount(value: grains.map { $0.rounded(to: 2) }, unit: air.pollenUnit,
                                                   level: grains.flatMap(type.level)?.rawValue))
            })
        }
    }

    /// `wf air --json`.
    public struct AirQuality: Encodable {
        let place: City
        /// `european` or `us`: the scale of every `band`.
        let scale: String
        let provider: String
        let source: String
        let updated: String
        let air_quality: AirReading
        let hours: [AirReading]

        public init(_ report: AirQualityViewModel.Report) {
            let air = report.airQuality.value
            place = City(air.place)
            scale = report.scale.rawValue
            provider = air.source
            source = JSONDocument.source(report.airQuality.source)
            updated = WeatherFormat.iso8601(air.fetchedAt)
            air_quality = AirReading(report.now, scale: report.scale, air: air)
            hours = report.hours.map { AirReading($0, scale: report.scale, air: air) }
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

    /// `wf here --json` and `wf fav show --json`.
    public struct Report: Encodable {
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

        public init(_ report: PlaceReport, windUnit: WindUnit? = nil, now: Date = Date()) {
            (alerts, alert_coverage) = PlaceAlerts.fields(report.alerts)
            air_quality = report.airQualityNow.map(AirSummary.init)
            nowcast = NowcastSummary.known(report.nowcastNow, now: now)
            location = report.title
            wind_unit = JSONDocument.windUnit(windUnit, report.current.value.units)
            current = Current(report.current, windUnit: windUnit)
            let units = report.forecast?.value.units ?? report.current.value.units
            days = (report.forecast?.value.days.prefix(LocationReportRenderer.forecastDays))
                .map { $0.map { Day($0, units: units, windUnit: windUnit) } } ?? []
            updated = WeatherFormat.iso8601(report.lastUpdated)
            offline = report.offlineReason != nil
        }
    }

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

        /// `remedies`: what the error says to do, in the front end's words (none unless given, as in `WeatherErrorMessage`).
        public init(position: Int, _ row: FavouriteWeather, remedies: WeatherErrorMessage.Remedies = .init(), windUnit: WindUnit? = nil) {
            self.position = position
            city = City(row.favourite.place)
            added = WeatherFormat.iso8601(row.favourite.addedAt)
            air_quality = (try? row.airQuality?.get()).map(AirSummary.init)
            (alerts, alert_coverage) = PlaceAlerts.fields(row.alerts)
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

/// An optional that is written as `null` when absent, instead of being left out:
/// every documented field is present.
@propertyWrapper
struct Null<Value: Encodable>: Encodable {
    var wrappedValue: Value?

    init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension Double {
    func rounded(to decimals: Int) -> Double {
        let scale = pow(10, Double(decimals))
        return (self * scale).rounded() / scale
    }
}
