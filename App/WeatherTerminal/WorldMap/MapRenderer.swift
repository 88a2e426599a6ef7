import Domain
import Foundation
import Presentation

/// Maps as text: the static picture with a legend, and the interactive screen.
public enum MapRenderer {
    static let symbols = Array("123456789abcdefghijklmnopqrstuvwxyz")

    /// The interactive map's keys, for its help text and for `?` on the map (in the short words
    /// when the long ones do not fit the screen).
    public static func keys(_ words: Phrasebook = .english) -> [(keys: String, action: String, short: String)] {
        let keys: [(String, Phrase, Phrase)] = [
            (words(.mapKeynameArrows), .mapKeyMove, .mapKeyMoveShort),
            ("+ / -", .mapKeyZoom, .mapKeyZoomShort),
            (words(.mapKeynameEnterTwice), .mapKeyWeather, .mapKeyWeatherShort),
            ("f", .mapKeyFavourite, .mapKeyFavouriteShort),
            ("1-9", .mapKeyGoTo, .mapKeyGoToShort),
            ("@", .mapKeyHere, .mapKeyHereShort),
            ("r", .mapKeyRain, .mapKeyRainShort),
            ("[ / ]", .mapKeyFrames, .mapKeyFramesShort),
            ("?", .mapKeyKeys, .mapKeyKeysShort),
            ("Esc, q", .mapKeyClose, .mapKeyCloseShort),
            ("Ctrl-Z", .mapKeySuspend, .mapKeySuspendShort),
            ("Ctrl-C", .mapKeyInterrupt, .mapKeyInterruptShort),
        ]
        return keys.map { ($0.0, words($0.1), words($0.2)) }
    }

    /// Favourites numbered 1…9, then a…z; "here" is "@".
    static func markers(favourites: [Favourite], here: Coordinate?, words: Phrasebook = .english) -> [MapMarker] {
        var markers = favourites.prefix(symbols.count).enumerated().map { index, favourite in
            MapMarker(coordinate: favourite.place.coordinate, symbol: symbols[index], label: TerminalSafe(favourite.place.name, maxLength: 16).text)
        }
        if let here { markers.append(MapMarker(coordinate: here, symbol: "@", label: words(.mapHere))) }
        return markers
    }

    /// `parts`: the air and the alerts at each favourite, in the same order ("AQI 42 fair",
    /// "⚠ Gale" in the legend); empty when not known. Alerts past their freshness at `now` are "?".
    public static func renderStatic(mask: LandMask, viewport: MapViewport, favourites: [Favourite], here: Coordinate?,
                                    width: Int, height: Int, charset: MapCanvas.Charset, words: Phrasebook = .english,
                                    parts: [ReportParts] = [], now: Date = Date()) -> String {
        let canvas = MapCanvas(width: width, height: height, charset: charset)
        var lines = canvas.draw(mask, viewport: viewport, markers: markers(favourites: favourites, here: here, words: words))
        lines.append("")
        let legend = legend(favourites: favourites, here: here, words: words, parts: parts, now: now, unicode: charset != .ascii,
                            width: width, inView: { viewport.cell(for: $0, width: canvas.width, height: canvas.height) != nil })
        // Broken at spaces, never inside a number, and gone on under the names.
        lines += (legend + [words(.mapCredit)]).flatMap { $0.wrapped(columns: width, indent: legendIndent) }
        return lines.map { $0.trailingSpacesRemoved }.joined(separator: "\n") + "\n"
    }

    /// A legend line that goes on starts under the names.
    static let legendIndent = "   "

    /// One line per marker on the map; favourites outside the view are counted, not listed.
    /// A favourite's air index and alert follow its line, or go under it when the line would pass `width`.
    static func legend(favourites: [Favourite], here: Coordinate?, words: Phrasebook = .english, parts: [ReportParts] = [],
                       now: Date = Date(), unicode: Bool = true, width: Int = .max, inView: (Coordinate) -> Bool) -> [String] {
        let numbered = Array(favourites.prefix(symbols.count).enumerated())
        let shown = numbered.filter { inView($0.element.place.coordinate) }
        let air = parts.map { try? $0.airQuality?.get() }
        let namingScale = Phrasebook.mixesScales(air)
        var lines = shown.flatMap { index, favourite in
            let line = "\(symbols[index])  \(TerminalSafe(favourite.place.displayName).text)  (\(favourite.place.coordinate.description))"
            guard parts.indices.contains(index) else { return [line] }
            let alerts = try? parts[index].alerts?.get()
            let alert = AlertsRenderer.listCell(alerts, words: words, now: now)
                .map { alerts?.alerts.isEmpty == false && !$0.hasPrefix("?") ? (unicode ? "⚠ " : "! ") + $0 : $0 }
            let extras = [air[index].flatMap { words.airShort($0, namingScale: namingScale) }, alert].compactMap { $0 }
            guard !extras.isEmpty else { return [line] }
            let together = ([line] + extras).joined(separator: "  ")
            return together.terminalColumns <= width ? [together] : [line, legendIndent + extras.joined(separator: "  ")]
        }
        if let here, inView(here) { lines.append("@  \(words(.mapHere))  (\(here.description))") }
        if favourites.isEmpty {
            lines.append(words(.mapLegendNoFavourites))
        } else if shown.count < favourites.count {
            let outside = favourites.count - shown.count
            lines.append(outside == 1 ? words(.mapLegendOutsideOne) : words(.mapLegendOutside(count: String(outside))))
        }
        return lines
    }

    // MARK: The interactive screen

    /// The map with the cursor, any panel over it, a legend line and a status line: `state.height + 2`
    /// lines, none wider than `state.width` columns.
    public static func renderInteractive(_ state: MapViewModel.State, mask: LandMask, charset: MapCanvas.Charset,
                                  style: TerminalStyle, utcOffset: UTCOffset = .system, now: Date = Date()) -> String {
        let width = state.width
        let canvas = MapCanvas(width: width, height: state.height, charset: charset)
        let words = style.phrasebook
        var lines = canvas.draw(mask, viewport: state.viewport,
                                markers: markers(favourites: state.favourites, here: state.here, words: words)
                                    + [MapMarker(coordinate: state.cursor, symbol: "+")])
        let box: [String]? = if state.showsKeys { keyLines(width: width, words: words) } else { state.panel.map { panelLines($0, favourites: state.favourites, style: style, width: width, now: now) } }
        let shading: RainMapRenderer.Shading = charset == .ascii || !style.unicode ? .ascii : style.colour ? .colour : .shades
        if let box {
            lines = overlay(box, on: lines, width: width, charset: charset, unicode: style.unicode)
        } else if let rain = state.rain?.shown, let grid = state.rain?.grid {
            // The rain under the coastlines; the cursor's cell is highlighted as the row is shaded.
            let rates = RainMapRenderer.frameRates(rain.frame, viewport: state.viewport, width: width, height: state.height,
                                                   radiusKilometres: grid.radiusKilometres)
            let cursor = style.colour ? state.cursorCell : nil
            lines = lines.enumerated().map { row, text in
                RainMapRenderer.shade(text, rates: rates[row], shading: shading, highlight: cursor?.row == row ? cursor?.column : nil)
            }
        } else if let cell = state.cursorCell, style.colour {
            lines[cell.row] = lines[cell.row].prefix(columns: cell.column) + "\u{1B}[7m+\u{1B}[0m" + lines[cell.row].dropping(columns: cell.column + 1)
        }
        if let layer = state.rain {
            lines.append(RainMapRenderer.layerLine(layer, shading: shading, style: style, width: width, utcOffset: utcOffset))
        } else {
            lines.append(style.dim(legendLine(state).fitted(columns: width, unicode: style.unicode)))
        }
        let status = state.message.map { TerminalSafe($0).text }
            ?? words(.mapStatus(coordinate: state.cursor.description, zoom: String(format: "%.0f", state.viewport.zoom)))
        var line = (state.message == nil ? style.dim : { $0 })(status.fitted(columns: width, unicode: style.unicode))
        if let budget = AppRenderer.budgetCell(state.budgetSpent, style: style) {
            // The budget first where both do not fit: running out matters more than the cursor's place.
            let room = width - budget.terminalColumns - 2
            line = room >= 10 ? (state.message == nil ? style.dim : { $0 })(status.fitted(columns: room, unicode: style.unicode)) + "  " + budget : budget
        }
        lines.append(line)
        return lines.joined(separator: "\r\n")
    }

    /// "1 Berlin, DE  2 Paris, FR  @ here": the favourites in view, and how many are not.
    static func legendLine(_ state: MapViewModel.State) -> String {
        let words = state.words
        guard !state.favourites.isEmpty else {
            return (state.hereIsInView ? "@ \(words(.mapHere))   " : "") + words(.mapLineNoFavourites)
        }
        let shown = state.favouritesInView.filter { $0.number <= symbols.count }
        let names = FindFavouriteUseCase.listNames(state.favourites)
        var parts = shown.map { "\(symbols[$0.number - 1]) \(TerminalSafe(names[$0.number - 1]).text)" }
        if state.hereIsInView { parts.append("@ \(words(.mapHere))") }
        let outside = state.favourites.count - state.favouritesInView.count
        if shown.isEmpty { parts.append(words(.mapLineNoneInView)) }
        if outside > 0 { parts.append(words(.mapLineOutside(count: String(outside)))) }
        return parts.joined(separator: "  ")
    }

    /// The keys and what they do, in the short words when the long ones do not fit `width`.
    static func keyLines(width: Int = .max, words: Phrasebook = .english) -> [String] {
        let keys = keys(words)
        let keyWidth = keys.map(\.keys.terminalColumns).max() ?? 0
        let long = keys.map { $0.keys.padded(columns: keyWidth) + "   " + $0.action }
        // The box takes 5 columns of the width: a margin, two borders and their spaces.
        let fits = (long.map(\.terminalColumns).max() ?? 0) <= width - 5
        return [words(.mapKeysTitle)] + (fits ? long : keys.map { $0.keys.padded(columns: keyWidth) + "  " + $0.short }) + [words(.mapKeysAnyKey)]
    }

    /// The weather panel's lines, from the point's report: the alert in force, the weather and the
    /// air now; prose is wrapped to fit a screen `width` columns wide. The weather at a favourite is
    /// headed with its name, as the accessible map says it, not the provider's.
    static func panelLines(_ panel: MapViewModel.Panel, favourites: [Favourite] = [],
                           style: TerminalStyle, width: Int = .max, now: Date = Date()) -> [String] {
        // The box takes 5 columns of the screen: a margin, two borders and their spaces.
        let prose = max(width - 5, 20)
        let words = style.phrasebook
        switch panel {
        case .loading(let coordinate):
            return [words(.mapPanelWeatherAt(coordinate: coordinate.description)), words(.mapPanelLoading)]
        case .weather(let coordinate, .failure(let error)):
            return [words(.mapPanelWeatherAt(coordinate: coordinate.description))]
                + WeatherErrorMessage(error, remedies: style.remedies).text.wrapped(columns: prose) + ["", words(.mapPanelBack)]
        case .weather(let coordinate, .success(let report)):
            let sourced = report.current, weather = sourced.value
            var plain = TerminalStyle(colour: false, unicode: style.unicode)
            plain.phrasebook = style.phrasebook
            // On the point's own clock, as every report of a place is shown.
            let utcOffset = report.clock.utcOffset
            let time = words.timestamp(weather.fetchedAt, on: utcOffset)
            let favourite = favourites.first { coordinate.kilometres(to: $0.place.coordinate) < Phrasebook.samePlaceKilometres }
            var lines = [TerminalSafe(favourite?.place.displayName ?? weather.displayName).text]
            // An alert in force is part of every report of a place: here under the name.
            if let banner = AlertsRenderer.banner(report.alerts, style: plain, clock: utcOffset, now: now) { lines += banner.wrapped(columns: prose) }
            switch sourced.source {
            case .network, .cache:
                lines.append(ForecastRenderer.updatedNote(weather.fetchedAt, source: sourced.source, style: plain, utcOffset: utcOffset, now: now))
            case .offline(let reason):
                lines += Self.oneLine([words(.mapPanelOffline), time, words.copyLabel(.old(Age(since: weather.fetchedAt, now: now))) ?? ""], within: prose)
                lines += "(\(TerminalSafe(reason).text))".wrapped(columns: prose)
            }
            var facts = CurrentWeatherRenderer.body(weather, style: plain, clock: utcOffset)
            if let air = report.airQualityNow { LocationReportRenderer.addAir(.success(air), to: &facts, style: plain, utcOffset: utcOffset, now: now) }
            lines += facts.lines(width: plain.width)
            lines += [""] + Self.oneLine([words(.mapPanelAdd), words(.mapPanelBack)], within: prose, separator: "   ")
            return lines
        }
    }

    /// The parts on one line when it fits, else one line each.
    private static func oneLine(_ parts: [String], within columns: Int, separator: String = " ") -> [String] {
        let line = parts.joined(separator: separator)
        return line.terminalColumns <= columns ? [line] : parts
    }

    /// Draws `content` boxed over the top-left of the map, always within it: lines are cut to the
    /// width, and when the map is too short the lines before the last are left out.
    static func overlay(_ content: [String], on rows: [String], width: Int, charset: MapCanvas.Charset, unicode: Bool) -> [String] {
        let height = rows.count
        guard !content.isEmpty, width > 0, height > 0 else { return rows }
        let framed = width >= 8 && height >= 3
        let left = framed && width >= 30 ? 1 : 0
        let border = framed ? 2 : 0
        let top = framed && height >= content.count + border + 1 ? 1 : 0
        let room = height - top - border
        let kept = content.count <= room ? content : room == 1 ? [content[0]] : Array(content.prefix(room - 1)) + [content[content.count - 1]]
        let inner = max(min(max(kept.map(\.terminalColumns).max() ?? 0, 20), width - left - 2 * border), 1)
        let body = kept.map { $0.fitted(columns: inner, unicode: unicode).padded(columns: inner) }
        let box: [String]
        if framed {
            let (corner, horizontal, vertical) = charset == .ascii ? (("+", "+", "+", "+"), "-", "|") : (("┌", "┐", "└", "┘"), "─", "│")
            let rule = String(repeating: horizontal, count: inner + 2)
            box = [corner.0 + rule + corner.1] + body.map { vertical + " " + $0 + " " + vertical } + [corner.2 + rule + corner.3]
        } else {
            box = body
        }
        var result = rows
        for (offset, line) in box.enumerated() {
            let row = rows[top + offset]
            result[top + offset] = row.prefix(columns: left) + line + row.dropping(columns: left + line.terminalColumns)
        }
        return result
    }
}

extension String {
    var trailingSpacesRemoved: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
