import Domain
import Foundation

/// The one place a time or an age becomes words. Every view (text, spoken, the app, the map,
/// `--format`, notifications) shows a time through these, on the clock it is given: the place's
/// (named where it is not this machine's) or the zone `--tz` chose (always named). None has a
/// default clock, so a view cannot fall back to another without saying so.
extension Phrasebook {
    // MARK: Clock times

    /// "05:28" on `clock`, with its zone where the clock names it: "05:28 UTC-5".
    public func clockTime(_ date: Date, on clock: UTCOffset) -> String {
        clock.labelling(WeatherFormat.localTime(date, utcOffsetSeconds: clock.seconds(date)), at: date)
    }

    /// "05:28–16:40 UTC-5": two times on one clock, its zone said once, after the second.
    public func clockRange(_ start: Date, _ end: Date, on clock: UTCOffset) -> String {
        WeatherFormat.localTime(start, utcOffsetSeconds: clock.seconds(start)) + "–" + clockTime(end, on: clock)
    }

    /// "05:28" on `clock`, unnamed: for the cells of a column or an axis whose heading names the zone.
    public func cellTime(_ date: Date, on clock: UTCOffset) -> String {
        WeatherFormat.localTime(date, utcOffsetSeconds: clock.seconds(date))
    }

    /// The hour of the day, 0–23, on `clock`: for a chart's axis.
    public func hourOfDay(_ date: Date, on clock: UTCOffset) -> Int {
        WeatherFormat.localHour(date, utcOffsetSeconds: clock.seconds(date))
    }

    /// "Mon 14:00" on `clock`, unnamed: a table's cell.
    public func dayAndTime(_ date: Date, on clock: UTCOffset) -> String {
        let offset = clock.seconds(date)
        return self(.dateWeekdayTime(weekday: weekday(date, utcOffsetSeconds: offset), time: WeatherFormat.localTime(date, utcOffsetSeconds: offset)))
    }

    /// "Monday 14:00" on `clock`, unnamed: a sentence about one of a list of hours.
    public func longDayAndTime(_ date: Date, on clock: UTCOffset) -> String {
        let offset = clock.seconds(date)
        let day = CalendarDay(date, utcOffsetSeconds: offset)
        return self(.dateWeekdayTime(weekday: self(Phrase.longWeekdays[day.weekday]), time: WeatherFormat.localTime(date, utcOffsetSeconds: offset)))
    }

    /// "Mon 23 Nov 22:37"; "Mo 23. Nov 22:37" in German. On a place's clock the time says which:
    /// "Mon 23 Nov 22:37 UTC+1".
    public func timestamp(_ date: Date, on clock: UTCOffset) -> String {
        day(CalendarDay(date, utcOffsetSeconds: clock.seconds(date))) + " " + clockTime(date, on: clock)
    }

    /// "Monday 23 November 22:37": `timestamp` with the day and month in words, for a note that a
    /// screen reader reads aloud.
    public func longTimestamp(_ date: Date, on clock: UTCOffset) -> String {
        longDate(CalendarDay(date, utcOffsetSeconds: clock.seconds(date))) + " " + clockTime(date, on: clock)
    }

    /// "on 23 November at 22:37", for a sentence that is read aloud: the date in words, never in
    /// digits; "am 23. November um 22:37" in German.
    public func spokenTimestamp(_ date: Date, on clock: UTCOffset) -> String {
        let day = CalendarDay(date, utcOffsetSeconds: clock.seconds(date))
        return self(.spokenTimestamp(day: String(day.day), month: self(Phrase.longMonths[day.month - 1]),
                                     time: spokenClockTime(date, on: clock)))
    }

    /// "Monday 23 November 22:37 UTC minus 5": a date and time read aloud, its zone in words.
    public func spokenDateTime(_ date: Date, on clock: UTCOffset, phrase: (String, String) -> Phrase) -> String {
        self(phrase(longDate(CalendarDay(date, utcOffsetSeconds: clock.seconds(date))), spokenClockTime(date, on: clock)))
    }

    /// "22:37", with its zone in words where the clock names it: "22:37 UTC plus 1", "22:37 UTC minus 3:30".
    public func spokenClockTime(_ date: Date, on clock: UTCOffset) -> String {
        let time = WeatherFormat.localTime(date, utcOffsetSeconds: clock.seconds(date))
        guard let seconds = clock.namedSeconds(at: date) else { return time }
        guard seconds != 0 else { return self(.spokenZoneUTC(time: time)) }
        let hours = String(UTCOffset.name(seconds).dropFirst("UTC+".count))
        return self(seconds > 0 ? .spokenZoneAhead(time: time, offset: hours) : .spokenZoneBehind(time: time, offset: hours))
    }

    // MARK: Ages

    /// "12 minutes", "3 hours", "2 days".
    public func age(_ age: Age) -> String {
        let count = String(age.count)
        return switch (age.unit, age.count) {
        case (.minutes, 1): self(.ageMinute)
        case (.minutes, _): self(.ageMinutes(count: count))
        case (.hours, 1): self(.ageHour)
        case (.hours, _): self(.ageHours(count: count))
        case (.days, 1): self(.ageDay)
        case (.days, _): self(.ageDays(count: count))
        }
    }

    /// "3 hours old".
    public func ageOld(_ age: Age) -> String {
        self(.ageOld(age: self.age(age)))
    }

    /// The one label of a copy: nothing for a fresh answer, "(cached)", "(old: 3 hours)".
    public func copyLabel(_ copy: CopyAge) -> String? {
        switch copy {
        case .fresh: nil
        case .cached: self(.copyCached)
        case .old(let age): self(.copyOld(age: self.age(age)))
        }
    }

    /// The label of an old copy where a row has little room: "(old: 13h)"; nothing otherwise.
    public func shortOldLabel(_ copy: CopyAge) -> String? {
        guard case .old(let age) = copy else { return nil }
        return self(.copyOld(age: age.short))
    }
}
