import Domain

/// Every phrase wf says, by its key in the phrase tables (`Phrases/<language>.json`).
///
/// A key is spelled once, here; a table that lacks one, or has one this list lacks, fails
/// `PhraseTableTests`.
public enum Phrase: String, CaseIterable, Sendable {
    case numberDecimalSeparator = "number.decimal-separator"
    case weekdayShortSun = "weekday.short.sun"
    case weekdayShortMon = "weekday.short.mon"
    case weekdayShortTue = "weekday.short.tue"
    case weekdayShortWed = "weekday.short.wed"
    case weekdayShortThu = "weekday.short.thu"
    case weekdayShortFri = "weekday.short.fri"
    case weekdayShortSat = "weekday.short.sat"
    case weekdayLongSun = "weekday.long.sun"
    case weekdayLongMon = "weekday.long.mon"
    case weekdayLongTue = "weekday.long.tue"
    case weekdayLongWed = "weekday.long.wed"
    case weekdayLongThu = "weekday.long.thu"
    case weekdayLongFri = "weekday.long.fri"
    case weekdayLongSat = "weekday.long.sat"
    case monthShort1 = "month.short.1"
    case monthShort2 = "month.short.2"
    case monthShort3 = "month.short.3"
    case monthShort4 = "month.short.4"
    case monthShort5 = "month.short.5"
    case monthShort6 = "month.short.6"
    case monthShort7 = "month.short.7"
    case monthShort8 = "month.short.8"
    case monthShort9 = "month.short.9"
    case monthShort10 = "month.short.10"
    case monthShort11 = "month.short.11"
    case monthShort12 = "month.short.12"
    case monthLong1 = "month.long.1"
    case monthLong2 = "month.long.2"
    case monthLong3 = "month.long.3"
    case monthLong4 = "month.long.4"
    case monthLong5 = "month.long.5"
    case monthLong6 = "month.long.6"
    case monthLong7 = "month.long.7"
    case monthLong8 = "month.long.8"
    case monthLong9 = "month.long.9"
    case monthLong10 = "month.long.10"
    case monthLong11 = "month.long.11"
    case monthLong12 = "month.long.12"
    case dateShort = "date.short"
    case dateLong = "date.long"
    case dateWeekdayTime = "date.weekday-time"
    case conditionClear = "condition.clear"
    case conditionMostlyClear = "condition.mostly-clear"
    case conditionPartlyCloudy = "condition.partly-cloudy"
    case conditionOvercast = "condition.overcast"
    case conditionFog = "condition.fog"
    case conditionDrizzle = "condition.drizzle"
    case conditionFreezingDrizzle = "condition.freezing-drizzle"
    case conditionRain = "condition.rain"
    case conditionHeavyRain = "condition.heavy-rain"
    case conditionFreezingRain = "condition.freezing-rain"
    case conditionSnow = "condition.snow"
    case conditionSleet = "condition.sleet"
    case conditionRainShowers = "condition.rain-showers"
    case conditionSnowShowers = "condition.snow-showers"
    case conditionThunderstorm = "condition.thunderstorm"
    case conditionHail = "condition.hail"
    case conditionUnknown = "condition.unknown"
    case iconClear = "icon.clear"
    case iconPartlyCloudy = "icon.partly-cloudy"
    case iconCloudy = "icon.cloudy"
    case iconFog = "icon.fog"
    case iconDrizzle = "icon.drizzle"
    case iconRain = "icon.rain"
    case iconThunderstorm = "icon.thunderstorm"
    case iconSnow = "icon.snow"
    case compassN = "compass.n"
    case compassNne = "compass.nne"
    case compassNe = "compass.ne"
    case compassEne = "compass.ene"
    case compassE = "compass.e"
    case compassEse = "compass.ese"
    case compassSe = "compass.se"
    case compassSse = "compass.sse"
    case compassS = "compass.s"
    case compassSsw = "compass.ssw"
    case compassSw = "compass.sw"
    case compassWsw = "compass.wsw"
    case compassW = "compass.w"
    case compassWnw = "compass.wnw"
    case compassNw = "compass.nw"
    case compassNnw = "compass.nnw"
    case unitsMetric = "units.metric"
    case unitsImperial = "units.imperial"
    case uv = "uv"
    case windGusts = "wind.gusts"
    case headerUpdated = "header.updated"
    case headerFromCache = "header.from-cache"
    case credit = "credit"
    case searchAlso = "search.also"
    case searchNoDays = "search.no-days"
    case hourlyFeels = "hourly.feels"
    case hourlyNoHours = "hourly.no-hours"
    case chartRain = "chart.rain"
    case factTemperature = "fact.temperature"
    case factToday = "fact.today"
    case factHumidity = "fact.humidity"
    case factPressure = "fact.pressure"
    case factWind = "fact.wind"
    case factGusts = "fact.gusts"
    case factRain = "fact.rain"
    case factUvIndex = "fact.uv-index"
    case factClouds = "fact.clouds"
    case factVisibility = "fact.visibility"
    case factSun = "fact.sun"
    case factNextHours = "fact.next-hours"
    case factFeelsLike = "fact.feels-like"
    case factLowHigh = "fact.low-high"
    case factWindFrom = "fact.wind-from"
    case factRainLastHour = "fact.rain-last-hour"
    case factSunriseSunset = "fact.sunrise-sunset"
    case factChanceOfRain = "fact.chance-of-rain"
    case factRainAmount = "fact.rain-amount"
    case reportNextDays = "report.next-days"
    case reportLastUpdated = "report.last-updated"
    case reportOffline = "report.offline"
    case reportRefreshFailed = "report.refresh-failed"
    case favouritesNone = "favourites.none"
    case favouritesCached = "favourites.cached"
    case favouritesOffline = "favourites.offline"
    case favouritesError = "favourites.error"
    case spokenUnitCelsius = "spoken.unit.celsius"
    case spokenUnitFahrenheit = "spoken.unit.fahrenheit"
    case spokenUnitMillimetres = "spoken.unit.millimetres"
    case spokenUnitInches = "spoken.unit.inches"
    case spokenUnitKilometresPerHour = "spoken.unit.kilometres-per-hour"
    case spokenUnitMilesPerHour = "spoken.unit.miles-per-hour"
    case spokenUnitHectopascals = "spoken.unit.hectopascals"
    case spokenUnitInchesOfMercury = "spoken.unit.inches-of-mercury"
    case spokenUnitKilometres = "spoken.unit.kilometres"
    case spokenUnitMiles = "spoken.unit.miles"
    case spokenDirectionN = "spoken.direction.n"
    case spokenDirectionNe = "spoken.direction.ne"
    case spokenDirectionE = "spoken.direction.e"
    case spokenDirectionSe = "spoken.direction.se"
    case spokenDirectionS = "spoken.direction.s"
    case spokenDirectionSw = "spoken.direction.sw"
    case spokenDirectionW = "spoken.direction.w"
    case spokenDirectionNw = "spoken.direction.nw"
    case spokenDirectionUnknown = "spoken.direction.unknown"
    case spokenDay = "spoken.day"
    case spokenTemperatures = "spoken.temperatures"
    case spokenHour = "spoken.hour"
    case spokenHourFeelsLike = "spoken.hour-feels-like"
    case spokenNow = "spoken.now"
    case spokenNowFeelsLike = "spoken.now-feels-like"
    case spokenTodayRange = "spoken.today-range"
    case spokenHumidity = "spoken.humidity"
    case spokenPressure = "spoken.pressure"
    case spokenUvIndex = "spoken.uv-index"
    case spokenSun = "spoken.sun"
    case spokenRain = "spoken.rain"
    case spokenRainChance = "spoken.rain-chance"
    case spokenRainAmountChance = "spoken.rain-amount-chance"
    case spokenWind = "spoken.wind"
    case spokenWindFrom = "spoken.wind-from"
    case spokenWindGusts = "spoken.wind-gusts"
    case spokenWindFromGusts = "spoken.wind-from-gusts"
    case spokenForecastFor = "spoken.forecast-for"
    case spokenHourlyFor = "spoken.hourly-for"
    case spokenDataSource = "spoken.data-source"
    case spokenSource = "spoken.source"
    case spokenSourceCache = "spoken.source-cache"
    case spokenSourceOffline = "spoken.source-offline"
    case spokenNoDays = "spoken.no-days"
    case spokenNoHours = "spoken.no-hours"
    case spokenAlternatives = "spoken.alternatives"
    case spokenChanceOfRainNext = "spoken.chance-of-rain-next"
    case spokenNextDays = "spoken.next-days"
    case spokenLastUpdated = "spoken.last-updated"
    case spokenLastUpdatedOffline = "spoken.last-updated-offline"
    case spokenNoFavourites = "spoken.no-favourites"
    case spokenFavouriteCountOne = "spoken.favourite-count-one"
    case spokenFavouriteCount = "spoken.favourite-count"
    case spokenFavourite = "spoken.favourite"
    case spokenFavouriteCached = "spoken.favourite-cached"
    case spokenFavouriteFailed = "spoken.favourite-failed"
    case spokenCredit = "spoken.credit"
    case spokenMapPlaces = "spoken.map.places"
    case spokenMapHere = "spoken.map.here"
    case spokenMapHereUnknown = "spoken.map.here-unknown"
    case spokenMapFavourite = "spoken.map.favourite"
    case spokenMapFavouriteWithoutHere = "spoken.map.favourite-without-here"
    case spokenMapAtHere = "spoken.map.at-here"
    case spokenMapWeather = "spoken.map.weather"
    case spokenMapNoWeather = "spoken.map.no-weather"
    case spokenMapCursor = "spoken.map.cursor"
    case spokenMapNearest = "spoken.map.nearest"
    case spokenMapNearestHere = "spoken.map.nearest-here"
    case spokenMapLoading = "spoken.map.loading"
    case spokenMapBack = "spoken.map.back"
    case spokenMapZoom = "spoken.map.zoom"
    case spokenMapStart = "spoken.map.start"
    case spokenMapPlacesOne = "spoken.map.places-one"
    case spokenMapPoint = "spoken.map.point"
    case spokenMapHereName = "spoken.map.here-name"
    case noteOffline = "note.offline"
    case noteAgeOneDay = "note.age-one-day"
    case noteAgeDays = "note.age-days"
    case mapHere = "map.here"
    case mapCredit = "map.credit"
    case mapKeynameArrows = "map.keyname.arrows"
    case mapKeynameEnterTwice = "map.keyname.enter-twice"
    case watchLoading = "watch.loading"
    case watchLoadingSpoken = "watch.loading-spoken"
    case watchRetrying = "watch.retrying"
    case mapMessageNoFavourites = "map.message.no-favourites"
    case mapMessageNoFavouriteOne = "map.message.no-favourite-one"
    case mapMessageNoFavourite = "map.message.no-favourite"
    case mapMessageNoLocation = "map.message.no-location"
    case mapMessageAlready = "map.message.already"
    case mapMessageAdded = "map.message.added"
    case mapMessageAmbiguous = "map.message.ambiguous"
    case mapMessageFailed = "map.message.failed"
    case mapLegendNoFavourites = "map.legend.no-favourites"
    case mapLegendOutsideOne = "map.legend.outside-one"
    case mapLegendOutside = "map.legend.outside"
    case mapLineNoFavourites = "map.line.no-favourites"
    case mapLineNoneInView = "map.line.none-in-view"
    case mapLineOutside = "map.line.outside"
    case mapStatus = "map.status"
    case mapPanelWeatherAt = "map.panel.weather-at"
    case mapPanelLoading = "map.panel.loading"
    case mapPanelBack = "map.panel.back"
    case mapPanelAdd = "map.panel.add"
    case mapPanelOffline = "map.panel.offline"
    case mapKeysTitle = "map.keys.title"
    case mapKeysAnyKey = "map.keys.any-key"
    case mapKeyMove = "map.key.move"
    case mapKeyMoveShort = "map.key.move-short"
    case mapKeyZoom = "map.key.zoom"
    case mapKeyZoomShort = "map.key.zoom-short"
    case mapKeyWeather = "map.key.weather"
    case mapKeyWeatherShort = "map.key.weather-short"
    case mapKeyFavourite = "map.key.favourite"
    case mapKeyFavouriteShort = "map.key.favourite-short"
    case mapKeyGoTo = "map.key.go-to"
    case mapKeyGoToShort = "map.key.go-to-short"
    case mapKeyHere = "map.key.here"
    case mapKeyHereShort = "map.key.here-short"
    case mapKeyKeys = "map.key.keys"
    case mapKeyKeysShort = "map.key.keys-short"
    case mapKeyClose = "map.key.close"
    case mapKeyCloseShort = "map.key.close-short"
    case mapKeySuspend = "map.key.suspend"
    case mapKeySuspendShort = "map.key.suspend-short"
    case mapKeyInterrupt = "map.key.interrupt"
    case mapKeyInterruptShort = "map.key.interrupt-short"
}

extension Phrase {
    /// Sunday first, as `CalendarDay.weekday` counts.
    static let shortWeekdays: [Phrase] = [.weekdayShortSun, .weekdayShortMon, .weekdayShortTue, .weekdayShortWed,
                                          .weekdayShortThu, .weekdayShortFri, .weekdayShortSat]
    static let longWeekdays: [Phrase] = [.weekdayLongSun, .weekdayLongMon, .weekdayLongTue, .weekdayLongWed,
                                         .weekdayLongThu, .weekdayLongFri, .weekdayLongSat]
    static let shortMonths: [Phrase] = [.monthShort1, .monthShort2, .monthShort3, .monthShort4, .monthShort5, .monthShort6,
                                        .monthShort7, .monthShort8, .monthShort9, .monthShort10, .monthShort11, .monthShort12]
    static let longMonths: [Phrase] = [.monthLong1, .monthLong2, .monthLong3, .monthLong4, .monthLong5, .monthLong6,
                                       .monthLong7, .monthLong8, .monthLong9, .monthLong10, .monthLong11, .monthLong12]
    /// Clockwise from north, in 22.5° steps.
    static let compassPoints: [Phrase] = [.compassN, .compassNne, .compassNe, .compassEne, .compassE, .compassEse, .compassSe,
                                          .compassSse, .compassS, .compassSsw, .compassSw, .compassWsw, .compassW, .compassWnw,
                                          .compassNw, .compassNnw]
    /// Clockwise from north, in 45° steps.
    static let spokenDirections: [Phrase] = [.spokenDirectionN, .spokenDirectionNe, .spokenDirectionE, .spokenDirectionSe,
                                             .spokenDirectionS, .spokenDirectionSw, .spokenDirectionW, .spokenDirectionNw]

    static func condition(_ category: ConditionCategory) -> Phrase {
        switch category {
        case .clear: .conditionClear
        case .mostlyClear: .conditionMostlyClear
        case .partlyCloudy: .conditionPartlyCloudy
        case .overcast: .conditionOvercast
        case .fog: .conditionFog
        case .drizzle: .conditionDrizzle
        case .freezingDrizzle: .conditionFreezingDrizzle
        case .rain: .conditionRain
        case .heavyRain: .conditionHeavyRain
        case .freezingRain: .conditionFreezingRain
        case .snow: .conditionSnow
        case .sleet: .conditionSleet
        case .rainShowers: .conditionRainShowers
        case .snowShowers: .conditionSnowShowers
        case .thunderstorm: .conditionThunderstorm
        case .hail: .conditionHail
        case .unknown: .conditionUnknown
        }
    }

    /// The icon in words, where no glyph can be drawn; nil for the unknown icon.
    static func icon(_ icon: WeatherIcon) -> Phrase? {
        switch icon {
        case .clear: .iconClear
        case .partlyCloudy: .iconPartlyCloudy
        case .cloudy: .iconCloudy
        case .fog: .iconFog
        case .drizzle: .iconDrizzle
        case .rain: .iconRain
        case .thunderstorm: .iconThunderstorm
        case .snow: .iconSnow
        case .unknown: nil
        }
    }
}
