/// A usage mistake: what was wrong, and which command's help to point at.
struct UsageError: Error, Equatable {
    let message: String
    var command: String = "wf"
}
