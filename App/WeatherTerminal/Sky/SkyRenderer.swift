import Domain
import Foundation
import Presentation

/// `wf sky` as text: the Sun's day and the Moon, one short fact a line so that it fits 40 columns.
public enum SkyRenderer {
    public static func render(_ sky: SkyReport, style: TerminalStyle) -> String {
        if style.accessible { return AccessibleRenderer.sky(sky, style: style) }
        let words = style.phrasebook
        let place = sky.place
        let title = TerminalSafe(place.name == place.coordinate.description ? place.name : place.displayName).text
        var parts: [HeaderLine.Part] = []
        if title != place.coordinate.description {
            parts.append(.init("(\(place.coordinate.description))", priority: 1, separator: "  "))
        }
        var lines = [HeaderLine(title: title, parts: parts).render(style: style)]
        lines.append(words.longDateWithYear(sky.day))
        // A long time zone name ("America/Argentina/Buenos_Aires") goes on to a second line rather than being cut.
        lines += words.skyClock(sky).wrapped(columns: style.width).map(style.dim)
        lines.append("")

        let fact = SkyFact(words: words)
        let time = { (date: Date?) in
            date.map { words.cellTime($0, on: .fixed(sky.utcOffsetSeconds(at: $0))) } ?? WeatherFormat.missing
        }
        let sun = sky.sun
        // In a polar night or day without twilight there is no dawn or dusk to speak of.
        if sun.polar == nil || sun.civilDawn != nil { lines.append(fact(.skyDawn, time(sun.civilDawn))) }
        switch sun.polar {
        case .night?: lines.append(fact(.skySun, words(.skyPolarNight)))
        case .day?: lines.append(fact(.skySun, words(.skyPolarDay)))
        case nil: lines.append(fact(.skySunrise, time(sun.sunrise)))
        }
        lines.append(fact(.skySolarNoon, time(sun.solarNoon)))
        if sun.polar == nil { lines.append(fact(.skySunset, time(sun.sunset))) }
        if sun.polar == nil || sun.civilDusk != nil { lines.append(fact(.skyDusk, time(sun.civilDusk))) }
        lines.append(fact(.skyDayLength, words.dayLength(sun.dayLength)))
        lines.append(fact(nil, words.dayLengthChange(sun.dayLengthChange)))
        let golden = [sun.morningGoldenHour, sun.eveningGoldenHour].compactMap { $0 }.map { "\(time($0.start))–\(time($0.end))" }
        for (index, interval) in golden.enumerated() {
            lines.append(fact(index == 0 ? .skyGoldenHour : nil, interval))
        }
        lines.append("")

        let moon = sky.moon
        let picture = style.unicode
            ? WeatherFormat.moonGlyph(moon.phase, southern: sky.isSouthernHemisphere)
            : WeatherFormat.moonPicture(moon.phase, southern: sky.isSouthernHemisphere)
        lines.append(fact(.skyMoon, style.bold(picture + " " + words.moonPhase(moon.phase))))
        lines.append(fact(.skyIllumination, words.percent(moon.illumination.percent)))
        lines.append(fact(.skyAge, words(.skyAgeDays(days: words.localised(String(format: "%.1f", moon.age))))))
        lines.append(fact(.skyMoonrise, moon.moonrise.map { time($0) } ?? words(.skyNoMoonrise)))
        lines.append(fact(.skyMoonset, moon.moonset.map { time($0) } ?? words(.skyNoMoonset)))
        let when = { (date: Date) in words.dayAndClockTime(date, utcOffsetSeconds: sky.utcOffsetSeconds(at: date)) }
        lines.append(fact(.skyNextFull, when(moon.nextFullMoon)))
        lines.append(fact(.skyNextNew, when(moon.nextNewMoon)))
        return style.finish(lines)
    }

    /// The sky line of `wf here`, a fact like the others: "Sky         ☀ 07:50–15:40 · 🌔 78 %"; in ASCII
    /// or to a pipe "sun 07:50-15:40, moon 78 %".
    /// On the report's `clock`, named by its rule as every time of the report.
    static func addToday(_ sky: SkyReport, to facts: inout Facts, style: TerminalStyle, clock: UTCOffset) {
        let words = style.phrasebook
        let time = { (date: Date) in words.clockTime(date, on: clock) }
        let sun: String = switch (sky.sun.polar, sky.sun.sunrise, sky.sun.sunset) {
        case (.night?, _, _): words(.skyHerePolarNight)
        case (.day?, _, _): words(.skyHerePolarDay)
        case let (nil, sunrise?, sunset?): words.clockRange(sunrise, sunset, on: clock)
        case let (nil, sunrise, sunset): sunrise.map { "↑" + time($0) } ?? sunset.map { "↓" + time($0) } ?? WeatherFormat.missing
        }
        let lit = words.percent(sky.moon.illumination.percent)
        let value = style.unicode && style.iconGlyphs
            ? "☀ \(sun) · \(WeatherFormat.moonGlyph(sky.moon.phase, southern: sky.isSouthernHemisphere)) \(lit)"
            : words(.skyHereWords(sun: sun, moon: lit))
        facts.add(.skyHere, value)
    }
}

/// "Sunrise     09:18": the labels of `wf sky` padded to the widest one in this language.
private struct SkyFact {
    static let labels: [Phrase] = [.skySun, .skyDawn, .skySunrise, .skySolarNoon, .skySunset, .skyDusk, .skyDayLength,
                                   .skyGoldenHour, .skyMoon, .skyIllumination, .skyAge, .skyMoonrise, .skyMoonset,
                                   .skyNextFull, .skyNextNew]
    let words: Phrasebook
    let labelWidth: Int

    init(words: Phrasebook) {
        self.words = words
        labelWidth = (Self.labels.map { words($0).terminalColumns }.max() ?? 0) + 1
    }

    /// No label: a line that goes on from the one above.
    func callAsFunction(_ label: Phrase?, _ value: String) -> String {
        (label.map { words($0) } ?? "").rightPadded(labelWidth) + value
    }
}
