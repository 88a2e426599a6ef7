/// Phrases: The Sun and the Moon (`wf sky`).
extension Phrase {
    static let skyDateTemplate = Phrase("sky.date", "date", "year", in: .sky)
    public static func skyDate(date: String, year: String) -> Phrase { skyDateTemplate.filled(date, year) }
    static let skyClockZoneTemplate = Phrase("sky.clock-zone", "zone", "offset", in: .sky)
    public static func skyClockZone(zone: String, offset: String) -> Phrase { skyClockZoneTemplate.filled(zone, offset) }
    static let skyClockLongitudeTemplate = Phrase("sky.clock-longitude", "offset", in: .sky)
    public static func skyClockLongitude(offset: String) -> Phrase { skyClockLongitudeTemplate.filled(offset) }
    static let skyClockProviderTemplate = Phrase("sky.clock-provider", "offset", in: .sky)
    public static func skyClockProvider(offset: String) -> Phrase { skyClockProviderTemplate.filled(offset) }
    public static let skySun = Phrase("sky.sun", in: .sky)
    public static let skyDawn = Phrase("sky.dawn", in: .sky)
    public static let skySunrise = Phrase("sky.sunrise", in: .sky)
    public static let skySolarNoon = Phrase("sky.solar-noon", in: .sky)
    public static let skySunset = Phrase("sky.sunset", in: .sky)
    public static let skyDusk = Phrase("sky.dusk", in: .sky)
    public static let skyDayLength = Phrase("sky.day-length", in: .sky)
    public static let skyGoldenHour = Phrase("sky.golden-hour", in: .sky)
    public static let skyMoon = Phrase("sky.moon", in: .sky)
    public static let skyIllumination = Phrase("sky.illumination", in: .sky)
    public static let skyAge = Phrase("sky.age", in: .sky)
    public static let skyMoonrise = Phrase("sky.moonrise", in: .sky)
    public static let skyMoonset = Phrase("sky.moonset", in: .sky)
    public static let skyNextFull = Phrase("sky.next-full", in: .sky)
    public static let skyNextNew = Phrase("sky.next-new", in: .sky)
    public static let skyPolarNight = Phrase("sky.polar-night", in: .sky)
    public static let skyPolarDay = Phrase("sky.polar-day", in: .sky)
    public static let skyNoMoonrise = Phrase("sky.no-moonrise", in: .sky)
    public static let skyNoMoonset = Phrase("sky.no-moonset", in: .sky)
    static let skyChangeTemplate = Phrase("sky.change", "change", in: .sky)
    public static func skyChange(change: String) -> Phrase { skyChangeTemplate.filled(change) }
    public static let skySameLength = Phrase("sky.same-length", in: .sky)
    static let skyAgeDaysTemplate = Phrase("sky.age-days", "days", in: .sky)
    public static func skyAgeDays(days: String) -> Phrase { skyAgeDaysTemplate.filled(days) }
    static let skyHoursMinutesTemplate = Phrase("sky.hours-minutes", "hours", "minutes", in: .sky)
    public static func skyHoursMinutes(hours: String, minutes: String) -> Phrase { skyHoursMinutesTemplate.filled(hours, minutes) }
    static let skyMinutesSecondsTemplate = Phrase("sky.minutes-seconds", "minutes", "seconds", in: .sky)
    public static func skyMinutesSeconds(minutes: String, seconds: String) -> Phrase { skyMinutesSecondsTemplate.filled(minutes, seconds) }
    static let skySecondsTemplate = Phrase("sky.seconds", "seconds", in: .sky)
    public static func skySeconds(seconds: String) -> Phrase { skySecondsTemplate.filled(seconds) }
    public static let skyHere = Phrase("sky.here", in: .sky)
    public static let skyHerePolarNight = Phrase("sky.here-polar-night", in: .sky)
    public static let skyHerePolarDay = Phrase("sky.here-polar-day", in: .sky)
    static let skyHereWordsTemplate = Phrase("sky.here-words", "sun", "moon", in: .sky)
    public static func skyHereWords(sun: String, moon: String) -> Phrase { skyHereWordsTemplate.filled(sun, moon) }
    public static let moonNewMoon = Phrase("moon.new-moon", in: .sky)
    public static let moonWaxingCrescent = Phrase("moon.waxing-crescent", in: .sky)
    public static let moonFirstQuarter = Phrase("moon.first-quarter", in: .sky)
    public static let moonWaxingGibbous = Phrase("moon.waxing-gibbous", in: .sky)
    public static let moonFullMoon = Phrase("moon.full-moon", in: .sky)
    public static let moonWaningGibbous = Phrase("moon.waning-gibbous", in: .sky)
    public static let moonLastQuarter = Phrase("moon.last-quarter", in: .sky)
    public static let moonWaningCrescent = Phrase("moon.waning-crescent", in: .sky)

    public static let allSky: [Phrase] = [
        .skyDateTemplate, .skyClockZoneTemplate, .skyClockLongitudeTemplate, .skyClockProviderTemplate, .skySun, .skyDawn, .skySunrise, .skySolarNoon,
        .skySunset, .skyDusk, .skyDayLength, .skyGoldenHour, .skyMoon, .skyIllumination, .skyAge, .skyMoonrise,
        .skyMoonset, .skyNextFull, .skyNextNew, .skyPolarNight, .skyPolarDay, .skyNoMoonrise, .skyNoMoonset,
        .skyChangeTemplate, .skySameLength, .skyAgeDaysTemplate, .skyHoursMinutesTemplate, .skyMinutesSecondsTemplate, .skySecondsTemplate, .skyHere,
        .skyHerePolarNight, .skyHerePolarDay, .skyHereWordsTemplate, .moonNewMoon, .moonWaxingCrescent, .moonFirstQuarter,
        .moonWaxingGibbous, .moonFullMoon, .moonWaningGibbous, .moonLastQuarter, .moonWaningCrescent,
    ]
}
