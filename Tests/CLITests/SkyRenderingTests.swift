import Domain
import Foundation
import Presentation
import Testing
@testable import WeatherTerminal

/// `wf sky` as a 40-column terminal, JSON and sentences show it, and the sky line of `wf here`.
@Suite("wf sky rendered")
struct SkyRenderingTests {
    static let oslo = Place(name: "Oslo", country: "NO", region: "Oslo", coordinate: Coordinate(unchecked: 59.91, 10.75),
                            timeZone: "Europe/Oslo")
    static let sydney = Place(name: "Sydney", country: "AU", region: "New South Wales",
                              coordinate: Coordinate(unchecked: -33.87, 151.21), timeZone: "Australia/Sydney")
    static let longyearbyen = Place(name: "Longyearbyen", country: "SJ", coordinate: Coordinate(unchecked: 78.22, 15.65),
                                    timeZone: "Arctic/Longyearbyen")

    static func sky(_ place: Place, _ day: String) -> SkyReport {
        SkyReport(place: place, day: CalendarDay(strictISO: day)!, clock: SkyReport.Clock(for: place))
    }

    static func terminal(width: Int = 40, unicode: Bool = true, language: Language = .english) -> TerminalStyle {
        var style = TerminalStyle(colour: false, unicode: unicode, isTerminal: true, width: width)
        style.phrasebook = Phrasebook(language)
        return style
    }

    static func fitsWithoutCuts(_ text: String, width: Int = 40) -> Bool {
        text.split(separator: "\n").allSatisfy { TerminalStyle.visibleCount(String($0)) <= width && !$0.hasSuffix("…") && !$0.hasSuffix("...") }
    }

    @Test("Oslo at the winter solstice: the Sun's day and the Moon, in 40 columns, on Oslo's clocks")
    func oslo() {
        let text = SkyRenderer.render(Self.sky(Self.oslo, "2026-12-21"), style: Self.terminal())
        #expect(text == """
            Oslo, NO  (59.91, 10.75)
            Monday 21 December 2026
            times in Europe/Oslo (UTC+01:00)

            Dawn        08:20
            Sunrise     09:18
            Solar noon  12:15
            Sunset      15:12
            Dusk        16:09
            Day length  5 h 54 min
                        -10 s since yesterday
            Golden hour 08:41–11:24
                        13:06–15:48

            Moon        🌔 waxing gibbous
            Lit         90%
            Age         12.4 days
            Moonrise    12:21
            Moonset     06:20
            Full moon   Thu 24 Dec 02:28
            New moon    Thu 7 Jan 21:24

            """)
        #expect(Self.fitsWithoutCuts(text))
    }

    @Test("South of the equator the Moon's picture is mirrored: Sydney's waxing crescent has the shape of 🌘")
    func sydneyMirrored() {
        let sky = Self.sky(Self.sydney, "2026-06-21")
        #expect(sky.moon.phase == .waxingCrescent)
        let text = SkyRenderer.render(sky, style: Self.terminal())
        #expect(text.contains("Moon        🌘 waxing crescent"))
        #expect(text.contains("times in Australia/Sydney (UTC+10:00)"))
        #expect(SkyRenderer.render(sky, style: Self.terminal(unicode: false)).contains("Moon        (#   ) waxing crescent"))
        // The same day seen from Oslo: lit on the right.
        #expect(SkyRenderer.render(Self.sky(Self.oslo, "2026-06-21"), style: Self.terminal()).contains("🌓 first quarter"))
        #expect(Self.fitsWithoutCuts(text))
    }

    @Test("Every phase has its glyph in the north and the mirrored one in the south")
    func glyphs() {
        let north = MoonPhase.allCases.map { WeatherFormat.moonGlyph($0, southern: false) }
        let south = MoonPhase.allCases.map { WeatherFormat.moonGlyph($0, southern: true) }
        #expect(north == ["🌑", "🌒", "🌓", "🌔", "🌕", "🌖", "🌗", "🌘"])
        #expect(south == ["🌑", "🌘", "🌗", "🌖", "🌕", "🌔", "🌓", "🌒"])
        for phase in MoonPhase.allCases {
            #expect(WeatherFormat.moonPicture(phase, southern: true) == String(WeatherFormat.moonPicture(phase, southern: false).reversed())
                .replacingOccurrences(of: ")", with: "<").replacingOccurrences(of: "(", with: ")").replacingOccurrences(of: "<", with: "("))
        }
    }

    @Test("Longyearbyen's polar night says so in words, with no sunrise, sunset, dawn or dusk")
    func polarNight() {
        let sky = Self.sky(Self.longyearbyen, "2026-12-21")
        let text = SkyRenderer.render(sky, style: Self.terminal())
        #expect(text.contains("Sun         polar night: does not rise"))
        for missing in ["Sunrise", "Sunset", "Dawn", "Dusk", "Golden hour"] { #expect(!text.contains(missing), "\(missing)") }
        #expect(text.contains("Solar noon  11:55"))
        #expect(text.contains("Day length  0 h 0 min"))
        #expect(text.contains("Moonrise    does not rise today"))
        #expect(Self.fitsWithoutCuts(text))
        let json = JSONDocument.encode(JSONDocument.Sky(sky))
        #expect(json.contains(#""polar" : "night""#))
        #expect(json.contains(#""sunrise" : null"#))
        #expect(json.contains(#""all_day" : "up""#))
        #expect(json.contains(#""golden_hour_morning" : null"#))
    }

    @Test("ASCII mode has no emoji and no symbol outside ASCII")
    func ascii() {
        for (place, day) in [(Self.oslo, "2026-12-21"), (Self.sydney, "2026-01-15"), (Self.longyearbyen, "2026-06-21")] {
            let text = SkyRenderer.render(Self.sky(place, day), style: Self.terminal(unicode: false))
            #expect(text.unicodeScalars.allSatisfy { $0.isASCII }, "\(place.name)")
            #expect(text.contains("Golden hour") == (place.name != "Longyearbyen"))
        }
    }

    @Test("Every language fits 40 columns without a cut", arguments: Language.shipped)
    func everyLanguageFits(language: Language) {
        for (place, day) in [(Self.oslo, "2026-12-21"), (Self.sydney, "2026-01-15"), (Self.longyearbyen, "2026-12-21"),
                             (Self.longyearbyen, "2026-06-21")] {
            let text = SkyRenderer.render(Self.sky(place, day), style: Self.terminal(language: language))
            #expect(Self.fitsWithoutCuts(text), "\(language) \(place.name) \(day):\n\(text)")
        }
    }

    @Test("The JSON document has every field, snake_case, times ISO 8601 with the place's offset")
    func json() throws {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(JSONDocument.encode(JSONDocument.Sky(Self.sky(Self.oslo, "2026-12-21"))).utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["place", "date", "utc_offset", "utc_offset_source", "sun", "moon"])
        #expect(document["date"] as? String == "2026-12-21")
        #expect(document["utc_offset"] as? String == "+01:00")
        #expect(document["utc_offset_source"] as? String == "time-zone")
        let place = try #require(document["place"] as? [String: Any])
        #expect(place["time_zone"] as? String == "Europe/Oslo")
        let sun = try #require(document["sun"] as? [String: Any])
        #expect(Set(sun.keys) == ["dawn", "sunrise", "solar_noon", "sunset", "dusk", "day_length_seconds", "day_length_change_seconds",
                                  "golden_hour_morning", "golden_hour_evening", "polar"])
        #expect((sun["sunrise"] as? String)?.hasPrefix("2026-12-21T09:18") == true)
        #expect((sun["sunrise"] as? String)?.hasSuffix("+01:00") == true)
        #expect(sun["polar"] is NSNull)
        #expect(abs((sun["day_length_seconds"] as? Int ?? 0) - 21242) <= 120)
        #expect(sun["day_length_change_seconds"] as? Int == -10)
        #expect(((sun["golden_hour_morning"] as? [String: Any])?["start"] as? String)?.hasPrefix("2026-12-21T08:4") == true)
        let moon = try #require(document["moon"] as? [String: Any])
        #expect(Set(moon.keys) == ["phase", "illumination", "age_days", "moonrise", "moonset", "all_day", "next_full", "next_new", "waxing"])
        #expect(moon["phase"] as? String == "waxing-gibbous")
        #expect(abs((moon["illumination"] as? Double ?? 0) - 90.1) <= 2)
        #expect(moon["waxing"] as? Bool == true)
        #expect((moon["next_full"] as? String)?.hasPrefix("2026-12-24T02:") == true)
        #expect((moon["next_new"] as? String)?.hasPrefix("2027-01-07T21:") == true)
    }

    @Test("Without a time zone the times are on the longitude's clock, and the output says so")
    func longitudeClock() throws {
        let point = Place(name: "59.91, 10.75", coordinate: Coordinate(unchecked: 59.91, 10.75))
        let sky = Self.sky(point, "2026-06-21")
        #expect(sky.clock == .longitude(3600))
        let text = SkyRenderer.render(sky, style: Self.terminal())
        // At 40 columns the note goes on to a second line rather than being cut.
        #expect(text.hasPrefix("59.91, 10.75\nSunday 21 June 2026\ntimes in UTC+01:00, guessed from the"), "\(text)")
        #expect(text.contains("use --tz\n"), "\(text)")
        // Oslo's summer clocks are an hour ahead of its longitude's.
        #expect(text.contains("Sunrise     02:5"))
        #expect(SkyReport.Clock.nominalOffset(longitude: -78.47) == -5 * 3600)
        #expect(SkyReport.Clock.nominalOffset(longitude: 179.9) == 12 * 3600)
    }

    @Test("Accessible mode reads the sky as sentences")
    func accessible() {
        var style = Self.terminal()
        style.accessible = true
        style.spokenInFull = true
        let text = SkyRenderer.render(Self.sky(Self.oslo, "2026-12-21"), style: style)
        #expect(text == """
            Sun and moon at Oslo, Norway on Monday 21 December 2026, in Europe/Oslo time, UTC+01:00.
            Sunrise at 09:18, sunset at 15:12; the day lasts 5 hours 54 minutes, 10 seconds shorter than yesterday. Civil dawn at 08:20. Solar noon at 12:15. Civil dusk at 16:09. Morning golden hour from 08:41 to 11:24. Evening golden hour from 13:06 to 15:48.
            The moon is a waxing gibbous, 90 percent lit, 12.4 days old. Moonrise at 12:21. Moonset at 06:20. Next full moon Thursday 24 December at 02:28; next new moon Thursday 7 January at 21:24.

            """)
        let polar = SkyRenderer.render(Self.sky(Self.longyearbyen, "2026-12-21"), style: style)
        #expect(polar.contains("Polar night: the sun does not rise today."))
        #expect(polar.contains("The moon is up all day."))
    }

    @Test("wf here has one sky line within 40 columns, also as a sentence")
    func hereLine() {
        var report = PlaceReport(title: "Oslo, NO", current: Sourced(Lisbon.weather, source: .network))
        report.sky = Self.sky(Self.oslo, "2026-12-21")
        // The report's clock is Oslo's (UTC+1), unnamed as the user's own would be.
        let oslo = UTCOffset.fixed(3600)
        let text = LocationReportRenderer.render(report, style: Self.terminal(), utcOffset: oslo)
        let line = text.split(separator: "\n").first { $0.hasPrefix("Sky") }
        #expect(line == "Sky         ☀ 09:18–15:12 · 🌔 90%")
        #expect(Self.fitsWithoutCuts(text))
        #expect(LocationReportRenderer.render(report, style: Self.terminal(unicode: false), utcOffset: oslo)
            .contains("\nSky         sun 09:18-15:12, moon 90%\n"))
        var polar = report
        polar.sky = Self.sky(Self.longyearbyen, "2026-12-21")
        #expect(LocationReportRenderer.render(polar, style: Self.terminal(), utcOffset: .fixed(0)).contains("\nSky         ☀ polar night · 🌔 90%\n"))
        var style = Self.terminal()
        style.accessible = true
        style.spokenInFull = true
        // Spoken on the report's clock (the provider's UTC+1 for Oslo), named where it is not this machine's.
        report.current.value.utcOffsetSeconds = 3600
        let spoken = LocationReportRenderer.render(report, style: style, utcOffset: .fixed(0))
        let named = UTCOffset.system.seconds(Lisbon.fetched) == 3600 ? "" : " UTC plus 1"
        #expect(spoken.contains("\nThe sun is up from 09:18 to 15:12\(named). The moon is a waxing gibbous, 90 percent lit.\n"), "\(spoken)")
        // Without a sky (wf fav show), no line.
        #expect(!LocationReportRenderer.render(PlaceReport(title: "Oslo, NO", current: Sourced(Lisbon.weather, source: .network)),
                                               style: Self.terminal(), utcOffset: .fixed(0)).contains("Sky"))
    }

    @Test("Every language's here line fits 40 columns", arguments: Language.shipped)
    func hereLineFits(language: Language) {
        var report = PlaceReport(title: "Oslo, NO", current: Sourced(Lisbon.weather, source: .network))
        for (place, day) in [(Self.oslo, "2026-12-21"), (Self.longyearbyen, "2026-06-21")] {
            report.sky = Self.sky(place, day)
            for unicode in [true, false] where unicode || !language.needsUnicode {
                let text = LocationReportRenderer.render(report, style: Self.terminal(unicode: unicode, language: language), utcOffset: .fixed(0))
                let label = Phrasebook(language)(.skyHere)
                let line = text.split(separator: "\n").first { $0.hasPrefix(unicode ? label : TerminalStyle.asciiOnly(label, in: language)) }
                    .map(String.init) ?? ""
                #expect(!line.isEmpty && TerminalStyle.visibleCount(line) <= 40 && !line.hasSuffix("…"), "\(language): \(line)")
            }
        }
    }
}
