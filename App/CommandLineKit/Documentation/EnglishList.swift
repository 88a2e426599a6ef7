extension Array where Element == String {
    /// "a", "a or b", "a, b or c": a list as help text says it.
    public func englishList(_ conjunction: String) -> String {
        guard count > 1, let last else { return first ?? "" }
        return dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
