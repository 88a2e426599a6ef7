import Domain
import Foundation
import Presentation

/// What the output device can show: colour, Unicode glyphs, width.
public struct TerminalStyle: Sendable {
    public var colour: Bool
    public var unicode: Bool
    public var isTerminal: Bool
    /// Columns a line may use: the terminal's, or `COLUMNS`; unlimited for a pipe.
    public var width: Int

    public init(colour: Bool, unicode: Bool, isTerminal: Bool = false, width: Int = .max) {
        self.colour = colour
        self.unicode = unicode
        self.isTerminal = isTerminal
        self.width = width
    }

    public static let plain = TerminalStyle(colour: false, unicode: true)

    /// Colour only on a terminal and never with NO_COLOR or TERM=dumb; ASCII only in a non-UTF-8 locale.
    public static func detect(environment: [String: String]) -> TerminalStyle {
        let isTerminal = isatty(STDOUT_FILENO) == 1
        let dumb = environment["TERM"] == "dumb"
        let colour = isTerminal && !dumb && environment["NO_COLOR"] == nil
        let locale = environment["LC_ALL"] ?? environment["LC_CTYPE"] ?? environment["LANG"] ?? ""
        let unicode = !["C", "POSIX"].contains(locale) || locale.uppercased().contains("UTF")
        let columns = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
        let width = columns ?? (isTerminal ? terminalWidth() : nil) ?? .max
        return TerminalStyle(colour: colour, unicode: unicode, isTerminal: isTerminal, width: width)
    }

    static func terminalWidth() -> Int? {
        WindowSize.current()?.columns
    }

    // MARK: Styling

    enum Colour: String {
        case bold = "1", dim = "2", red = "31", green = "32", yellow = "33", blue = "34", cyan = "36"
    }

    func paint(_ text: String, _ colour: Colour) -> String {
        self.colour ? "\u{1B}[\(colour.rawValue)m\(text)\u{1B}[0m" : text
    }

    func bold(_ text: String) -> String { paint(text, .bold) }

    /// Without Unicode, "…" becomes ".." and "°C" becomes "C".
    func ascii(_ text: String) -> String {
        unicode ? text : text.replacingOccurrences(of: "…", with: "..").replacingOccurrences(of: "°", with: "")
    }
    func dim(_ text: String) -> String { paint(text, .dim) }

    /// Cold blue to hot red, judged in °C.
    func temperature(_ text: String, celsius: Double) -> String {
        let colour: Colour = switch celsius {
        case ..<0: .blue
        case ..<12: .cyan
        case ..<24: .green
        case ..<30: .yellow
        default: .red
        }
        return paint(text, colour)
    }

    func icon(_ icon: WeatherIcon) -> String {
        guard unicode else {
            return switch icon {
            case .clear: "sun  "
            case .partlyCloudy: "part "
            case .cloudy: "cloud"
            case .fog: "fog  "
            case .drizzle: "drzl "
            case .rain: "rain "
            case .thunderstorm: "storm"
            case .snow: "snow "
            case .unknown: "  ?  "
            }
        }
        return WeatherFormat.glyph(icon)
    }
}

extension Units {
    func celsius(_ value: Double) -> Double {
        self == .metric ? value : (value - 32) * 5 / 9
    }
}
