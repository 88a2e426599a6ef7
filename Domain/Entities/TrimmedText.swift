extension StringProtocol {
    /// The text without white space or line breaks at either end, by the standard library alone:
    /// Foundation's `trimmingCharacters(in:)` goes through `NSString` on Linux, and its first use
    /// cost a quarter of a millisecond of every `wf here`.
    var trimmedOfWhiteSpace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
