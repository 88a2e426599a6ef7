/// Phrases: the rain layer and the keys, spoken (`wf map --interactive --accessible`, the accessible app).
extension Phrase {
    public static let spokenMapKeysRain = Phrase("spoken.map.keys.rain")
    public static let spokenMapRainOn = Phrase("spoken.map.rain-on")
    public static let spokenMapRainOff = Phrase("spoken.map.rain-off")
    static let spokenMapRainFrameTemplate = Phrase("spoken.map.rain-frame", "time", "number", "count", "cursor", "wet", "total")
    public static func spokenMapRainFrame(time: String, number: String, count: String, cursor: String, wet: String, total: String) -> Phrase {
        spokenMapRainFrameTemplate.filled(time, number, count, cursor, wet, total)
    }
    public static let spokenMapRainCursorWet = Phrase("spoken.map.rain-cursor-wet")
    public static let spokenMapRainCursorDry = Phrase("spoken.map.rain-cursor-dry")
    static let spokenMapRainFailedTemplate = Phrase("spoken.map.rain-failed", "reason")
    public static func spokenMapRainFailed(reason: String) -> Phrase { spokenMapRainFailedTemplate.filled(reason) }

    /// Key names as words, for the keys lists read aloud.
    public static let spokenKeyUpDown = Phrase("spoken.key.up-down")
    public static let spokenKeyLeftRight = Phrase("spoken.key.left-right")
    public static let spokenKeyLetters = Phrase("spoken.key.letters")
    public static let spokenKeyPlusMinus = Phrase("spoken.key.plus-minus")
    public static let spokenKeyBrackets = Phrase("spoken.key.brackets")
    public static let spokenKeyDigits = Phrase("spoken.key.digits")
    public static let spokenKeyAt = Phrase("spoken.key.at")
    public static let spokenKeyQuestion = Phrase("spoken.key.question")
    public static let spokenKeyEscape = Phrase("spoken.key.escape")
    static let spokenKeyControlTemplate = Phrase("spoken.key.control", "key")
    public static func spokenKeyControl(key: String) -> Phrase { spokenKeyControlTemplate.filled(key) }

    static let allRainLayerSpeech: [Phrase] = [
        .spokenMapKeysRain, .spokenMapRainOn, .spokenMapRainOff, .spokenMapRainFrameTemplate, .spokenMapRainCursorWet,
        .spokenMapRainCursorDry, .spokenMapRainFailedTemplate, .spokenKeyUpDown, .spokenKeyLeftRight, .spokenKeyLetters,
        .spokenKeyPlusMinus, .spokenKeyBrackets, .spokenKeyDigits, .spokenKeyAt, .spokenKeyQuestion, .spokenKeyEscape,
        .spokenKeyControlTemplate,
    ]
}
