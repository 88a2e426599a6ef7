import Domain
import Foundation
import Presentation
import Testing

@Suite("Phrasebook")
struct PhrasebookTests {
    let german = Phrasebook(Language("de")!)
    let french = Phrasebook(Language("fr")!)
    let japanese = Phrasebook(Language("ja")!)
    let monday = CalendarDay(year: 2026, month: 11, day: 23)
    let lightRain = WeatherCondition(category: .rain, code: 61, description: "light rain")

    @Test("Language codes and locale names: the language part, lowercased; nothing for C, POSIX or nonsense")
    func languageCodes() {
        #expect(Language.code(of: "de") == "de")
        #expect(Language.code(of: "pt-BR") == "pt")
        #expect(Language.code(of: "fr_FR.UTF-8") == "fr")
        #expect(Language.code(of: "de_DE@euro") == "de")
        #expect(Language.code(of: "JA") == "ja")
        for nothing in ["", "C", "C.UTF-8", "POSIX", "12", "../x", "d", "deutsch", "de_DE/../"] {
            #expect(Language.code(of: nothing) == nil, "\(nothing)")
        }
        #expect(Language("it_IT.UTF-8") == nil)
        #expect(Language("es_MX")?.code == "es")
    }

    @Test("A placeholder is filled once: a value that holds another placeholder's name stays as it is")
    func placeholdersFilledOnce() {
        #expect(Phrasebook.english(.mapMessageAlready(name: "{numbered} town", numbered: " (2)")) == "{numbered} town is already a favourite (2)")
        #expect(Phrasebook.english(.headerUpdated(time: "{time}")) == "updated {time}")
        #expect(Phrasebook.english(.headerUpdated(time: "10:04")) == "updated 10:04")
    }

    @Test("Dates in each language's order and words")
    func dates() {
        #expect(Phrasebook.english.day(monday) == "Mon 23 Nov")
        #expect(german.day(monday) == "Mo 23. Nov")
        #expect(german.longDate(monday) == "Montag, 23. November")
        #expect(french.day(monday) == "lun. 23 nov.")
        #expect(Phrasebook(Language("es")!).longDate(monday) == "lunes 23 de noviembre")
        #expect(japanese.day(monday) == "11月23日(月)")
    }

    @Test("English keeps the provider's words; other languages say the category")
    func descriptions() {
        #expect(Phrasebook.english.condition(lightRain) == "light rain")
        #expect(german.condition(lightRain) == "Regen")
        #expect(german.condition(WeatherCondition(category: .thunderstorm, description: "thunderstorm with heavy rain")) == "Gewitter")
        #expect(Phrasebook.english.condition(WeatherCondition(category: .fog)) == "fog")
        #expect(japanese.condition(lightRain) == "雨")
    }

    @Test("Numbers take the decimal comma; compass points and units follow the language")
    func numbersAndDirections() {
        #expect(german.precipitation(Precipitation(amount: 2.4, probability: 80), .metric) == "2,4 mm 80 %")
        #expect(german.wind(Wind(speed: 14, gusts: 30, degrees: 45), .metric, gusts: true) == "14 km/h NO, Böen 30")
        #expect(french.compassPoint(270) == "O")
        #expect(german.compassPoint(22.5) == "NNO")
        #expect(german.temperatureBounds(TemperatureSummary(average: 7, min: 5, max: 10.24)) == "5,0…10,2")
        #expect(german.visibility(24_140) == "24,1 km")
        #expect(german.pressure(29.92, .imperial) == "29,92 inHg")
        #expect(german.unitsName(.metric) == "metrisch")
    }

    @Test("Spoken: a day in German, with words for units and directions and a decimal comma")
    func spokenGerman() {
        let day = DailyForecast(date: monday, temperature: TemperatureSummary(average: 14, min: 11, max: 17.2),
                                precipitation: Precipitation(amount: 2, probability: 80), wind: Wind(speed: 12.3, gusts: 30, degrees: 315),
                                humidity: 81.4, pressure: 1012.2, uvIndex: 2, condition: lightRain)
        #expect(german.spokenDay(day, place: "Lissabon", units: .metric) == """
            Montag, 23. November, Lissabon: Regen. Durchschnitt 14 Grad Celsius, Tiefstwert 11, Höchstwert 17,2. \
            Regen 2 Millimeter, Wahrscheinlichkeit 80 Prozent. Wind 12 Kilometer pro Stunde aus Nordwesten, Böen bis 30. \
            Luftfeuchtigkeit 81 Prozent. Luftdruck 1012 Hektopascal. UV-Index 2.
            """)
        #expect(german.spokenWind(Wind(speed: 5, gusts: nil, degrees: .nan), .metric) == "Wind 5 Kilometer pro Stunde.")
        #expect(german.spokenDirection(.infinity) == "unbekannter Richtung")
    }

    @Test("The map in words: distance and direction from here, the nearest place to the cursor")
    func spokenMap() {
        let berlin = Coordinate(unchecked: 52.52, 13.41), paris = Coordinate(unchecked: 48.86, 2.35)
        let english = Phrasebook.english
        #expect(english.spokenFavourite(number: 2, Place(name: "Paris", country: "FR", coordinate: paris), here: berlin, units: .metric)
                == "2. Paris, France, at 48.86, 2.35, 878 kilometres to the south-west of here.")
        #expect(english.spokenFavourite(number: 2, Place(name: "Paris", country: "FR", coordinate: paris), here: berlin, units: .imperial)
                == "2. Paris, France, at 48.86, 2.35, 545 miles to the south-west of here.")
        #expect(english.spokenFavourite(number: 1, Place(name: "Berlin", coordinate: berlin), here: berlin, units: .metric)
                == "1. Berlin, at 52.52, 13.41, here.")
        #expect(english.spokenFavourite(number: 1, Place(name: "52.52, 13.41", coordinate: berlin), here: nil, units: .metric)
                == "1. a point, at 52.52, 13.41.")
        let places = [Place(name: "Berlin", coordinate: berlin), Place(name: "Paris", coordinate: paris)]
        #expect(english.spokenCursor(Coordinate(unchecked: 50, 5), places: places, units: .metric)
                == "Cursor at 50.00, 5.00. Nearest place: Paris, 230 kilometres to the south-west.")
        #expect(english.spokenCursor(berlin, places: places, units: .metric) == "Cursor at 52.52, 13.41. Nearest place: Berlin, under the cursor.")
        #expect(english.spokenCursor(berlin, places: [], units: .metric) == "Cursor at 52.52, 13.41.")
    }

    @Test("A template's %C and %c (without Unicode) are in the language; numbers take its separator")
    func template() throws {
        let weather = CurrentWeather(placeName: "Berlin", country: "DE", coordinate: Coordinate(unchecked: 52.52, 13.41),
                                     condition: lightRain, temperature: 8.4, feelsLike: nil, humidity: 70, pressure: 1012,
                                     windSpeed: 9, windDirection: 90, precipitation: 0.4, utcOffsetSeconds: 0,
                                     observedAt: Date(timeIntervalSince1970: 0), fetchedAt: Date(timeIntervalSince1970: 0),
                                     units: .metric, provider: "Open-Meteo")
        let values = WeatherTemplate.Values(place: "Berlin", weather: weather, now: Date(timeIntervalSince1970: 0),
                                            userOffsetSeconds: 0, unicode: false, phrasebook: german)
        #expect(try WeatherTemplate(parsing: "%C|%c|%p|%w").render(values) == "Regen|Regen|0,4mm|O 9km/h")
    }
}
