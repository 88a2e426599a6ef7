/// `/v1/ensemble` for one place and one model (https://open-meteo.com/en/docs/ensemble-api): each
/// hourly variable once for the control run (`temperature_2m`) and once per member
/// (`temperature_2m_member01` … `_member50`), as arrays beside `time`; values past the model's
/// range are null.
struct OpenMeteoEnsembleDTO: Decodable {
    struct Hourly: Decodable {
        let time: [FlexibleTime]
        /// The control, then the members in order.
        let temperature: [[Double?]]
        let precipitation: [[Double?]]

        private struct Key: CodingKey {
            let stringValue: String
            init(stringValue: String) { self.stringValue = stringValue }
            var intValue: Int? { nil }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            time = try container.decode([FlexibleTime].self, forKey: Key(stringValue: "time"))
            func series(_ variable: String) throws -> [[Double?]] {
                let members = container.allKeys.compactMap { key -> Int? in
                    guard key.stringValue.hasPrefix(variable + "_member") else { return nil }
                    return Int(key.stringValue.dropFirst(variable.count + "_member".count))
                }.sorted()
                let names = (container.contains(Key(stringValue: variable)) ? [variable] : [])
                    + members.map { variable + "_member" + ($0 < 10 ? "0" : "") + String($0) }
                return try names.map { try container.decode([Double?].self, forKey: Key(stringValue: $0)) }
            }
            temperature = try series("temperature_2m")
            precipitation = try series("precipitation")
        }
    }

    let utc_offset_seconds: Int?
    let hourly: Hourly?
}
