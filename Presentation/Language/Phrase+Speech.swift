/// Phrases: Sentences for a screen reader (`--accessible`).
extension Phrase {
    static let spokenUnitCelsiusTemplate = Phrase("spoken.unit.celsius", "value")
    public static func spokenUnitCelsius(value: String) -> Phrase { spokenUnitCelsiusTemplate.filled(value) }
    static let spokenUnitFahrenheitTemplate = Phrase("spoken.unit.fahrenheit", "value")
    public static func spokenUnitFahrenheit(value: String) -> Phrase { spokenUnitFahrenheitTemplate.filled(value) }
    static let spokenUnitMillimetresTemplate = Phrase("spoken.unit.millimetres", "value")
    public static func spokenUnitMillimetres(value: String) -> Phrase { spokenUnitMillimetresTemplate.filled(value) }
    static let spokenUnitInchesTemplate = Phrase("spoken.unit.inches", "value")
    public static func spokenUnitInches(value: String) -> Phrase { spokenUnitInchesTemplate.filled(value) }
    static let spokenUnitKilometresPerHourTemplate = Phrase("spoken.unit.kilometres-per-hour", "value")
    public static func spokenUnitKilometresPerHour(value: String) -> Phrase { spokenUnitKilometresPerHourTemplate.filled(value) }
    static let spokenUnitMilesPerHourTemplate = Phrase("spoken.unit.miles-per-hour", "value")
    public static func spokenUnitMilesPerHour(value: String) -> Phrase { spokenUnitMilesPerHourTemplate.filled(value) }
    static let spokenUnitMetresPerSecondTemplate = Phrase("spoken.unit.metres-per-second", "value")
    public static func spokenUnitMetresPerSecond(value: String) -> Phrase { spokenUnitMetresPerSecondTemplate.filled(value) }
    static let spokenUnitKnotsTemplate = Phrase("spoken.unit.knots", "value")
    public static func spokenUnitKnots(value: String) -> Phrase { spokenUnitKnotsTemplate.filled(value) }
    static let spokenUnitBeaufortTemplate = Phrase("spoken.unit.beaufort", "value")
    public static func spokenUnitBeaufort(value: String) -> Phrase { spokenUnitBeaufortTemplate.filled(value) }
    static let spokenUnitHectopascalsTemplate = Phrase("spoken.unit.hectopascals", "value")
    public static func spokenUnitHectopascals(value: String) -> Phrase { spokenUnitHectopascalsTemplate.filled(value) }
    static let spokenUnitInchesOfMercuryTemplate = Phrase("spoken.unit.inches-of-mercury", "value")
    public static func spokenUnitInchesOfMercury(value: String) -> Phrase { spokenUnitInchesOfMercuryTemplate.filled(value) }
    static let spokenUnitKilometresTemplate = Phrase("spoken.unit.kilometres", "value")
    public static func spokenUnitKilometres(value: String) -> Phrase { spokenUnitKilometresTemplate.filled(value) }
    static let spokenUnitMilesTemplate = Phrase("spoken.unit.miles", "value")
    public static func spokenUnitMiles(value: String) -> Phrase { spokenUnitMilesTemplate.filled(value) }
    public static let spokenDirectionN = Phrase("spoken.direction.n")
    public static let spokenDirectionNe = Phrase("spoken.direction.ne")
    public static let spokenDirectionE = Phrase("spoken.direction.e")
    public static let spokenDirectionSe = Phrase("spoken.direction.se")
    public static let spokenDirectionS = Phrase("spoken.direction.s")
    public static let spokenDirectionSw = Phrase("spoken.direction.sw")
    public static let spokenDirectionW = Phrase("spoken.direction.w")
    public static let spokenDirectionNw = Phrase("spoken.direction.nw")
    public static let spokenDirectionUnknown = Phrase("spoken.direction.unknown")
    static let spokenDayTemplate = Phrase("spoken.day", "date", "place", "condition")
    public static func spokenDay(date: String, place: String, condition: String) -> Phrase { spokenDayTemplate.filled(date, place, condition) }
    static let spokenTemperaturesTemplate = Phrase("spoken.temperatures", "average", "low", "high")
    public static func spokenTemperatures(average: String, low: String, high: String) -> Phrase { spokenTemperaturesTemplate.filled(average, low, high) }
    static let spokenHourTemplate = Phrase("spoken.hour", "time", "condition", "temperature")
    public static func spokenHour(time: String, condition: String, temperature: String) -> Phrase { spokenHourTemplate.filled(time, condition, temperature) }
    static let spokenHourFeelsLikeTemplate = Phrase("spoken.hour-feels-like", "time", "condition", "temperature", "feels")
    public static func spokenHourFeelsLike(time: String, condition: String, temperature: String, feels: String) -> Phrase { spokenHourFeelsLikeTemplate.filled(time, condition, temperature, feels) }
    static let spokenNowTemplate = Phrase("spoken.now", "place", "condition", "temperature")
    public static func spokenNow(place: String, condition: String, temperature: String) -> Phrase { spokenNowTemplate.filled(place, condition, temperature) }
    static let spokenNowFeelsLikeTemplate = Phrase("spoken.now-feels-like", "place", "condition", "temperature", "feels")
    public static func spokenNowFeelsLike(place: String, condition: String, temperature: String, feels: String) -> Phrase { spokenNowFeelsLikeTemplate.filled(place, condition, temperature, feels) }
    static let spokenTodayRangeTemplate = Phrase("spoken.today-range", "low", "high")
    public static func spokenTodayRange(low: String, high: String) -> Phrase { spokenTodayRangeTemplate.filled(low, high) }
    static let spokenHumidityTemplate = Phrase("spoken.humidity", "percent")
    public static func spokenHumidity(percent: String) -> Phrase { spokenHumidityTemplate.filled(percent) }
    static let spokenPressureTemplate = Phrase("spoken.pressure", "pressure")
    public static func spokenPressure(pressure: String) -> Phrase { spokenPressureTemplate.filled(pressure) }
    static let spokenUvIndexTemplate = Phrase("spoken.uv-index", "index")
    public static func spokenUvIndex(index: String) -> Phrase { spokenUvIndexTemplate.filled(index) }
    static let spokenSunTemplate = Phrase("spoken.sun", "sunrise", "sunset")
    public static func spokenSun(sunrise: String, sunset: String) -> Phrase { spokenSunTemplate.filled(sunrise, sunset) }
    static let spokenRainTemplate = Phrase("spoken.rain", "amount")
    public static func spokenRain(amount: String) -> Phrase { spokenRainTemplate.filled(amount) }
    static let spokenRainChanceTemplate = Phrase("spoken.rain-chance", "chance")
    public static func spokenRainChance(chance: String) -> Phrase { spokenRainChanceTemplate.filled(chance) }
    static let spokenRainAmountChanceTemplate = Phrase("spoken.rain-amount-chance", "amount", "chance")
    public static func spokenRainAmountChance(amount: String, chance: String) -> Phrase { spokenRainAmountChanceTemplate.filled(amount, chance) }
    static let spokenWindTemplate = Phrase("spoken.wind", "speed")
    public static func spokenWind(speed: String) -> Phrase { spokenWindTemplate.filled(speed) }
    static let spokenWindFromTemplate = Phrase("spoken.wind-from", "speed", "direction")
    public static func spokenWindFrom(speed: String, direction: String) -> Phrase { spokenWindFromTemplate.filled(speed, direction) }
    static let spokenWindGustsTemplate = Phrase("spoken.wind-gusts", "speed", "gusts")
    public static func spokenWindGusts(speed: String, gusts: String) -> Phrase { spokenWindGustsTemplate.filled(speed, gusts) }
    static let spokenWindFromGustsTemplate = Phrase("spoken.wind-from-gusts", "speed", "direction", "gusts")
    public static func spokenWindFromGusts(speed: String, direction: String, gusts: String) -> Phrase { spokenWindFromGustsTemplate.filled(speed, direction, gusts) }
    static let spokenForecastForTemplate = Phrase("spoken.forecast-for", "place")
    public static func spokenForecastFor(place: String) -> Phrase { spokenForecastForTemplate.filled(place) }
    static let spokenHourlyForTemplate = Phrase("spoken.hourly-for", "place")
    public static func spokenHourlyFor(place: String) -> Phrase { spokenHourlyForTemplate.filled(place) }
    static let spokenHeadingTemplate = Phrase("spoken.heading", "what")
    public static func spokenHeading(what: String) -> Phrase { spokenHeadingTemplate.filled(what) }
    static let spokenTimestampTemplate = Phrase("spoken.timestamp", "day", "month", "time")
    public static func spokenTimestamp(day: String, month: String, time: String) -> Phrase { spokenTimestampTemplate.filled(day, month, time) }
    static let spokenZoneUTCTemplate = Phrase("spoken.zone-utc", "time")
    public static func spokenZoneUTC(time: String) -> Phrase { spokenZoneUTCTemplate.filled(time) }
    static let spokenZoneAheadTemplate = Phrase("spoken.zone-ahead", "time", "offset")
    public static func spokenZoneAhead(time: String, offset: String) -> Phrase { spokenZoneAheadTemplate.filled(time, offset) }
    static let spokenZoneBehindTemplate = Phrase("spoken.zone-behind", "time", "offset")
    public static func spokenZoneBehind(time: String, offset: String) -> Phrase { spokenZoneBehindTemplate.filled(time, offset) }
    static let spokenSourceTemplate = Phrase("spoken.source", "provider", "time")
    public static func spokenSource(provider: String, time: String) -> Phrase { spokenSourceTemplate.filled(provider, time) }
    static let spokenSourceCacheTemplate = Phrase("spoken.source-cache", "provider", "time")
    public static func spokenSourceCache(provider: String, time: String) -> Phrase { spokenSourceCacheTemplate.filled(provider, time) }
    static let spokenSourceOfflineTemplate = Phrase("spoken.source-offline", "provider", "time")
    public static func spokenSourceOffline(provider: String, time: String) -> Phrase { spokenSourceOfflineTemplate.filled(provider, time) }
    public static let spokenNoDays = Phrase("spoken.no-days")
    public static let spokenNoHours = Phrase("spoken.no-hours")
    static let spokenAlternativesTemplate = Phrase("spoken.alternatives", "places")
    public static func spokenAlternatives(places: String) -> Phrase { spokenAlternativesTemplate.filled(places) }
    static let spokenChanceOfRainNextTemplate = Phrase("spoken.chance-of-rain-next", "hours", "percent")
    public static func spokenChanceOfRainNext(hours: String, percent: String) -> Phrase { spokenChanceOfRainNextTemplate.filled(hours, percent) }
    static let spokenReportAirPollutantTemplate = Phrase("spoken.report.air-pollutant", "pollutant")
    public static func spokenReportAirPollutant(pollutant: String) -> Phrase { spokenReportAirPollutantTemplate.filled(pollutant) }
    public static let spokenReportAirUnavailable = Phrase("spoken.report.air-unavailable")
    public static let spokenRainDry = Phrase("spoken.rain-dry")
    static let spokenRainStartsTemplate = Phrase("spoken.rain-starts", "start")
    public static func spokenRainStarts(start: String) -> Phrase { spokenRainStartsTemplate.filled(start) }
    static let spokenRainStartsStopsTemplate = Phrase("spoken.rain-starts-stops", "start", "stop")
    public static func spokenRainStartsStops(start: String, stop: String) -> Phrase { spokenRainStartsStopsTemplate.filled(start, stop) }
    public static let spokenRainThroughout = Phrase("spoken.rain-throughout")
    static let spokenRainStoppingTemplate = Phrase("spoken.rain-stopping", "stop")
    public static func spokenRainStopping(stop: String) -> Phrase { spokenRainStoppingTemplate.filled(stop) }
    public static let spokenRainUnavailable = Phrase("spoken.rain-unavailable")
    static let spokenNextDaysTemplate = Phrase("spoken.next-days", "days")
    public static func spokenNextDays(days: String) -> Phrase { spokenNextDaysTemplate.filled(days) }
    static let spokenLastUpdatedTemplate = Phrase("spoken.last-updated", "time")
    public static func spokenLastUpdated(time: String) -> Phrase { spokenLastUpdatedTemplate.filled(time) }
    static let spokenLastUpdatedOfflineTemplate = Phrase("spoken.last-updated-offline", "time")
    public static func spokenLastUpdatedOffline(time: String) -> Phrase { spokenLastUpdatedOfflineTemplate.filled(time) }
    public static let spokenNoFavourites = Phrase("spoken.no-favourites")
    public static let spokenFavouriteCountOne = Phrase("spoken.favourite-count-one")
    static let spokenFavouriteCountTemplate = Phrase("spoken.favourite-count", "count")
    public static func spokenFavouriteCount(count: String) -> Phrase { spokenFavouriteCountTemplate.filled(count) }
    static let spokenFavouriteTemplate = Phrase("spoken.favourite", "number", "name", "condition", "temperature")
    public static func spokenFavourite(number: String, name: String, condition: String, temperature: String) -> Phrase { spokenFavouriteTemplate.filled(number, name, condition, temperature) }
    static let spokenFavouriteCachedTemplate = Phrase("spoken.favourite-cached", "number", "name", "condition", "temperature")
    public static func spokenFavouriteCached(number: String, name: String, condition: String, temperature: String) -> Phrase { spokenFavouriteCachedTemplate.filled(number, name, condition, temperature) }
    static let spokenFavouriteOldTemplate = Phrase("spoken.favourite-old", "number", "name", "condition", "temperature", "age")
    public static func spokenFavouriteOld(number: String, name: String, condition: String, temperature: String, age: String) -> Phrase { spokenFavouriteOldTemplate.filled(number, name, condition, temperature, age) }
    static let spokenFavouriteFailedTemplate = Phrase("spoken.favourite-failed", "number", "name", "reason")
    public static func spokenFavouriteFailed(number: String, name: String, reason: String) -> Phrase { spokenFavouriteFailedTemplate.filled(number, name, reason) }
    static let spokenCreditTemplate = Phrase("spoken.credit", "provider")
    public static func spokenCredit(provider: String) -> Phrase { spokenCreditTemplate.filled(provider) }
    static let spokenMapPlacesTemplate = Phrase("spoken.map.places", "count")
    public static func spokenMapPlaces(count: String) -> Phrase { spokenMapPlacesTemplate.filled(count) }
    static let spokenMapHereTemplate = Phrase("spoken.map.here", "name", "coordinate")
    public static func spokenMapHere(name: String, coordinate: String) -> Phrase { spokenMapHereTemplate.filled(name, coordinate) }
    public static let spokenMapHereUnknown = Phrase("spoken.map.here-unknown")
    static let spokenMapFavouriteTemplate = Phrase("spoken.map.favourite", "number", "name", "coordinate", "distance", "direction")
    public static func spokenMapFavourite(number: String, name: String, coordinate: String, distance: String, direction: String) -> Phrase { spokenMapFavouriteTemplate.filled(number, name, coordinate, distance, direction) }
    static let spokenMapFavouriteWithoutHereTemplate = Phrase("spoken.map.favourite-without-here", "number", "name", "coordinate")
    public static func spokenMapFavouriteWithoutHere(number: String, name: String, coordinate: String) -> Phrase { spokenMapFavouriteWithoutHereTemplate.filled(number, name, coordinate) }
    static let spokenMapAtHereTemplate = Phrase("spoken.map.at-here", "number", "name", "coordinate")
    public static func spokenMapAtHere(number: String, name: String, coordinate: String) -> Phrase { spokenMapAtHereTemplate.filled(number, name, coordinate) }
    static let spokenMapWeatherTemplate = Phrase("spoken.map.weather", "condition", "temperature")
    public static func spokenMapWeather(condition: String, temperature: String) -> Phrase { spokenMapWeatherTemplate.filled(condition, temperature) }
    static let spokenMapNoWeatherTemplate = Phrase("spoken.map.no-weather", "reason")
    public static func spokenMapNoWeather(reason: String) -> Phrase { spokenMapNoWeatherTemplate.filled(reason) }
    static let spokenMapCursorTemplate = Phrase("spoken.map.cursor", "coordinate")
    public static func spokenMapCursor(coordinate: String) -> Phrase { spokenMapCursorTemplate.filled(coordinate) }
    static let spokenMapNearestTemplate = Phrase("spoken.map.nearest", "name", "distance", "direction")
    public static func spokenMapNearest(name: String, distance: String, direction: String) -> Phrase { spokenMapNearestTemplate.filled(name, distance, direction) }
    static let spokenMapNearestHereTemplate = Phrase("spoken.map.nearest-here", "name")
    public static func spokenMapNearestHere(name: String) -> Phrase { spokenMapNearestHereTemplate.filled(name) }
    static let spokenMapLoadingTemplate = Phrase("spoken.map.loading", "coordinate")
    public static func spokenMapLoading(coordinate: String) -> Phrase { spokenMapLoadingTemplate.filled(coordinate) }
    public static let spokenMapBack = Phrase("spoken.map.back")
    static let spokenMapZoomTemplate = Phrase("spoken.map.zoom", "zoom")
    public static func spokenMapZoom(zoom: String) -> Phrase { spokenMapZoomTemplate.filled(zoom) }
    public static let spokenMapStart = Phrase("spoken.map.start")
    public static let spokenMapPlacesOne = Phrase("spoken.map.places-one")
    public static let spokenMapPoint = Phrase("spoken.map.point")
    public static let spokenMapHereName = Phrase("spoken.map.here-name")
    static let spokenMapHerePointTemplate = Phrase("spoken.map.here-point", "coordinate")
    public static func spokenMapHerePoint(coordinate: String) -> Phrase { spokenMapHerePointTemplate.filled(coordinate) }
    public static let spokenMapKeysTitle = Phrase("spoken.map.keys.title")
    public static let spokenMapKeysMove = Phrase("spoken.map.keys.move")
    public static let spokenMapKeysZoom = Phrase("spoken.map.keys.zoom")
    public static let spokenMapKeysWeather = Phrase("spoken.map.keys.weather")
    public static let spokenMapKeysFavourite = Phrase("spoken.map.keys.favourite")
    public static let spokenMapKeysGoTo = Phrase("spoken.map.keys.go-to")
    public static let spokenMapKeysHere = Phrase("spoken.map.keys.here")
    public static let spokenMapKeysKeys = Phrase("spoken.map.keys.keys")
    public static let spokenMapKeysClose = Phrase("spoken.map.keys.close")
    public static let spokenMapKeysSuspend = Phrase("spoken.map.keys.suspend")
    public static let spokenMapKeysInterrupt = Phrase("spoken.map.keys.interrupt")
    public static let spokenMapKeysAnyKey = Phrase("spoken.map.keys.any-key")
    public static let spokenAppStart = Phrase("spoken.app.start")
    static let spokenAppTabTemplate = Phrase("spoken.app.tab", "tab")
    public static func spokenAppTab(tab: String) -> Phrase { spokenAppTabTemplate.filled(tab) }
    public static let spokenAppFoundOne = Phrase("spoken.app.found-one")
    static let spokenAppFoundTemplate = Phrase("spoken.app.found", "count")
    public static func spokenAppFound(count: String) -> Phrase { spokenAppFoundTemplate.filled(count) }
    static let spokenAppRowTemplate = Phrase("spoken.app.row", "number", "count", "name")
    public static func spokenAppRow(number: String, count: String, name: String) -> Phrase { spokenAppRowTemplate.filled(number, count, name) }
    static let spokenAppRecentTemplate = Phrase("spoken.app.recent", "queries")
    public static func spokenAppRecent(queries: String) -> Phrase { spokenAppRecentTemplate.filled(queries) }
    static let spokenAppHourTemplate = Phrase("spoken.app.hour", "time", "temperature", "condition", "percent")
    public static func spokenAppHour(time: String, temperature: String, condition: String, percent: String) -> Phrase { spokenAppHourTemplate.filled(time, temperature, condition, percent) }
    static let spokenAppOfflineTemplate = Phrase("spoken.app.offline", "time")
    public static func spokenAppOffline(time: String) -> Phrase { spokenAppOfflineTemplate.filled(time) }
    public static let spokenAppMore = Phrase("spoken.app.more")
    static let spokenAppFieldTemplate = Phrase("spoken.app.field", "text")
    public static func spokenAppField(text: String) -> Phrase { spokenAppFieldTemplate.filled(text) }
    public static let spokenAppFieldEmpty = Phrase("spoken.app.field-empty")
    static let spokenDayOnlyTemplate = Phrase("spoken.day-only", "date", "condition")
    public static func spokenDayOnly(date: String, condition: String) -> Phrase { spokenDayOnlyTemplate.filled(date, condition) }
    static let spokenSkyTitleZoneTemplate = Phrase("spoken.sky.title-zone", "place", "date", "zone", "offset")
    public static func spokenSkyTitleZone(place: String, date: String, zone: String, offset: String) -> Phrase { spokenSkyTitleZoneTemplate.filled(place, date, zone, offset) }
    static let spokenSkyTitleLongitudeTemplate = Phrase("spoken.sky.title-longitude", "place", "date", "offset")
    public static func spokenSkyTitleLongitude(place: String, date: String, offset: String) -> Phrase { spokenSkyTitleLongitudeTemplate.filled(place, date, offset) }
    static let spokenSkyTitleProviderTemplate = Phrase("spoken.sky.title-provider", "place", "date", "offset")
    public static func spokenSkyTitleProvider(place: String, date: String, offset: String) -> Phrase { spokenSkyTitleProviderTemplate.filled(place, date, offset) }
    static let spokenSkySunTemplate = Phrase("spoken.sky.sun", "sunrise", "sunset", "length", "change")
    public static func spokenSkySun(sunrise: String, sunset: String, length: String, change: String) -> Phrase { spokenSkySunTemplate.filled(sunrise, sunset, length, change) }
    static let spokenSkySunriseTemplate = Phrase("spoken.sky.sunrise", "time")
    public static func spokenSkySunrise(time: String) -> Phrase { spokenSkySunriseTemplate.filled(time) }
    static let spokenSkySunsetTemplate = Phrase("spoken.sky.sunset", "time")
    public static func spokenSkySunset(time: String) -> Phrase { spokenSkySunsetTemplate.filled(time) }
    public static let spokenSkyNoSunrise = Phrase("spoken.sky.no-sunrise")
    public static let spokenSkyNoSunset = Phrase("spoken.sky.no-sunset")
    static let spokenSkyDayLengthTemplate = Phrase("spoken.sky.day-length", "length", "change")
    public static func spokenSkyDayLength(length: String, change: String) -> Phrase { spokenSkyDayLengthTemplate.filled(length, change) }
    public static let spokenSkyPolarNight = Phrase("spoken.sky.polar-night")
    public static let spokenSkyPolarDay = Phrase("spoken.sky.polar-day")
    static let spokenSkyLongerTemplate = Phrase("spoken.sky.longer", "duration")
    public static func spokenSkyLonger(duration: String) -> Phrase { spokenSkyLongerTemplate.filled(duration) }
    static let spokenSkyShorterTemplate = Phrase("spoken.sky.shorter", "duration")
    public static func spokenSkyShorter(duration: String) -> Phrase { spokenSkyShorterTemplate.filled(duration) }
    public static let spokenSkySame = Phrase("spoken.sky.same")
    static let spokenSkyDawnTemplate = Phrase("spoken.sky.dawn", "time")
    public static func spokenSkyDawn(time: String) -> Phrase { spokenSkyDawnTemplate.filled(time) }
    static let spokenSkyNoonTemplate = Phrase("spoken.sky.noon", "time")
    public static func spokenSkyNoon(time: String) -> Phrase { spokenSkyNoonTemplate.filled(time) }
    static let spokenSkyDuskTemplate = Phrase("spoken.sky.dusk", "time")
    public static func spokenSkyDusk(time: String) -> Phrase { spokenSkyDuskTemplate.filled(time) }
    static let spokenSkyGoldenMorningTemplate = Phrase("spoken.sky.golden-morning", "start", "end")
    public static func spokenSkyGoldenMorning(start: String, end: String) -> Phrase { spokenSkyGoldenMorningTemplate.filled(start, end) }
    static let spokenSkyGoldenEveningTemplate = Phrase("spoken.sky.golden-evening", "start", "end")
    public static func spokenSkyGoldenEvening(start: String, end: String) -> Phrase { spokenSkyGoldenEveningTemplate.filled(start, end) }
    static let spokenSkyMoonTemplate = Phrase("spoken.sky.moon", "phase", "percent", "age")
    public static func spokenSkyMoon(phase: String, percent: String, age: String) -> Phrase { spokenSkyMoonTemplate.filled(phase, percent, age) }
    static let spokenSkyMoonriseTemplate = Phrase("spoken.sky.moonrise", "time")
    public static func spokenSkyMoonrise(time: String) -> Phrase { spokenSkyMoonriseTemplate.filled(time) }
    static let spokenSkyMoonsetTemplate = Phrase("spoken.sky.moonset", "time")
    public static func spokenSkyMoonset(time: String) -> Phrase { spokenSkyMoonsetTemplate.filled(time) }
    public static let spokenSkyNoMoonrise = Phrase("spoken.sky.no-moonrise")
    public static let spokenSkyNoMoonset = Phrase("spoken.sky.no-moonset")
    public static let spokenSkyMoonUp = Phrase("spoken.sky.moon-up")
    public static let spokenSkyMoonDown = Phrase("spoken.sky.moon-down")
    static let spokenSkyNextTemplate = Phrase("spoken.sky.next", "full", "new")
    public static func spokenSkyNext(full: String, new: String) -> Phrase { spokenSkyNextTemplate.filled(full, new) }
    static let spokenSkyDateTimeTemplate = Phrase("spoken.sky.date-time", "date", "time")
    public static func spokenSkyDateTime(date: String, time: String) -> Phrase { spokenSkyDateTimeTemplate.filled(date, time) }
    static let spokenSkySunUpTemplate = Phrase("spoken.sky.sun-up", "sunrise", "sunset")
    public static func spokenSkySunUp(sunrise: String, sunset: String) -> Phrase { spokenSkySunUpTemplate.filled(sunrise, sunset) }
    static let spokenSkyMoonLitTemplate = Phrase("spoken.sky.moon-lit", "phase", "percent")
    public static func spokenSkyMoonLit(phase: String, percent: String) -> Phrase { spokenSkyMoonLitTemplate.filled(phase, percent) }
    public static let spokenMoonNewMoon = Phrase("spoken.moon.new-moon")
    public static let spokenMoonWaxingCrescent = Phrase("spoken.moon.waxing-crescent")
    public static let spokenMoonFirstQuarter = Phrase("spoken.moon.first-quarter")
    public static let spokenMoonWaxingGibbous = Phrase("spoken.moon.waxing-gibbous")
    public static let spokenMoonFullMoon = Phrase("spoken.moon.full-moon")
    public static let spokenMoonWaningGibbous = Phrase("spoken.moon.waning-gibbous")
    public static let spokenMoonLastQuarter = Phrase("spoken.moon.last-quarter")
    public static let spokenMoonWaningCrescent = Phrase("spoken.moon.waning-crescent")
    static let spokenUnitHourTemplate = Phrase("spoken.unit.hour", "value")
    public static func spokenUnitHour(value: String) -> Phrase { spokenUnitHourTemplate.filled(value) }
    static let spokenUnitHoursTemplate = Phrase("spoken.unit.hours", "value")
    public static func spokenUnitHours(value: String) -> Phrase { spokenUnitHoursTemplate.filled(value) }
    static let spokenUnitMinuteTemplate = Phrase("spoken.unit.minute", "value")
    public static func spokenUnitMinute(value: String) -> Phrase { spokenUnitMinuteTemplate.filled(value) }
    static let spokenUnitMinutesTemplate = Phrase("spoken.unit.minutes", "value")
    public static func spokenUnitMinutes(value: String) -> Phrase { spokenUnitMinutesTemplate.filled(value) }
    static let spokenUnitSecondTemplate = Phrase("spoken.unit.second", "value")
    public static func spokenUnitSecond(value: String) -> Phrase { spokenUnitSecondTemplate.filled(value) }
    static let spokenUnitSecondsTemplate = Phrase("spoken.unit.seconds", "value")
    public static func spokenUnitSeconds(value: String) -> Phrase { spokenUnitSecondsTemplate.filled(value) }
    static let spokenAirForTemplate = Phrase("spoken.air.for", "place")
    public static func spokenAirFor(place: String) -> Phrase { spokenAirForTemplate.filled(place) }
    public static let spokenAirScaleEuropean = Phrase("spoken.air.scale.european")
    public static let spokenAirScaleUs = Phrase("spoken.air.scale.us")
    static let spokenAirIndexTemplate = Phrase("spoken.air.index", "index", "scale", "band")
    public static func spokenAirIndex(index: String, scale: String, band: String) -> Phrase { spokenAirIndexTemplate.filled(index, scale, band) }
    static let spokenAirNoIndexTemplate = Phrase("spoken.air.no-index", "scale")
    public static func spokenAirNoIndex(scale: String) -> Phrase { spokenAirNoIndexTemplate.filled(scale) }
    static let spokenAirMainPollutantTemplate = Phrase("spoken.air.main-pollutant", "pollutant")
    public static func spokenAirMainPollutant(pollutant: String) -> Phrase { spokenAirMainPollutantTemplate.filled(pollutant) }
    static let spokenAirPollutantTemplate = Phrase("spoken.air.pollutant", "symbol", "name", "value")
    public static func spokenAirPollutant(symbol: String, name: String, value: String) -> Phrase { spokenAirPollutantTemplate.filled(symbol, name, value) }
    static let spokenUnitMicrogramsPerCubicMetreTemplate = Phrase("spoken.unit.micrograms-per-cubic-metre", "value")
    public static func spokenUnitMicrogramsPerCubicMetre(value: String) -> Phrase { spokenUnitMicrogramsPerCubicMetreTemplate.filled(value) }
    static let spokenAirPollenTemplate = Phrase("spoken.air.pollen", "count", "type", "level")
    public static func spokenAirPollen(count: String, type: String, level: String) -> Phrase { spokenAirPollenTemplate.filled(count, type, level) }
    static let spokenAirNextHoursTemplate = Phrase("spoken.air.next-hours", "hours")
    public static func spokenAirNextHours(hours: String) -> Phrase { spokenAirNextHoursTemplate.filled(hours) }
    static let spokenAirHourTemplate = Phrase("spoken.air.hour", "time", "index", "band")
    public static func spokenAirHour(time: String, index: String, band: String) -> Phrase { spokenAirHourTemplate.filled(time, index, band) }
    static let spokenAirHourUnknownTemplate = Phrase("spoken.air.hour-unknown", "time")
    public static func spokenAirHourUnknown(time: String) -> Phrase { spokenAirHourUnknownTemplate.filled(time) }
    public static let spokenAirNoHours = Phrase("spoken.air.no-hours")
    static let spokenAirCreditTemplate = Phrase("spoken.air.credit", "provider")
    public static func spokenAirCredit(provider: String) -> Phrase { spokenAirCreditTemplate.filled(provider) }
    static let spokenAlertsForTemplate = Phrase("spoken.alerts.for", "place", "source")
    public static func spokenAlertsFor(place: String, source: String) -> Phrase { spokenAlertsForTemplate.filled(place, source) }
    static let spokenAlertsCountTemplate = Phrase("spoken.alerts.count", "count")
    public static func spokenAlertsCount(count: String) -> Phrase { spokenAlertsCountTemplate.filled(count) }
    public static let spokenAlertsCountOne = Phrase("spoken.alerts.count-one")
    static let spokenAlertsNoneTemplate = Phrase("spoken.alerts.none", "source")
    public static func spokenAlertsNone(source: String) -> Phrase { spokenAlertsNoneTemplate.filled(source) }
    static let spokenAlertsAlertTemplate = Phrase("spoken.alerts.alert", "level", "event", "period")
    public static func spokenAlertsAlert(level: String, event: String, period: String) -> Phrase { spokenAlertsAlertTemplate.filled(level, event, period) }
    static let spokenAlertsTimeTemplate = Phrase("spoken.alerts.time", "date", "time")
    public static func spokenAlertsTime(date: String, time: String) -> Phrase { spokenAlertsTimeTemplate.filled(date, time) }
    static let spokenAlertsFromUntilTemplate = Phrase("spoken.alerts.from-until", "start", "end")
    public static func spokenAlertsFromUntil(start: String, end: String) -> Phrase { spokenAlertsFromUntilTemplate.filled(start, end) }
    static let spokenAlertsFromTemplate = Phrase("spoken.alerts.from", "start")
    public static func spokenAlertsFrom(start: String) -> Phrase { spokenAlertsFromTemplate.filled(start) }
    static let spokenAlertsUntilTemplate = Phrase("spoken.alerts.until", "end")
    public static func spokenAlertsUntil(end: String) -> Phrase { spokenAlertsUntilTemplate.filled(end) }
    public static let spokenAlertsNoTimes = Phrase("spoken.alerts.no-times")
    static let spokenAlertsFactsTemplate = Phrase("spoken.alerts.facts", "facts")
    public static func spokenAlertsFacts(facts: String) -> Phrase { spokenAlertsFactsTemplate.filled(facts) }
    static let spokenAlertsMoreTemplate = Phrase("spoken.alerts.more", "count")
    public static func spokenAlertsMore(count: String) -> Phrase { spokenAlertsMoreTemplate.filled(count) }
    static let spokenAlertsInstructionTemplate = Phrase("spoken.alerts.instruction", "text")
    public static func spokenAlertsInstruction(text: String) -> Phrase { spokenAlertsInstructionTemplate.filled(text) }

    /// After an accessible summary: how to hear the rest.
    public static let spokenMoreHint = Phrase("spoken.more-hint")

    static let allSpeech: [Phrase] = [
        .spokenMoreHint,
        .spokenUnitCelsiusTemplate, .spokenUnitFahrenheitTemplate, .spokenUnitMillimetresTemplate, .spokenUnitInchesTemplate,
        .spokenUnitKilometresPerHourTemplate, .spokenUnitMilesPerHourTemplate, .spokenUnitMetresPerSecondTemplate, .spokenUnitKnotsTemplate,
        .spokenUnitBeaufortTemplate, .spokenUnitHectopascalsTemplate, .spokenUnitInchesOfMercuryTemplate, .spokenUnitKilometresTemplate,
        .spokenUnitMilesTemplate, .spokenDirectionN, .spokenDirectionNe, .spokenDirectionE, .spokenDirectionSe,
        .spokenDirectionS, .spokenDirectionSw, .spokenDirectionW, .spokenDirectionNw, .spokenDirectionUnknown,
        .spokenDayTemplate, .spokenTemperaturesTemplate, .spokenHourTemplate, .spokenHourFeelsLikeTemplate, .spokenNowTemplate, .spokenNowFeelsLikeTemplate,
        .spokenTodayRangeTemplate, .spokenHumidityTemplate, .spokenPressureTemplate, .spokenUvIndexTemplate, .spokenSunTemplate, .spokenRainTemplate,
        .spokenRainChanceTemplate, .spokenRainAmountChanceTemplate, .spokenWindTemplate, .spokenWindFromTemplate, .spokenWindGustsTemplate,
        .spokenWindFromGustsTemplate, .spokenForecastForTemplate, .spokenHourlyForTemplate, .spokenHeadingTemplate, .spokenTimestampTemplate, .spokenZoneUTCTemplate, .spokenZoneAheadTemplate, .spokenZoneBehindTemplate, .spokenSourceTemplate,
        .spokenSourceCacheTemplate, .spokenSourceOfflineTemplate, .spokenNoDays, .spokenNoHours, .spokenAlternativesTemplate,
        .spokenChanceOfRainNextTemplate, .spokenReportAirPollutantTemplate, .spokenReportAirUnavailable, .spokenRainDry,
        .spokenRainStartsTemplate, .spokenRainStartsStopsTemplate, .spokenRainThroughout, .spokenRainStoppingTemplate, .spokenRainUnavailable,
        .spokenNextDaysTemplate, .spokenLastUpdatedTemplate, .spokenLastUpdatedOfflineTemplate, .spokenNoFavourites, .spokenFavouriteCountOne,
        .spokenFavouriteCountTemplate, .spokenFavouriteTemplate, .spokenFavouriteCachedTemplate, .spokenFavouriteOldTemplate, .spokenFavouriteFailedTemplate, .spokenCreditTemplate,
        .spokenMapPlacesTemplate, .spokenMapHereTemplate, .spokenMapHereUnknown, .spokenMapFavouriteTemplate, .spokenMapFavouriteWithoutHereTemplate,
        .spokenMapAtHereTemplate, .spokenMapWeatherTemplate, .spokenMapNoWeatherTemplate, .spokenMapCursorTemplate, .spokenMapNearestTemplate,
        .spokenMapNearestHereTemplate, .spokenMapLoadingTemplate, .spokenMapBack, .spokenMapZoomTemplate, .spokenMapStart,
        .spokenMapPlacesOne, .spokenMapPoint, .spokenMapHereName, .spokenMapHerePointTemplate, .spokenMapKeysTitle,
        .spokenMapKeysMove, .spokenMapKeysZoom, .spokenMapKeysWeather, .spokenMapKeysFavourite, .spokenMapKeysGoTo,
        .spokenMapKeysHere, .spokenMapKeysKeys, .spokenMapKeysClose, .spokenMapKeysSuspend, .spokenMapKeysInterrupt,
        .spokenMapKeysAnyKey, .spokenAppStart, .spokenAppTabTemplate, .spokenAppFoundOne, .spokenAppFoundTemplate, .spokenAppRowTemplate,
        .spokenAppRecentTemplate, .spokenAppHourTemplate, .spokenAppOfflineTemplate, .spokenAppMore, .spokenAppFieldTemplate, .spokenAppFieldEmpty,
        .spokenDayOnlyTemplate, .spokenSkyTitleZoneTemplate, .spokenSkyTitleLongitudeTemplate,
        .spokenSkyTitleProviderTemplate, .spokenSkySunTemplate, .spokenSkySunriseTemplate, .spokenSkySunsetTemplate, .spokenSkyNoSunrise,
        .spokenSkyNoSunset, .spokenSkyDayLengthTemplate, .spokenSkyPolarNight, .spokenSkyPolarDay, .spokenSkyLongerTemplate,
        .spokenSkyShorterTemplate, .spokenSkySame, .spokenSkyDawnTemplate, .spokenSkyNoonTemplate, .spokenSkyDuskTemplate, .spokenSkyGoldenMorningTemplate,
        .spokenSkyGoldenEveningTemplate, .spokenSkyMoonTemplate, .spokenSkyMoonriseTemplate, .spokenSkyMoonsetTemplate, .spokenSkyNoMoonrise,
        .spokenSkyNoMoonset, .spokenSkyMoonUp, .spokenSkyMoonDown, .spokenSkyNextTemplate, .spokenSkyDateTimeTemplate,
        .spokenSkySunUpTemplate, .spokenSkyMoonLitTemplate, .spokenMoonNewMoon, .spokenMoonWaxingCrescent, .spokenMoonFirstQuarter,
        .spokenMoonWaxingGibbous, .spokenMoonFullMoon, .spokenMoonWaningGibbous, .spokenMoonLastQuarter,
        .spokenMoonWaningCrescent, .spokenUnitHourTemplate, .spokenUnitHoursTemplate, .spokenUnitMinuteTemplate, .spokenUnitMinutesTemplate,
        .spokenUnitSecondTemplate, .spokenUnitSecondsTemplate, .spokenAirForTemplate, .spokenAirScaleEuropean, .spokenAirScaleUs,
        .spokenAirIndexTemplate, .spokenAirNoIndexTemplate, .spokenAirMainPollutantTemplate, .spokenAirPollutantTemplate,
        .spokenUnitMicrogramsPerCubicMetreTemplate, .spokenAirPollenTemplate, .spokenAirNextHoursTemplate, .spokenAirHourTemplate,
        .spokenAirHourUnknownTemplate, .spokenAirNoHours, .spokenAirCreditTemplate, .spokenAlertsForTemplate, .spokenAlertsCountTemplate,
        .spokenAlertsCountOne, .spokenAlertsNoneTemplate, .spokenAlertsAlertTemplate, .spokenAlertsTimeTemplate, .spokenAlertsFromUntilTemplate,
        .spokenAlertsFromTemplate, .spokenAlertsUntilTemplate, .spokenAlertsNoTimes, .spokenAlertsFactsTemplate, .spokenAlertsMoreTemplate,
        .spokenAlertsInstructionTemplate,
    ]
}
