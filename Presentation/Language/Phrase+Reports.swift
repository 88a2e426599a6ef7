/// Phrases: Reports, headers, facts and notes.
extension Phrase {
    static let headerUpdatedTemplate = Phrase("header.updated", "time")
    public static func headerUpdated(time: String) -> Phrase { headerUpdatedTemplate.filled(time) }
    static let creditTemplate = Phrase("credit", "provider")
    public static func credit(provider: String) -> Phrase { creditTemplate.filled(provider) }
    static let searchAlsoTemplate = Phrase("search.also", "places")
    public static func searchAlso(places: String) -> Phrase { searchAlsoTemplate.filled(places) }
    public static let searchNoDays = Phrase("search.no-days")
    static let hourlyFeelsTemplate = Phrase("hourly.feels", "temperature")
    public static func hourlyFeels(temperature: String) -> Phrase { hourlyFeelsTemplate.filled(temperature) }
    public static let hourlyNoHours = Phrase("hourly.no-hours")
    public static let chartRain = Phrase("chart.rain")
    public static let factTemperature = Phrase("fact.temperature")
    public static let factToday = Phrase("fact.today")
    public static let factHumidity = Phrase("fact.humidity")
    public static let factPressure = Phrase("fact.pressure")
    public static let factWind = Phrase("fact.wind")
    public static let factGusts = Phrase("fact.gusts")
    public static let factRain = Phrase("fact.rain")
    public static let factUvIndex = Phrase("fact.uv-index")
    public static let factClouds = Phrase("fact.clouds")
    public static let factVisibility = Phrase("fact.visibility")
    public static let factSun = Phrase("fact.sun")
    static let factNextHoursTemplate = Phrase("fact.next-hours", "hours")
    public static func factNextHours(hours: String) -> Phrase { factNextHoursTemplate.filled(hours) }
    static let factFeelsLikeTemplate = Phrase("fact.feels-like", "temperature", "feels")
    public static func factFeelsLike(temperature: String, feels: String) -> Phrase { factFeelsLikeTemplate.filled(temperature, feels) }
    static let factLowHighTemplate = Phrase("fact.low-high", "low", "high")
    public static func factLowHigh(low: String, high: String) -> Phrase { factLowHighTemplate.filled(low, high) }
    static let factWindFromTemplate = Phrase("fact.wind-from", "speed", "direction", "degrees")
    public static func factWindFrom(speed: String, direction: String, degrees: String) -> Phrase { factWindFromTemplate.filled(speed, direction, degrees) }
    static let factRainLastHourTemplate = Phrase("fact.rain-last-hour", "amount")
    public static func factRainLastHour(amount: String) -> Phrase { factRainLastHourTemplate.filled(amount) }
    static let factSunriseSunsetTemplate = Phrase("fact.sunrise-sunset", "sunrise", "sunset")
    public static func factSunriseSunset(sunrise: String, sunset: String) -> Phrase { factSunriseSunsetTemplate.filled(sunrise, sunset) }
    static let factChanceOfRainTemplate = Phrase("fact.chance-of-rain", "percent")
    public static func factChanceOfRain(percent: String) -> Phrase { factChanceOfRainTemplate.filled(percent) }
    public static let factRainAmount = Phrase("fact.rain-amount")
    static let reportNextDaysTemplate = Phrase("report.next-days", "days")
    public static func reportNextDays(days: String) -> Phrase { reportNextDaysTemplate.filled(days) }
    static let reportLastUpdatedTemplate = Phrase("report.last-updated", "time")
    public static func reportLastUpdated(time: String) -> Phrase { reportLastUpdatedTemplate.filled(time) }
    /// After a line shown from an offline copy: when that copy was fetched.
    static let reportRefreshFailedTemplate = Phrase("report.refresh-failed", "reason")
    public static func reportRefreshFailed(reason: String) -> Phrase { reportRefreshFailedTemplate.filled(reason) }
    public static let reportAir = Phrase("report.air")
    static let reportAirLineTemplate = Phrase("report.air-line", "headline", "pollutant")
    public static func reportAirLine(headline: String, pollutant: String) -> Phrase { reportAirLineTemplate.filled(headline, pollutant) }
    public static let reportAirUnavailable = Phrase("report.air-unavailable")
    static let formatAirTemplate = Phrase("format.air", "index", "band")
    public static func formatAir(index: String, band: String) -> Phrase { formatAirTemplate.filled(index, band) }
    public static let reportRain = Phrase("report.rain")
    public static let reportRainDry = Phrase("report.rain-dry")
    static let reportRainStartsTemplate = Phrase("report.rain-starts", "start")
    public static func reportRainStarts(start: String) -> Phrase { reportRainStartsTemplate.filled(start) }
    static let reportRainStartsStopsTemplate = Phrase("report.rain-starts-stops", "start", "stop")
    public static func reportRainStartsStops(start: String, stop: String) -> Phrase { reportRainStartsStopsTemplate.filled(start, stop) }
    public static let reportRainThroughout = Phrase("report.rain-throughout")
    static let reportRainStoppingTemplate = Phrase("report.rain-stopping", "stop")
    public static func reportRainStopping(stop: String) -> Phrase { reportRainStoppingTemplate.filled(stop) }
    public static let reportRainUnavailable = Phrase("report.rain-unavailable")
    static let formatRainTemplate = Phrase("format.rain", "start")
    public static func formatRain(start: String) -> Phrase { formatRainTemplate.filled(start) }
    public static let formatRainNow = Phrase("format.rain-now")
    static let formatRainUntilTemplate = Phrase("format.rain-until", "stop")
    public static func formatRainUntil(stop: String) -> Phrase { formatRainUntilTemplate.filled(stop) }
    public static let favouritesNone = Phrase("favourites.none")
    static let favouritesErrorTemplate = Phrase("favourites.error", "message")
    public static func favouritesError(message: String) -> Phrase { favouritesErrorTemplate.filled(message) }
    static let noteOfflineTemplate = Phrase("note.offline", "time", "age", "reason")
    public static func noteOffline(time: String, age: String, reason: String) -> Phrase { noteOfflineTemplate.filled(time, age, reason) }

    static let allReports: [Phrase] = [
        .headerUpdatedTemplate, .creditTemplate, .searchAlsoTemplate, .searchNoDays, .hourlyFeelsTemplate, .hourlyNoHours,
        .chartRain, .factTemperature, .factToday, .factHumidity, .factPressure, .factWind, .factGusts, .factRain,
        .factUvIndex, .factClouds, .factVisibility, .factSun, .factNextHoursTemplate, .factFeelsLikeTemplate, .factLowHighTemplate,
        .factWindFromTemplate, .factRainLastHourTemplate, .factSunriseSunsetTemplate, .factChanceOfRainTemplate, .factRainAmount, .reportNextDaysTemplate,
        .reportLastUpdatedTemplate, .reportRefreshFailedTemplate, .reportAir, .reportAirLineTemplate,
        .reportAirUnavailable, .formatAirTemplate, .reportRain, .reportRainDry, .reportRainStartsTemplate, .reportRainStartsStopsTemplate,
        .reportRainThroughout, .reportRainStoppingTemplate, .reportRainUnavailable, .formatRainTemplate, .formatRainNow,
        .formatRainUntilTemplate, .favouritesNone, .favouritesErrorTemplate, .noteOfflineTemplate,
    ]
}
