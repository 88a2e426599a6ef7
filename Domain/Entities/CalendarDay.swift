import Foundation

/// A calendar date with no time of day, written "YYYY-MM-DD".
public struct CalendarDay: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day on which `date` falls for someone `utcOffsetSeconds` east of Greenwich.
    ///
    /// Plain arithmetic rather than `Calendar`: this runs on every cache hit, and `Calendar`
    /// costs about 2 ms of ICU start-up per process on Linux.
    public init(_ date: Date, utcOffsetSeconds: Int) {
        let seconds = date.timeIntervalSince1970.isFinite ? date.timeIntervalSince1970 : 0
        let clamped = min(max(seconds, -1e13), 1e13)
        self.init(daysSinceEpoch: Int(((clamped + Double(utcOffsetSeconds)) / 86_400).rounded(.down)))
    }

    /// Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
    public init(daysSinceEpoch: Int) {
        let z = daysSinceEpoch + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// Days from 1970-01-01 to this date.
    public var daysSinceEpoch: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// 0 is Sunday.
    public var weekday: Int {
        ((daysSinceEpoch + 4) % 7 + 7) % 7
    }

    /// Parses "2024-01-25" and the date part of "2024-01-25T16:00".
    public init?(iso text: String) {
        let parts = text.prefix(10).split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
        self.init(year: parts[0], month: parts[1], day: parts[2])
    }

    /// Parses exactly "YYYY-MM-DD" naming a day the calendar has: not "2026-02-30", "2026-2-3" or "2026-02-03T10:00".
    public init?(strictISO text: String) {
        let characters = Array(text.utf8)
        guard characters.count == 10, characters[4] == UInt8(ascii: "-"), characters[7] == UInt8(ascii: "-"),
              characters.enumerated().allSatisfy({ [4, 7].contains($0.offset) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0.element) }),
              let year = Int(text.prefix(4)), let month = Int(text.dropFirst(5).prefix(2)), let day = Int(text.suffix(2)),
              (1...12).contains(month), day >= 1
        else { return nil }
        let parsed = CalendarDay(year: year, month: month, day: day)
        // A day past the month's end rolls into the next month: 2026-02-30 is 2026-03-02.
        guard CalendarDay(daysSinceEpoch: parsed.daysSinceEpoch) == parsed else { return nil }
        self = parsed
    }

    public var description: String {
        String(format: "%04d-%02d-%02d", year, month, day)
    }

    /// Midnight at the start of this day, `utcOffsetSeconds` east of Greenwich.
    public func start(utcOffsetSeconds: Int) -> Date {
        Date(timeIntervalSince1970: Double(daysSinceEpoch) * 86_400 - Double(utcOffsetSeconds))
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let day = CalendarDay(iso: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a date: \(text)"))
        }
        self = day
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

