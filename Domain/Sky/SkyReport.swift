import Foundation

/// `wf sky`: the Sun and the Moon on one calendar day at one place, on the place's clocks.
public struct SkyReport: Hashable, Sendable {
    /// Which clocks the times are on, and how wf knows.
    public typealias Clock = PlaceClock

    public let place: Place
    public let day: CalendarDay
    public let clock: Clock
    public let sun: SunTimes
    public let moon: MoonReport

    /// `withMoonRiseAndSet: false` for a view that shows the Moon's phase only (see `MoonReport.on`).
    public init(place: Place, day: CalendarDay, clock: Clock, withMoonRiseAndSet: Bool = true) {
        self.place = place
        self.day = day
        self.clock = clock
        let offset = clock.utcOffset
        sun = SunTimes.on(day, at: place.coordinate, utcOffset: offset)
        moon = MoonReport.on(day, at: place.coordinate, utcOffset: offset, withRiseAndSet: withMoonRiseAndSet)
    }

    /// The sky on the day it is now at the place, on its clocks.
    public static func today(at place: Place, clock: Clock, now: Date, withMoonRiseAndSet: Bool = true) -> SkyReport {
        SkyReport(place: place, day: CalendarDay(now, utcOffsetSeconds: clock.utcOffset.seconds(now)), clock: clock,
                  withMoonRiseAndSet: withMoonRiseAndSet)
    }

    /// Seconds east of UTC at `date` on the place's clocks.
    public func utcOffsetSeconds(at date: Date) -> Int {
        clock.utcOffset.seconds(date)
    }

    /// Seconds east of UTC at noon of the day: what "times in UTC+01:00" says.
    public var utcOffsetSeconds: Int {
        utcOffsetSeconds(at: day.start(utcOffsetSeconds: 0).addingTimeInterval(12 * 3600))
    }

    /// South of the equator the Moon is seen upside down from the north's view: its lit side mirrored.
    public var isSouthernHemisphere: Bool {
        place.coordinate.latitude < 0
    }
}
