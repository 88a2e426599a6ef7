import Foundation
@testable import Networking
import Testing

@Suite("JSON budget: values counted before anything is built")
struct JSONBudgetTests {
    /// Values as a decoder builds them: every number, string, literal, array, object and key.
    static func reference(_ any: Any) -> Int {
        switch any {
        case let array as [Any]: 1 + array.map(reference).reduce(0, +)
        case let object as [String: Any]: 1 + object.count + object.values.map(reference).reduce(0, +)
        default: 1
        }
    }

    static let documents = [
        #"{"a": [1, 2.5, -3e4, true, false, null], "b": {"c": "x,y]}", "d": []}, "e": {}}"#,
        #"["\"quoted\" [not, an, array]", "\\", "{", 1]"#,
        #"  {"nested": [[[[1]]], {"k": [{}]}]}  "#,
        #""just a string""#, "42", "[]",
    ]

    @Test("Counts what a decoder would build, strings with brackets, commas and escapes included", arguments: documents)
    func counts(document: String) throws {
        let data = Data(document.utf8)
        let expected = Self.reference(try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
        #expect(throws: Never.self) { try JSONBudget(values: expected).check(data) }
        #expect(throws: JSONBudget.Excess.values(limit: expected - 1)) { try JSONBudget(values: expected - 1).check(data) }
    }

    @Test("Refuses nesting past its depth, and passes it at the depth")
    func depth() {
        let deep = Data((String(repeating: "[", count: 10) + String(repeating: "]", count: 10)).utf8)
        #expect(throws: Never.self) { try JSONBudget(values: 100, depth: 10).check(deep) }
        #expect(throws: JSONBudget.Excess.depth(limit: 9)) { try JSONBudget(values: 100, depth: 9).check(deep) }
    }

    @Test("A request for several places has room for each: 1,000 values more a place")
    func places() {
        let one = Endpoint(baseURL: "http://127.0.0.1:1", path: "/v1/forecast", query: [("latitude", "52.5"), ("longitude", "13.4")])
        let three = Endpoint(baseURL: "http://127.0.0.1:1", path: "/v1/forecast", query: [("latitude", "1,2,3"), ("longitude", "4,5,6")])
        #expect(one.budget == .forPlaces(1) && one.budget.values == 60_000)
        #expect(three.budget.values == 62_000)
        #expect(Endpoint(baseURL: "http://127.0.0.1:1", path: "/", budget: .alerts).budget == .alerts)
    }

    @Test("decode refuses an answer past its budget as unreadable, naming the limit, and decodes one within it")
    func decode() throws {
        let padded = Data(("[" + Array(repeating: "1", count: 101).joined(separator: ",") + "]").utf8)
        #expect(throws: NetworkError.unreadable("an answer holding more than the 100 values wf asked for")) {
            try JSONBudget(values: 100).decode([Int].self, from: padded)
        }
        #expect(try JSONBudget(values: 102).decode([Int].self, from: padded).count == 101)
    }
}
