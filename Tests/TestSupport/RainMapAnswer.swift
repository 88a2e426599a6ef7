import Foundation

/// Open-Meteo's `/v1/forecast?latitude=a,b,…&longitude=…&minutely_15=precipitation&forecast_minutely_15=8&timezone=GMT`
/// answer for whatever grid is asked: synthetic, in the shape Open-Meteo documents for several
/// coordinates (a JSON array of per-location objects, in the order asked, each with
/// `minutely_15.time` in GMT without an offset and one `precipitation` array), so it fits the grid
/// wf asks for wherever the centre is. The values are `amount(…)`'s: a shower north of the grid's
/// middle, dry south of it.
public enum RainMapAnswer {
    /// Millimetres in 15 minutes, step by step, north of the middle.
    public static let shower: [Double] = [0, 0, 0.3, 0.8, 1.2, 0.6, 0.2, 0]

    /// A rain-map request: `minutely_15` alone, for more than one coordinate.
    public static func isRainMap(_ request: RecordedRequest) -> Bool {
        NowcastAnswer.isNowcast(request) && (request.query["latitude"]?.contains(",") ?? false)
    }

    /// The coordinates asked for, in order.
    public static func coordinates(_ request: RecordedRequest) -> [(latitude: Double, longitude: Double)] {
        let latitudes = (request.query["latitude"] ?? "").split(separator: ",").compactMap { Double($0) }
        let longitudes = (request.query["longitude"] ?? "").split(separator: ",").compactMap { Double($0) }
        return Array(zip(latitudes, longitudes))
    }

    /// The amount served at a point of the grid: `shower` north of `middle`, 0 elsewhere.
    public static func amount(latitude: Double, middle: Double, step: Int) -> Double {
        latitude > middle ? shower[step % shower.count] : 0
    }

    /// The middle latitude of the coordinates asked.
    public static func middle(_ request: RecordedRequest) -> Double {
        let points = coordinates(request)
        return points.map(\.latitude).reduce(0, +) / Double(max(points.count, 1))
    }

    /// `impossible`: the first point's first two steps are -1 and 999 mm, which no rain can have.
    public static func response(for request: RecordedRequest, now: Date = Date(), impossible: Bool = false) -> StubResponse {
        let start = NowcastAnswer.firstStep(now: now)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
        let times = (0..<shower.count).map { formatter.string(from: start.addingTimeInterval(Double($0) * 900)) }
        let middle = middle(request)
        let locations: [[String: Any]] = coordinates(request).enumerated().map { index, point in
            var amounts = (0..<shower.count).map { amount(latitude: point.latitude, middle: middle, step: $0) }
            if impossible, index == 0 { amounts[0] = -1; amounts[1] = 999 }
            return [
                "latitude": point.latitude, "longitude": point.longitude, "generationtime_ms": 0.1, "utc_offset_seconds": 0,
                "timezone": "GMT", "timezone_abbreviation": "GMT", "elevation": 40, "location_id": index,
                "minutely_15_units": ["time": "iso8601", "precipitation": "mm"],
                "minutely_15": ["time": times, "precipitation": amounts],
            ]
        }
        return .json((try? JSONSerialization.data(withJSONObject: locations, options: [.sortedKeys])) ?? Data())
    }
}

extension StubServer {
    /// Requests for a rain map (one per grid).
    public var rainMapRequests: [RecordedRequest] {
        requests(to: "/v1/forecast").filter(RainMapAnswer.isRainMap)
    }
}
