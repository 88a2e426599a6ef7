import Domain
import Foundation
import Presentation

/// `wf app` on the full screen: the tabs on the first line, the screen of the tab (or of the place
/// open over it), and a status line: `state.height` lines, none wider than `state.width` columns.
public enum AppRenderer {
    public static func render(_ state: AppViewModel.State, mask: LandMask, charset: MapCanvas.Charset, style: TerminalStyle,
                              utcOffset: UTCOffset = .system, chosenZone: String? = nil, now: Date = Date()) -> String {
        var style = style
        style.width = state.width
        var lines: [String]
        let status = statusLines(state, style: style)
        let bodyHeight = max(state.height - 1 - status.count, 0)
        if state.showsKeys {
            let list = keyLines(style)
            lines = [tabLine(state, style: style)] + list.dropFirst(min(state.keysScroll, max(list.count - bodyHeight, 0))).prefix(bodyHeight)
        } else if let place = state.place {
            let body = placeLines(place, state: state, style: style, utcOffset: utcOffset, now: now)
            let top = min(place.scroll, max(body.count - bodyHeight, 0))
            lines = [tabLine(state, style: style)] + body.dropFirst(top).prefix(bodyHeight)
        } else {
            switch state.tab {
            case .search: lines = [tabLine(state, style: style)] + searchLines(state.search, style: style)
            case .favourites: lines = [tabLine(state, style: style)] + favouriteLines(state.favourites, style: style, chosenZone: chosenZone, now: now)
            case .map:
                // The map brings its own legend and status lines.
                let map = MapRenderer.renderInteractive(state.map, mask: mask, charset: charset, style: style, utcOffset: utcOffset)
                return finish([tabLine(state, style: style)] + map.components(separatedBy: "\r\n"), state: state, style: style)
            }
        }
        lines = Array(lines.prefix(max(state.height - status.count, 0)))
        lines += Array(repeating: "", count: max(state.height - status.count - lines.count, 0))
        return finish(lines + status, state: state, style: style)
    }

    /// How many lines the list of keys, or the place on screen, can scroll: what does not fit.
    public static func scrollLimit(_ state: AppViewModel.State, style: TerminalStyle, utcOffset: UTCOffset = .system,
                                   now: Date = Date()) -> Int {
        var style = style
        style.width = state.width
        let bodyHeight = max(state.height - 1 - statusLines(state, style: style).count, 0)
        if state.showsKeys { return max(keyLines(style).count - bodyHeight, 0) }
        guard let place = state.place else { return 0 }
        return max(placeLines(place, state: state, style: style, utcOffset: utcOffset, now: now).count - bodyHeight, 0)
    }

    /// The title and every key, wrapped to the screen.
    static func keyLines(_ style: TerminalStyle) -> [String] {
        [style.bold(style.phrasebook(.mapKeysTitle))] + AppKeys.lines(style.phrasebook, unicode: style.unicode, width: style.width, speech: false)
    }

    /// Every line cut to the width (colour codes do not count), and exactly the screen's height.
    private static func finish(_ lines: [String], state: AppViewModel.State, style: TerminalStyle) -> String {
        var style = style
        style.accessible = false
        let fitted = style.finish(Array(lines.prefix(state.height))).dropLast().components(separatedBy: "\n")
        return fitted.joined(separator: "\r\n")
    }

    /// " Search │ Favourites │ Map ", the current one in reverse video (in brackets without colour).
    static func tabLine(_ state: AppViewModel.State, style: TerminalStyle) -> String {
        // Each name takes its width and two columns, as `AppViewModel.tabColumns` says for clicks.
        var line = AppViewModel.Tab.allCases.map { tab in
            let name = AppViewModel.tabName(tab, style.phrasebook)
            guard tab == state.tab else { return " \(name) " }
            return style.colour ? "\u{1B}[7m \(name) \u{1B}[0m" : "[\(name)]"
        }.joined(separator: style.unicode ? "│" : "|")
        if let place = state.place {
            line += (style.unicode ? " › " : " > ") + TerminalSafe(place.place.displayName).text
        }
        return line
    }

    /// The last line, or more: a question or a message is wrapped (up to a third of the screen),
    /// never cut; the keys' hints keep the most useful ones that fit.
    static func statusLines(_ state: AppViewModel.State, style: TerminalStyle) -> [String] {
        let words = style.phrasebook
        let most = max(min(3, state.height / 3), 1)
        if let favourite = state.favourites.confirming {
            let question = words(.appFavouritesConfirm(name: TerminalSafe(favourite.place.displayName).text))
            return question.wrapped(columns: style.width).suffix(most).map { style.paint($0, .yellow) }
        }
        if let message = state.message { return Array(TerminalSafe(message).text.wrapped(columns: style.width).prefix(most)) }
        let hints: String
        if state.showsKeys {
            let count = keyLines(style).count, shown = max(state.height - 2, 0)
            hints = count <= shown ? words(.appKeysAnyKey)
                : words(.appKeysScroll(last: String(min(state.keysScroll + shown, count)), count: String(count)))
        } else if state.place != nil {
            hints = words(.appStatusPlace)
        } else {
            hints = words(state.tab == .favourites ? .appStatusFavourites : .appStatusSearch)
        }
        // In ASCII the arrows take more room: measured as they will be shown.
        let plain = style.unicode ? hints : TerminalStyle.asciiOnly(hints, in: words.language)
        guard let budget = budgetCell(state.map.budgetSpent, style: style) else { return [style.dim(keyHints(plain, columns: style.width))] }
        return [style.dim(keyHints(plain, columns: max(style.width - budget.terminalColumns - 2, 0))) + "  " + budget]
    }

    /// "budget 82%" past half the day's budget: yellow past 80 %, when wf also warns.
    public static func budgetCell(_ percent: Int?, style: TerminalStyle) -> String? {
        guard let text = style.phrasebook.budgetStatus(percent) else { return nil }
        return (percent ?? 0) * 5 > 400 ? style.paint(text, .yellow) : style.dim(text)
    }

    /// "↑/↓ choose  Enter open  …  ?: keys" as it is when it fits; otherwise "?: keys" (which
    /// leads to all the others) first, then the others in their order, those that fit.
    static func keyHints(_ hints: String, columns: Int) -> String {
        guard hints.terminalColumns > columns else { return hints }
        let parts = hints.components(separatedBy: "  ")
        var line = ""
        for part in parts.filter({ $0.hasPrefix("?") }) + parts.filter({ !$0.hasPrefix("?") }) {
            let next = line.isEmpty ? part : line + "  " + part
            if next.terminalColumns <= columns { line = next }
        }
        return line.isEmpty ? hints : line
    }

    // MARK: Search

    static func searchLines(_ search: PlaceSearch.State, style: TerminalStyle) -> [String] {
        let words = style.phrasebook
        var lines = [style.bold(words(.appSearchPrompt)) + " " + TerminalSafe(search.text).text + (style.unicode ? "▏" : "_"), ""]
        switch search.phase {
        case .recent:
            if search.recent.isEmpty {
                lines.append(style.dim(words(.appSearchHint)))
            } else {
                lines.append(style.dim(words(.appSearchRecent)))
                lines += rows(search.recent.map { TerminalSafe($0.text).text }, selection: search.selection, style: style)
            }
        case .tooShort:
            lines.append(style.dim(words(.appSearchTooShort)))
        case .waiting, .searching:
            lines.append(style.dim(words(.appSearchSearching)))
        case .results where search.places.isEmpty:
            lines.append(words(.appSearchNone(query: TerminalSafe(SearchQuery(search.text).text).text)))
        case .results:
            lines += rows(search.places.map { place in
                TerminalSafe(place.displayName).text + "  " + style.dim("(\(place.coordinate.description))")
            }, selection: search.selection, style: style)
        case .failed(let error):
            lines += words(.appSearchFailed(reason: WeatherErrorMessage(error, remedies: style.remedies).text))
                .wrapped(columns: style.width).map { style.paint($0, .red) }
        }
        return lines
    }

    /// "> " before the chosen row, in bold.
    static func rows(_ texts: [String], selection: Int, style: TerminalStyle) -> [String] {
        texts.enumerated().map { index, text in
            index == selection ? (style.unicode ? "▶ " : "> ") + style.bold(text) : "  " + text
        }
    }

    // MARK: A place

    static func placeLines(_ screen: AppViewModel.PlaceScreen, state: AppViewModel.State, style: TerminalStyle,
                           utcOffset: UTCOffset, now: Date) -> [String] {
        let words = style.phrasebook
        let name = TerminalSafe(screen.place.displayName).text
        guard let report = screen.report else {
            if let failure = screen.failure {
                return words(.appPlaceFailed(name: name, reason: WeatherErrorMessage(failure, remedies: style.remedies).text))
                    .wrapped(columns: style.width).map { style.paint($0, .red) }
            }
            return words(.appPlaceLoading(name: name)).wrapped(columns: style.width).map(style.dim)
        }
        var lines: [String] = []
        var notes: [(text: String, paint: (String) -> String)] = []
        if state.favourite(at: screen.place) != nil {
            notes.append(((style.unicode ? "★ " : "* ") + words(.appPlaceFavourite), { style.paint($0, .yellow) }))
        }
        if screen.isLoading { notes.append((words(.appPlaceRefreshing), style.dim)) }
        // Every time on the report's own clock, as `wf here` shows it.
        let clock = report.clock.utcOffset
        if report.offlineReason != nil {
            // Offline: the copy, and how old it is.
            notes.append((words(.mapPanelOffline) + " " + words.timestamp(report.lastUpdated, on: clock) + " "
                          + (words.copyLabel(.old(Age(since: report.lastUpdated, now: now))) ?? ""), { style.paint($0, .yellow) }))
        }
        // On one line where they fit; else each wrapped, so a narrow screen keeps the copy's age.
        let together = notes.map(\.text).joined(separator: "  ")
        if together.count <= style.width {
            if !notes.isEmpty { lines.append(notes.map { $0.paint($0.text) }.joined(separator: "  ")) }
        } else {
            for note in notes { lines += note.text.wrapped(columns: style.width).map(note.paint) }
        }
        if let failure = screen.failure {
            lines += words(.reportRefreshFailed(reason: WeatherErrorMessage(failure, remedies: style.remedies).text))
                .wrapped(columns: style.width).map { style.paint($0, .yellow) }
        }
        // The report as `wf here` shows it: what PlaceReport gains (rain soon, air, alerts) shows here too.
        lines += LocationReportRenderer.render(report, style: style, utcOffset: clock, now: now)
            .components(separatedBy: "\n").dropLast()
        if let forecast = report.forecast?.value {
            lines += hourLines(forecast, hour: screen.hour, style: style, now: now)
        }
        return lines
    }

    /// The chart of the coming hours with a mark under the chosen one, and that hour in a row.
    static func hourLines(_ forecast: Forecast, hour: Int, style: TerminalStyle, now: Date) -> [String] {
        let points = forecast.hours(AppViewModel.chartHours, from: now)
        guard !points.isEmpty else { return [] }
        let chosen = min(max(hour, 0), points.count - 1)
        var lines = ["", style.bold(style.phrasebook(.appPlaceHours(hours: String(points.count))))]
        let chart = HourlyChart(points: points, units: forecast.units, utcOffsetSeconds: forecast.utcOffsetSeconds)
            .lines(width: style.width, style: style)
        lines += chart
        // The plot starts after the axis, where the corner of the line under it is.
        if chart.count >= 2 {
            let corner = chart[chart.count - 2]
            let indent = corner.prefix { $0 == " " }.count + 1
            let columns = max(corner.count - indent, 1)
            let bucket = (points.count + columns - 1) / columns
            lines.append(String(repeating: " ", count: indent + chosen / max(bucket, 1)) + (style.unicode ? "▲" : "^"))
        }
        lines += HourlyRenderer.rows([points[chosen]], units: forecast.units, utcOffsetSeconds: forecast.utcOffsetSeconds, style: style)
        return lines
    }

    // MARK: Favourites

    static func favouriteLines(_ tab: AppViewModel.FavouritesTab, style: TerminalStyle, chosenZone: String? = nil, now: Date) -> [String] {
        let words = style.phrasebook
        guard !tab.rows.isEmpty else {
            switch tab.list {
            case .working, .idle: return [style.dim(words(.mapPanelLoading))]
            case .failed(let error):
                return WeatherErrorMessage(error, remedies: style.remedies).text.wrapped(columns: style.width).map { style.paint($0, .red) }
            default: return [words(.favouritesNone)]
            }
        }
        var narrower = style
        narrower.width = max(style.width - 2, 1)
        let table = FavouritesRenderer.render(tab.rows, style: narrower, chosenZone: chosenZone, now: now).components(separatedBy: "\n").dropLast()
        return table.enumerated().map { index, line in
            guard index < tab.rows.count else { return "  " + line }
            return index == tab.selection ? (style.unicode ? "▶ " : "> ") + line : "  " + line
        }
    }
}
