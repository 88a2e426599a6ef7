/// Phrases: Reports, headers, facts and notes.
extension Phrase {
    public static let headerUpdated = Phrase("header.updated")
    public static let headerFromCache = Phrase("header.from-cache")
    public static let credit = Phrase("credit")
    public static let searchAlso = Phrase("search.also")
    public static let searchNoDays = Phrase("search.no-days")
    public static let hourlyFeels = Phrase("hourly.feels")
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
    public static let factNextHours = Phrase("fact.next-hours")
    public static let factFeelsLike = Phrase("fact.feels-like")
    public static let factLowHigh = Phrase("fact.low-high")
    public static let factWindFrom = Phrase("fact.wind-from")
    public static let factRainLastHour = Phrase("fact.rain-last-hour")
    public static let factSunriseSunset = Phrase("fact.sunrise-sunset")
    public static let factChanceOfRain = Phrase("fact.chance-of-rain")
    public static let factRainAmount = Phrase("fact.rain-amount")
    public static let reportNextDays = Phrase("report.next-days")
    public static let reportLastUpdated = Phrase("report.last-updated")
    public static let reportOffline = Phrase("report.offline")
    /// After a line shown from an offline copy: when that copy was fetched.
    public static let reportCopyFrom = Phrase("report.copy-from")
    public static let reportRefreshFailed = Phrase("report.refresh-failed")
    public static let reportAir = Phrase("report.air")
    public static let reportAirLine = Phrase("report.air-line")
    public static let reportAirUnavailable = Phrase("report.air-unavailable")
    public static let formatAir = Phrase("format.air")
    public static let reportRain = Phrase("report.rain")
    public static let reportRainDry = Phrase("report.rain-dry")
    public static let reportRainStarts = Phrase("report.rain-starts")
    public static let reportRainStartsStops = Phrase("report.rain-starts-stops")
    public static let reportRainThroughout = Phrase("report.rain-throughout")
    public static let reportRainStopping = Phrase("report.rain-stopping")
    public static let reportRainUnavailable = Phrase("report.rain-unavailable")
    public static let formatRain = Phrase("format.rain")
    public static let formatRainNow = Phrase("format.rain-now")
    public static let formatRainUntil = Phrase("format.rain-until")
    public static let favouritesNone = Phrase("favourites.none")
    public static let favouritesCached = Phrase("favourites.cached")
    public static let favouritesOffline = Phrase("favourites.offline")
    public static let favouritesError = Phrase("favourites.error")
    public static let noteOffline = Phrase("note.offline")
    public static let noteAgeOneDay = Phrase("note.age-one-day")
    public static let noteAgeDays = Phrase("note.age-days")

    static let allReports: [Phrase] = [
        .headerUpdated, .headerFromCache, .credit, .searchAlso, .searchNoDays, .hourlyFeels, .hourlyNoHours,
        .chartRain, .factTemperature, .factToday, .factHumidity, .factPressure, .factWind, .factGusts, .factRain,
        .factUvIndex, .factClouds, .factVisibility, .factSun, .factNextHours, .factFeelsLike, .factLowHigh,
        .factWindFrom, .factRainLastHour, .factSunriseSunset, .factChanceOfRain, .factRainAmount, .reportNextDays,
        .reportLastUpdated, .reportOffline, .reportCopyFrom, .reportRefreshFailed, .reportAir, .reportAirLine,
        .reportAirUnavailable, .formatAir, .reportRain, .reportRainDry, .reportRainStarts, .reportRainStartsStops,
        .reportRainThroughout, .reportRainStopping, .reportRainUnavailable, .formatRain, .formatRainNow,
        .formatRainUntil, .favouritesNone, .favouritesCached, .favouritesOffline, .favouritesError, .noteOffline,
        .noteAgeOneDay, .noteAgeDays,
    ]
}
