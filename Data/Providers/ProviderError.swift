import Domain
import Foundation
import Networking

/// Turns transport and decoding failures into errors the user can act on.
struct ProviderErrorMapper: Sendable {
    let provider: String
    /// Whether the provider takes an API key: only then is a 401/403 about the key.
    var usesKey = true
    /// Reads the provider's error message out of an error body.
    let reason: @Sendable (Data) -> String?

    /// One of Open-Meteo's APIs: no key, and the reason in its error body (`{"error": true, "reason": …}`).
    static func openMeteo(_ provider: String) -> ProviderErrorMapper {
        ProviderErrorMapper(provider: provider, usesKey: false) { body in
            (try? JSONDecoder().decode(OpenMeteoErrorDTO.self, from: body))?.reason
        }
    }

    func map(_ error: any Error, notFound: String? = nil) -> any Error {
        switch error {
        case let error as WeatherError: return error
        case is CancellationError: return error
        case let error as NetworkError: return map(error, notFound: notFound)
        case is DecodingError: return WeatherError.providerUnavailable(provider: provider, reason: "sent a response wf cannot read")
        default: return WeatherError.unexpected("\(provider): \(error)")
        }
    }

    /// The failure of one item of a batch, as a `WeatherError`: a cancelled request says so, and
    /// nothing else is called a cancellation.
    func failure(_ error: any Error) -> WeatherError {
        switch map(error) {
        case let mapped as WeatherError: mapped
        case is CancellationError: .providerUnavailable(provider: provider, reason: "request cancelled", outage: .noAnswer)
        case let other: WeatherError(other)
        }
    }

    private func map(_ error: NetworkError, notFound: String?) -> any Error {
        switch error {
        case .cancelled: return CancellationError()
        case .rateLimited(let until, let limit): return WeatherError.rateLimited(provider: provider, until: until, limit: limit)
        case .failing(let until, let failures):
            return WeatherError.providerUnavailable(provider: provider, reason: "failed \(failures == 1 ? "just now" : "\(failures) times in a row");"
                                                        + " wf asks it again after \(RateLimitClock.text(until))", outage: .noAnswer)
        case .overBudget(let percent): return WeatherError.budgetSpent(percent: percent)
        case .invalidURL(let url): return WeatherError.invalidInput("\(provider) base URL is not a valid http(s) URL: \(url)")
        case .unreachable(let why): return WeatherError.providerUnavailable(provider: provider, reason: "cannot be reached (\(why))", outage: .noAnswer)
        case .timedOut(let seconds, let attempts) where attempts > 1:
            return WeatherError.providerUnavailable(provider: provider, reason: "did not answer in \(attempts) attempts over \(Self.seconds(seconds.rounded()))",
                                                       outage: .noAnswer)
        case .timedOut(let seconds, _):
            return WeatherError.providerUnavailable(provider: provider, reason: "did not answer within \(Self.seconds(seconds))", outage: .noAnswer)
        case .bodyTooLarge(let limit): return WeatherError.providerUnavailable(provider: provider, reason: "sent a response larger than \(limit >> 20) MB")
        case .unreadable(let what): return WeatherError.providerUnavailable(provider: provider, reason: "sent \(what)")
        case .status(let code, let body, _):
            // Read only when small enough to be a reason: a padded error body is not decoded.
            let detail = ((try? JSONBudget.reason.check(body)) != nil ? reason(body) : nil).map { Self.clean($0) }
            switch code {
            case 401 where usesKey, 403 where usesKey: return WeatherError.apiKeyRejected(provider: provider)
            case 404 where notFound != nil: return WeatherError.placeNotFound(notFound ?? "")
            case 429: return WeatherError.rateLimited(provider: provider)
            case 400..<500: return WeatherError.requestRejected(provider: provider, reason: "HTTP \(code)" + (detail.map { ", saying \($0)" } ?? ""))
            default: return WeatherError.providerUnavailable(provider: provider, reason: "failed with HTTP \(code)" + (detail.map { ", saying \($0)" } ?? ""))
            }
        }
    }

    /// A server's own words, shown as its words: quoted, on one line, free of control and format
    /// characters (escape sequences, bidirectional overrides), and at most 100 characters.
    static func clean(_ text: String) -> String {
        let printable = text.unicodeScalars.map { CharacterSet.controlCharacters.contains($0) ? " " : Character($0) }
        let words = String(printable).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let short = words.count > 100 ? words.prefix(99) + "…" : Substring(words)
        return "\"\(short.replacingOccurrences(of: "\"", with: "'"))\""
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
