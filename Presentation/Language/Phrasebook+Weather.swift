import Domain
import Foundation

/// Weather values as a table or a fact line shows them, in the phrasebook's language. The
/// numbers come from `WeatherFormat`, with this language's decimal separator.
extension Phrasebook {
    /// "8.1 °C", or "8,1 °C" in German.
    public func temperature(_ value: Double, _ units: Units) -> String {
        localised(WeatherFormat.temperature(value, units))
    }

    /// "5.0…10.2": a day's low and high.
    public func temperatureBounds(_ summary: TemperatureSummary) -> String {
        localised(WeatherFormat.temperatureBounds(summary))
    }

    public func pressure(_ value: Double?, _ units: Units) -> String {
        localised(WeatherFormat.pressure(value, units))
    }

    /// "81%" in English, "81 %" in German: one spacing in each language, for every percentage.
    public func percent(_ value: Double?) -> String {
        value.map { self(.numberPercent(value: String(format: "%.0f", $0))) } ?? WeatherFormat.missing
    }

    /// "14 km/h", or in the phrasebook's wind unit: "8 kn", "Bft 4".
    public func speed(_ value: Double?, _ units: Units) -> String {
        WeatherFormat.windSpeed(value, units, in: windUnit)
    }

    public func precipitationAmount(_ value: Double?, _ units: Units) -> String {
        localised(WeatherFormat.precipitationAmount(value, units))
    }

    /// "2.4 mm 80%", "0.0 mm", "30%", or "–".
    public func precipitation(_ precipitation: Precipitation, _ units: Units) -> String {
        let parts = [precipitation.amount.map { precipitationAmount($0, units) }, precipitation.probability.map(percent)]
            .compactMap { $0 }
        return parts.isEmpty ? WeatherFormat.missing : parts.joined(separator: " ")
    }

    /// "14 km/h NW", with gusts when asked: "14 km/h NW, gusts 30".
    public func wind(_ wind: Wind, _ units: Units, gusts: Bool = false) -> String {
        guard let speed = wind.speed else { return WeatherFormat.missing }
        var text = self.speed(speed, units)
        if let degrees = wind.degrees { text += " " + eightPoint(degrees) }
        if gusts, let gust = wind.gusts {
            text = self(.windGusts(wind: text, gusts: WeatherFormat.windNumber(gust, units, in: windUnit)))
        }
        return text
    }

    public func uvIndex(_ value: Double?) -> String {
        value.map { self(.uv(index: String(format: "%.0f", $0))) } ?? WeatherFormat.missing
    }

    public func visibility(_ metres: Double?) -> String {
        localised(WeatherFormat.visibility(metres))
    }

    /// The 16-point compass name of the direction the wind comes from: "NNW", "NNO" in German.
    public func compassPoint(_ degrees: Double) -> String {
        guard let point = CompassPoint(degrees: degrees, points: 16) else { return WeatherFormat.missing }
        return self(Phrase.compassPoints[point.index])
    }

    /// The 8-point compass name: "NW".
    public func eightPoint(_ degrees: Double) -> String {
        guard let point = CompassPoint(degrees: degrees) else { return WeatherFormat.missing }
        return self(Phrase.compassPoints[point.index * 2])
    }

    // MARK: Words

    /// What the sky is doing: the provider's words in English ("light rain"), the category's in
    /// other languages, so every provider reads alike.
    public func condition(_ condition: WeatherCondition) -> String {
        if language == .english, !condition.description.isEmpty { return condition.description }
        return self(Phrase.condition(condition.category))
    }

    /// The icon in words, for a terminal that cannot draw its glyph; "?" for the unknown icon.
    public func iconName(_ icon: WeatherIcon) -> String {
        Phrase.icon(icon).map { self($0) } ?? "?"
    }

    public func unitsName(_ units: Units) -> String {
        self(units == .metric ? .unitsMetric : .unitsImperial)
    }

    // MARK: Dates

    /// "Sun 22 Nov"; "So 22. Nov" in German.
    public func day(_ day: CalendarDay) -> String {
        self(.dateShort(weekday: self(Phrase.shortWeekdays[day.weekday]), day: String(day.day), month: self(Phrase.shortMonths[day.month - 1])))
    }

    /// "Monday 23 November"; "Montag, 23. November" in German.
    public func longDate(_ day: CalendarDay) -> String {
        self(.dateLong(weekday: self(Phrase.longWeekdays[day.weekday]), day: String(day.day), month: self(Phrase.longMonths[day.month - 1])))
    }

    /// "Mon" for the day `date` falls on at a place `utcOffsetSeconds` from UTC.
    public func weekday(_ date: Date, utcOffsetSeconds: Int) -> String {
        self(Phrase.shortWeekdays[CalendarDay(date, utcOffsetSeconds: utcOffsetSeconds).weekday])
    }
}
