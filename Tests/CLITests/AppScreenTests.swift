import Domain
import Foundation
import Presentation
import Testing
@testable import WeatherTerminal

/// `wf app` drawn small and said aloud: the status line at 30 columns, the list of keys at 80×24,
/// and a place in brief for a screen reader (and `wf here --accessible` naming the place once).
@Suite("The app's screens, narrow and spoken")
struct AppScreenTests {
    static var report: PlaceReport {
        var days: [DailyForecast] = []
        for offset in 0..<5 {
            var day = Lisbon.day
            day.date = CalendarDay(year: 2026, month: 11, day: 18 + offset)
            days.append(day)
        }
        var report = PlaceReport(place: Lisbon.place, current: Sourced(Lisbon.weather, source: .network))
        report.forecast = Sourced(Forecast(place: Lisbon.place, units: .metric, provider: "Open-Meteo", fetchedAt: Lisbon.fetched,
                                           utcOffsetSeconds: 0, days: days), source: .network)
        report.alerts = .success(PlaceReportRenderingTests.alerts)
        return report
    }

    @Test("At 30 columns the status line starts with '?: keys' and keeps whole hints, in Unicode and in ASCII", arguments: [true, false])
    func narrowStatus(unicode: Bool) {
        var style = TerminalStyle.plain
        style.unicode = unicode
        let state = AppViewModel.State(width: 30, height: 20, units: .metric)
        let last = AppRenderer.render(state, mask: LandMask(rows: ["...."]), charset: .ascii, style: style)
            .components(separatedBy: "\r\n").last ?? ""
        #expect(last.hasPrefix("?: keys"), "\(last)")
        #expect(last.count <= 30 && !last.contains("…") && !last.contains("..."), "\(last)")
    }

    @Test("At 80×24 every key of the list is reachable by scrolling it, Ctrl-C last")
    func keysReachable() {
        var state = AppViewModel.State(width: 80, height: 24, units: .metric)
        _ = AppViewModel.reduce(&state, .key(.character("?"), at: Lisbon.fetched))
        var seen = Set<String>()
        for _ in 0..<40 {
            let limit = AppRenderer.scrollLimit(state, style: .plain)
            if limit != state.scrollLimit { _ = AppViewModel.reduce(&state, .laidOut(scrollLimit: limit)) }
            let frame = AppRenderer.render(state, mask: LandMask(rows: ["...."]), charset: .ascii, style: .plain).components(separatedBy: "\r\n")
            #expect(frame.count == 24)
            seen.formUnion(frame)
            _ = AppViewModel.reduce(&state, .key(.down, at: Lisbon.fetched))
        }
        #expect(state.showsKeys)
        for key in ["Tab", "Ctrl-Z", "Ctrl-C", "@"] {
            #expect(seen.contains { $0.hasPrefix("  \(key) ") }, "\(key)")
        }
    }

    @Test("The accessible app says a place in brief: the alert first, the place named once, then that m reads the rest")
    func spokenPlaceInBrief() throws {
        var style = TerminalStyle.plain
        style.accessible = true
        let announcement = AppAnnouncement(style: style, units: .metric)
        var state = AppViewModel.State(width: 80, height: 24, units: .metric)
        state.place = AppViewModel.PlaceScreen(place: Lisbon.place)
        let loading = state
        state.place?.report = Self.report
        state.place?.isLoading = false
        let lines = announcement.lines(from: loading, to: state, now: Lisbon.fetched)
        #expect(lines.first?.contains("Winter Storm Warning") == true, "\(lines)")
        #expect(lines.last == "Press m for the next days and the rest.")
        let words = lines.joined(separator: " ").split(separator: " ")
        #expect(words.count < 150, "\(words.count)")
        #expect(lines.filter { $0.contains("Lisbon") }.count == 1, "\(lines)")
        let loaded = state
        state.place?.moreRequests += 1
        let rest = announcement.lines(from: loaded, to: state, now: Lisbon.fetched)
        #expect(rest.first { $0.hasPrefix("The next 4 days") } != nil, "\(rest)")
        #expect(rest.contains { $0.hasPrefix("Sunday 22 November: light rain.") }, "\(rest)")
    }

    @Test("wf here --accessible names the place once: the days after it are said without it")
    func hereNamesPlaceOnce() {
        var style = TerminalStyle.plain
        style.accessible = true
        style.spokenInFull = true
        let text = LocationReportRenderer.render(Self.report, style: style, utcOffset: .fixed(0), now: Lisbon.fetched)
        #expect(text.split(separator: "\n").filter { $0.contains("Lisbon") }.count == 1, "\(text)")
        #expect(text.contains("\nWednesday 18 November: light rain."), "\(text)")
    }
}
