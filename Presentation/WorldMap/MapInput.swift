/// What the user did at the keyboard or with the mouse.
public enum MapInput: Hashable, Sendable {
    case up, down, left, right
    case zoomIn, zoomOut
    case enter, escape, quit, favourite, interrupt
    /// A left-button press at a 1-based terminal column and row.
    case click(column: Int, row: Int)
}
