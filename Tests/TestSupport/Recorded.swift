import Domain
import Foundation

/// Recorded provider responses from Tests/TestSupport/Fixtures (copied from ../shared/fixtures).
public enum Recorded {
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    public static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent("\(name).json"))
    }

    public static func response(_ name: String, status: Int = 200) throws -> StubResponse {
        .json(try data(name), status: status)
    }

    /// Every recorded response, by file name without extension.
    public static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }
}

extension Recorded {
    /// An OpenWeatherMap recording answered as the API answers it: the recordings were made without
    /// `units`, so their temperatures are in kelvin and speeds in m/s; `units=metric` gets °C and
    /// `units=imperial` °F and mph, as the API converts them.
    public static func openWeatherMap(_ name: String) throws -> @Sendable (RecordedRequest) -> StubResponse {
        let recorded = try data(name)
        return { request in .json(OpenWeatherMapUnits.convert(recorded, to: request.query["units"])) }
    }

    /// `forecastShiftedToToday` in the units each request asks for.
    public static func openWeatherMapForecastFromToday(now: Date = Date()) throws -> @Sendable (RecordedRequest) -> StubResponse {
        let shifted = try forecastShiftedToToday(now: now).body
        return { request in .json(OpenWeatherMapUnits.convert(shifted, to: request.query["units"])) }
    }
}

/// OpenWeatherMap's unit conversion, for recordings in its standard units.
enum OpenWeatherMapUnits {
    static let temperatureKeys: Set<String> = ["temp", "feels_like", "temp_min", "temp_max", "min", "max", "day", "night", "eve", "morn"]
    static let speedKeys: Set<String> = ["speed", "gust"]

    static func convert(_ data: Data, to units: String?) -> Data {
        guard let units, units != "standard", let object = try? JSONSerialization.jsonObject(with: data),
              let converted = try? JSONSerialization.data(withJSONObject: convert(object, units: units, key: nil), options: [.sortedKeys])
        else { return data }
        return converted
    }

    private static func convert(_ value: Any, units: String, key: String?) -> Any {
        switch value {
        case let object as [String: Any]:
            return object.reduce(into: [String: Any]()) { $0[$1.key] = convert($1.value, units: units, key: $1.key) }
        case let array as [Any]:
            return array.map { convert($0, units: units, key: key) }
        case let number as NSNumber where String(cString: number.objCType) != "c":
            guard let key else { return number }
            let kelvin = number.doubleValue
            if temperatureKeys.contains(key) {
                let celsius = kelvin - 273.15
                return ((units == "imperial" ? celsius * 9 / 5 + 32 : celsius) * 100).rounded() / 100
            }
            if speedKeys.contains(key), units == "imperial" { return (kelvin * 2.236_94 * 100).rounded() / 100 }
            return number
        default:
            return value
        }
    }
}

extension Recorded {
    /// An OpenWeatherMap 5 day / 3 hour forecast moved by whole days so that its first step falls
    /// today (UTC), as the fixtures' README advises: `dt`, `dt_txt` and the city's sun times.
    public static func forecastShiftedToToday(_ name: String = "owm_forecast3h_capetown_latlon", now: Date = Date()) throws -> StubResponse {
        guard var body = try JSONSerialization.jsonObject(with: data(name)) as? [String: Any],
              let list = body["list"] as? [[String: Any]],
              let first = list.compactMap({ ($0["dt"] as? NSNumber)?.intValue }).min() else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let shift = (Int(now.timeIntervalSince1970) / 86_400 - first / 86_400) * 86_400
        body["list"] = list.map { step -> [String: Any] in
            var step = step
            let dt = ((step["dt"] as? NSNumber)?.intValue ?? 0) + shift
            step["dt"] = dt
            step["dt_txt"] = OpenMeteoForecastAnswer.isoTime(dt).replacingOccurrences(of: "T", with: " ") + ":00"
            return step
        }
        if var city = body["city"] as? [String: Any] {
            for key in ["sunrise", "sunset"] {
                if let value = (city[key] as? NSNumber)?.intValue { city[key] = value + shift }
            }
            body["city"] = city
        }
        return .json(try JSONSerialization.data(withJSONObject: body, options: [.sortedKeys]))
    }
}

extension Recorded {
    /// An Open-Meteo forecast moved by whole days so that its first day is today (UTC): every
    /// "YYYY-MM-DD" at the start of a `time`, `sunrise` or `sunset` value, keeping the values.
    public static func openMeteoShiftedToToday(_ name: String = "openmeteo_forecast_berlin_coords", now: Date = Date()) throws -> Data {
        guard var body = try JSONSerialization.jsonObject(with: data(name)) as? [String: Any] else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyy-MM-dd"
        func shifted(_ text: String, by days: Int) -> String {
            guard let day = formatter.date(from: String(text.prefix(10))) else { return text }
            return formatter.string(from: day.addingTimeInterval(Double(days) * 86_400)) + text.dropFirst(10)
        }
        let daily = body["daily"] as? [String: Any]
        guard let first = (daily?["time"] as? [String])?.first, let firstDay = formatter.date(from: first) else { return try data(name) }
        let days = Int((formatter.date(from: formatter.string(from: now))!.timeIntervalSince(firstDay) / 86_400).rounded())
        for section in ["daily", "hourly", "current"] {
            guard var values = body[section] as? [String: Any] else { continue }
            for key in ["time", "sunrise", "sunset"] {
                if let list = values[key] as? [String] { values[key] = list.map { shifted($0, by: days) } }
                if let one = values[key] as? String { values[key] = shifted(one, by: days) }
            }
            body[section] = values
        }
        return try JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])
    }
}

extension Recorded {
    /// The recorded answers in Fixtures/Answers, each at the path its file name spells ("~" for "/":
    /// `locationforecast~2.0~complete.json` answers `/locationforecast/2.0/complete`), moved so that
    /// their earliest date is today. A provider's tests add its answers there; nothing lists them.
    public static func serveAnswers(on server: StubServer, now: Date = Date()) throws {
        let folder = Self.folder.appendingPathComponent("Answers")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".json") {
            let route = "/" + name.dropLast(".json".count).replacingOccurrences(of: "~", with: "/")
            let body = try Data(contentsOf: folder.appendingPathComponent(name))
            server.respond(to: route, with: .json(datesMovedToToday(body, now: now)))
        }
    }

    /// Every "YYYY-MM-DD" in the text moved by the whole days that make the earliest one today (UTC).
    public static func datesMovedToToday(_ body: Data, now: Date = Date()) -> Data {
        let text = String(decoding: body, as: UTF8.self)
        let pattern = try! NSRegularExpression(pattern: #"\b(\d{4})-(\d{2})-(\d{2})(?=T|")"#)
        let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
        func day(_ match: NSTextCheckingResult) -> Int {
            let parts = (1...3).map { Int((text as NSString).substring(with: match.range(at: $0)))! }
            return CalendarDay(year: parts[0], month: parts[1], day: parts[2]).daysSinceEpoch
        }
        guard let earliest = matches.map(day).min() else { return body }
        let shift = Int((now.timeIntervalSince1970 / 86_400).rounded(.down)) - earliest
        var result = text as NSString
        for match in matches.reversed() {
            result = result.replacingCharacters(in: match.range, with: CalendarDay(daysSinceEpoch: day(match) + shift).description) as NSString
        }
        return Data((result as String).utf8)
    }
}
