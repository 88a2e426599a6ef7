/// Phrases: what a slow request says it is waiting for ("Fetching the forecast for berlin from Open-Meteo").
extension Phrase {
    public static let progressWeatherHere = Phrase("progress.weather-here", in: .progress)
    static let progressWeatherAtTemplate = Phrase("progress.weather-at", "place", in: .progress)
    static let progressForecastForTemplate = Phrase("progress.forecast-for", "place", in: .progress)
    public static let progressHourly = Phrase("progress.hourly", in: .progress)
    static let progressHourlyForTemplate = Phrase("progress.hourly-for", "place", in: .progress)
    public static let progressWhereYouAre = Phrase("progress.where-you-are", in: .progress)
    static let progressWhereIsTemplate = Phrase("progress.where-is", "place", in: .progress)
    static let progressWeatherForTemplate = Phrase("progress.weather-for", "place", in: .progress)
    public static let progressFavourites = Phrase("progress.favourites", in: .progress)
    public static let progressAlerts = Phrase("progress.alerts", in: .progress)
    static let progressAlertsForTemplate = Phrase("progress.alerts-for", "place", in: .progress)
    public static let progressAir = Phrase("progress.air", in: .progress)
    static let progressAirForTemplate = Phrase("progress.air-for", "place", in: .progress)
    public static let progressRainMap = Phrase("progress.rain-map", in: .progress)
    static let progressFromTemplate = Phrase("progress.from", "what", "source", in: .progress)

    public static let allProgress: [Phrase] = [
        .progressWeatherHere, .progressWeatherAtTemplate, .progressForecastForTemplate, .progressHourly, .progressHourlyForTemplate,
        .progressWhereYouAre, .progressWhereIsTemplate, .progressWeatherForTemplate, .progressFavourites, .progressAlerts,
        .progressAlertsForTemplate, .progressAir, .progressAirForTemplate, .progressRainMap, .progressFromTemplate,
    ]

    // A place is as the user typed it, made safe for the terminal by the caller.
    public static func progressWeather(at place: String) -> Phrase { progressWeatherAtTemplate.filled(place) }
    public static func progressForecast(for place: String) -> Phrase { progressForecastForTemplate.filled(place) }
    public static func progressHourly(for place: String?) -> Phrase { place.map { progressHourlyForTemplate.filled($0) } ?? progressHourly }
    public static func progressWhere(is place: String?) -> Phrase { place.map { progressWhereIsTemplate.filled($0) } ?? progressWhereYouAre }
    public static func progressWeather(for place: String) -> Phrase { progressWeatherForTemplate.filled(place) }
    public static func progressAlerts(for place: String?) -> Phrase { place.map { progressAlertsForTemplate.filled($0) } ?? progressAlerts }
    public static func progressAir(for place: String?) -> Phrase { place.map { progressAirForTemplate.filled($0) } ?? progressAir }

    /// `what`, said, then where from.
    public static func progress(_ what: String, from source: String) -> Phrase { progressFromTemplate.filled(what, source) }
}
