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
    /// writes its own: DEL, the C1 controls U+0080–U+009F, the zero-width and invisible characters
    /// (U+200B–U+200D, U+2060–U+2064, U+FEFF), the line and paragraph separators (U+2028, U+2029), and
    /// the bidi marks, embeddings, overrides and isolates (U+061C, U+200E, U+200F, U+202A–U+202E,
    /// U+2066–U+2069), so that text from a
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
        case 0x7F...0x9F, 0x061C, 0x200B...0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF: true
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
        /// The likely range of the day's high, from the ensemble; null where it failed or was not asked for.
        @Null var temperature_max_likely: LikelyRange?

        init(_ day: DailyForecast, units: Units, windUnit: WindUnit?, confidence: Confidence? = nil) {
            date = day.date.description
            temperature_max_likely = confidence?.day(day.date).map { LikelyRange($0.maxTemperature) }
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

    /// `wf search --json`: the forecast's own fields and those of the parts that close its days.
    public struct Search: Encodable {
        let fields: SearchFields
        let closing: ReportPartView.Fields

        /// `closing`: the parts that close a report, as the front end lists them (`TerminalStyle.closingParts`).
        public init(query: String, _ result: Sourced<Forecast>, days limit: Int?, windUnit: WindUnit? = nil, parts: ReportParts = ReportParts(),
                    closing views: [ReportPartView]) {
            fields = SearchFields(query: query, result, days: limit, windUnit: windUnit, parts: parts)
            closing = ReportPartView.Fields(besideForecast: parts, closing: views)
        }

        public func encode(to encoder: any Encoder) throws {
            try fields.encode(to: encoder)
            try closing.encode(to: encoder)
        }
    }

    struct SearchFields: Encodable {
        let query: String
        let city: City
        let units: String
        let wind_unit: String
        let provider: String
        let source: String
        let updated: String
        let days: [Day]
        let alternatives: [City]
        /// The ensemble the likely highs come from; null where it failed.
        @Null var confidence: ConfidenceSource?
        /// The parts not asked for because today's budget is spent: `{"confidence": "budget"}`.
        let skipped: [String: String]

        init(query: String, _ result: Sourced<Forecast>, days limit: Int?, windUnit: WindUnit?, parts: ReportParts) {
            skipped = JSONDocument.skipped(parts)
            let forecast = result.value
            self.query = query
            city = City(forecast.place)
            units = forecast.units.rawValue
            wind_unit = JSONDocument.windUnit(windUnit, forecast.units)
            provider = forecast.provider
            source = JSONDocument.source(result.source)
            updated = WeatherFormat.iso8601(forecast.fetchedAt)
            let likely = parts.confidenceNow
            days = (limit.map { Array(forecast.days.prefix($0)) } ?? forecast.days)
                .map { Day($0, units: forecast.units, windUnit: windUnit, confidence: likely) }
            alternatives = forecast.alternatives.map(City.init)
            confidence = likely.map(ConfidenceSource.init)
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
        /// `{model, members}`; null where the ensemble failed.
        @Null var confidence: ConfidenceSource?
        let hours: [ConfidentHour]
        /// `{"confidence": "budget"}` when the ensemble was not asked for today's budget.
        let skipped: [String: String]

        public init(query: String?, _ result: HourlyReport, windUnit: WindUnit? = nil) {
            if case .failure(.budgetSpent)? = result.confidence { skipped = ["confidence": "budget"] } else { skipped = [:] }
            let forecast = result.forecast.value
            self.query = query
            city = City(forecast.place)
            units = forecast.units.rawValue
            wind_unit = JSONDocument.windUnit(windUnit, forecast.units)
            provider = forecast.provider
            source = JSONDocument.source(result.forecast.source)
            updated = WeatherFormat.iso8601(forecast.fetchedAt)
            let confidence = result.confidenceNow
            self.confidence = confidence.map(ConfidenceSource.init)
            hours = result.points.map { ConfidentHour(Hour($0, units: forecast.units, windUnit: windUnit), confidence?.hour(at: $0.time)) }
        }
    }
}

extension JSONDocument {
    /// `{"climate": "budget"}`: each part not asked for, by its field (which is null), and why.
    static func skipped(_ parts: ReportParts) -> [String: String] {
        Dictionary(uniqueKeysWithValues: parts.skippedForBudget.map { ($0.field, "budget") })
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
