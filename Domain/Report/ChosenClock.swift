import Foundation

/// `--tz`: a result put on a chosen zone for showing. Its clock times (hours, sunrise, rain soon,
/// the air's hours) are then that zone's, at its offset at the moment given; the Sun and the Moon
/// at theirs each. The calendar days a forecast gives stay the place's; JSON is written from the
/// result as it came, never from this.
public enum ChosenClock {
    /// The zone's offset at `moment`, in seconds east of UTC; nil for a zone this system does not know.
    public static func seconds(_ zone: String, at moment: Date) -> Int? {
        TimeZone(identifier: zone)?.secondsFromGMT(for: moment)
    }
}

extension PlaceReport {
    /// The report with every part's times on `zone`; itself when the zone is unknown.
    public func shown(on zone: String, at moment: Date) -> PlaceReport {
        guard let seconds = ChosenClock.seconds(zone, at: moment) else { return self }
        var report = self
        report.chosenZone = zone
        report.current.value.utcOffsetSeconds = seconds
        report.forecast?.value.utcOffsetSeconds = seconds
        report.parts.nowcast = parts.nowcast?.map { nowcast in
            var nowcast = nowcast
            nowcast.value.utcOffsetSeconds = seconds
            return nowcast
        }
        report.parts.airQuality = parts.airQuality?.map { $0.shown(onOffset: seconds) }
        report.parts.sky = parts.sky?.shown(on: .chosen(zone))
        return report
    }
}

extension AirQualityUseCase.Result {
    /// The answer with its hours on a clock `seconds` east of UTC.
    public func shown(onOffset seconds: Int) -> Self {
        var result = self
        result.airQuality.value.utcOffsetSeconds = seconds
        return result
    }
}

extension SkyReport {
    /// The same Sun and Moon, their times shown on `clock`.
    public func shown(on clock: Clock) -> SkyReport {
        SkyReport(self, clock: clock)
    }

    private init(_ sky: SkyReport, clock: Clock) {
        place = sky.place
        day = sky.day
        self.clock = clock
        sun = sky.sun
        moon = sky.moon
    }
}
