/// Phrases: The Sun and the Moon (`wf sky`).
extension Phrase {
    static let skyDateTemplate = Phrase("sky.date", "date", "year")
    public static func skyDate(date: String, year: String) -> Phrase { skyDateTemplate.filled(date, year) }
    static let skyClockZoneTemplate = Phrase("sky.clock-zone", "zone", "offset")
    public static func skyClockZone(zone: String, offset: String) -> Phrase { skyClockZoneTemplate.filled(zone, offset) }
    static let skyClockLongitudeTemplate = Phrase("sky.clock-longitude", "offset")
    public static func skyClockLongitude(offset: String) -> Phrase { skyClockLongitudeTemplate.filled(offset) }
    static let skyClockProviderTemplate = Phrase("sky.clock-provider", "offset")
    public static func skyClockProvider(offset: String) -> Phrase { skyClockProviderTemplate.filled(offset) }
    public static let skySun = Phrase("sky.sun")
    public static let skyDawn = Phrase("sky.dawn")
    public static let skySunrise = Phrase("sky.sunrise")
    public static let skySolarNoon = Phrase("sky.solar-noon")
    public static let skySunset = Phrase("sky.sunset")
    public static let skyDusk = Phrase("sky.dusk")
    public static let skyDayLength = Phrase("sky.day-length")
    public static let skyGoldenHour = Phrase("sky.golden-hour")
    public static let skyMoon = Phrase("sky.moon")
    public static let skyIllumination = Phrase("sky.illumination")
    public static let skyAge = Phrase("sky.age")
    public static let skyMoonrise = Phrase("sky.moonrise")
    public static let skyMoonset = Phrase("sky.moonset")
    public static let skyNextFull = Phrase("sky.next-full")
    public static let skyNextNew = Phrase("sky.next-new")
    public static let skyPolarNight = Phrase("sky.polar-night")
    public static let skyPolarDay = Phrase("sky.polar-day")
    public static let skyNoMoonrise = Phrase("sky.no-moonrise")
    public static let skyNoMoonset = Phrase("sky.no-moonset")
    static let skyChangeTemplate = Phrase("sky.change", "change")
    public static func skyChange(change: String) -> Phrase { skyChangeTemplate.filled(change) }
    public static let skySameLength = Phrase("sky.same-length")
    static let skyAgeDaysTemplate = Phrase("sky.age-days", "days")
    public static func skyAgeDays(days: String) -> Phrase { skyAgeDaysTemplate.filled(days) }
    static let skyHoursMinutesTemplate = Phrase("sky.hours-minutes", "hours", "minutes")
    public static func skyHoursMinutes(hours: String, minutes: String) -> Phrase { skyHoursMinutesTemplate.filled(hours, minutes) }
    static let skyMinutesSecondsTemplate = Phrase("sky.minutes-seconds", "minutes", "seconds")
    public static func skyMinutesSeconds(minutes: String, seconds: String) -> Phrase { skyMinutesSecondsTemplate.filled(minutes, seconds) }
    static let skySecondsTemplate = Phrase("sky.seconds", "seconds")
    public static func skySeconds(seconds: String) -> Phrase { skySecondsTemplate.filled(seconds) }
    public static let skyHere = Phrase("sky.here")
    public static let skyHerePolarNight = Phrase("sky.here-polar-night")
    public static let skyHerePolarDay = Phrase("sky.here-polar-day")
    static let skyHereWordsTemplate = Phrase("sky.here-words", "sun", "moon")
    public static func skyHereWords(sun: String, moon: String) -> Phrase { skyHereWordsTemplate.filled(sun, moon) }
    public static let moonNewMoon = Phrase("moon.new-moon")
    public static let moonWaxingCrescent = Phrase("moon.waxing-crescent")
    public static let moonFirstQuarter = Phrase("moon.first-quarter")
    public static let moonWaxingGibbous = Phrase("moon.waxing-gibbous")
    public static let moonFullMoon = Phrase("moon.full-moon")
    public static let moonWaningGibbous = Phrase("moon.waning-gibbous")
    public static let moonLastQuarter = Phrase("moon.last-quarter")
    public static let moonWaningCrescent = Phrase("moon.waning-crescent")

    static let allSky: [Phrase] = [
        .skyDateTemplate, .skyClockZoneTemplate, .skyClockLongitudeTemplate, .skyClockProviderTemplate, .skySun, .skyDawn, .skySunrise, .skySolarNoon,
        .skySunset, .skyDusk, .skyDayLength, .skyGoldenHour, .skyMoon, .skyIllumination, .skyAge, .skyMoonrise,
        .skyMoonset, .skyNextFull, .skyNextNew, .skyPolarNight, .skyPolarDay, .skyNoMoonrise, .skyNoMoonset,
        .skyChangeTemplate, .skySameLength, .skyAgeDaysTemplate, .skyHoursMinutesTemplate, .skyMinutesSecondsTemplate, .skySecondsTemplate, .skyHere,
        .skyHerePolarNight, .skyHerePolarDay, .skyHereWordsTemplate, .moonNewMoon, .moonWaxingCrescent, .moonFirstQuarter,
        .moonWaxingGibbous, .moonFullMoon, .moonWaningGibbous, .moonLastQuarter, .moonWaningCrescent,
    ]
}
