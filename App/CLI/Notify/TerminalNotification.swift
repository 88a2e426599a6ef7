/// A desktop notification raised by the terminal itself, which travels over SSH: one sequence per
/// terminal, chosen from what it says it is, since a terminal that reads two would show two.
/// Inside tmux, wrapped in its passthrough so it reaches the terminal outside.
///
/// | terminal | sequence |
/// |---|---|
/// | kitty (`KITTY_WINDOW_ID`, `TERM=xterm-kitty`) | OSC 99 |
/// | iTerm2 (`TERM_PROGRAM=iTerm.app`, `LC_TERMINAL=iTerm2`), Windows Terminal (`WT_SESSION`) | OSC 9 |
/// | any other (foot, WezTerm, Ghostty, Konsole, urxvt, VTE) | OSC 777 |
enum TerminalNotification {
    static let escape = "\u{1B}"
    static let bell = "\u{07}"

    enum Kind: Equatable {
        case osc777, osc9, osc99

        init(environment: [String: String]) {
            if environment["KITTY_WINDOW_ID"] != nil || environment["TERM"] == "xterm-kitty" {
                self = .osc99
            } else if environment["TERM_PROGRAM"] == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2" || environment["WT_SESSION"] != nil {
                self = .osc9
            } else {
                self = .osc777
            }
        }
    }

    /// The one sequence for `title` and `body`, their text stripped of control characters (a
    /// server's words never become escapes) and the title of ";", which ends it in OSC 777.
    static func sequence(_ kind: Kind, title: String, body: String, inTmux: Bool) -> String {
        let title = clean(title).replacingOccurrences(of: ";", with: ",")
        let body = clean(body)
        let sequence = switch kind {
        case .osc777: "\(escape)]777;notify;\(title);\(body)\(bell)"
        case .osc9: "\(escape)]9;\(title): \(body)\(bell)"
        // kitty's own: the title, then the body (d=0 says more follows), one notification (i=1).
        case .osc99: "\(escape)]99;i=1:d=0;\(title)\(escape)\\" + "\(escape)]99;i=1:d=1:p=body;\(body)\(escape)\\"
        }
        return inTmux ? tmuxPassthrough(sequence) : sequence
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
