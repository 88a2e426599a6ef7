import Foundation

/// An Open-Meteo `/v1/forecast` answer shaped by the request, as the service answers: only the
/// variables asked for, `forecast_days` days from the place's local midnight today, one series
/// entry per hour or day, local ISO times without an offset.
///
/// The values repeat the recorded Smithtown day (`openmeteo_forecast_current_hourly_smithtown`:
/// temperature, precipitation probability, weather code); the variables that capture lacks are
/// derived from it, and daily aggregates are computed from the hours as the service does.
public enum OpenMeteoForecastAnswer {
    public static let utcOffsetSeconds = 3600

    /// Rain soon (`minutely_15`), when the request asks for it beside the weather, is `rainSoon`.
    public static func response(for request: RecordedRequest, now: Date = Date(), rainSoon: [Double?] = NowcastAnswer.showerSoon) -> StubResponse {
        if NowcastAnswer.isNowcast(request) { return NowcastAnswer.response(precipitation: rainSoon, now: now) }
        let latitudes = (request.query["latitude"] ?? "52.52").split(separator: ",")
        let longitudes = (request.query["longitude"] ?? "13.41").split(separator: ",")
        let bodies = zip(latitudes, longitudes).map { latitude, longitude in
            body(latitude: Double(latitude) ?? 0, longitude: Double(longitude) ?? 0, query: request.query, now: now)
        }
        let json = bodies.count == 1 ? bodies[0] : bodies as Any
        let data = (try? JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])) ?? Data()
        return .json(NowcastAnswer.isAlongsideWeather(request) ? NowcastAnswer.adding(to: data, precipitation: rainSoon, now: now) : data)
    }

    /// The same answer with hours of its own: `change` is given each hour's index from the place's
    /// midnight (UTC+1) and its values by variable name ("temperature_2m", "pressure_msl", …).
    public static func response(for request: RecordedRequest, now: Date, rainSoon: [Double?] = NowcastAnswer.dry,
                                changingHours change: (Int, inout [String: Any]) -> Void) -> StubResponse {
        if NowcastAnswer.isNowcast(request) { return NowcastAnswer.response(precipitation: rainSoon, now: now) }
        var body = body(latitude: Double(request.query["latitude"] ?? "52.52") ?? 0, longitude: Double(request.query["longitude"] ?? "13.41") ?? 0,
                        query: request.query, now: now)
        if var hourly = body["hourly"] as? [String: Any], let count = (hourly["time"] as? [Any])?.count {
            let names = hourly.keys.filter { $0 != "time" }
            for index in 0..<count {
                var values = [String: Any]()
                for name in names { values[name] = (hourly[name] as? [Any])?[index] }
                change(index, &values)
                for name in names {
                    guard var list = hourly[name] as? [Any] else { continue }
                    list[index] = values[name] ?? NSNull()
                    hourly[name] = list
                }
            }
            body["hourly"] = hourly
        }
        let data = (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data()
        return .json(NowcastAnswer.isAlongsideWeather(request) ? NowcastAnswer.adding(to: data, precipitation: rainSoon, now: now) : data)
    }

    static func body(latitude: Double, longitude: Double, query: [String: String], now: Date) -> [String: Any] {
        let days = Int(query["forecast_days"] ?? "7") ?? 7
        let fahrenheit = query["temperature_unit"] == "fahrenheit"
        let inches = query["precipitation_unit"] == "inch"
        let mph = query["wind_speed_unit"] == "mph"
        let midnight = (Int(now.timeIntervalSince1970) + utcOffsetSeconds) / 86_400 * 86_400
        let hours = (0..<(days * 24)).map { Hour(index: $0, fahrenheit: fahrenheit, inches: inches, mph: mph) }

        var body: [String: Any] = [
            "latitude": latitude, "longitude": longitude, "generationtime_ms": 0.39,
            "utc_offset_seconds": utcOffsetSeconds, "timezone": "Europe/Berlin", "timezone_abbreviation": "GMT+1",
            "elevation": 38.0,
        ]
        if let names = query["hourly"]?.split(separator: ",").map(String.init) {
            var hourly: [String: Any] = ["time": hours.indices.map { isoTime(midnight + $0 * 3600) }]
            for name in names { hourly[name] = hours.map { $0.value(name) ?? NSNull() } }
            body["hourly"] = hourly
            body["hourly_units"] = ["time": "iso8601"]
        }
        if let names = query["daily"]?.split(separator: ",").map(String.init) {
            var daily: [String: Any] = ["time": (0..<days).map { isoTime(midnight + $0 * 86_400).prefix(10) }]
            for name in names {
                daily[name] = (0..<days).map { day -> Any in
                    let slice = Array(hours[(day * 24)..<((day + 1) * 24)])
                    return dailyValue(name, slice, dayStart: midnight + day * 86_400) ?? NSNull()
                }
            }
            body["daily"] = daily
            body["daily_units"] = ["time": "iso8601"]
        }
        if let names = query["current"]?.split(separator: ",").map(String.init) {
            let hour = hours[min(max((Int(now.timeIntervalSince1970) + utcOffsetSeconds - midnight) / 3600, 0), hours.count - 1)]
            var current: [String: Any] = ["time": isoTime((Int(now.timeIntervalSince1970) + utcOffsetSeconds) / 900 * 900), "interval": 900]
            for name in names { current[name] = hour.value(name) ?? (name == "visibility" ? 24_140.0 : NSNull()) }
            body["current"] = current
        }
        return body
    }

    private static let temperatures = [20.1, 20.2, 20.9, 20.9, 20.9, 21.0, 21.1, 21.1, 21.1, 20.2, 22.2, 22.9,
                                       24.9, 26.2, 26.4, 26.6, 26.2, 25.2, 23.9, 22.9, 22.0, 21.2, 20.6, 19.7]
    private static let probabilities = [3, 6, 8, 10, 14, 24, 16, 11, 32, 57, 39, 15, 9, 4, 1, 3, 3, 1, 0, 0, 0, 1, 0, 0]
    private static let codes = [0, 3, 3, 3, 3, 3, 3, 3, 3, 65, 51, 1, 2, 0, 1, 1, 2, 0, 0, 0, 0, 0, 0, 0]

    struct Hour {
        let index: Int
        let fahrenheit: Bool
        let inches: Bool
        let mph: Bool

        var hourOfDay: Int { index % 24 }
        var day: Int { index / 24 }
        var celsius: Double { OpenMeteoForecastAnswer.temperatures[hourOfDay] - Double(day % 3) }
        var millimetres: Double { [65: 4.2, 51: 0.3][OpenMeteoForecastAnswer.codes[hourOfDay]] ?? 0 }
        var kilometresPerHour: Double { 8 + Double((index * 7) % 13) }

        func temperature(_ celsius: Double) -> Double { fahrenheit ? (celsius * 9 / 5 + 32).rounded(to: 1) : celsius }
        func speed(_ kmh: Double) -> Double { mph ? (kmh / 1.609_344).rounded(to: 1) : kmh }

        func value(_ name: String) -> Any? {
            switch name {
            case "temperature_2m": temperature(celsius)
            case "apparent_temperature": temperature(celsius + 1.5)
            case "relative_humidity_2m": 60 + (index % 5) * 5
            case "pressure_msl": 1012.0 + Double(day)
            case "precipitation": inches ? (millimetres / 25.4).rounded(to: 3) : millimetres
            case "precipitation_probability": OpenMeteoForecastAnswer.probabilities[hourOfDay]
            case "wind_speed_10m": speed(kilometresPerHour)
            case "wind_gusts_10m": speed(kilometresPerHour * 2)
            case "wind_direction_10m": (200 + index * 3) % 360
            case "cloud_cover": OpenMeteoForecastAnswer.codes[hourOfDay] == 0 ? 0 : 90
            case "uv_index": hourOfDay > 7 && hourOfDay < 17 ? 3.5 : 0.0
            case "weather_code": OpenMeteoForecastAnswer.codes[hourOfDay]
            default: nil
            }
        }
    }

    static func dailyValue(_ name: String, _ hours: [Hour], dayStart: Int) -> Any? {
        func numbers(_ variable: String) -> [Double] { hours.compactMap { ($0.value(variable) as? Double) ?? ($0.value(variable) as? Int).map(Double.init) } }
        return switch name {
        case "weather_code": hours.map { OpenMeteoForecastAnswer.codes[$0.hourOfDay] }.max()
        case "temperature_2m_max": numbers("temperature_2m").max()
        case "temperature_2m_min": numbers("temperature_2m").min()
        case "temperature_2m_mean": (numbers("temperature_2m").reduce(0, +) / 24).rounded(to: 1)
        case "apparent_temperature_max": numbers("apparent_temperature").max()
        case "apparent_temperature_min": numbers("apparent_temperature").min()
        case "precipitation_sum": numbers("precipitation").reduce(0, +).rounded(to: 2)
        case "precipitation_probability_max": numbers("precipitation_probability").max()
        case "wind_speed_10m_max": numbers("wind_speed_10m").max()
        case "wind_gusts_10m_max": numbers("wind_gusts_10m").max()
        case "wind_direction_10m_dominant": 225
        case "pressure_msl_mean": numbers("pressure_msl").reduce(0, +) / 24
        case "relative_humidity_2m_mean": numbers("relative_humidity_2m").reduce(0, +) / 24
        case "uv_index_max": numbers("uv_index").max()
        case "sunrise": isoTime(dayStart + 7 * 3600 + 45 * 60)
        case "sunset": isoTime(dayStart + 16 * 3600 + 5 * 60)
        default: nil
        }
    }

    /// "2026-11-23T14:00" for seconds since the epoch, already local.
    static func isoTime(_ localSeconds: Int) -> String {
        let date = Date(timeIntervalSince1970: TimeInterval(localSeconds))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(format: "%04d-%02d-%02dT%02d:%02d", parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!)
    }
}

extension Double {
    func rounded(to decimals: Int) -> Double {
        let scale = pow(10, Double(decimals))
        return (self * scale).rounded() / scale
    }
}
