import Domain

/// Something drawn on the map: a favourite, "here" or the cursor.
public struct MapMarker: Hashable, Sendable {
    public var coordinate: Coordinate
    public var symbol: Character
    public var label: String?

    public init(coordinate: Coordinate, symbol: Character, label: String? = nil) {
        self.coordinate = coordinate
        self.symbol = symbol
        self.label = label
    }
}

/// Draws land and markers into a grid of characters. Pure: same input, same picture.
public struct MapCanvas: Sendable {
    public enum Charset: Sendable {
        /// 2×4 dots per character: the finest picture a terminal can show.
        case braille
        /// `#` for land, space for water.
        case ascii
    }

    public let width: Int
    public let height: Int
    public let charset: Charset

    public init(width: Int, height: Int, charset: Charset) {
        self.width = max(width, 1)
        self.height = max(height, 1)
        self.charset = charset
    }

    /// Stands in the cell after a wide character of a label, which covers two cells; never printed.
    private static let covered: Character = "\u{0}"

    /// Rows of exactly `width` terminal columns. A label never covers a marker or another label and
    /// never runs off the edge: it stands right of its marker, else left of it, else it is left out
    /// (the legend below the map names every marker).
    public func draw(_ mask: LandMask, viewport: MapViewport, markers: [MapMarker]) -> [String] {
        var grid = land(mask, viewport: viewport)
        var taken = Array(repeating: Array(repeating: false, count: width), count: height)
        var labels: [(row: Int, column: Int, text: String)] = []
        for marker in markers {
            guard var cell = viewport.cell(for: marker.coordinate, width: width, height: height) else { continue }
            // A labelled marker in a cell another marker has stands beside it, so that both are seen;
            // the cursor (no label) stands on top.
            if marker.label != nil, taken[cell.row][cell.column],
               let free = [cell.column + 1, cell.column - 1].first(where: { (0..<width).contains($0) && !taken[cell.row][$0] }) {
                cell.column = free
            }
            grid[cell.row][cell.column] = marker.symbol
            taken[cell.row][cell.column] = true
            if let label = marker.label { labels.append((cell.row, cell.column, label)) }
        }
        for label in labels {
            // A wide character takes two cells.
            let text = Array(label.text).flatMap { $0.terminalColumns == 2 ? [$0, Self.covered] : [$0] }
            let right = [" "] + text, left = text + [" "]
            let placements = [(cells: right, start: label.column + 1, gap: label.column + 1 + right.count),
                              (cells: left, start: label.column - left.count, gap: label.column - left.count - 1)]
            // The cell past the label's far end stays free too, so that two labels never run together.
            guard let placement = placements.first(where: { placement in
                placement.start >= 0 && placement.start + placement.cells.count <= width
                    && !taken[label.row][placement.start..<(placement.start + placement.cells.count)].contains(true)
                    && !((0..<width).contains(placement.gap) && taken[label.row][placement.gap])
            }) else { continue }
            for (offset, character) in placement.cells.enumerated() {
                grid[label.row][placement.start + offset] = character
                taken[label.row][placement.start + offset] = true
            }
        }
        return grid.map(Self.row)
    }

    /// A row of cells as text: a wide character whose second cell a later label took, or a second
    /// cell whose wide character it took, becomes a space, so that the row stays `width` columns.
    private static func row(_ cells: [Character]) -> String {
        var cells = cells
        for index in cells.indices {
            let isWide = cells[index] != covered && cells[index].terminalColumns == 2
            let next = index + 1 < cells.count ? cells[index + 1] : nil
            if isWide && next != covered { cells[index] = " " }
            if cells[index] == covered && (index == 0 || cells[index - 1] == " " || cells[index - 1].terminalColumns != 2) {
                cells[index] = " "
            }
        }
        return String(cells.filter { $0 != covered })
    }

    private func land(_ mask: LandMask, viewport: MapViewport) -> [[Character]] {
        switch charset {
        case .ascii:
            return (0..<height).map { row in
                (0..<width).map { column in
                    let point = viewport.coordinate(column: column, row: row, width: width, height: height)
                    return mask.isLand(latitude: point.latitude, longitude: point.longitude) ? "#" : " "
                }
            }
        case .braille:
            let dotsWide = width * 2, dotsHigh = height * 4
            // Braille dot bits by (x, y) within a character, per Unicode's layout.
            let bit: [[UInt32]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]
            return (0..<height).map { row in
                (0..<width).map { column in
                    var pattern: UInt32 = 0
                    for x in 0..<2 {
                        for y in 0..<4 {
                            let point = viewport.coordinate(column: column * 2 + x, row: row * 4 + y, width: dotsWide, height: dotsHigh)
                            if mask.isLand(latitude: point.latitude, longitude: point.longitude) { pattern |= bit[x][y] }
                        }
                    }
                    return pattern == 0 ? " " : Character(Unicode.Scalar(0x2800 + pattern) ?? " ")
                }
            }
        }
    }
}
