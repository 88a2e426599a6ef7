import Domain
import Foundation
import Presentation
import Testing
@testable import CLI
@testable import WeatherTerminal

/// Results in the user's language: what the renderers show, where the language comes from, and the
/// map in sentences.
@Suite("Languages")
struct LanguageTests {
    let place = Lisbon.place
    let fetched = Lisbon.fetched

    func style(_ code: String, width: Int = .max) -> TerminalStyle {
        var style = TerminalStyle(colour: false, unicode: true, isTerminal: true, width: width)
        style.phrasebook = Phrasebook(Language(code)!)
        style.credits = .providers
        return style
    }

    var day: DailyForecast { Lisbon.day }

    var weather: CurrentWeather { Lisbon.weather }

    @Test("wf search in German: header, day row and credit; the row fits 40 columns")
    func germanSearch() {
        let forecast = Forecast(place: place, units: .metric, provider: "Open-Meteo", fetchedAt: fetched, utcOffsetSeconds: 0, days: [day])
        let wide = ForecastRenderer.render(Sourced(forecast, source: .cache), style: style("de"), utcOffset: .fixed(0))
        #expect(wide == """
            Lisbon, PT  (38.72, -9.14)   metrisch   Open-Meteo   aktualisiert Mi 18. Nov 11:06  (zwischengespeichert)
            Mo 23. Nov  ☂  14,0 °C  11,0…17,2  2,0 mm  80 %  12 km/h NW  UV 2  81 %  1012 hPa  Regen
            Wetterdaten von Open-Meteo.com (CC BY 4.0)

            """)
        let narrow = ForecastRenderer.render(Sourced(forecast, source: .cache), style: style("de", width: 40), utcOffset: .fixed(0))
        #expect(narrow.split(separator: "\n").allSatisfy { String($0).terminalColumns <= 40 }, "\(narrow)")
        #expect(narrow.contains("Mo 23. Nov  ☂  14,0 °C"))
    }

    @Test("Japanese rows are measured in terminal columns: wide characters take two")
    func japaneseWidths() {
        let forecast = Forecast(place: place, units: .metric, provider: "Open-Meteo", fetchedAt: fetched, utcOffsetSeconds: 0,
                                days: [day, day])
        let text = ForecastRenderer.render(Sourced(forecast, source: .network), style: style("ja", width: 40), utcOffset: .fixed(0))
        let lines = text.split(separator: "\n")
        #expect(lines.allSatisfy { String($0).terminalColumns <= 40 }, "\(text)")
        #expect(lines[1].hasPrefix("11月23日(月)  ☂  14.0 °C"), "\(text)")
    }

    @Test("wf at in French: facts line up under labels as wide as the longest, and say the wind's direction in French")
    func frenchFacts() {
        let text = CurrentWeatherRenderer.render(Sourced(weather, source: .network), style: style("fr"), utcOffset: .fixed(0))
        #expect(text.contains("\nTempérature 15,6 °C, ressenti 14,2 °C\n"), "\(text)")
        #expect(text.contains("\nVent        9 km/h, secteur S (180°)\n"), "\(text)")
        #expect(text.contains("\n☁  partiellement nuageux\n") || text.contains("\n◑  partiellement nuageux\n"), "\(text)")
    }

    @Test("Where the language comes from: --lang, then WF_LANG or the setting, then LC_ALL, LC_MESSAGES, LANG")
    func choice() {
        let locale = ["LANG": "fr_FR.UTF-8", "LC_MESSAGES": "es_ES.UTF-8", "LC_ALL": "pt_PT.UTF-8"]
        #expect(LanguageChoice(flag: "de", setting: "ja", environment: locale).language.code == "de")
        #expect(LanguageChoice(flag: nil, setting: "ja", environment: locale).language.code == "ja")
        #expect(LanguageChoice(flag: nil, setting: nil, environment: locale).language.code == "pt")
        #expect(LanguageChoice(flag: nil, setting: nil, environment: ["LANG": "fr_FR.UTF-8", "LC_MESSAGES": "es_ES"]).language.code == "es")
        #expect(LanguageChoice(flag: nil, setting: nil, environment: ["LANG": "fr_FR.UTF-8", "LC_ALL": ""]).language.code == "fr")
        #expect(LanguageChoice(flag: nil, setting: nil, environment: [:]) == LanguageChoice(flag: nil, setting: nil, environment: ["LANG": "C"]))
        #expect(LanguageChoice(flag: nil, setting: nil, environment: ["LANG": "POSIX"]).note == nil)
        let italian = LanguageChoice(flag: nil, setting: nil, environment: ["LANG": "it_IT.UTF-8"])
        #expect(italian.language == .english)
        #expect(italian.note?.contains("\"it_IT.UTF-8\"") == true)
        let ascii = LanguageChoice(flag: "ja", setting: nil, environment: [:], unicode: false)
        #expect(ascii.language == .english && ascii.note?.contains("UTF-8") == true)
        #expect(LanguageChoice(flag: "de", setting: nil, environment: [:], unicode: false).language.code == "de")
    }

    @Test("wf map --accessible lists here and each favourite: coordinates, weather now, distance and direction from here")
    func accessibleMap() {
        var accessible = style("en")
        accessible.accessible = true
        let paris = Favourite(place: Place(name: "Paris", country: "FR", coordinate: Coordinate(unchecked: 48.86, 2.35)), addedAt: fetched)
        let here = AccessibleRenderer.Here(place: Place(name: "Berlin", country: "DE", coordinate: Coordinate(unchecked: 52.52, 13.41)),
                                           weather: .success(Sourced(weather, source: .network)))
        let text = AccessibleRenderer.map(here: here, favourites: [
            FavouriteWeather(favourite: paris, weather: .failure(.rateLimited(provider: "Open-Meteo"))),
        ], units: .metric, style: accessible, now: fetched)
        #expect(text == """
            2 places on the map.
            Here, Berlin, Germany, at 52.52, 13.41. Now: partly cloudy, 15.6 degrees Celsius.
            1. Paris, France, at 48.86, 2.35, 878 kilometres to the south-west of here. No weather, because Open-Meteo says too many requests (HTTP 429): its rate limit was hit; wait a minute and try again.
            Weather data by Open-Meteo.com, licence CC BY 4.0.

            """)
        #expect(!text.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) })
        let alone = AccessibleRenderer.map(here: nil, favourites: [], units: .metric, style: accessible, now: fetched)
        #expect(alone.hasPrefix("0 places on the map.\nwf does not know where here is"))
    }

    @Test("The interactive map announces the cursor and nearest place after a move, the weather as sentences, and 'back'")
    func announcements() {
        let announce = MapAnnouncement(words: .english, units: .metric)
        let paris = Favourite(place: Place(name: "Paris", country: "FR", coordinate: Coordinate(unchecked: 48.86, 2.35)), addedAt: fetched)
        var state = MapViewModel.State(width: 80, height: 22, favourites: [paris], here: Coordinate(unchecked: 52.52, 13.41))
        let first = announce.lines(from: nil, to: state)
        #expect(first.first?.hasPrefix("Interactive map.") == true)
        #expect(first.last == "Cursor at 0.00, 0.00. Nearest place: Paris, France, 5438 kilometres to the north.")
        var moved = state
        _ = MapViewModel.reduce(&moved, .input(.goToFavourite(1), at: fetched))
        // The screen's line for the jump ("1  Paris, FR  (48.86, 2.35)") is not read: only the sentence.
        #expect(announce.lines(from: state, to: moved) == ["Cursor at 48.86, 2.35. Nearest place: Paris, France, under the cursor."])
        state = moved
        var zoomed = state
        _ = MapViewModel.reduce(&zoomed, .input(.zoomIn, at: fetched))
        #expect(announce.lines(from: state, to: zoomed).first == "Zoom 2.")
        var open = state
        open.panel = .weather(paris.place.coordinate, .success(PlaceReport(place: paris.place, current: Sourced(weather, source: .network))))
        // The weather at a favourite is said with the favourite's name; elsewhere with the weather's own.
        #expect(announce.lines(from: state, to: open) == [Phrasebook.english.spokenCurrent(weather, place: "Paris, France")])
        #expect(announce.lines(from: state, to: open).first?.hasPrefix("Paris, France, now: ") == true)
        var elsewhere = state
        elsewhere.panel = .weather(Coordinate(unchecked: 10, 10), .success(PlaceReport(place: Place(name: "10.0,10.0", coordinate: Coordinate(unchecked: 10, 10)), current: Sourced(weather, source: .network))))
        #expect(announce.lines(from: state, to: elsewhere) == [Phrasebook.english.spokenCurrent(weather, place: "Lisbon, Portugal")])
        #expect(announce.lines(from: open, to: state) == ["Back to the map."])
        #expect(announce.lines(from: state, to: state).isEmpty)
        // A message that is not a jump is still read.
        var missing = state
        _ = MapViewModel.reduce(&missing, .input(.goToFavourite(5), at: fetched))
        #expect(announce.lines(from: state, to: missing) == ["No favourite 5: there is 1"])
    }

    @Test("? on the accessible map reads the keys as whole sentences, not the key table, in every language",
          arguments: ["en", "de", "fr", "es", "pt", "ja"])
    func spokenKeys(code: String) throws {
        let words = Phrasebook(try #require(Language(code)))
        let announce = MapAnnouncement(words: words, units: .metric)
        let state = MapViewModel.State(width: 80, height: 22, words: words)
        var keys = state
        _ = MapViewModel.reduce(&keys, .input(.keys, at: fetched))
        let lines = announce.lines(from: state, to: keys)
        #expect(lines.count == 13)   // the rain layer's keys among them
        #expect(lines.allSatisfy { $0.hasSuffix(".") || $0.hasSuffix("。") }, "\(lines)")
        #expect(!lines.contains { $0.contains("+ / -") || $0.contains("hjkl") || $0.contains("Esc,") || $0.contains("1-9") || $0.contains(": ") },
                "\(lines)")
        #expect(Set(lines).count == lines.count)
    }

    @Test("The map's messages, legend, status line and keys are in the state's language")
    func germanMap() {
        let german = Phrasebook(Language("de")!)
        let paris = Favourite(place: Place(name: "Paris", country: "FR", coordinate: Coordinate(unchecked: 48.86, 2.35)), addedAt: fetched)
        var state = MapViewModel.State(width: 80, height: 22, favourites: [paris], here: Coordinate(unchecked: 52.52, 13.41), words: german)
        _ = MapViewModel.reduce(&state, .input(.goToFavourite(5), at: fetched))
        #expect(state.message == "Kein Favorit 5: es gibt 1")
        #expect(MapRenderer.legendLine(state) == "1 Paris, FR  @ hier")
        _ = MapViewModel.reduce(&state, .favouriteAdded(paris.place.coordinate, .success(.alreadyFavourite(paris))))
        #expect(state.message == "Paris, FR ist schon ein Favorit (1)")
        #expect(MapRenderer.keyLines(words: german).first == "Tasten")
        #expect(MapRenderer.keyLines(words: german).last == "beliebige Taste: zurück zur Karte")
        state.message = nil
        let screen = MapRenderer.renderInteractive(state, mask: LandMask(rows: ["....", "...."]),
                                                   charset: .ascii, style: style("de", width: 80))
        #expect(screen.hasSuffix("Zoom 1×   ?: Tasten   q: Ende"), "\(screen.suffix(80))")
    }
}
