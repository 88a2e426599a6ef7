import Domain
import Foundation

/// Where official alerts come from (`NWSAlertsService`, `MetAlertsService`), under the cache.
protocol AlertSource: Sendable {
    /// How messages name it: "National Weather Service".
    var name: String { get }
    /// Its part of cache keys.
    var cacheName: String { get }
    func alerts(for place: Place) async throws -> WeatherAlerts
}

/// The CAP words every source uses, and their times.
enum AlertTime {
    /// "2026-11-25T14:00:00-05:00".
    static func date(_ text: String) -> Date? {
        try? Date(text, strategy: .iso8601)
    }

    /// The offset the time was written with: "-05:00" is -18000; "Z" is 0.
    static func offsetSeconds(_ text: String) -> Int? {
        if text.hasSuffix("Z") { return 0 }
        guard text.count >= 6 else { return nil }
        let tail = text.suffix(6)
        guard let sign = tail.first, sign == "+" || sign == "-", tail.dropFirst(3).first == ":",
              let hours = Int(tail.dropFirst().prefix(2)), let minutes = Int(tail.suffix(2)) else { return nil }
        return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    }

    /// "strong heat" → "Strong heat": the DWD's English and ECCC's names are written in lower case.
    static func sentenceCase(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The place's own offset at `date`, when its time zone is known.
    static func offsetSeconds(place: Place, at date: Date) -> Int? {
        place.timeZone.flatMap(TimeZone.init(identifier:))?.secondsFromGMT(for: date)
    }
}

extension WeatherAlert.Severity {
    init(capValue: String?) { self = capValue.flatMap { Self(rawValue: $0.lowercased()) } ?? .unknown }
}

extension WeatherAlert.Certainty {
    init(capValue: String?) { self = capValue.flatMap { Self(rawValue: $0.lowercased()) } ?? .unknown }
}

extension WeatherAlert.Urgency {
    init(capValue: String?) { self = capValue.flatMap { Self(rawValue: $0.lowercased()) } ?? .unknown }
}
