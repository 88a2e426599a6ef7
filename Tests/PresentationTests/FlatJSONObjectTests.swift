import Foundation
@testable import Presentation
import Testing

/// The phrase tables' own reader reads exactly what `JSONDecoder` reads, and refuses what it refuses.
@Suite("Flat JSON object")
struct FlatJSONObjectTests {
    @Test("Each shipped phrase table reads as JSONDecoder reads it", arguments: Language.shipped)
    func shippedTables(language: Language) throws {
        let bytes = try #require(Phrasebook.embeddedTable(language.code))
        let decoded = try JSONDecoder().decode([String: String].self, from: Data(bytes))
        #expect(FlatJSONObject.strings(bytes) == decoded)
    }

    @Test("Escapes, surrogate pairs, raw UTF-8, spacing and a repeated key, a comma before the brace", arguments: [
        #"{}"#,
        #" { "a" : "b" } "#,
        #"{"q":"say \"hi\"\\ \/ \b\f\n\r\t"}"#,
        #"{"e":"caf\u00e9 \u65e5 \ud83c\udf27 🌧 日本"}"#,
        "{\n\t\"a\": \"1\",\r\n\"b\": \"2\"\n}",
        #"{"a":"first","a":"last"}"#,
        #"{"a":"b",}"#,
        #"{"":""}"#,
    ])
    func readsAsJSONDecoder(text: String) throws {
        let decoded = try JSONDecoder().decode([String: String].self, from: Data(text.utf8))
        #expect(FlatJSONObject.strings(Array(text.utf8)) == decoded)
    }

    @Test("What is not an object of strings is nil", arguments: [
        "", "[]", #"{"a":1}"#, #"{,}"#, #"{"a":"b",,}"#, #"{"a":"b"} x"#, #"{"a":"b""#, #"{"a":{"b":"c"}}"#,
        #"{"a":"\x"}"#, #"{"a":"\u12"}"#, #"{"a":"\ud83c"}"#, "{\"a\":\"line\nbreak\"}", #"{a:"b"}"#, #"{"a" "b"}"#,
        // A raw control character after an escape, where the rest of the string is read on its own.
        "{\"a\":\"\\n\u{01}\"}", "{\"a\":\"\\u00e9\tx\"}", "{\"a\":\"\\\"\nb\"}", "{\"k\\n\u{1B}\":\"v\"}",
    ])
    func refuses(text: String) {
        #expect((try? JSONDecoder().decode([String: String].self, from: Data(text.utf8))) == nil)
        #expect(FlatJSONObject.strings(Array(text.utf8)) == nil)
    }
}
