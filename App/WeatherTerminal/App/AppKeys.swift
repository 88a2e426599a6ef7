import Presentation

/// `wf app`'s keys, for `?` and for its help text: what works everywhere, on a place, and on the map.
public enum AppKeys {
    public struct Group {
        public var title: String
        public var keys: [(keys: String, action: String)]
    }

    /// `screen`: with the mouse, which only the drawn app has; `speech`: with the keys only the accessible app has.
    public static func groups(_ words: Phrasebook = .english, screen: Bool = true, speech: Bool = true) -> [Group] {
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
            ] + (speech ? [("m", words(.appKeyMore))] : [])),
            Group(title: words(.appTabMap), keys: [
                (words(.mapKeynameArrows), words(.mapKeyMove)),
                ("+ / -", words(.mapKeyZoom)),
                (words(.mapKeynameEnterTwice), words(.mapKeyWeather)),
                ("f", words(.mapKeyFavourite)),
                ("1-9", words(.mapKeyGoTo)),
                ("@", words(.mapKeyHere)),
                ("r", words(.mapKeyRain)),
                ("[ / ]", words(.mapKeyFrames)),
            ]),
            Group(title: words(.appKeysEverywhere), keys: [
                ("Tab", words(.appKeyTab)),
                ("?", words(.mapKeyKeys)),
                ("q", words(.appKeyQuit)),
                ("Ctrl-Z", words(.appKeySuspend)),
                ("Ctrl-C", words(.mapKeyInterrupt)),
            ] + (screen ? [(words(.appKeynameMouse), words(.appKeyMouse))] : [])),
        ]
    }

    /// Every group as a title and indented lines, the keys in one column, the actions wrapped to
    /// `width` beside them (under their key when the screen is too narrow for that).
    public static func lines(_ words: Phrasebook = .english, unicode: Bool = true, width: Int = .max, speech: Bool = true) -> [String] {
        let groups = groups(words, speech: speech)
        let keyWidth = groups.flatMap(\.keys).map { key($0.keys, unicode).terminalColumns }.max() ?? 0
        let indent = keyWidth + 4
        return groups.flatMap { group in
            [group.title] + group.keys.flatMap { entry -> [String] in
                let name = "  " + key(entry.keys, unicode)
                guard width < .max else { return [name.padded(columns: indent - 2) + "  " + entry.action] }
                guard width - indent >= 16 else {
                    return [name] + entry.action.wrapped(columns: max(width - 4, 1)).map { "    " + $0 }
                }
                let action = entry.action.wrapped(columns: width - indent)
                return [name.padded(columns: indent - 2) + "  " + (action.first ?? "")]
                    + action.dropFirst().map { String(repeating: " ", count: indent) + $0 }
            }
        }
    }

    /// A key's name as a screen reader should say it: "up and down arrows", not "↑ / ↓" or "^ / v".
    public static func spoken(_ key: String, _ words: Phrasebook) -> String {
        switch key {
        case "↑ / ↓": words(.spokenKeyUpDown)
        case "← / →": words(.spokenKeyLeftRight)
        case "a-z …": words(.spokenKeyLetters)
        case "+ / -": words(.spokenKeyPlusMinus)
        case "[ / ]": words(.spokenKeyBrackets)
        case "1-9": words(.spokenKeyDigits)
        case "@": words(.spokenKeyAt)
        case "?": words(.spokenKeyQuestion)
        case "Esc": words(.spokenKeyEscape)
        case let control where control.hasPrefix("Ctrl-"): words(.spokenKeyControl(key: String(control.dropFirst(5))))
        default: key
        }
    }

    private static func key(_ text: String, _ unicode: Bool) -> String {
        unicode ? text : TerminalStyle.asciiOnly(text)
    }
}
