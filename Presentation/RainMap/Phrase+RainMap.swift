/// Phrases: the rain map (`wf map --rain`).
extension Phrase {
    public static let rainMapLegend = Phrase("rainmap.legend")
    static let rainMapForecastTemplate = Phrase("rainmap.forecast", "provider", "start", "end")
    public static func rainMapForecast(provider: String, start: String, end: String) -> Phrase {
        rainMapForecastTemplate.filled(provider, start, end)
    }
    static let rainMapDryTemplate = Phrase("rainmap.dry", "radius")
    public static func rainMapDry(radius: String) -> Phrase { rainMapDryTemplate.filled(radius) }
    static let spokenRainMapDryTemplate = Phrase("spoken.rainmap.dry", "distance", "place")
    public static func spokenRainMapDry(distance: String, place: String) -> Phrase { spokenRainMapDryTemplate.filled(distance, place) }
    static let spokenRainMapRainTemplate = Phrase("spoken.rainmap.rain", "distance", "direction", "time", "rate")
    public static func spokenRainMapRain(distance: String, direction: String, time: String, rate: String) -> Phrase {
        spokenRainMapRainTemplate.filled(distance, direction, time, rate)
    }
    static let spokenRainMapHereTemplate = Phrase("spoken.rainmap.here", "place", "time", "rate")
    public static func spokenRainMapHere(place: String, time: String, rate: String) -> Phrase {
        spokenRainMapHereTemplate.filled(place, time, rate)
    }
    static let spokenRainMapForecastTemplate = Phrase("spoken.rainmap.forecast", "provider")
    public static func spokenRainMapForecast(provider: String) -> Phrase { spokenRainMapForecastTemplate.filled(provider) }
    static let spokenRainMapUnknownTemplate = Phrase("spoken.rainmap.unknown", "place")
    public static func spokenRainMapUnknown(place: String) -> Phrase { spokenRainMapUnknownTemplate.filled(place) }

    public static let mapKeyRain = Phrase("map.key.rain")
    public static let mapKeyRainShort = Phrase("map.key.rain-short")
    public static let mapKeyFrames = Phrase("map.key.frames")
    public static let mapKeyFramesShort = Phrase("map.key.frames-short")
    static let rainMapFrameTemplate = Phrase("rainmap.frame", "time", "number", "count")
    public static func rainMapFrame(time: String, number: String, count: String) -> Phrase { rainMapFrameTemplate.filled(time, number, count) }
    public static let rainMapLoading = Phrase("rainmap.loading")
    static let rainMapFailedTemplate = Phrase("rainmap.failed", "reason")
    public static func rainMapFailed(reason: String) -> Phrase { rainMapFailedTemplate.filled(reason) }

    static let listAndTemplate = Phrase("list.and", "first", "last")
    static func listAnd(first: String, last: String) -> Phrase { listAndTemplate.filled(first, last) }

    static let allRainMap: [Phrase] = [
        .listAndTemplate,
        .mapKeyRain, .mapKeyRainShort, .mapKeyFrames, .mapKeyFramesShort, .rainMapFrameTemplate, .rainMapLoading, .rainMapFailedTemplate,
        .rainMapLegend, .rainMapForecastTemplate, .rainMapDryTemplate, .spokenRainMapDryTemplate, .spokenRainMapRainTemplate,
        .spokenRainMapHereTemplate, .spokenRainMapForecastTemplate, .spokenRainMapUnknownTemplate,
    ]
}
