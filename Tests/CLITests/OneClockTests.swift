import CLI
import Domain
import Foundation
import Presentation
import Testing
@testable import WeatherTerminal

/// Every view says an alert's times on the report's one clock, and never reads an old "no alerts" as all-clear.
@Suite("One clock, one age, one truth")
struct OneClockTests {
    /// 2026-11-29 10:28 UTC: 05:28 in New Jersey (the source's own clock), 11:28 in Berlin.
    static let end = Date(timeIntervalSince1970: 1_795_948_080)
    static let storm = WeatherAlert(event: "Winter Storm Warning", severity: .severe, certainty: .likely,
                                    onset: Lisbon.fetched, end: end, utcOffsetSeconds: -5 * 3600)
    static let place = Place(name: "Berlin", country: "US", coordinate: Coordinate(unchecked: 39.79, -74.93))

    static func alerts(_ list: [WeatherAlert], fetchedAt: Date = Lisbon.fetched) -> Result<WeatherAlerts, WeatherError> {
        .success(WeatherAlerts(place: place, coverage: .nws, source: "National Weather Service", fetchedAt: fetchedAt, alerts: list))
    }

    @Test("The banner says the end on the clock it is given, labelled, never on the source's own: 11:28 UTC+1, not 05:28")
    func bannerOnTheReportsClock() throws {
        let berlin = PlaceClock.chosen("Europe/Berlin").utcOffset
        let banner = try #require(AlertsRenderer.banner(Self.alerts([Self.storm]), style: .plain, clock: berlin, now: Lisbon.fetched + 60))
        #expect(banner.contains("until Sun 29 Nov 11:28 UTC+1"), "\(banner)")
        var spoken = TerminalStyle.plain
        spoken.accessible = true
        let sentence = try #require(AlertsRenderer.banner(Self.alerts([Self.storm]), style: spoken, clock: berlin, now: Lisbon.fetched + 60))
        #expect(sentence.contains("11:28 UTC plus 1"), "\(sentence)")
        #expect(!sentence.contains("05:28") && !banner.contains("05:28"))
    }

    @Test("At 40 columns (the app, a narrow terminal) the banner goes on below: the storm's end is never cut off")
    func narrowBannerKeepsTheEnd() throws {
        let berlin = PlaceClock.chosen("Europe/Berlin").utcOffset
        let style = TerminalStyle(colour: false, unicode: true, isTerminal: true, width: 40)
        let banner = try #require(AlertsRenderer.banner(Self.alerts([Self.storm]), style: style, clock: berlin, now: Lisbon.fetched + 60))
        let lines = banner.split(separator: "\n").map(String.init)
        #expect(lines.count > 1 && lines.allSatisfy { $0.terminalColumns <= 40 }, "\(banner)")
        #expect(lines.joined(separator: " ").contains("until Sun 29 Nov 11:28 UTC+1"), "\(banner)")
    }

    @Test("wf alerts and the banner say the same end on the same clock")
    func alertsAndBannerAgree() throws {
        let berlin = PlaceClock.chosen("Europe/Berlin").utcOffset
        let report = AlertsUseCase.Result(alerts: Sourced(try Self.alerts([Self.storm]).get(), source: .network), active: [Self.storm])
        let full = AlertsRenderer.render(report, style: .plain, utcOffset: berlin, now: Lisbon.fetched + 60)
        #expect(full.contains("to Sun 29 Nov 11:28 UTC+1"), "\(full)")
    }

    @Test("Past their freshness, alerts are the last known with their age; none then is 'unknown', never nothing",
          arguments: [(3 * 3600, "3 hours old"), (13 * 3600, "13 hours old"), (50 * 3600, "2 days old")])
    func staleBanner(seconds: Int, age: String) throws {
        let now = Lisbon.fetched + Double(seconds)
        let clock = UTCOffset.fixed(0)
        let last = try #require(AlertsRenderer.banner(Self.alerts([Self.storm]), style: .plain, clock: clock, now: now))
        #expect(last.contains("Last known alerts, \(age): ") && last.contains("Winter Storm Warning"), "\(last)")
        let none = try #require(AlertsRenderer.banner(Self.alerts([]), style: .plain, clock: clock, now: now))
        #expect(none.hasPrefix("? Alerts unknown") && none.contains(age), "\(none)")
        // Fresh and none: no banner at all.
        #expect(AlertsRenderer.banner(Self.alerts([]), style: .plain, clock: clock, now: Lisbon.fetched + 60) == nil)
        let report = AlertsUseCase.Result(alerts: Sourced(try Self.alerts([]).get(), source: .offline(reason: "down")), active: [])
        let text = AlertsRenderer.render(report, style: .plain, utcOffset: clock, now: now)
        #expect(text.contains("offline — alerts as of 11:06 (\(age))"), "\(text)")
        #expect(!text.contains("No alerts in force"), "\(text)")
    }

    @Test("--format: stale alerts are ?, and a line from an old copy ends (old: 13h)")
    func formatLine() throws {
        let format = OneLineFormat(template: try WeatherTemplate(parsing: "%t|%W"), ascii: true)
        var report = PlaceReport(place: Lisbon.place, current: Sourced(Lisbon.weather, source: .offline(reason: "down")))
        report.alerts = Self.alerts([Self.storm])
        let line = format.line(report, style: .plain, now: Lisbon.weather.fetchedAt + 13 * 3600)
        #expect(line.hasSuffix("|? (old: 13h)\n"), "\(line)")
        report.current.source = .network
        report.alerts = Self.alerts([Self.storm], fetchedAt: Lisbon.weather.fetchedAt)
        #expect(format.line(report, style: .plain, now: Lisbon.weather.fetchedAt + 60).hasSuffix("|Winter Storm Warning\n"))
    }

    @Test("The map's legend carries each favourite's alert, and ? with its age past freshness")
    func mapLegendCarriesAlerts() {
        let favourite = Favourite(place: Self.place, addedAt: Lisbon.fetched)
        let world = MapViewport.world
        var parts = ReportParts()
        parts.alerts = Self.alerts([Self.storm])
        let fresh = MapRenderer.legend(favourites: [favourite], here: nil, parts: [parts], now: Lisbon.fetched + 60, inView: { _ in true })
        #expect(fresh.first?.hasSuffix("(39.79, -74.93)  ⚠ Winter Storm Warning") == true, "\(fresh)")
        let old = MapRenderer.legend(favourites: [favourite], here: nil, parts: [parts], now: Lisbon.fetched + 13 * 3600,
                                     unicode: false, inView: { _ in true })
        #expect(old.first?.hasSuffix("? Winter Storm Warning (old: 13 hours)") == true, "\(old)")
        parts.alerts = Self.alerts([])
        let none = MapRenderer.legend(favourites: [favourite], here: nil, parts: [parts], now: Lisbon.fetched + 60, inView: { _ in true })
        #expect(none.first?.hasSuffix("(39.79, -74.93)") == true, "\(none)")
        var stormy = ReportParts()
        stormy.alerts = Self.alerts([Self.storm])
        let drawn = MapRenderer.renderStatic(mask: LandMask(rows: ["....", ".##."]), viewport: world, favourites: [favourite], here: nil,
                                             width: 40, height: 8, charset: .ascii, parts: [stormy],
                                             now: Lisbon.fetched + 60)
        #expect(drawn.contains("! Winter Storm Warning"), "\(drawn)")
    }

    @Test("wf map --accessible says each favourite's alert, on its clock, and the last known past freshness")
    func accessibleMapCarriesAlerts() {
        var style = TerminalStyle.plain
        style.accessible = true
        var weather = Lisbon.weather
        weather.utcOffsetSeconds = -5 * 3600
        let row = FavouriteWeather(favourite: Favourite(place: Self.place, addedAt: Lisbon.fetched),
                                   weather: .success(Sourced(weather, source: .network)), alerts: Self.alerts([Self.storm]))
        let text = AccessibleRenderer.map(here: nil, favourites: [row], units: .metric, style: style, now: Lisbon.fetched + 60)
        #expect(text.contains("Winter Storm Warning") && text.contains("05:28 UTC minus 5"), "\(text)")
        let old = AccessibleRenderer.map(here: nil, favourites: [row], units: .metric, style: style, now: Lisbon.fetched + 13 * 3600)
        #expect(old.contains("13 hours old"), "\(old)")
    }

    @Test("wf app --tz: the favourites tab says every updated time on the chosen clock, labelled")
    func appFavouritesOnChosenClock() {
        var tab = AppViewModel.FavouritesTab()
        var weather = Lisbon.weather
        weather.utcOffsetSeconds = -5 * 3600
        tab.list = .listed([])
        tab.rows = [FavouriteWeather(favourite: Favourite(place: Self.place, addedAt: Lisbon.fetched), weather: .success(Sourced(weather, source: .network)))]
        var style = TerminalStyle.plain
        style.width = 80
        let chosen = AppRenderer.favouriteLines(tab, style: style, chosenZone: "Asia/Tokyo", now: Lisbon.fetched).joined(separator: "\n")
        #expect(chosen.contains("UTC+9"), "\(chosen)")
        let own = AppRenderer.favouriteLines(tab, style: style, now: Lisbon.fetched).joined(separator: "\n")
        #expect(own.contains("UTC-5") && !own.contains("UTC+9"), "\(own)")
    }

    @Test("The app at 40 columns: a favourite's row from an old copy keeps its age, and the place screen wraps its offline note")
    func appOfflineMarksAtFortyColumns() {
        let style = TerminalStyle(colour: false, unicode: false, isTerminal: true, width: 40)
        let now = Lisbon.fetched + 13 * 3600
        var tab = AppViewModel.FavouritesTab()
        tab.list = .listed([])
        tab.rows = [FavouriteWeather(favourite: Favourite(place: Self.place, addedAt: Lisbon.fetched),
                                     weather: .success(Sourced(Lisbon.weather, source: .offline(reason: "down"))))]
        let rows = AppRenderer.favouriteLines(tab, style: style, now: now)
        #expect(rows.first?.hasSuffix("(old: 13h)") == true && rows.allSatisfy { $0.terminalColumns <= 40 }, "\(rows)")
        tab.rows[0].weather = .success(Sourced(Lisbon.weather, source: .network))
        #expect(!AppRenderer.favouriteLines(tab, style: style, now: Lisbon.fetched + 60).joined().contains("old"))

        var screen = AppViewModel.PlaceScreen(place: Lisbon.place)
        screen.isLoading = false
        screen.report = PlaceReport(place: Lisbon.place, current: Sourced(Lisbon.weather, source: .offline(reason: "down")))
        let lines = AppRenderer.placeLines(screen, state: AppViewModel.State(width: 40, height: 24, units: .metric), style: style,
                                           utcOffset: .fixed(0), now: now)
        #expect(lines.allSatisfy { $0.terminalColumns <= 40 }, "\(lines)")
        #expect(lines.prefix(3).joined(separator: " ").contains("(old: 13 hours)"), "\(lines)")
    }

    @Test("Rain soon names the report's clock once, after its last time, in text, spoken and %R; the machine's own goes unnamed")
    func rainSoonOnTheClock() {
        let words = Phrasebook.english, rain = NarrowScreenTests.rainSoon
        let newYork = UTCOffset.place({ _ in -5 * 3600 }, machine: .fixed(9 * 3600))
        #expect(words.rainLine(rain, now: Lisbon.fetched, on: newYork) == "rain from about 06:45, easing around 07:30 UTC-5")
        #expect(words.spokenRainLine(rain, now: Lisbon.fetched, on: newYork).contains("07:30 UTC minus 5"))
        #expect(words.rainShort(rain, now: Lisbon.fetched, on: newYork) == "rain 06:45 UTC-5")
        let own = UTCOffset.place({ _ in 0 }, machine: .fixed(0))
        #expect(words.rainLine(rain, now: Lisbon.fetched, on: own) == "rain from about 11:45, easing around 12:30")
    }

    @Test("JSON carries alerts_updated and alerts_stale beside alerts")
    func json() throws {
        var report = PlaceReport(place: Lisbon.place, current: Sourced(Lisbon.weather, source: .network))
        report.alerts = Self.alerts([Self.storm])
        let old = JSONDocument.encode(JSONDocument.Report(report, now: Lisbon.fetched + 13 * 3600, closing: SideSection.closingParts))
        #expect(old.contains(#""alerts_stale" : true"#) && old.contains(#""alerts_updated" : "2026-11-18T11:06:40Z""#), "\(old)")
        let fresh = JSONDocument.encode(JSONDocument.Report(report, now: Lisbon.fetched + 60, closing: SideSection.closingParts))
        #expect(fresh.contains(#""alerts_stale" : false"#), "\(fresh)")
    }
}

/// No view formats a time of its own: they all go through `Phrasebook+Time.swift`, so none can
/// say another clock, label or age than the rest.
@Suite("One formatter for times")
struct OneTimeFormatterTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// What formats a clock time or a date by itself.
    static let ownFormatting = ["%02d:%02d", "DateFormatter", ".formatted(", "localTime(", "localHour(", "Date.FormatStyle"]
    /// The one formatter, and the arithmetic it is built on.
    static let allowed: Set<String> = ["Presentation/Time/Phrasebook+Time.swift", "Presentation/Formatting/WeatherFormat.swift"]

    static func sources() -> [(String, String)] {
        var found: [(String, String)] = []
        for folder in ["App", "Presentation"] {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "swift" {
                let relative = String(url.path.dropFirst(root.path.count + 1))
                if let text = try? String(contentsOf: url, encoding: .utf8) { found.append((relative, text)) }
            }
        }
        return found
    }

    @Test("Only Phrasebook+Time.swift turns a moment into a clock time")
    func noViewFormatsItsOwnTime() {
        let sources = Self.sources()
        #expect(sources.count > 100, "the sources were not found from \(Self.root.path)")
        var offenders: [String] = []
        for (path, text) in sources where !Self.allowed.contains(path) {
            for pattern in Self.ownFormatting where text.contains(pattern) { offenders.append("\(path): \(pattern)") }
        }
        #expect(offenders.isEmpty, "formats a time of its own: \(offenders)")
    }
}
