import Domain

/// The map in sentences, for `wf map --accessible`: where places are from here and from the cursor.
extension Phrasebook {
    /// A place's name with its country in words, or "a point" for one named by its coordinate, which is said anyway.
    public func spokenName(_ place: Place) -> String {
        place.name == place.coordinate.description ? self(.spokenMapPoint) : spokenPlace(place)
    }

    /// Closer than this, two points are the same place.
    public static let samePlaceKilometres = 1.0

    /// "878 kilometres" or "546 miles", whole.
    public func spokenDistance(kilometres: Double, units: Units) -> String {
        units == .metric
            ? self(.spokenUnitKilometres(value: spokenNumber(kilometres, decimals: 0)))
            : self(.spokenUnitMiles(value: spokenNumber(kilometres / 1.609_344, decimals: 0)))
    }

    /// "2. Paris, FR, at 48.86, 2.35, 878 kilometres to the west of here."
    public func spokenFavourite(number: Int, _ place: Place, here: Coordinate?, units: Units) -> String {
        let name = spokenName(place), coordinate = place.coordinate.description
        guard let here else { return self(.spokenMapFavouriteWithoutHere(number: String(number), name: name, coordinate: coordinate)) }
        let kilometres = here.kilometres(to: place.coordinate)
        guard kilometres >= Self.samePlaceKilometres else {
            return self(.spokenMapAtHere(number: String(number), name: name, coordinate: coordinate))
        }
        return self(.spokenMapFavourite(number: String(number), name: name, coordinate: coordinate,
                                        distance: spokenDistance(kilometres: kilometres, units: units),
                                        direction: spokenDirection(here.bearing(to: place.coordinate))))
    }

    /// "Now: light rain, 14 degrees Celsius."
    public func spokenWeatherNow(_ weather: CurrentWeather) -> String {
        self(.spokenMapWeather(condition: condition(weather.condition), temperature: spokenTemperature(weather.temperature, weather.units)))
    }

    /// "Cursor at 52.52, 13.41. Nearest place: Berlin, 3 kilometres to the north."
    public func spokenCursor(_ cursor: Coordinate, places: [Place], units: Units) -> String {
        var sentences = [self(.spokenMapCursor(coordinate: cursor.description))]
        let nearest = places.min { cursor.kilometres(to: $0.coordinate) < cursor.kilometres(to: $1.coordinate) }
        if let nearest {
            let kilometres = cursor.kilometres(to: nearest.coordinate)
            sentences.append(kilometres < Self.samePlaceKilometres
                ? self(.spokenMapNearestHere(name: spokenName(nearest)))
                : self(.spokenMapNearest(name: spokenName(nearest), distance: spokenDistance(kilometres: kilometres, units: units), direction: spokenDirection(cursor.bearing(to: nearest.coordinate)))))
        }
        return sentences.joined(separator: " ")
    }
}
