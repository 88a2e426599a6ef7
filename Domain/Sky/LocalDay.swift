import Foundation

extension CalendarDay {
    /// From this day's midnight to the next one's on clocks `utcOffset` from UTC: 23 or 25 hours when they change.
    func span(in utcOffset: UTCOffset) -> DateInterval {
        DateInterval(start: midnight(in: utcOffset),
                     end: CalendarDay(daysSinceEpoch: daysSinceEpoch + 1).midnight(in: utcOffset))
    }

    private func midnight(in utcOffset: UTCOffset) -> Date {
        let guess = start(utcOffsetSeconds: utcOffset.seconds(start(utcOffsetSeconds: 0)))
        return start(utcOffsetSeconds: utcOffset.seconds(guess))
    }
}
