import Foundation

/// Which clock a place's times are shown on, and how wf knows: the zone the user chose (`--tz`),
/// the place's own zone, the offset a provider gave, or a guess from the longitude.
public enum PlaceClock: Hashable, Sendable {
    /// The IANA time zone the user asked for with `--tz`.
    case chosen(String)
    /// The place's IANA time zone ("Europe/Oslo"), from the geocoder or a cached answer: daylight saving time included.
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

    /// The zone chosen, else the place's time zone when this system knows it, else the offset the
    /// weather provider gave for it, else the offset of its longitude.
    public init(for place: Place, providerOffsetSeconds: Int?, chosen: String? = nil) {
        if let chosen, TimeZone(identifier: chosen) != nil {
            self = .chosen(chosen)
            return
        }
        switch (PlaceClock(for: place), providerOffsetSeconds) {
        case (.longitude, let seconds?): self = .provider(seconds)
        case (let clock, _): self = clock
        }
    }

    /// The whole hours of 15° east of Greenwich: 10.75° is UTC+01:00, -78.47° is UTC-05:00.
    public static func nominalOffset(longitude: Double) -> Int {
        Int((longitude / 15).rounded()) * 3600
    }

    /// The IANA name, when the clock is a zone's.
    public var zoneName: String? {
        switch self {
        case .chosen(let identifier), .timeZone(let identifier): identifier
        case .provider, .longitude: nil
        }
    }

    /// The offset at each moment. A chosen zone names itself after every time; the place's own
    /// clock where it is not this machine's ("11:00 UTC+1"), so it is never read as the user's.
    public var utcOffset: UTCOffset {
        switch self {
        case .chosen(let identifier):
            guard let zone = TimeZone(identifier: identifier) else { return .labelled { _ in 0 } }
            return .labelled { zone.secondsFromGMT(for: $0) }
        case .timeZone(let identifier):
            guard let zone = TimeZone(identifier: identifier) else { return .place { _ in 0 } }
            return .place { zone.secondsFromGMT(for: $0) }
        case .provider(let seconds), .longitude(let seconds):
            return .place { _ in seconds }
        }
    }
}
