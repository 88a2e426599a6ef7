import Foundation
import Networking

/// The last answer to a request, kept with its `Last-Modified`, so that the next request asks
/// whether anything changed since (`If-Modified-Since`) and a 304 ("not modified") is answered with
/// the kept answer and the 304's own, new `Expires`. MET Norway's terms ask for both.
///
/// What is kept is the decoded answer (what wf reads of it), not the body. When to ask at all is
/// the repositories' business (each copy they keep lives until the answer's `Expires`); this only
/// makes the asking cheap.
struct ConditionalRequests: Sendable {
    struct Copy<Answer: Codable & Sendable>: Codable, Sendable {
        var answer: Answer
        /// As the server sent it: it goes back verbatim.
        var lastModified: String
    }

    let store: SQLiteStore
    let now: @Sendable () -> Date

    /// The answer to `endpoint` (the kept one when the server says it has not changed), when it
    /// expires, and its `Age` from a shared cache.
    func answer<Answer: Codable & Sendable>(to endpoint: Endpoint, key: String, over network: any NetworkService,
                                            decode: (Data) throws -> Answer) async throws -> (answer: Answer, expires: Date?, age: TimeInterval?) {
        let kept = store.cached(Copy<Answer>.self, .answer, key: key)?.value
        var request = endpoint
        if let kept { request.headers["If-Modified-Since"] = kept.lastModified }
        let response = try await network.response(for: request)
        let expires = response.date("Expires")
        if response.isNotModified, let kept {
            let lastModified = response.header("Last-Modified") ?? kept.lastModified
            store.cache(Copy(answer: kept.answer, lastModified: lastModified), .answer, key: key, fetchedAt: now())
            return (kept.answer, expires, response.age)
        }
        let answer = try decode(response.body)
        if let lastModified = response.header("Last-Modified") {
            store.cache(Copy(answer: answer, lastModified: lastModified), .answer, key: key, fetchedAt: now())
        }
        return (answer, expires, response.age)
    }
}
