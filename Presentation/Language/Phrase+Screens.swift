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
    public static let mapMessageNoFavouriteOne = Phrase("map.message.no-favourite-one")
    public static let mapMessageNoFavourite = Phrase("map.message.no-favourite")
    public static let mapMessageNoLocation = Phrase("map.message.no-location")
    public static let mapMessageAlready = Phrase("map.message.already")
    public static let mapMessageAdded = Phrase("map.message.added")
    public static let mapMessageAmbiguous = Phrase("map.message.ambiguous")
    public static let mapMessageFailed = Phrase("map.message.failed")
    public static let mapLegendNoFavourites = Phrase("map.legend.no-favourites")
    public static let mapLegendOutsideOne = Phrase("map.legend.outside-one")
    public static let mapLegendOutside = Phrase("map.legend.outside")
    public static let mapLineNoFavourites = Phrase("map.line.no-favourites")
    public static let mapLineNoneInView = Phrase("map.line.none-in-view")
    public static let mapLineOutside = Phrase("map.line.outside")
    public static let mapStatus = Phrase("map.status")
    public static let mapPanelWeatherAt = Phrase("map.panel.weather-at")
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
    public static let appSearchNone = Phrase("app.search.none")
    public static let appSearchFailed = Phrase("app.search.failed")
    public static let appPlaceLoading = Phrase("app.place.loading")
    public static let appPlaceFailed = Phrase("app.place.failed")
    public static let appPlaceRefreshing = Phrase("app.place.refreshing")
    public static let appPlaceFavourite = Phrase("app.place.favourite")
    public static let appPlaceHours = Phrase("app.place.hours")
    public static let appFavouritesConfirm = Phrase("app.favourites.confirm")
    public static let appMessageRemoved = Phrase("app.message.removed")
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
    public static let appKeysScroll = Phrase("app.keys.scroll")
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
        .watchRetrying, .mapMessageNoFavourites, .mapMessageNoFavouriteOne, .mapMessageNoFavourite,
        .mapMessageNoLocation, .mapMessageAlready, .mapMessageAdded, .mapMessageAmbiguous, .mapMessageFailed,
        .mapLegendNoFavourites, .mapLegendOutsideOne, .mapLegendOutside, .mapLineNoFavourites, .mapLineNoneInView,
        .mapLineOutside, .mapStatus, .mapPanelWeatherAt, .mapPanelLoading, .mapPanelBack, .mapPanelAdd,
        .mapPanelOffline, .mapKeysTitle, .mapKeysAnyKey, .mapKeyMove, .mapKeyMoveShort, .mapKeyZoom, .mapKeyZoomShort,
        .mapKeyWeather, .mapKeyWeatherShort, .mapKeyFavourite, .mapKeyFavouriteShort, .mapKeyGoTo, .mapKeyGoToShort,
        .mapKeyHere, .mapKeyHereShort, .mapKeyKeys, .mapKeyKeysShort, .appTabSearch, .appTabFavourites, .appTabMap,
        .appSearchPrompt, .appSearchRecent, .appSearchHint, .appSearchTooShort, .appSearchSearching, .appSearchNone,
        .appSearchFailed, .appPlaceLoading, .appPlaceFailed, .appPlaceRefreshing, .appPlaceFavourite, .appPlaceHours,
        .appFavouritesConfirm, .appMessageRemoved, .appStatusSearch, .appStatusPlace, .appStatusFavourites,
        .appKeysAnyKey, .appKeysEverywhere, .appKeysPlace, .appKeyType, .appKeyChoose, .appKeyOpen, .appKeyTab,
        .appKeyClear, .appKeyRemove, .appKeyQuit, .appKeyHours, .appKeyScroll, .appKeyFavourite, .appKeyRefresh,
        .appKeyBack, .appKeySuspend, .appKeyOpenPlace, .appKeysScroll, .appKeyMore, .appKeynameMouse, .appKeyMouse,
        .mapKeyClose, .mapKeyCloseShort, .mapKeySuspend,
        .mapKeySuspendShort, .mapKeyInterrupt, .mapKeyInterruptShort,
    ]
}
