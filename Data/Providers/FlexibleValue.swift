/// A JSON scalar that providers send as a string one day and a number the next (`cod`, `message`).
struct FlexibleText: Decodable, Hashable, Sendable {
    let text: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self.text = text
        } else if let number = try? container.decode(Int.self) {
            text = String(number)
        } else if let number = try? container.decode(Double.self) {
            text = String(number)
        } else if let flag = try? container.decode(Bool.self) {
            text = String(flag)
        } else {
            text = ""
        }
    }
}

/// A timestamp that Open-Meteo sends as ISO text or, with `timeformat=unixtime`, as seconds.
enum FlexibleTime: Decodable, Hashable, Sendable {
    case iso(String)
    case unix(Double)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let seconds = try? container.decode(Double.self) {
            self = .unix(seconds)
        } else {
            self = .iso(try container.decode(String.self))
        }
    }
}
