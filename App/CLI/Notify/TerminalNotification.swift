/// A desktop notification raised by the terminal itself: OSC 777 (foot, kitty, WezTerm, Ghostty,
/// urxvt) and OSC 9 (iTerm2, Windows Terminal), which travel over SSH; inside tmux, wrapped in its
/// passthrough so it reaches the terminal outside.
enum TerminalNotification {
    static let escape = "\u{1B}"
    static let bell = "\u{07}"

    /// Both sequences for `title` and `body`, their text stripped of control characters (a server's
    /// words never become escapes) and the title of ";", which ends it in OSC 777.
    static func sequences(title: String, body: String, inTmux: Bool) -> String {
        let title = clean(title).replacingOccurrences(of: ";", with: ",")
        let body = clean(body)
        let osc777 = "\(escape)]777;notify;\(title);\(body)\(bell)"
        let osc9 = "\(escape)]9;\(title): \(body)\(bell)"
        return inTmux ? tmuxPassthrough(osc777) + tmuxPassthrough(osc9) : osc777 + osc9
    }

    /// `ESC P tmux; … ESC \`, with every ESC inside doubled.
    static func tmuxPassthrough(_ sequence: String) -> String {
        "\(escape)Ptmux;" + sequence.replacingOccurrences(of: escape, with: escape + escape) + "\(escape)\\"
    }

    /// The text with every control character (C0, DEL and C1) and every invisible format character
    /// (zero-width spaces and joiners, bidirectional marks and overrides, U+2028/2029, U+FEFF) left
    /// out: what a notification shows is what it says.
    static func clean(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { scalar in
            !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.generalCategory == .format
              || scalar.properties.generalCategory == .lineSeparator || scalar.properties.generalCategory == .paragraphSeparator)
        }))
    }
}
