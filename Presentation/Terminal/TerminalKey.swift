/// A key or a click as the terminal delivers it, before any screen gives it a meaning.
public enum TerminalKey: Hashable, Sendable {
    /// A printable character, typed as it is.
    case character(Character)
    case up, down, left, right
    case enter, escape, tab, backspace
    case pageUp, pageDown, home, end
    /// Ctrl-C and Ctrl-Z: the terminal is in raw mode, so they arrive as bytes, not signals.
    case interrupt, suspend
    /// A left-button press at a 1-based terminal column and row.
    case click(column: Int, row: Int)
    /// The mouse wheel turned a notch, away from the user (up) or towards them.
    case wheelUp, wheelDown
}

extension MapInput {
    /// What a key means on the map: arrows and vi keys move, `+`/`-` and the wheel zoom, digits go to a favourite.
    public init?(_ key: TerminalKey) {
        switch key {
        case .up, .character("k"): self = .up
        case .down, .character("j"): self = .down
        case .left, .character("h"): self = .left
        case .right, .character("l"): self = .right
        case .character("+"), .character("="), .wheelUp: self = .zoomIn
        case .character("-"), .character("_"), .wheelDown: self = .zoomOut
        case .enter: self = .enter
        case .escape: self = .escape
        case .character("q"), .character("Q"): self = .quit
        case .character("f"), .character("F"): self = .favourite
        case .character("@"): self = .goHere
        case .character("?"): self = .keys
        case .character("r"), .character("R"): self = .rain
        case .character("["): self = .previousFrame
        case .character("]"): self = .nextFrame
        case .character(let digit) where digit.isASCII && (1...9).contains(digit.wholeNumberValue ?? 0):
            self = .goToFavourite(digit.wholeNumberValue ?? 1)
        case .interrupt: self = .interrupt
        case .suspend: self = .suspend
        case .click(let column, let row): self = .click(column: column, row: row)
        default: self = .other
        }
    }
}
