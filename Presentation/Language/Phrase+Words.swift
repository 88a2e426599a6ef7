/// Phrases: Numbers, dates, conditions, icons and compass points.
extension Phrase {
    public static let numberDecimalSeparator = Phrase("number.decimal-separator")
    static let numberPercentTemplate = Phrase("number.percent", "value")
    public static func numberPercent(value: String) -> Phrase { numberPercentTemplate.filled(value) }
    public static let weekdayShortSun = Phrase("weekday.short.sun")
    public static let weekdayShortMon = Phrase("weekday.short.mon")
    public static let weekdayShortTue = Phrase("weekday.short.tue")
    public static let weekdayShortWed = Phrase("weekday.short.wed")
    public static let weekdayShortThu = Phrase("weekday.short.thu")
    public static let weekdayShortFri = Phrase("weekday.short.fri")
    public static let weekdayShortSat = Phrase("weekday.short.sat")
    public static let weekdayLongSun = Phrase("weekday.long.sun")
    public static let weekdayLongMon = Phrase("weekday.long.mon")
    public static let weekdayLongTue = Phrase("weekday.long.tue")
    public static let weekdayLongWed = Phrase("weekday.long.wed")
    public static let weekdayLongThu = Phrase("weekday.long.thu")
    public static let weekdayLongFri = Phrase("weekday.long.fri")
    public static let weekdayLongSat = Phrase("weekday.long.sat")
    public static let monthShort1 = Phrase("month.short.1")
    public static let monthShort2 = Phrase("month.short.2")
    public static let monthShort3 = Phrase("month.short.3")
    public static let monthShort4 = Phrase("month.short.4")
    public static let monthShort5 = Phrase("month.short.5")
    public static let monthShort6 = Phrase("month.short.6")
    public static let monthShort7 = Phrase("month.short.7")
    public static let monthShort8 = Phrase("month.short.8")
    public static let monthShort9 = Phrase("month.short.9")
    public static let monthShort10 = Phrase("month.short.10")
    public static let monthShort11 = Phrase("month.short.11")
    public static let monthShort12 = Phrase("month.short.12")
    public static let monthLong1 = Phrase("month.long.1")
    public static let monthLong2 = Phrase("month.long.2")
    public static let monthLong3 = Phrase("month.long.3")
    public static let monthLong4 = Phrase("month.long.4")
    public static let monthLong5 = Phrase("month.long.5")
    public static let monthLong6 = Phrase("month.long.6")
    public static let monthLong7 = Phrase("month.long.7")
    public static let monthLong8 = Phrase("month.long.8")
    public static let monthLong9 = Phrase("month.long.9")
    public static let monthLong10 = Phrase("month.long.10")
    public static let monthLong11 = Phrase("month.long.11")
    public static let monthLong12 = Phrase("month.long.12")
    static let dateShortTemplate = Phrase("date.short", "weekday", "day", "month")
    public static func dateShort(weekday: String, day: String, month: String) -> Phrase { dateShortTemplate.filled(weekday, day, month) }
    static let dateLongTemplate = Phrase("date.long", "weekday", "day", "month")
    public static func dateLong(weekday: String, day: String, month: String) -> Phrase { dateLongTemplate.filled(weekday, day, month) }
    static let dateWeekdayTimeTemplate = Phrase("date.weekday-time", "weekday", "time")
    public static func dateWeekdayTime(weekday: String, time: String) -> Phrase { dateWeekdayTimeTemplate.filled(weekday, time) }
    public static let conditionClear = Phrase("condition.clear")
    public static let conditionMostlyClear = Phrase("condition.mostly-clear")
    public static let conditionPartlyCloudy = Phrase("condition.partly-cloudy")
    public static let conditionOvercast = Phrase("condition.overcast")
    public static let conditionFog = Phrase("condition.fog")
    public static let conditionDrizzle = Phrase("condition.drizzle")
    public static let conditionFreezingDrizzle = Phrase("condition.freezing-drizzle")
    public static let conditionRain = Phrase("condition.rain")
    public static let conditionHeavyRain = Phrase("condition.heavy-rain")
    public static let conditionFreezingRain = Phrase("condition.freezing-rain")
    public static let conditionSnow = Phrase("condition.snow")
    public static let conditionSleet = Phrase("condition.sleet")
    public static let conditionRainShowers = Phrase("condition.rain-showers")
    public static let conditionSnowShowers = Phrase("condition.snow-showers")
    public static let conditionThunderstorm = Phrase("condition.thunderstorm")
    public static let conditionHail = Phrase("condition.hail")
    public static let conditionUnknown = Phrase("condition.unknown")
    public static let iconClear = Phrase("icon.clear")
    public static let iconPartlyCloudy = Phrase("icon.partly-cloudy")
    public static let iconCloudy = Phrase("icon.cloudy")
    public static let iconFog = Phrase("icon.fog")
    public static let iconDrizzle = Phrase("icon.drizzle")
    public static let iconRain = Phrase("icon.rain")
    public static let iconThunderstorm = Phrase("icon.thunderstorm")
    public static let iconSnow = Phrase("icon.snow")
    public static let compassN = Phrase("compass.n")
    public static let compassNne = Phrase("compass.nne")
    public static let compassNe = Phrase("compass.ne")
    public static let compassEne = Phrase("compass.ene")
    public static let compassE = Phrase("compass.e")
    public static let compassEse = Phrase("compass.ese")
    public static let compassSe = Phrase("compass.se")
    public static let compassSse = Phrase("compass.sse")
    public static let compassS = Phrase("compass.s")
    public static let compassSsw = Phrase("compass.ssw")
    public static let compassSw = Phrase("compass.sw")
    public static let compassWsw = Phrase("compass.wsw")
    public static let compassW = Phrase("compass.w")
    public static let compassWnw = Phrase("compass.wnw")
    public static let compassNw = Phrase("compass.nw")
    public static let compassNnw = Phrase("compass.nnw")
    public static let unitsMetric = Phrase("units.metric")
    public static let unitsImperial = Phrase("units.imperial")
    static let uvTemplate = Phrase("uv", "index")
    public static func uv(index: String) -> Phrase { uvTemplate.filled(index) }
    static let windGustsTemplate = Phrase("wind.gusts", "wind", "gusts")
    public static func windGusts(wind: String, gusts: String) -> Phrase { windGustsTemplate.filled(wind, gusts) }

    static let allWords: [Phrase] = [
        .numberDecimalSeparator, .numberPercentTemplate, .weekdayShortSun, .weekdayShortMon, .weekdayShortTue,
        .weekdayShortWed, .weekdayShortThu, .weekdayShortFri, .weekdayShortSat, .weekdayLongSun, .weekdayLongMon,
        .weekdayLongTue, .weekdayLongWed, .weekdayLongThu, .weekdayLongFri, .weekdayLongSat, .monthShort1,
        .monthShort2, .monthShort3, .monthShort4, .monthShort5, .monthShort6, .monthShort7, .monthShort8,
        .monthShort9, .monthShort10, .monthShort11, .monthShort12, .monthLong1, .monthLong2, .monthLong3, .monthLong4,
        .monthLong5, .monthLong6, .monthLong7, .monthLong8, .monthLong9, .monthLong10, .monthLong11, .monthLong12,
        .dateShortTemplate, .dateLongTemplate, .dateWeekdayTimeTemplate, .conditionClear, .conditionMostlyClear, .conditionPartlyCloudy,
        .conditionOvercast, .conditionFog, .conditionDrizzle, .conditionFreezingDrizzle, .conditionRain,
        .conditionHeavyRain, .conditionFreezingRain, .conditionSnow, .conditionSleet, .conditionRainShowers,
        .conditionSnowShowers, .conditionThunderstorm, .conditionHail, .conditionUnknown, .iconClear,
        .iconPartlyCloudy, .iconCloudy, .iconFog, .iconDrizzle, .iconRain, .iconThunderstorm, .iconSnow, .compassN,
        .compassNne, .compassNe, .compassEne, .compassE, .compassEse, .compassSe, .compassSse, .compassS, .compassSsw,
        .compassSw, .compassWsw, .compassW, .compassWnw, .compassNw, .compassNnw, .unitsMetric, .unitsImperial, .uvTemplate,
        .windGustsTemplate,
    ]
}
