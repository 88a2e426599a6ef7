import Domain

/// Reads a JSON object whose values are all strings — a phrase table — with wf's one JSON scanner
/// (`JSONValue`), as `JSONDecoder` reads it: a key given twice keeps its first value and a comma may
/// end the object. Anything that is not exactly such an object (a number, a nested object, a bad
/// escape, text after the closing brace) is nil, as a decoding error would be.
enum FlatJSONObject {
    static func strings(_ bytes: [UInt8]) -> [String: String]? {
        guard case .object(let members)? = try? JSONValue.parse(bytes, rules: .asJSONDecoder) else { return nil }
        var table: [String: String] = [:]
        table.reserveCapacity(members.count)
        for (key, value) in members {
            guard case .string(let text) = value else { return nil }
            table[key] = text
        }
        return table
    }
}
