import Domain
import Foundation
import Presentation

/// `wf app` on the full screen: the tabs on the first line, the screen of the tab (or of the place
/// open over it), and a status line: `state.height` lines, none wider than `state.width` columns.
public enum AppRenderer {
    public static func render(_ state: AppViewModel.State, mask: LandMask, charset: MapCanvas.Charset, style: TerminalStyle,
                              utcOffset: UTCOffset = .system, now: Date = Date()) -> String {
        var style = style
        style.width = state.width
        let words = style.phrasebook
        var lines: [String]
        let bodyHeight = max(state.height - 2, 0)
        if state.showsKeys {
            lines = [style.bold(words(.mapKeysTitle))] + AppKeys.lines(words, unicode: style.unicode)
            lines = Array(lines.prefix(max(bodyHeight - 1, 0))) + [style.dim(words(.appKeysAnyKey))]
            lines = [tabLine(state, style: style)] + lines
        } else if let place = state.place {
            let body = placeLines(place, state: state, style: style, utcOffset: utcOffset, now: now)
            let top = min(place.scroll, max(body.count - bodyHeight, 0))
            lines = [tabLine(state, style: style)] + body.dropFirst(top).prefix(bodyHeight)
        } else {
            switch state.tab {
            case .search: lines = [tabLine(state, style: style)] + searchLines(state.search, style: style)
            case .favourites: lines = [tabLine(state, style: style)] + favouriteLines(state.favourites, style: style, utcOffset: utcOffset)
            case .map:
                // The map brings its own legend and status lines.
                let map = MapRenderer.renderInteractive(state.map, mask: mask, charset: charset, style: style, utcOffset: utcOffset)
                return finish([tabLine(state, style: style)] + map.components(separatedBy: "\r\n"), state: state, style: style)
            }
        }
        lines = Array(lines.prefix(max(state.height - 1, 0)))
        lines += Array(repeating: "", count: max(state.height - 1 - lines.count, 0))
        if state.height > 1 || lines.isEmpty { lines.append(statusLine(state, style: style)) }
        return finish(lines, state: state, style: style)
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
        let words = style.phrasebook
        let names: [(AppViewModel.Tab, String)] = [(.search, words(.appTabSearch)), (.favourites, words(.appTabFavourites)), (.map, words(.appTabMap))]
        var line = names.map { tab, name in
            guard tab == state.tab else { return " \(name) " }
            return style.colour ? "\u{1B}[7m \(name) \u{1B}[0m" : "[\(name)]"
        }.joined(separator: style.unicode ? "│" : "|")
        if let place = state.place {
            line += (style.unicode ? " › " : " > ") + TerminalSafe(place.place.displayName).text
        }
        return line
    }

    static func statusLine(_ state: AppViewModel.State, style: TerminalStyle) -> String {
        let words = style.phrasebook
        if let favourite = state.favourites.confirming {
            return style.paint(words(.appFavouritesConfirm(name: TerminalSafe(favourite.place.displayName).text)), .yellow)
        }
        if let message = state.message { return TerminalSafe(message).text }
        if state.place != nil { return style.dim(words(.appStatusPlace)) }
        return style.dim(words(state.tab == .favourites ? .appStatusFavourites : .appStatusSearch))
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
            lines.append(style.paint(words(.appSearchFailed(reason: WeatherErrorMessage(error, remedies: style.remedies).text)), .red))
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
                return [style.paint(words(.appPlaceFailed(name: name, reason: WeatherErrorMessage(failure, remedies: style.remedies).text)), .red)]
            }
            return [style.dim(words(.appPlaceLoading(name: name)))]
        }
        var lines: [String] = []
        var notes: [String] = []
        if state.favourite(at: screen.place) != nil {
            notes.append(style.paint((style.unicode ? "★ " : "* ") + words(.appPlaceFavourite), .yellow))
        }
        if screen.isLoading { notes.append(style.dim(words(.appPlaceRefreshing))) }
        if report.offlineReason != nil {
            // Offline: the copy, and how old it is.
            notes.append(style.paint(words(.mapPanelOffline) + " " + words.timestamp(report.lastUpdated, utcOffset: utcOffset), .yellow))
        }
        if !notes.isEmpty { lines.append(notes.joined(separator: "  ")) }
        if let failure = screen.failure {
            lines.append(style.paint(words(.reportRefreshFailed(reason: WeatherErrorMessage(failure, remedies: style.remedies).text)), .yellow))
        }
        // The report as `wf here` shows it: what PlaceReport gains (rain soon, air, alerts) shows here too.
        lines += LocationReportRenderer.render(report, style: style, utcOffset: utcOffset, now: now)
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

    static func favouriteLines(_ tab: AppViewModel.FavouritesTab, style: TerminalStyle, utcOffset: UTCOffset) -> [String] {
        let words = style.phrasebook
        guard !tab.rows.isEmpty else {
            switch tab.list {
            case .working, .idle: return [style.dim(words(.mapPanelLoading))]
            case .failed(let error): return [style.paint(WeatherErrorMessage(error, remedies: style.remedies).text, .red)]
            default: return [words(.favouritesNone)]
            }
        }
        var narrower = style
        narrower.width = max(style.width - 2, 1)
        let table = FavouritesRenderer.render(tab.rows, style: narrower, utcOffset: utcOffset).components(separatedBy: "\n").dropLast()
        return table.enumerated().map { index, line in
            guard index < tab.rows.count else { return "  " + line }
            return index == tab.selection ? (style.unicode ? "▶ " : "> ") + line : "  " + line
        }
    }
}
