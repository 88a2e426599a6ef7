import Foundation

/// Scrolling (keys, Page Up/Down, Home/End and the wheel) and clicks: on a tab's name, on a row of
/// a list, on the map.
extension AppViewModel {
    /// The screen's lines between the tab line and the status line.
    nonisolated public static func bodyHeight(_ rows: Int) -> Int { max(rows - 2, 0) }

    /// How many lines a key scrolls the list of keys or a place, or nil if it does not scroll.
    nonisolated static func scrollStep(_ key: TerminalKey, _ state: State) -> Int? {
        let page = max(bodyHeight(state.height) - 1, 1)
        switch key {
        case .up, .character("k"): return -1
        case .down, .character("j"): return 1
        case .wheelUp: return -3
        case .wheelDown: return 3
        case .pageUp: return -page
        case .pageDown: return page
        case .home: return -.max / 2
        case .end: return .max / 2
        default: return nil
        }
    }

    /// `value` moved by `step`, within 0 and the limit last laid out.
    nonisolated static func scrolled(_ value: Int, by step: Int, limit: Int?) -> Int {
        let moved = value.addingReportingOverflow(step)
        let target = moved.overflow ? (step > 0 ? Int.max : 0) : moved.partialValue
        return min(max(target, 0), limit ?? 200)
    }

    nonisolated static func laidOut(_ state: inout State, scrollLimit limit: Int) {
        state.scrollLimit = max(limit, 0)
        if state.showsKeys {
            state.keysScroll = min(state.keysScroll, state.scrollLimit ?? 0)
        } else if let scroll = state.place?.scroll {
            state.place?.scroll = min(scroll, state.scrollLimit ?? 0)
        }
    }

    /// Where each tab's name is on the first line, 0-based columns: " Search │ Favourites │ Map ".
    nonisolated public static func tabColumns(_ words: Phrasebook) -> [(tab: Tab, columns: Range<Int>)] {
        var start = 0
        return Tab.allCases.map { tab in
            let width = tabName(tab, words).terminalColumns + 2
            defer { start += width + 1 }
            return (tab, start..<start + width)
        }
    }

    nonisolated public static func tabName(_ tab: Tab, _ words: Phrasebook) -> String {
        switch tab {
        case .search: words(.appTabSearch)
        case .favourites: words(.appTabFavourites)
        case .map: words(.appTabMap)
        }
    }

    /// The first line of the search tab's list, 1-based (after the tabs, the field and a blank
    /// line; recent searches have a heading).
    nonisolated public static func firstSearchRow(_ search: PlaceSearch.State) -> Int {
        search.phase == .recent ? 5 : 4
    }

    /// The favourites' list starts under the tabs.
    nonisolated public static let firstFavouriteRow = 2

    /// A click (1-based column and row): a tab's name goes to that tab; a row of a list is chosen,
    /// and opened if it was chosen already; on the map, the map's own click.
    nonisolated static func click(_ state: inout State, column: Int, row: Int, _ now: Date) -> [Effect] {
        if row == 1 {
            guard let tab = tabColumns(state.words).first(where: { $0.columns.contains(column - 1) })?.tab else { return [] }
            return tab == state.tab && state.place == nil ? [] : go(&state, to: tab)
        }
        guard state.place == nil else { return [] }
        switch state.tab {
        case .search:
            let index = row - firstSearchRow(state.search)
            guard (0..<state.search.rowCount).contains(index) else { return [] }
            guard index == state.search.selection else {
                state.search.selection = index
                return []
            }
            return search(&state, .opened)
        case .favourites:
            let index = row - firstFavouriteRow
            guard state.favourites.rows.indices.contains(index) else { return [] }
            guard index == state.favourites.selection else {
                state.favourites.selection = index
                return []
            }
            return open(&state, state.favourites.rows[index].favourite.place)
        case .map:
            // The map is drawn under the tab line.
            return mapKey(&state, .click(column: column, row: row - 1), now)
        }
    }
}
