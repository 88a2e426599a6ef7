import Domain
import Foundation
import Presentation

/// Maps as text: the static picture with a legend, and the interactive screen.
enum MapRenderer {
    static let credit = "Land mask: GLOBE (NOAA), public domain"

    /// Favourites numbered 1…9, then a…z; "here" is "@".
    static func markers(favourites: [Favourite], here: Coordinate?) -> [MapMarker] {
        let symbols = Array("123456789abcdefghijklmnopqrstuvwxyz")
        var markers = favourites.prefix(symbols.count).enumerated().map { index, favourite in
            MapMarker(coordinate: favourite.place.coordinate, symbol: symbols[index], label: TerminalSafe(favourite.place.name, maxLength: 16).text)
        }
        if let here { markers.append(MapMarker(coordinate: here, symbol: "@", label: "here")) }
        return markers
    }

    static func renderStatic(mask: LandMask, viewport: MapViewport, favourites: [Favourite], here: Coordinate?,
                             width: Int, height: Int, charset: MapCanvas.Charset) -> String {
        let canvas = MapCanvas(width: width, height: height, charset: charset)
        var lines = canvas.draw(mask, viewport: viewport, markers: markers(favourites: favourites, here: here))
        lines.append("")
        lines += legend(favourites: favourites, here: here)
        lines.append(credit)
        return lines.map { $0.trailingSpacesRemoved }.joined(separator: "\n") + "\n"
    }

    static func legend(favourites: [Favourite], here: Coordinate?) -> [String] {
        let symbols = Array("123456789abcdefghijklmnopqrstuvwxyz")
        var lines = favourites.prefix(symbols.count).enumerated().map { index, favourite in
            "\(symbols[index])  \(TerminalSafe(favourite.place.displayName).text)  (\(favourite.place.coordinate.description))"
        }
        if let here { lines.append("@  here  (\(here.description))") }
        if lines.isEmpty { lines.append("No favourites yet: add some with 'wf fav add <place>'.") }
        return lines
    }

    /// The interactive screen: the map with the cursor, a status line, and the weather panel when open.
    static func renderInteractive(_ state: MapViewModel.State, mask: LandMask, favourites: [Favourite], here: Coordinate?,
                                  charset: MapCanvas.Charset, style: TerminalStyle) -> String {
        let canvas = MapCanvas(width: state.width, height: state.height, charset: charset)
        var lines = canvas.draw(mask, viewport: state.viewport,
                                markers: markers(favourites: favourites, here: here) + [MapMarker(coordinate: state.cursor, symbol: "+")])
        if let cell = state.cursorCell, style.colour, state.panel == nil {
            var characters = Array(lines[cell.row])
            let cursor = String(characters[cell.column])
            characters.replaceSubrange(cell.column...cell.column, with: Array("\u{1B}[7m\(cursor)\u{1B}[0m"))
            lines[cell.row] = String(characters)
        }
        if let panel = state.panel {
            lines = overlay(panel: panelLines(panel, style: style), on: lines, width: state.width)
        }
        let status = String(format: "%@  zoom %.0f×   arrows/hjkl move  +/- zoom  Enter Enter or double click: weather  f: favourite  q: quit",
                            state.cursor.description, state.viewport.zoom)
        lines.append(style.dim(String(status.prefix(state.width))))
        if let message = state.message { lines.append(TerminalSafe(message).text) }
        return lines.joined(separator: "\r\n")
    }

    static func panelLines(_ panel: MapViewModel.Panel, style: TerminalStyle) -> [String] {
        switch panel {
        case .loading(let coordinate):
            return ["Weather at \(coordinate.description)", "Loading…"]
        case .weather(let coordinate, .failure(let error)):
            return ["Weather at \(coordinate.description)", WeatherErrorMessage(error).text, "", "Esc: back to the map"]
        case .weather(_, .success(let sourced)):
            let plain = TerminalStyle(colour: false, unicode: style.unicode)
            var lines = [sourced.value.displayName + (sourced.source == .network ? "" : " (cached)")]
            lines += CurrentWeatherRenderer.body(sourced.value, style: plain)
            lines += ["", "f: add as favourite   Esc: back to the map"]
            return lines
        }
    }

    /// Draws a boxed panel over the top-left of the map.
    private static func overlay(panel: [String], on lines: [String], width: Int) -> [String] {
        let inner = min(max(panel.map(\.count).max() ?? 0, 20), max(width - 4, 10))
        var boxed = ["┌" + String(repeating: "─", count: inner + 2) + "┐"]
        boxed += panel.map { "│ " + String($0.prefix(inner)).rightPadded(inner) + " │" }
        boxed.append("└" + String(repeating: "─", count: inner + 2) + "┘")
        var result = lines
        for (index, line) in boxed.enumerated() where index + 1 < result.count {
            let row = Array(result[index + 1])
            let rest = row.count > line.count + 1 ? String(row[(line.count + 1)...]) : ""
            result[index + 1] = " " + line + rest
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
