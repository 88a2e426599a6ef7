/// What the user did at the keyboard or with the mouse.
public enum MapInput: Hashable, Sendable {
    case up, down, left, right
    case zoomIn, zoomOut
    case enter, escape, quit, favourite
    /// Ctrl-C and Ctrl-Z: the terminal is in raw mode, so they arrive as bytes, not signals.
    case interrupt, suspend
    /// `1`…`9`: the cursor to that favourite.
    case goToFavourite(Int)
    /// `@`: the cursor to the configured location.
    case goHere
    /// `?`: the list of keys.
    case keys
    /// `r`: the rain layer on or off; `[` and `]`: its frame 15 minutes earlier or later.
    case rain, previousFrame, nextFrame
    /// A left-button press at a 1-based terminal column and row.
    case click(column: Int, row: Int)
    /// Any other key: it only closes the list of keys.
    case other
}
