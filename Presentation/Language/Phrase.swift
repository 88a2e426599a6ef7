import Domain

/// Every phrase wf says, by its key in the phrase tables (`Phrases/<language>.json`). The phrases
/// are declared by feature (`Phrase+Air.swift`, …); a key is spelled once, there, and listed in its
/// file's list. A table that lacks one, or has one these lists lack, fails `PhraseTableTests`.
/// A side section keeps its words in its own `PhraseTable` instead, beside its code (`Phrase("change.label", in: .forecastChange)`).
///
/// A phrase with `{placeholders}` is a function with a parameter for each
/// (`.headerUpdated(time: "10:04")`), so a missing value fails to compile; its key, with the
/// placeholders' names, is the `…Template` beside it, which the tables are checked against.
public struct Phrase: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// The names of its `{placeholders}`, in its function's order; none for a plain phrase.
    public let placeholders: [String]
    /// A value for each placeholder, once its function has given them.
    let values: [String: String]
    /// The feature's own table it is in; nil for the language tables (`Phrases/<language>.json`).
    public let table: PhraseTable?

    public init(rawValue: String) {
        self.init(rawValue)
    }

    public static func == (left: Phrase, right: Phrase) -> Bool {
        left.rawValue == right.rawValue && left.table == right.table && left.values == right.values
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
        hasher.combine(table)
    }

    init(_ key: String, _ placeholders: String..., in table: PhraseTable? = nil) {
        rawValue = key
        self.placeholders = placeholders
        values = [:]
        self.table = table
    }

    private init(_ template: Phrase, values: [String: String]) {
        rawValue = template.rawValue
        placeholders = template.placeholders
        self.values = values
        table = template.table
    }

    /// The phrase with its values, in the order of `placeholders` (each phrase's function passes them so).
    func filled(_ values: String...) -> Phrase {
        precondition(values.count == placeholders.count, "\(rawValue) takes \(placeholders)")
        return Phrase(self, values: Dictionary(uniqueKeysWithValues: zip(placeholders, values)))
    }

    public static let allCases: [Phrase] = allWords + allReports + allSpeech + allScreens + allNotify + allRainMap + allTime + allBudget + allUsage + allRainLayerSpeech
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
