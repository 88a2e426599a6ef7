import Domain
import Foundation

/// The Sun and the Moon (`wf sky`, and the sky line of `wf here`) in the phrasebook's language.
extension Phrasebook {
    // MARK: Words and values

    /// "waxing gibbous".
    public func moonPhase(_ phase: MoonPhase) -> String {
        self(Phrase.moonPhase(phase))
    }

    /// "Monday 21 December 2026".
    public func longDateWithYear(_ day: CalendarDay) -> String {
        self(.skyDate(date: longDate(day), year: String(day.year)))
    }

    /// "Thu 24 Dec 02:28" on the clocks of a place `utcOffsetSeconds` from UTC.
    public func dayAndClockTime(_ date: Date, utcOffsetSeconds: Int) -> String {
        day(CalendarDay(date, utcOffsetSeconds: utcOffsetSeconds)) + " " + cellTime(date, on: .fixed(utcOffsetSeconds))
    }

    /// "times in Europe/Oslo (UTC+01:00)", or "times in UTC+01:00 (from longitude)" when no time zone is known.
    public func skyClock(_ sky: SkyReport) -> String {
        let offset = WeatherFormat.utcOffset(sky.utcOffsetSeconds)
        return switch sky.clock {
        case .timeZone(let zone), .chosen(let zone): self(.skyClockZone(zone: zone, offset: offset))
        case .longitude: self(.skyClockLongitude(offset: offset))
        case .provider: self(.skyClockProvider(offset: offset))
        }
    }

    /// "5 h 54 min": how long the Sun is up, to the minute.
    public func dayLength(_ seconds: TimeInterval) -> String {
        let minutes = Int((seconds / 60).rounded())
        return self(.skyHoursMinutes(hours: String(minutes / 60), minutes: String(minutes % 60)))
    }

    /// "+2 min 13 s since yesterday", "-10 s since yesterday", or "as long as yesterday".
    public func dayLengthChange(_ seconds: TimeInterval) -> String {
        let whole = Int(seconds.rounded())
        guard whole != 0 else { return self(.skySameLength) }
        let magnitude = abs(whole)
        let amount: String = switch magnitude {
        case ..<60: self(.skySeconds(seconds: String(magnitude)))
        case ..<3600: self(.skyMinutesSeconds(minutes: String(magnitude / 60), seconds: String(magnitude % 60)))
        default: self(.skyHoursMinutes(hours: String(magnitude / 3600), minutes: String(magnitude % 3600 / 60)))
        }
        return self(.skyChange(change: (whole < 0 ? "-" : "+") + amount))
    }

    // MARK: Sentences

    /// `wf sky --accessible`: the place and clocks, the Sun, then the Moon, a few sentences each.
    public func spokenSky(_ sky: SkyReport, place: String) -> [String] {
        let time = { (date: Date) in cellTime(date, on: .fixed(sky.utcOffsetSeconds(at: date))) }
        let offset = "UTC" + WeatherFormat.utcOffset(sky.utcOffsetSeconds)
        let date = longDateWithYear(sky.day)
        let title: String = switch sky.clock {
        case .timeZone(let zone), .chosen(let zone): self(.spokenSkyTitleZone(place: place, date: date, zone: zone, offset: offset))
        case .longitude: self(.spokenSkyTitleLongitude(place: place, date: date, offset: offset))
        case .provider: self(.spokenSkyTitleProvider(place: place, date: date, offset: offset))
        }
        var sun: [String] = []
        let sunTimes = sky.sun
        let length = spokenDayLength(sunTimes.dayLength), change = spokenDayLengthChange(sunTimes.dayLengthChange)
        switch (sunTimes.polar, sunTimes.sunrise, sunTimes.sunset) {
        case (.night?, _, _): sun.append(self(.spokenSkyPolarNight))
        case (.day?, _, _): sun.append(self(.spokenSkyPolarDay))
        case let (nil, sunrise?, sunset?):
            sun.append(self(.spokenSkySun(sunrise: time(sunrise), sunset: time(sunset), length: length, change: change)))
        case let (nil, sunrise, sunset):
            sun.append(sunrise.map { self(.spokenSkySunrise(time: time($0))) } ?? self(.spokenSkyNoSunrise))
            sun.append(sunset.map { self(.spokenSkySunset(time: time($0))) } ?? self(.spokenSkyNoSunset))
            sun.append(self(.spokenSkyDayLength(length: length, change: change)))
        }
        if let dawn = sunTimes.civilDawn { sun.append(self(.spokenSkyDawn(time: time(dawn)))) }
        sun.append(self(.spokenSkyNoon(time: time(sunTimes.solarNoon))))
        if let dusk = sunTimes.civilDusk { sun.append(self(.spokenSkyDusk(time: time(dusk)))) }
        if let golden = sunTimes.morningGoldenHour {
            sun.append(self(.spokenSkyGoldenMorning(start: time(golden.start), end: time(golden.end))))
        }
        if let golden = sunTimes.eveningGoldenHour {
            sun.append(self(.spokenSkyGoldenEvening(start: time(golden.start), end: time(golden.end))))
        }

        let moon = sky.moon
        var moonSentences = [self(.spokenSkyMoon(phase: self(Phrase.spokenMoonPhase(moon.phase)), percent: spokenNumber(moon.illumination.percent, decimals: 0), age: spokenNumber(moon.age, decimals: 1)))]
        switch moon.allDay {
        case .up?: moonSentences.append(self(.spokenSkyMoonUp))
        case .down?: moonSentences.append(self(.spokenSkyMoonDown))
        case nil:
            moonSentences.append(moon.moonrise.map { self(.spokenSkyMoonrise(time: time($0))) } ?? self(.spokenSkyNoMoonrise))
            moonSentences.append(moon.moonset.map { self(.spokenSkyMoonset(time: time($0))) } ?? self(.spokenSkyNoMoonset))
        }
        let when = { (date: Date) in
            let offset = sky.utcOffsetSeconds(at: date)
            let day = CalendarDay(date, utcOffsetSeconds: offset)
            return self(.spokenSkyDateTime(date: self.longDate(day), time: cellTime(date, on: .fixed(offset))))
        }
        moonSentences.append(self(.spokenSkyNext(full: when(moon.nextFullMoon), new: when(moon.nextNewMoon))))
        return [title, sun.joined(separator: " "), moonSentences.joined(separator: " ")]
    }

    /// The sky line of `wf here` as a sentence: "The sun is up from 07:50 to 15:40. The moon is a
    /// waxing gibbous, 78 percent lit.", on the report's `clock`, its zone said by the one rule.
    public func spokenSkyToday(_ sky: SkyReport, on clock: UTCOffset) -> String {
        let time = { (date: Date) in spokenClockTime(date, on: clock) }
        var sentences: [String] = []
        switch (sky.sun.polar, sky.sun.sunrise, sky.sun.sunset) {
        case (.night?, _, _): sentences.append(self(.spokenSkyPolarNight))
        case (.day?, _, _): sentences.append(self(.spokenSkyPolarDay))
        case let (nil, sunrise?, sunset?): sentences.append(self(.spokenSkySunUp(sunrise: cellTime(sunrise, on: clock), sunset: time(sunset))))
        case let (nil, sunrise, sunset):
            sentences.append(sunrise.map { self(.spokenSkySunrise(time: time($0))) } ?? self(.spokenSkyNoSunrise))
            sentences.append(sunset.map { self(.spokenSkySunset(time: time($0))) } ?? self(.spokenSkyNoSunset))
        }
        sentences.append(self(.spokenSkyMoonLit(phase: self(Phrase.spokenMoonPhase(sky.moon.phase)), percent: spokenNumber(sky.moon.illumination.percent, decimals: 0))))
        return sentences.joined(separator: " ")
    }

    /// "6 hours 51 minutes", "24 hours", "45 minutes".
    func spokenDayLength(_ seconds: TimeInterval) -> String {
        let minutes = Int((seconds / 60).rounded())
        return spokenDuration(hours: minutes / 60, minutes: minutes % 60, seconds: 0)
    }

    /// "2 minutes 13 seconds shorter than yesterday", or "as long as yesterday".
    func spokenDayLengthChange(_ seconds: TimeInterval) -> String {
        let whole = Int(seconds.rounded())
        guard whole != 0 else { return self(.spokenSkySame) }
        let magnitude = abs(whole)
        let duration = magnitude >= 3600
            ? spokenDuration(hours: magnitude / 3600, minutes: magnitude % 3600 / 60, seconds: 0)
            : spokenDuration(hours: 0, minutes: magnitude / 60, seconds: magnitude % 60)
        return self(whole < 0 ? .spokenSkyShorter(duration: duration) : .spokenSkyLonger(duration: duration))
    }

    /// The parts that are not zero, each with its unit in words ("1 hour", "2 minutes"); "0 minutes" when all are.
    private func spokenDuration(hours: Int, minutes: Int, seconds: Int) -> String {
        let parts: [(Int, (String) -> Phrase, (String) -> Phrase)] = [(hours, Phrase.spokenUnitHour, Phrase.spokenUnitHours),
                                                                      (minutes, Phrase.spokenUnitMinute, Phrase.spokenUnitMinutes),
                                                                      (seconds, Phrase.spokenUnitSecond, Phrase.spokenUnitSeconds)]
        let said = parts.filter { $0.0 != 0 }.map { value, one, many in self((value == 1 ? one : many)(String(value))) }
        return said.isEmpty ? self(.spokenUnitMinutes(value: "0")) : said.joined(separator: " ")
    }
}

extension Phrase {
    static func moonPhase(_ phase: MoonPhase) -> Phrase {
        switch phase {
        case .newMoon: .moonNewMoon
        case .waxingCrescent: .moonWaxingCrescent
        case .firstQuarter: .moonFirstQuarter
        case .waxingGibbous: .moonWaxingGibbous
        case .fullMoon: .moonFullMoon
        case .waningGibbous: .moonWaningGibbous
        case .lastQuarter: .moonLastQuarter
        case .waningCrescent: .moonWaningCrescent
        }
    }

    /// The phase as the start of a sentence: "The moon is a waxing gibbous".
    static func spokenMoonPhase(_ phase: MoonPhase) -> Phrase {
        switch phase {
        case .newMoon: .spokenMoonNewMoon
        case .waxingCrescent: .spokenMoonWaxingCrescent
        case .firstQuarter: .spokenMoonFirstQuarter
        case .waxingGibbous: .spokenMoonWaxingGibbous
        case .fullMoon: .spokenMoonFullMoon
        case .waningGibbous: .spokenMoonWaningGibbous
        case .lastQuarter: .spokenMoonLastQuarter
        case .waningCrescent: .spokenMoonWaningCrescent
        }
    }
}
