import Domain
import Foundation
import Presentation

/// `wf map --rain`: the two hours' forecast precipitation as shading under the coastlines, a
/// legend in mm/h and the words "forecast, not radar"; or sentences for a screen reader.
public enum RainMapRenderer {
    /// How rain is shaded: the cell's background colour (the braille coastline keeps its glyph),
    /// shade characters without colour, `.:%` in ASCII.
    public enum Shading: Sendable {
        case colour, shades, ascii
    }

    /// The lower bounds of the levels, in mm/h.
    static let levels = [0.1, 1, 4, 10]
    /// A colour-blind-safe ramp after viridis (xterm 256 colours), dark to bright.
    static let backgrounds = ["38;5;231;48;5;60", "38;5;231;48;5;30", "38;5;16;48;5;71", "38;5;16;48;5;220"]
    static let shades: [Character] = ["░", "▒", "▓", "█"]
    /// Not DESIGN's `.:#`: ASCII land is `#`, and heavy rain over land would not show.
    static let asciiShades: [Character] = [".", ":", "%", "%"]

    /// The level of a rate in mm/h; nil below the first.
    static func level(_ rate: Double?) -> Int? {
        guard let rate else { return nil }
        return levels.lastIndex { rate >= $0 }
    }

    /// A viewport that shows the whole circle, with a margin.
    public static func viewport(centre: Coordinate, radiusKilometres: Int) -> MapViewport {
        let latitudeSpan = 2.4 * Double(radiusKilometres) / 111.2
        let longitudeSpan = latitudeSpan / max(cos(centre.latitude * .pi / 180), 0.1)
        return MapViewport(centerLatitude: centre.latitude, centerLongitude: centre.longitude,
                           zoom: min(180 / latitudeSpan, 360 / longitudeSpan))
    }

    /// The picture and its legend; `markers` are here and the favourites, drawn over the rain.
    public static func render(_ map: RainMap, centre: Coordinate, radiusKilometres: Int, mask: LandMask,
                              favourites: [Favourite], here: Coordinate?, width: Int, height: Int,
                              shading: Shading, words: Phrasebook, utcOffset: UTCOffset) -> String {
        let viewport = viewport(centre: centre, radiusKilometres: radiusKilometres)
        let canvas = MapCanvas(width: width, height: height, charset: shading == .ascii ? .ascii : .braille)
        let markers = MapRenderer.markers(favourites: favourites, here: here, words: words)
            + (here.map { centre.kilometres(to: $0) < Phrasebook.samePlaceKilometres } == true ? [] : [MapMarker(coordinate: centre, symbol: "+")])
        let rows = canvas.draw(mask, viewport: viewport, markers: markers)
        let rates = cellRates(map, viewport: viewport, width: canvas.width, height: canvas.height, radiusKilometres: radiusKilometres)
        var lines = rows.enumerated().map { row, text in shade(text, rates: rates[row], shading: shading) }
        lines.append("")
        var notes = [legend(shading: shading, words: words)]
        if let first = map.frames.first?.time, let last = map.frames.last?.time {
            let end = last.addingTimeInterval(RainMap.frameSeconds)
            notes.append(words(.rainMapForecast(provider: map.source, start: words.cellTime(first, on: utcOffset),
                                                end: words.clockTime(end, on: utcOffset))))
        }
        if rates.allSatisfy({ $0.allSatisfy { level($0) == nil } }) { notes.append(words(.rainMapDry(radius: String(radiusKilometres)))) }
        notes += MapRenderer.legend(favourites: favourites, here: here, words: words,
                                    inView: { viewport.cell(for: $0, width: canvas.width, height: canvas.height) != nil })
            .filter { !$0.isEmpty && $0 != words(.mapLegendNoFavourites) }
        notes.append(words(.mapCredit))
        lines += notes.flatMap { $0.wrapped(columns: width, indent: MapRenderer.legendIndent) }
        let text = lines.map { $0.trailingSpacesRemoved }.joined(separator: "\n") + "\n"
        return shading == .ascii ? TerminalStyle.asciiOnly(text, in: words.language) : text
    }

    /// "Rain, mean of the next 2 hours, mm/h: ░ 0.1-1 ▒ 1-4 ▓ 4-10 █ 10+".
    static func legend(shading: Shading, words: Phrasebook) -> String {
        words(.rainMapLegend) + " " + legendEntries(shading: shading)
    }

    /// "░ 0.1-1  ▒ 1-4  ▓ 4-10  █ 10+".
    static func legendEntries(shading: Shading) -> String {
        let labels = ["0.1-1", "1-4", "4-10", "10+"]
        let swatches: [String] = switch shading {
        case .colour: backgrounds.map { "\u{1B}[\($0)m  \u{1B}[0m" }
        case .shades: shades.map { String($0) }
        case .ascii: asciiShades.prefix(3).map { String($0) }
        }
        let entries = zip(swatches, shading == .ascii ? ["0.1-1", "1-4", "4+"] : labels).map { "\($0) \($1)" }
        return entries.joined(separator: "  ")
    }

    /// The mean rate (mm/h over the frames) shown in each cell: the nearest grid point's, where
    /// one is within about a grid step; nil elsewhere. Distances are on a plane through the
    /// centre (kilometres east and north), close enough for shading and cheap for every cell.
    static func cellRates(_ map: RainMap, viewport: MapViewport, width: Int, height: Int, radiusKilometres: Int) -> [[Double?]] {
        let points = map.coordinates, totals = map.totals
        let hours = Double(max(map.frames.count, 1)) * RainMap.frameSeconds / 3600
        guard !points.isEmpty else { return Array(repeating: Array(repeating: nil, count: width), count: height) }
        let centre = Coordinate(unchecked: viewport.centerLatitude, viewport.centerLongitude)
        let squash = cos(centre.latitude * .pi / 180)
        let plane = { (point: Coordinate) -> (x: Double, y: Double) in
            let east = (point.longitude - centre.longitude + 540).truncatingRemainder(dividingBy: 360) - 180
            return (east * squash * 111.2, (point.latitude - centre.latitude) * 111.2)
        }
        let placed = points.map(plane)
        let reach = 0.8 * Double(radiusKilometres) * (Double.pi / Double(points.count)).squareRoot()
        return (0..<height).map { row in
            (0..<width).map { column in
                let cell = plane(viewport.coordinate(column: column, row: row, width: width, height: height))
                var best = (distance: Double.infinity, index: 0)
                for (index, point) in placed.enumerated() {
                    let distance = (point.x - cell.x) * (point.x - cell.x) + (point.y - cell.y) * (point.y - cell.y)
                    if distance < best.distance { best = (distance, index) }
                }
                guard best.distance <= reach * reach, let total = totals[best.index] else { return nil }
                return total / hours
            }
        }
    }

    /// One frame's rates (its mm in 15 minutes as mm/h) in each cell, as `cellRates`.
    static func frameRates(_ frame: RainMap.Frame, viewport: MapViewport, width: Int, height: Int, radiusKilometres: Int) -> [[Double?]] {
        let single = RainMap(frames: [frame], fetchedAt: frame.time)
        return cellRates(single, viewport: viewport, width: width, height: height, radiusKilometres: radiusKilometres)
    }

    /// The interactive map's line under the rain layer: the frame's time and the legend, or that
    /// it is loading, or why it is not there.
    static func layerLine(_ layer: RainLayer, shading: Shading, style: TerminalStyle, width: Int, utcOffset: UTCOffset) -> String {
        let words = style.phrasebook
        switch layer.map {
        case nil:
            return style.dim(words(.rainMapLoading).fitted(columns: width, unicode: style.unicode))
        case .failure(let error)?:
            return words(.rainMapFailed(reason: WeatherErrorMessage(error, remedies: style.remedies).text)).fitted(columns: width, unicode: style.unicode)
        case .success(let map)?:
            guard let shown = layer.shown else { return "" }
            let time = words.clockTime(shown.frame.time, on: utcOffset)
            let head = words(.rainMapFrame(time: time, number: String(shown.number), count: String(shown.count)))
            let tail = "  " + words(.rainMapForecast(provider: map.source, start: "", end: "")).prefix { $0 != ":" }
            let plain = head + " " + legendEntries(shading: shading == .colour ? .shades : shading) + tail
            // Colour swatches only when the whole line fits: a cut would leave a colour on.
            guard shading == .colour, plain.terminalColumns <= width else { return plain.fitted(columns: width, unicode: style.unicode) }
            return head + " " + legendEntries(shading: .colour) + tail
        }
    }

    /// A row with its rainy cells shaded; markers and labels stay as they are. `highlight`: the
    /// column shown in reverse video (the interactive map's cursor).
    static func shade(_ row: String, rates: [Double?], shading: Shading, highlight: Int? = nil) -> String {
        var result = "", column = 0
        for character in row {
            let columns = max(String(character).terminalColumns, 1)
            defer { column += columns }
            if column == highlight {
                result += "\u{1B}[7m\(character)\u{1B}[0m"
                continue
            }
            guard column < rates.count, let level = level(rates[column]), isGround(character) else {
                result.append(character)
                continue
            }
            switch shading {
            case .colour: result += "\u{1B}[\(backgrounds[level])m\(character)\u{1B}[0m"
            case .shades: result.append(shades[level])
            case .ascii: result.append(asciiShades[level])
            }
        }
        return result
    }

    /// Land or sea as the canvas draws it: a space, a braille pattern, or ASCII's `#`.
    static func isGround(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        return character == " " || character == "#" || (0x2800...0x28FF).contains(scalar.value)
    }

    /// `--accessible`: where and when rain is expected, in sentences.
    public static func spoken(_ map: RainMap, centre: Coordinate, place: String, radiusKilometres: Int, units: Units,
                              style: TerminalStyle, utcOffset: UTCOffset) -> String {
        let sentences = style.phrasebook.spokenRainMap(map, centre: centre, place: place, radiusKilometres: radiusKilometres,
                                                       units: units, utcOffset: utcOffset)
        return AccessibleRenderer.spoken(sentences, style: style).joined(separator: "\n") + "\n"
    }
}
