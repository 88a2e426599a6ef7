import Foundation

/// Open-Meteo's `/v1/forecast?minutely_15=precipitation,precipitation_probability&forecast_minutely_15=8`
/// answer, in the shape its documentation gives for `minutely_15` (as for `hourly`): local ISO times
/// without an offset (`timezone=auto`), `utc_offset_seconds` beside them, one array per variable.
/// The steps start at the quarter hour in progress at `now`. `precipitation_probability` is not
/// offered by every model: it comes back as nulls.
public enum NowcastAnswer {
    /// Dry for half an hour, rain for three quarters, then dry: "rain from about T+30, easing around T+75".
    public static let utcOffsetSeconds = 3600
    public static let showerSoon: [Double?] = [0, 0, 0.3, 0.8, 0.4, 0, 0, 0]
    public static let dry: [Double?] = Array(repeating: 0, count: 8)

    /// Rain soon asked for on its own (not beside the weather, in the same request).
    public static func isNowcast(_ request: RecordedRequest) -> Bool {
        request.query["minutely_15"] != nil && !asksForWeather(request)
    }

    /// Rain soon asked for in a weather request (`current`, `hourly` or `daily` beside `minutely_15`).
    public static func isAlongsideWeather(_ request: RecordedRequest) -> Bool {
        request.query["minutely_15"] != nil && asksForWeather(request)
    }

    static func asksForWeather(_ request: RecordedRequest) -> Bool {
        ["current", "hourly", "daily"].contains { request.query[$0] != nil }
    }

    /// A weather answer with the `minutely_15` section the same request asked for, as Open-Meteo
    /// answers; an answer that is not one JSON object stays as it is.
    public static func adding(to weather: Data, precipitation: [Double?] = showerSoon, now: Date = Date()) -> Data {
        guard var object = (try? JSONSerialization.jsonObject(with: weather)) as? [String: Any] else { return weather }
        let section = body(precipitation: precipitation, utcOffsetSeconds: (object["utc_offset_seconds"] as? Int) ?? utcOffsetSeconds, now: now)
        object["minutely_15"] = section["minutely_15"]
        object["minutely_15_units"] = section["minutely_15_units"]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? weather
    }

    public static func response(precipitation: [Double?] = showerSoon, utcOffsetSeconds: Int = NowcastAnswer.utcOffsetSeconds, now: Date = Date()) -> StubResponse {
        .json((try? JSONSerialization.data(withJSONObject: body(precipitation: precipitation, utcOffsetSeconds: utcOffsetSeconds, now: now),
                                           options: [.sortedKeys])) ?? Data())
    }

    /// The first step's start, in UTC.
    public static func firstStep(now: Date = Date()) -> Date {
        Date(timeIntervalSince1970: (now.timeIntervalSince1970 / 900).rounded(.down) * 900)
    }

    static func body(precipitation: [Double?], utcOffsetSeconds: Int, now: Date) -> [String: Any] {
        let start = firstStep(now: now)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: utcOffsetSeconds)
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
        let times = precipitation.indices.map { formatter.string(from: start.addingTimeInterval(Double($0) * 900)) }
        return [
            "latitude": 52.52, "longitude": 13.419998, "generationtime_ms": 0.05, "utc_offset_seconds": utcOffsetSeconds,
            "timezone": "Europe/Berlin", "timezone_abbreviation": "GMT+1", "elevation": 38,
            "minutely_15_units": ["time": "iso8601", "precipitation": "mm", "precipitation_probability": "%"],
            "minutely_15": [
                "time": times,
                "precipitation": precipitation.map { $0 as Any? ?? NSNull() },
                "precipitation_probability": precipitation.map { _ in NSNull() },
            ],
        ]
    }
}

extension StubServer {
    /// Requests to Open-Meteo's `/v1/forecast` for the weather (rain soon perhaps with it), without those for rain soon alone.
    public func weatherRequests(to path: String = "/v1/forecast") -> [RecordedRequest] {
        requests(to: path).filter { !NowcastAnswer.isNowcast($0) }
    }

    /// Requests for rain soon alone (`minutely_15` without the weather).
    public var nowcastRequests: [RecordedRequest] {
        requests(to: "/v1/forecast").filter(NowcastAnswer.isNowcast)
    }
}
