import Presentation

/// `wf app`'s keys, for `?` and for its help text: what works everywhere, on a place, and on the map.
public enum AppKeys {
    public struct Group {
        public var title: String
        public var keys: [(keys: String, action: String)]
    }

    public static func groups(_ words: Phrasebook = .english) -> [Group] {
        [
            Group(title: words(.appTabSearch), keys: [
                ("a-z …", words(.appKeyType)),
                ("↑ / ↓", words(.appKeyChoose)),
                ("Enter", words(.appKeyOpen)),
                ("Esc", words(.appKeyClear)),
            ]),
            Group(title: words(.appTabFavourites), keys: [
                ("↑ / ↓", words(.appKeyChoose)),
                ("Enter", words(.appKeyOpenPlace)),
                ("d", words(.appKeyRemove)),
            ]),
            Group(title: words(.appKeysPlace), keys: [
                ("← / →", words(.appKeyHours)),
                ("↑ / ↓", words(.appKeyScroll)),
                ("f", words(.appKeyFavourite)),
                ("r", words(.appKeyRefresh)),
                ("Esc", words(.appKeyBack)),
            ]),
            Group(title: words(.appTabMap), keys: [
                (words(.mapKeynameArrows), words(.mapKeyMove)),
                ("+ / -", words(.mapKeyZoom)),
                (words(.mapKeynameEnterTwice), words(.mapKeyWeather)),
                ("f", words(.mapKeyFavourite)),
                ("1-9", words(.mapKeyGoTo)),
                ("@", words(.mapKeyHere)),
            ]),
            Group(title: words(.appKeysEverywhere), keys: [
                ("Tab", words(.appKeyTab)),
                ("?", words(.mapKeyKeys)),
                ("q", words(.appKeyQuit)),
                ("Ctrl-Z", words(.appKeySuspend)),
                ("Ctrl-C", words(.mapKeyInterrupt)),
            ]),
        ]
    }

    /// Every group as a title and indented lines, the keys in one column.
    public static func lines(_ words: Phrasebook = .english, unicode: Bool = true) -> [String] {
        let groups = groups(words)
        let width = groups.flatMap(\.keys).map { key($0.keys, unicode).terminalColumns }.max() ?? 0
        return groups.flatMap { group in
            [group.title] + group.keys.map { "  " + key($0.keys, unicode).padded(columns: width) + "  " + $0.action }
        }
    }

    private static func key(_ text: String, _ unicode: Bool) -> String {
        unicode ? text : TerminalStyle.asciiOnly(text)
    }
}
