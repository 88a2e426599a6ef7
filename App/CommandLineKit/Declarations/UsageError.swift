/// A usage mistake: what was wrong, and which command's help to point at.
public struct UsageError: Error, Equatable {
    public let message: String
    /// The command line's words up to the command: "wf", "wf config set".
    public var command: String

    public init(message: String, command: String) {
        self.message = message
        self.command = command
    }
}

/// A word the user typed, in quotes and safe to print in a message: control and format characters
/// become "?", and a long one is cut after 60 characters with "…".
struct QuotedWord: CustomStringConvertible {
    let description: String

    init(_ raw: String) {
        var scalars = String.UnicodeScalarView()
        for scalar in raw.unicodeScalars {
            if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format {
                scalars.append(contentsOf: "?".unicodeScalars)
            } else {
                scalars.append(scalar)
            }
        }
        let clean = String(scalars)
        description = "\"" + (clean.count > 60 ? String(clean.prefix(60)) + "…" : clean) + "\""
    }
}
