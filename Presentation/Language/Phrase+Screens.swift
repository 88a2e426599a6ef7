/// Phrases: The interactive map, the app and the watch screen.
extension Phrase {
    public static let mapHere = Phrase("map.here")
    public static let mapCredit = Phrase("map.credit")
    public static let mapKeynameArrows = Phrase("map.keyname.arrows")
    public static let mapKeynameEnterTwice = Phrase("map.keyname.enter-twice")
    public static let watchLoading = Phrase("watch.loading")
    public static let watchLoadingSpoken = Phrase("watch.loading-spoken")
    public static let watchRetrying = Phrase("watch.retrying")
    public static let mapMessageNoFavourites = Phrase("map.message.no-favourites")
    static let mapMessageNoFavouriteOneTemplate = Phrase("map.message.no-favourite-one", "number")
    public static func mapMessageNoFavouriteOne(number: String) -> Phrase { mapMessageNoFavouriteOneTemplate.filled(number) }
    static let mapMessageNoFavouriteTemplate = Phrase("map.message.no-favourite", "number", "count")
    public static func mapMessageNoFavourite(number: String, count: String) -> Phrase { mapMessageNoFavouriteTemplate.filled(number, count) }
    public static let mapMessageNoLocation = Phrase("map.message.no-location")
    static let mapMessageAlreadyTemplate = Phrase("map.message.already", "name", "numbered")
    public static func mapMessageAlready(name: String, numbered: String) -> Phrase { mapMessageAlreadyTemplate.filled(name, numbered) }
    static let mapMessageAddedTemplate = Phrase("map.message.added", "name", "numbered")
    public static func mapMessageAdded(name: String, numbered: String) -> Phrase { mapMessageAddedTemplate.filled(name, numbered) }
    static let mapMessageAmbiguousTemplate = Phrase("map.message.ambiguous", "coordinate")
    public static func mapMessageAmbiguous(coordinate: String) -> Phrase { mapMessageAmbiguousTemplate.filled(coordinate) }
    static let mapMessageFailedTemplate = Phrase("map.message.failed", "reason")
    public static func mapMessageFailed(reason: String) -> Phrase { mapMessageFailedTemplate.filled(reason) }
    public static let mapLegendNoFavourites = Phrase("map.legend.no-favourites")
    public static let mapLegendOutsideOne = Phrase("map.legend.outside-one")
    static let mapLegendOutsideTemplate = Phrase("map.legend.outside", "count")
    public static func mapLegendOutside(count: String) -> Phrase { mapLegendOutsideTemplate.filled(count) }
    public static let mapLineNoFavourites = Phrase("map.line.no-favourites")
    public static let mapLineNoneInView = Phrase("map.line.none-in-view")
    static let mapLineOutsideTemplate = Phrase("map.line.outside", "count")
    public static func mapLineOutside(count: String) -> Phrase { mapLineOutsideTemplate.filled(count) }
    static let mapStatusTemplate = Phrase("map.status", "coordinate", "zoom")
    public static func mapStatus(coordinate: String, zoom: String) -> Phrase { mapStatusTemplate.filled(coordinate, zoom) }
    static let mapPanelWeatherAtTemplate = Phrase("map.panel.weather-at", "coordinate")
    public static func mapPanelWeatherAt(coordinate: String) -> Phrase { mapPanelWeatherAtTemplate.filled(coordinate) }
    public static let mapPanelLoading = Phrase("map.panel.loading")
    public static let mapPanelBack = Phrase("map.panel.back")
    public static let mapPanelAdd = Phrase("map.panel.add")
    public static let mapPanelOffline = Phrase("map.panel.offline")
    public static let mapKeysTitle = Phrase("map.keys.title")
    public static let mapKeysAnyKey = Phrase("map.keys.any-key")
    public static let mapKeyMove = Phrase("map.key.move")
    public static let mapKeyMoveShort = Phrase("map.key.move-short")
    public static let mapKeyZoom = Phrase("map.key.zoom")
    public static let mapKeyZoomShort = Phrase("map.key.zoom-short")
    public static let mapKeyWeather = Phrase("map.key.weather")
    public static let mapKeyWeatherShort = Phrase("map.key.weather-short")
    public static let mapKeyFavourite = Phrase("map.key.favourite")
    public static let mapKeyFavouriteShort = Phrase("map.key.favourite-short")
    public static let mapKeyGoTo = Phrase("map.key.go-to")
    public static let mapKeyGoToShort = Phrase("map.key.go-to-short")
    public static let mapKeyHere = Phrase("map.key.here")
    public static let mapKeyHereShort = Phrase("map.key.here-short")
    public static let mapKeyKeys = Phrase("map.key.keys")
    public static let mapKeyKeysShort = Phrase("map.key.keys-short")
    public static let appTabSearch = Phrase("app.tab.search")
    public static let appTabFavourites = Phrase("app.tab.favourites")
    public static let appTabMap = Phrase("app.tab.map")
    public static let appSearchPrompt = Phrase("app.search.prompt")
    public static let appSearchRecent = Phrase("app.search.recent")
    public static let appSearchHint = Phrase("app.search.hint")
    public static let appSearchTooShort = Phrase("app.search.too-short")
    public static let appSearchSearching = Phrase("app.search.searching")
    static let appSearchNoneTemplate = Phrase("app.search.none", "query")
    public static func appSearchNone(query: String) -> Phrase { appSearchNoneTemplate.filled(query) }
    static let appSearchFailedTemplate = Phrase("app.search.failed", "reason")
    public static func appSearchFailed(reason: String) -> Phrase { appSearchFailedTemplate.filled(reason) }
    static let appPlaceLoadingTemplate = Phrase("app.place.loading", "name")
    public static func appPlaceLoading(name: String) -> Phrase { appPlaceLoadingTemplate.filled(name) }
    static let appPlaceFailedTemplate = Phrase("app.place.failed", "name", "reason")
    public static func appPlaceFailed(name: String, reason: String) -> Phrase { appPlaceFailedTemplate.filled(name, reason) }
    public static let appPlaceRefreshing = Phrase("app.place.refreshing")
    public static let appPlaceFavourite = Phrase("app.place.favourite")
    static let appPlaceHoursTemplate = Phrase("app.place.hours", "hours")
    public static func appPlaceHours(hours: String) -> Phrase { appPlaceHoursTemplate.filled(hours) }
    static let appFavouritesConfirmTemplate = Phrase("app.favourites.confirm", "name")
    public static func appFavouritesConfirm(name: String) -> Phrase { appFavouritesConfirmTemplate.filled(name) }
    static let appMessageRemovedTemplate = Phrase("app.message.removed", "name")
    public static func appMessageRemoved(name: String) -> Phrase { appMessageRemovedTemplate.filled(name) }
    public static let appStatusSearch = Phrase("app.status.search")
    public static let appStatusPlace = Phrase("app.status.place")
    public static let appStatusFavourites = Phrase("app.status.favourites")
    public static let appKeysAnyKey = Phrase("app.keys.any-key")
    public static let appKeysEverywhere = Phrase("app.keys.everywhere")
    public static let appKeysPlace = Phrase("app.keys.place")
    public static let appKeyType = Phrase("app.key.type")
    public static let appKeyChoose = Phrase("app.key.choose")
    public static let appKeyOpen = Phrase("app.key.open")
    public static let appKeyTab = Phrase("app.key.tab")
    public static let appKeyClear = Phrase("app.key.clear")
    public static let appKeyRemove = Phrase("app.key.remove")
    public static let appKeyQuit = Phrase("app.key.quit")
    public static let appKeyHours = Phrase("app.key.hours")
    public static let appKeyScroll = Phrase("app.key.scroll")
    public static let appKeyFavourite = Phrase("app.key.favourite")
    public static let appKeyRefresh = Phrase("app.key.refresh")
    public static let appKeyBack = Phrase("app.key.back")
    public static let appKeySuspend = Phrase("app.key.suspend")
    public static let appKeyOpenPlace = Phrase("app.key.open-place")
    static let appKeysScrollTemplate = Phrase("app.keys.scroll", "last", "count")
    public static func appKeysScroll(last: String, count: String) -> Phrase { appKeysScrollTemplate.filled(last, count) }
    public static let appKeyMore = Phrase("app.key.more")
    public static let appKeynameMouse = Phrase("app.keyname.mouse")
    public static let appKeyMouse = Phrase("app.key.mouse")
    public static let mapKeyClose = Phrase("map.key.close")
    public static let mapKeyCloseShort = Phrase("map.key.close-short")
    public static let mapKeySuspend = Phrase("map.key.suspend")
    public static let mapKeySuspendShort = Phrase("map.key.suspend-short")
    public static let mapKeyInterrupt = Phrase("map.key.interrupt")
    public static let mapKeyInterruptShort = Phrase("map.key.interrupt-short")

    static let allScreens: [Phrase] = [
        .mapHere, .mapCredit, .mapKeynameArrows, .mapKeynameEnterTwice, .watchLoading, .watchLoadingSpoken,
        .watchRetrying, .mapMessageNoFavourites, .mapMessageNoFavouriteOneTemplate, .mapMessageNoFavouriteTemplate,
        .mapMessageNoLocation, .mapMessageAlreadyTemplate, .mapMessageAddedTemplate, .mapMessageAmbiguousTemplate, .mapMessageFailedTemplate,
        .mapLegendNoFavourites, .mapLegendOutsideOne, .mapLegendOutsideTemplate, .mapLineNoFavourites, .mapLineNoneInView,
        .mapLineOutsideTemplate, .mapStatusTemplate, .mapPanelWeatherAtTemplate, .mapPanelLoading, .mapPanelBack, .mapPanelAdd,
        .mapPanelOffline, .mapKeysTitle, .mapKeysAnyKey, .mapKeyMove, .mapKeyMoveShort, .mapKeyZoom, .mapKeyZoomShort,
        .mapKeyWeather, .mapKeyWeatherShort, .mapKeyFavourite, .mapKeyFavouriteShort, .mapKeyGoTo, .mapKeyGoToShort,
        .mapKeyHere, .mapKeyHereShort, .mapKeyKeys, .mapKeyKeysShort, .appTabSearch, .appTabFavourites, .appTabMap,
        .appSearchPrompt, .appSearchRecent, .appSearchHint, .appSearchTooShort, .appSearchSearching, .appSearchNoneTemplate,
        .appSearchFailedTemplate, .appPlaceLoadingTemplate, .appPlaceFailedTemplate, .appPlaceRefreshing, .appPlaceFavourite, .appPlaceHoursTemplate,
        .appFavouritesConfirmTemplate, .appMessageRemovedTemplate, .appStatusSearch, .appStatusPlace, .appStatusFavourites,
        .appKeysAnyKey, .appKeysEverywhere, .appKeysPlace, .appKeyType, .appKeyChoose, .appKeyOpen, .appKeyTab,
        .appKeyClear, .appKeyRemove, .appKeyQuit, .appKeyHours, .appKeyScroll, .appKeyFavourite, .appKeyRefresh,
        .appKeyBack, .appKeySuspend, .appKeyOpenPlace, .appKeysScrollTemplate, .appKeyMore, .appKeynameMouse, .appKeyMouse,
        .mapKeyClose, .mapKeyCloseShort, .mapKeySuspend,
        .mapKeySuspendShort, .mapKeyInterrupt, .mapKeyInterruptShort,
    ]
}
