import Domain
import Foundation

/// A one-line template with wttr.in's `%` codes, for status bars and prompts: `"%l %c %t"`.
public struct WeatherTemplate: Hashable, Sendable {
    public enum Code: Character, CaseIterable, Sendable {
        case place = "l"
        case icon = "c"
        case condition = "C"
        case plainSymbol = "x"
        case temperature = "t"
        case feelsLike = "f"
        case humidity = "h"
        case wind = "w"
        case precipitation = "p"
        case precipitationChance = "o"
        case pressure = "P"
        case uvIndex = "u"
        case moonPhase = "m"
        case moonDay = "M"
        case dawn = "D"
        case sunrise = "S"
        case zenith = "z"
        case sunset = "s"
        case dusk = "d"
        case localTime = "T"
        case timeZone = "Z"
        /// wf's own: the air-quality index and band ("AQI 42 fair").
        case airQuality = "A"
        /// wf's own: rain in the next two hours, short ("rain 14:15"; empty when none is coming).
        case rainSoon = "R"
        /// wf's own: the most severe official alert in force, short (empty when none).
        case alert = "W"
        /// wf's own: today's forecast high against the 1991–2020 normal, signed ("+3.3°").
        case climate = "N"
        /// wf's own: tonight's lowest when it is frost (0 °C, 32 °F or colder; empty when not).
        case frostTonight = "F"
        /// wf's own: the strongest gust in the next 12 hours, in the wind unit.
        case gusts = "G"

        /// Computed on this machine from the place and its clocks: no weather needed.
        public var isSky: Bool {
            switch self {
            case .moonPhase, .moonDay, .dawn, .sunrise, .zenith, .sunset, .dusk, .localTime, .timeZone: true
            default: false
            }
        }

        /// The report's part the code is filled from, if any.
        public var part: ReportPart? {
            switch self {
            case .airQuality: .airQuality
            case .rainSoon: .rainSoon
            case .alert: .alerts
            case .climate: .climate
            default: isSky ? .sky : nil
            }
        }
    }

    public enum Piece: Hashable, Sendable {
        case text(String)
        case code(Code)
    }

    public let pieces: [Piece]

    /// wttr.in's four one-line formats, `--format 1` to `4`.
    public static let presets: [String: String] = [
        "1": "%c %t",
        "2": "%c %t %w",
        "3": "%l: %c %t",
        "4": "%l: %c %t %w",
    ]

    public enum ParseError: Error, Equatable, Sendable {
        case empty
    }

    /// Parses a template or the number of a preset; `%%` is a literal percent sign. As in wttr.in,
    /// a `%` that starts no code (`%q`, a lone `%` at the end) is printed as written.
    public init(parsing text: String) throws(ParseError) {
        let source = Self.presets[text] ?? text
        guard !source.isEmpty else { throw .empty }
        var pieces: [Piece] = []
        var literal = ""
        var index = source.startIndex
        while index < source.endIndex {
            let character = source[index]
            index = source.index(after: index)
            guard character == "%" else { literal.append(character); continue }
            guard index < source.endIndex else { literal.append("%"); continue }
            let next = source[index]
            index = source.index(after: index)
            if next == "%" { literal.append("%"); continue }
            guard let code = Code(rawValue: next) else { literal.append("%"); literal.append(next); continue }
            if !literal.isEmpty { pieces.append(.text(literal)); literal = "" }
            pieces.append(.code(code))
        }
        if !literal.isEmpty { pieces.append(.text(literal)) }
        self.pieces = pieces
    }

    /// Whether any code needs the forecast (the chance of rain), not only current weather.
    public var needsForecast: Bool {
        pieces.contains(.code(.precipitationChance)) || pieces.contains(.code(.frostTonight)) || pieces.contains(.code(.gusts)) || needsClimate
    }

    /// Whether `%N` is asked for: only then is the climate archive asked (once per place, kept for good).
    public var needsClimate: Bool {
        parts.contains(.climate)
    }

    /// Whether any code needs the weather. `%l`, `%%` and the sky's codes (sun, moon, the place's
    /// time and time zone) are computed here, so a template of only those needs no request.
    public var needsWeather: Bool {
        pieces.contains { piece in
            guard case .code(let code) = piece else { return false }
            return code != .place && !code.isSky
        }
    }

    /// The report's parts the codes are filled from: only those are asked for a line.
    public var parts: Set<ReportPart> {
        Set(pieces.compactMap { piece in
            guard case .code(let code) = piece else { return nil }
            return code.part
        })
    }

    /// Whether any code needs the Sun, the Moon or the place's clocks.
    public var needsSky: Bool {
        parts.contains(.sky)
    }

    /// What the codes are filled from. A value the provider lacks prints as `?`.
    public struct Values: Sendable {
        public var place: String
        /// Nil for a place whose weather could not be had: every code but `%l` is then `?`.
        public var weather: CurrentWeather?
        /// For `%o`, and sun times when the current weather lacks them.
        public var forecast: Forecast?
        public var now: Date
        /// The user's offset: `%T` when neither the sky nor the weather knows the place's.
        public var userOffsetSeconds: Int
        /// The Sun and the Moon today at the place, on its clocks: the sky's codes, `%T` and `%Z`.
        public var sky: SkyReport?
        /// In force at the place, most severe first (`%W`); nil (`?`) when they could not be had.
        public var alerts: [WeatherAlert]?
        /// Glyphs and arrows, or words and letters.
        public var unicode: Bool
        /// The words for `%C` (and `%c` without Unicode), and the decimal separator.
        public var phrasebook: Phrasebook
        /// For `%A`; nil when unavailable (`?`).
        public var airQuality: AirQualityUseCase.Result?
        /// For `%R`; nil when unavailable (`?`).
        public var nowcast: Nowcast?
        /// For `%N`, in the weather's units; nil when unknown (`?`).
        public var climateAnomaly: Double?
        /// The clock every time is said on, its zone named by the one rule (`PlaceReport.clock`);
        /// nil: the sky's, else the weather's.
        public var clock: UTCOffset?

        /// The clock the times of a line are on: the one given, else the sky's, else the weather's,
        /// else this machine's.
        var timeClock: UTCOffset {
            clock ?? sky?.clock.utcOffset ?? weather.map { PlaceClock.provider($0.utcOffsetSeconds).utcOffset } ?? .fixed(userOffsetSeconds)
        }

        public init(place: String, weather: CurrentWeather?, forecast: Forecast? = nil, now: Date,
                    userOffsetSeconds: Int, sky: SkyReport? = nil, alerts: [WeatherAlert]? = nil, unicode: Bool,
                    phrasebook: Phrasebook = .english, airQuality: AirQualityUseCase.Result? = nil, nowcast: Nowcast? = nil,
                    climateAnomaly: Double? = nil) {
            self.sky = sky
            self.climateAnomaly = climateAnomaly
            self.alerts = alerts
            self.airQuality = airQuality
            self.nowcast = nowcast
            self.place = place
            self.weather = weather
            self.forecast = forecast
            self.now = now
            self.userOffsetSeconds = userOffsetSeconds
            self.unicode = unicode
            self.phrasebook = phrasebook
        }
    }

    public static let unknownValue = "?"

    public func render(_ values: Values) -> String {
        var values = values
        // A line that says its zone (`%Z`) does not name it again after each time.
        if pieces.contains(.code(.timeZone)) {
            let clock = values.timeClock
            values.clock = UTCOffset(clock.seconds)
        }
        let line = pieces.map { piece in
            switch piece {
            case .text(let text): text
            case .code(let code): Self.value(code, values) ?? Self.unknownValue
            }
        }.joined()
        return values.unicode ? line : line.replacingOccurrences(of: "°", with: "")
    }

    private static func value(_ code: Code, _ values: Values) -> String? {
        if code == .place { return values.place }
        // The source's name for the most severe alert in force; nothing when there is none, `?` when they could not be had.
        if code == .alert { return values.alerts.map { $0.first?.event ?? "" } }
        if code.isSky { return skyValue(code, values) }
        // Fetched beside the weather: known even when the weather is not.
        if code == .airQuality { return values.airQuality.flatMap { values.phrasebook.airShort($0) } }
        if code == .rainSoon { return values.nowcast.flatMap { values.phrasebook.rainShort($0, now: values.now, on: values.timeClock) } }
        guard let weather = values.weather else { return nil }
        let units = weather.units
        let today = values.forecast?.days.first
        let words = values.phrasebook
        switch code {
        case .place: return values.place
        case .icon: return values.unicode ? WeatherFormat.glyph(weather.condition.icon) : words(Phrase.condition(weather.condition.category))
        case .plainSymbol: return plainSymbol(weather.condition.category)
        case .condition: return weather.condition.category == .unknown && weather.condition.description.isEmpty ? nil : words.condition(weather.condition)
        case .temperature: return compactTemperature(weather.temperature, units)
        case .feelsLike: return weather.feelsLike.map { compactTemperature($0, units) }
        case .humidity: return weather.humidity.map { String(format: "%.0f%%", $0) }
        case .wind:
            guard let speed = weather.windSpeed else { return nil }
            let direction = weather.windDirection.map { values.unicode ? arrow($0) : words.eightPoint($0) }
            return (direction.map { $0 + (values.unicode ? "" : " ") } ?? "") + WeatherFormat.compactWindSpeed(speed, units, in: words.windUnit)
        case .precipitation:
            return weather.precipitation.map { words.precipitationAmount($0, units).replacingOccurrences(of: " ", with: "") }
        case .precipitationChance:
            let chance = values.forecast?.hours(1, from: values.now).first?.precipitation.probability ?? today?.precipitation.probability
            return chance.map { String(format: "%.0f%%", $0) }
        case .pressure: return weather.pressure.map { words.pressure($0, units) }
        case .uvIndex: return (weather.uvIndex ?? today?.uvIndex).map { String(format: "%.0f", $0) }
        case .moonPhase, .moonDay, .dawn, .sunrise, .zenith, .sunset, .dusk, .localTime, .timeZone: return skyValue(code, values)
        case .airQuality: return values.airQuality.flatMap { words.airShort($0) }
        case .rainSoon: return values.nowcast.flatMap { words.rainShort($0, now: values.now, on: values.timeClock) }
        case .alert: return values.alerts.map { $0.first?.event ?? "" }
        case .climate: return values.climateAnomaly.map(words.climateAnomaly)
        case .frostTonight:
            guard let lowest = values.forecast?.lowestTonight(at: values.now) else { return nil }
            return lowest.value <= NotifyConditions.defaultFrost(units) ? compactTemperature(lowest.value, units) : ""
        case .gusts:
            return values.forecast?.strongestGust(from: values.now).map { WeatherFormat.compactWindSpeed($0.value, units, in: words.windUnit) }
        }
    }

    /// The sky's codes: sun times on the place's clocks, the Moon mirrored south of the equator as
    /// `wf sky` draws it. Sunrise and sunset are the provider's when it gives them, as before.
    private static func skyValue(_ code: Code, _ values: Values) -> String? {
        let sky = values.sky
        let weather = values.weather
        let today = values.forecast?.days.first
        // One clock for every time of the line, named where it is not this machine's (or chosen).
        let clock = values.timeClock
        let time = { (date: Date?) -> String? in date.map { values.phrasebook.clockTime($0, on: clock) } }
        switch code {
        case .moonPhase:
            guard let sky else { return nil }
            return values.unicode ? WeatherFormat.moonGlyph(sky.moon.phase, southern: sky.isSouthernHemisphere)
                : values.phrasebook.moonPhase(sky.moon.phase)
        case .moonDay: return sky.map { String(Int($0.moon.age.rounded(.down))) }
        case .dawn: return time(sky?.sun.civilDawn)
        case .sunrise:
            if let sunrise = weather?.sunrise ?? today?.sunrise, weather != nil { return time(sunrise) }
            return time(sky?.sun.sunrise)
        case .zenith: return time(sky?.sun.solarNoon)
        case .sunset:
            if let sunset = weather?.sunset ?? today?.sunset, weather != nil { return time(sunset) }
            return time(sky?.sun.sunset)
        case .dusk: return time(sky?.sun.civilDusk)
        case .localTime: return time(values.now)
        case .timeZone:
            if let sky {
                if let identifier = sky.clock.zoneName { return identifier }
                return "UTC" + WeatherFormat.utcOffset(sky.utcOffsetSeconds(at: values.now))
            }
            return weather.map { "UTC" + WeatherFormat.utcOffset($0.utcOffsetSeconds) }
        default: return nil
        }
    }

    /// wttr.in's plain-text symbols (`%x`): "o" sunny, "m" partly cloudy, "mm" cloudy, "=" fog,
    /// "/" light rain, "///" heavy rain, "." light showers, "*" snow, "x" sleet, "/!/" thunder.
    static func plainSymbol(_ category: ConditionCategory) -> String? {
        switch category {
        case .clear: "o"
        case .mostlyClear, .partlyCloudy: "m"
        case .overcast: "mm"
        case .fog: "="
        case .drizzle: "."
        case .freezingDrizzle: "x"
        case .rain: "/"
        case .heavyRain: "///"
        case .freezingRain, .sleet: "x"
        case .snow: "*"
        case .rainShowers: "//"
        case .snowShowers: "*/*"
        case .thunderstorm: "/!/"
        case .hail: "x/"
        case .unknown: nil
        }
    }

    /// "+11°C", "-3°F": signed, whole degrees, as status bars show them.
    /// A value no whole number holds (1e308, NaN) is written as a float ("+1e+308°C"), never a trap.
    static func compactTemperature(_ value: Double, _ units: Units) -> String {
        guard let rounded = Int(exactly: value.rounded()) else { return String(format: "%+g", value) + units.temperatureSymbol }
        return (rounded > 0 ? "+" : "") + "\(rounded)\(units.temperatureSymbol)"
    }

    /// The arrow points where the wind blows to; `degrees` is where it comes from.
    static func arrow(_ degrees: Double) -> String {
        let arrows = ["↓", "↙", "←", "↖", "↑", "↗", "→", "↘"]
        guard let point = CompassPoint(degrees: degrees) else { return WeatherFormat.missing }
        return arrows[point.index]
    }
}
