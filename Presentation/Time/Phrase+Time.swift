import Domain

/// Phrases: ages, the labels of copies, and alerts whose answer is past its freshness.
extension Phrase {
    static let ageMinute = Phrase("age.minute")
    static let ageMinutesTemplate = Phrase("age.minutes", "count")
    static func ageMinutes(count: String) -> Phrase { ageMinutesTemplate.filled(count) }
    static let ageHour = Phrase("age.hour")
    static let ageHoursTemplate = Phrase("age.hours", "count")
    static func ageHours(count: String) -> Phrase { ageHoursTemplate.filled(count) }
    static let ageDay = Phrase("age.day")
    static let ageDaysTemplate = Phrase("age.days", "count")
    static func ageDays(count: String) -> Phrase { ageDaysTemplate.filled(count) }
    static let ageOldTemplate = Phrase("age.old", "age")
    static func ageOld(age: String) -> Phrase { ageOldTemplate.filled(age) }

    public static let copyCached = Phrase("copy.cached")
    static let copyOldTemplate = Phrase("copy.old", "age")
    public static func copyOld(age: String) -> Phrase { copyOldTemplate.filled(age) }

    static let alertsLastKnownTemplate = Phrase("alerts.last-known", "age")
    public static func alertsLastKnown(age: String) -> Phrase { alertsLastKnownTemplate.filled(age) }
    static let alertsLastKnownNoneTemplate = Phrase("alerts.last-known-none", "age")
    public static func alertsLastKnownNone(age: String) -> Phrase { alertsLastKnownNoneTemplate.filled(age) }
    static let alertsOfflineAsOfTemplate = Phrase("alerts.offline-as-of", "time", "age")
    public static func alertsOfflineAsOf(time: String, age: String) -> Phrase { alertsOfflineAsOfTemplate.filled(time, age) }

    static let allTime: [Phrase] = [
        .ageMinute, .ageMinutesTemplate, .ageHour, .ageHoursTemplate, .ageDay, .ageDaysTemplate, .ageOldTemplate,
        .copyCached, .copyOldTemplate, .alertsLastKnownTemplate, .alertsLastKnownNoneTemplate, .alertsOfflineAsOfTemplate,
    ]
}
