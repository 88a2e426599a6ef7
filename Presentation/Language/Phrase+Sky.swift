/// Phrases: The Sun and the Moon (`wf sky`).
extension Phrase {
    public static let skyDate = Phrase("sky.date")
    public static let skyClockZone = Phrase("sky.clock-zone")
    public static let skyClockLongitude = Phrase("sky.clock-longitude")
    public static let skyClockProvider = Phrase("sky.clock-provider")
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
    public static let skyChange = Phrase("sky.change")
    public static let skySameLength = Phrase("sky.same-length")
    public static let skyAgeDays = Phrase("sky.age-days")
    public static let skyHoursMinutes = Phrase("sky.hours-minutes")
    public static let skyMinutesSeconds = Phrase("sky.minutes-seconds")
    public static let skySeconds = Phrase("sky.seconds")
    public static let skyHere = Phrase("sky.here")
    public static let skyHerePolarNight = Phrase("sky.here-polar-night")
    public static let skyHerePolarDay = Phrase("sky.here-polar-day")
    public static let skyHereWords = Phrase("sky.here-words")
    public static let moonNewMoon = Phrase("moon.new-moon")
    public static let moonWaxingCrescent = Phrase("moon.waxing-crescent")
    public static let moonFirstQuarter = Phrase("moon.first-quarter")
    public static let moonWaxingGibbous = Phrase("moon.waxing-gibbous")
    public static let moonFullMoon = Phrase("moon.full-moon")
    public static let moonWaningGibbous = Phrase("moon.waning-gibbous")
    public static let moonLastQuarter = Phrase("moon.last-quarter")
    public static let moonWaningCrescent = Phrase("moon.waning-crescent")

    static let allSky: [Phrase] = [
        .skyDate, .skyClockZone, .skyClockLongitude, .skyClockProvider, .skySun, .skyDawn, .skySunrise, .skySolarNoon,
        .skySunset, .skyDusk, .skyDayLength, .skyGoldenHour, .skyMoon, .skyIllumination, .skyAge, .skyMoonrise,
        .skyMoonset, .skyNextFull, .skyNextNew, .skyPolarNight, .skyPolarDay, .skyNoMoonrise, .skyNoMoonset,
        .skyChange, .skySameLength, .skyAgeDays, .skyHoursMinutes, .skyMinutesSeconds, .skySeconds, .skyHere,
        .skyHerePolarNight, .skyHerePolarDay, .skyHereWords, .moonNewMoon, .moonWaxingCrescent, .moonFirstQuarter,
        .moonWaxingGibbous, .moonFullMoon, .moonWaningGibbous, .moonLastQuarter, .moonWaningCrescent,
    ]
}
