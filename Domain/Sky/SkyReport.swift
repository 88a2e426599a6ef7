import Foundation

/// `wf sky`: the Sun and the Moon on one calendar day at one place, on the place's clocks.
public struct SkyReport: Hashable, Sendable {
    /// Which clocks the times are on, and how wf knows.
    public enum Clock: Hashable, Sendable {
        /// The place's IANA time zone ("Europe/Oslo"), from the geocoder: daylight saving time included.
        case timeZone(String)
        /// The offset the weather provider gave for the place, in seconds east of UTC.
        case provider(Int)
        /// With no time zone known: the longitude's nominal offset, 15° an hour, in seconds east of UTC.
        case longitude(Int)

        /// The place's time zone when it has one this system knows, else the offset of its longitude.
        public init(for place: Place) {
            if let identifier = place.timeZone, TimeZone(identifier: identifier) != nil {
                self = .timeZone(identifier)
            } else {
                self = .longitude(Self.nominalOffset(longitude: place.coordinate.longitude))
            }
        }

        /// The place's time zone when it has one this system knows, else the offset the weather
        /// provider gave for it (`wf here`), else the offset of its longitude.
        public init(for place: Place, providerOffsetSeconds: Int?) {
            switch (Clock(for: place), providerOffsetSeconds) {
            case (.longitude, let seconds?): self = .provider(seconds)
            case (let clock, _): self = clock
            }
        }

        /// The whole hours of 15° east of Greenwich: 10.75° is UTC+01:00, -78.47° is UTC-05:00.
        public static func nominalOffset(longitude: Double) -> Int {
            Int((longitude / 15).rounded()) * 3600
        }

        public var utcOffset: UTCOffset {
            switch self {
            case .timeZone(let identifier):
                guard let zone = TimeZone(identifier: identifier) else { return .fixed(0) }
                return UTCOffset(zone)
            case .provider(let seconds), .longitude(let seconds):
                return .fixed(seconds)
            }
        }
    }

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
