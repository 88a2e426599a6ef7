import Foundation

/// A GET request described as a value: where, what to ask, and which parameters are secret.
public struct Endpoint: Hashable, Sendable {
    public var baseURL: String
    public var path: String
    public var query: [(name: String, value: String)]
    /// Query parameters whose values never appear in a message ("appid").
    public var redacting: Set<String>
    /// Request headers beyond the service's own (a provider that asks for a contact in `User-Agent`).
    public var headers: [String: String]
    /// Which service is asked, by the name a gateway routes it under and the ledger counts it by
    /// ("open-meteo", "nws"); empty for a request of no source.
    public var source: String
    /// The most its answer may hold, when that is less than the service's own limit: a side
    /// part's answer is small, and one that pours in endlessly must not take the weather's memory.
    public var answerLimit: Int?
    /// A side part's request (the archive, the ensemble): a failure is not retried at once but holds
    /// its source for a while, for every process, so that an outage cannot spend the day's quota.
    public var holdsWhenFailing: Bool
    /// A side part's request (the air, the archive, a rain grid): sent only while today's budget
    /// lasts. The weather's own requests always are.
    public var withinBudget: Bool
    /// What its answer may hold, in values: by default room for the places it asks for
    /// (`JSONBudget.forPlaces`); an answer past it is never decoded.
    public var budget: JSONBudget

    public init(baseURL: String, path: String, query: [(String, String)] = [], redacting: Set<String> = [],
                headers: [String: String] = [:], source: String = "", answerLimit: Int? = nil, holdsWhenFailing: Bool = false,
                withinBudget: Bool = false, budget: JSONBudget? = nil) {
        self.baseURL = baseURL
        self.path = path
        self.query = query.map { (name: $0.0, value: $0.1) }
        self.redacting = redacting
        self.headers = headers
        self.source = source
        self.answerLimit = answerLimit
        self.holdsWhenFailing = holdsWhenFailing
        self.withinBudget = withinBudget
        self.budget = .forPlaces(1)
        self.budget = budget ?? .forPlaces(places)
    }

    /// What a side part's answer may hold: many times what a real one does (an air-quality answer
    /// for a hundred places, a dozen alerts with their areas), a quarter of the weather's limit.
    public static let sideAnswerLimit = 2 << 20

    /// The full URL; nil when the base URL is not an http(s) URL.
    public var url: URL? { url(redacted: false) }

    /// The URL with secret values replaced, safe for messages and logs.
    public var redactedDescription: String {
        url(redacted: true)?.absoluteString ?? baseURL + path
    }

    private func url(redacted: Bool) -> URL? {
        guard let base = URLComponents(string: baseURL), let scheme = base.scheme?.lowercased(),
              ["http", "https"].contains(scheme), base.host?.isEmpty == false,
              var components = URLComponents(string: path.isEmpty ? baseURL
                                                  : (baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL) + path)
        else { return nil }
        // URL schemes are case-insensitive, but FoundationNetworking accepts only "http" and "https" as written.
        components.scheme = scheme
        if redacted, components.password != nil { components.password = "***" }
        if !query.isEmpty {
            components.percentEncodedQuery = query.map { item in
                let value = redacted && redacting.contains(item.name) ? "REDACTED" : item.value
                return Self.encode(item.name) + "=" + Self.encode(value)
            }.joined(separator: "&")
        }
        return components.url
    }

    /// Stricter than URLComponents: "+", "&", "=" and "," in values must not change their meaning.
    private static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let ascii = allowed.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
        return text.addingPercentEncoding(withAllowedCharacters: ascii) ?? ""
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.baseURL == rhs.baseURL && lhs.path == rhs.path && lhs.redacting == rhs.redacting && lhs.headers == rhs.headers
            && lhs.source == rhs.source && lhs.answerLimit == rhs.answerLimit
            && lhs.query.elementsEqual(rhs.query, by: { $0 == $1 })
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(baseURL)
        hasher.combine(path)
        hasher.combine(headers)
        hasher.combine(source)
        hasher.combine(answerLimit)
        for item in query {
            hasher.combine(item.name)
            hasher.combine(item.value)
        }
    }
}
