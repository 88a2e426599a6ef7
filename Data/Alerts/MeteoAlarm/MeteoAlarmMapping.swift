import Domain
import Foundation

extension MeteoAlarmFeedDTO {
    /// The warnings of the feed that are warnings at all, in `language` where the feed has it and in
    /// English else: those placed at `point` by their polygons, and those that cannot be placed (no
    /// polygon). A warning whose polygons leave the point out is neither. Green entries ("no
    /// warning"), cancellations, all-clears, past ones and tests are no warnings.
    func warnings(at point: Coordinate, language: String) -> (placed: [WeatherAlert], unplaced: [WeatherAlert]) {
        var placed: [WeatherAlert] = [], unplaced: [WeatherAlert] = []
        for warning in warnings ?? [] {
            guard let alert = warning.alert,
                  alert.status.map({ $0.caseInsensitiveCompare("actual") == .orderedSame }) ?? true,
                  alert.msgType?.caseInsensitiveCompare("cancel") != .orderedSame,
                  let info = Self.info(alert.info ?? [], language: language),
                  let mapped = Self.alert(info)
            else { continue }
            let outlines = (info.area ?? []).flatMap { $0.polygon?.texts ?? [] }.compactMap(AlertPolygon.init(cap:))
            if outlines.isEmpty {
                unplaced.append(mapped)
            } else if outlines.contains(where: { $0.contains(point) }) {
                placed.append(mapped)
            }
        }
        return (Self.once(placed), Self.once(unplaced))
    }

    /// The block in the user's language, else English, else the first.
    static func info(_ blocks: [Info], language: String) -> Info? {
        func speaks(_ code: String) -> (Info) -> Bool {
            { ($0.language?.lowercased().split(separator: "-").first).map(String.init) == code }
        }
        return blocks.first(where: speaks(language.lowercased())) ?? blocks.first(where: speaks("en")) ?? blocks.first
    }

    /// The warning as Domain's; nil for what is no warning.
    static func alert(_ info: Info) -> WeatherAlert? {
        guard let event = info.event?.trimmingCharacters(in: .whitespacesAndNewlines), !event.isEmpty,
              info.urgency?.lowercased() != "past",
              !(info.responseType ?? []).contains(where: { $0.caseInsensitiveCompare("allclear") == .orderedSame })
        else { return nil }
        let level = info.parameter?.first { $0.valueName == "awareness_level" }?.value.flatMap(AwarenessLevel.init)
        // Level 1, green: "no particular awareness", which feeds publish as an entry of its own.
        if let level, level.number <= 1 { return nil }
        let onsetText = info.onset ?? info.effective
        let onset = onsetText.flatMap(AlertTime.date), end = info.expires.flatMap(AlertTime.date)
        return WeatherAlert(
            event: event, severity: .init(capValue: info.severity), certainty: .init(capValue: info.certainty),
            urgency: info.urgency.map { .init(capValue: $0) }, colour: level?.colour, onset: onset, end: end,
            utcOffsetSeconds: (onsetText ?? info.expires).flatMap(AlertTime.offsetSeconds) ?? 0,
            headline: info.headline, description: info.description?.trimmingCharacters(in: .whitespacesAndNewlines),
            instruction: info.instruction)
    }

    /// One of each warning: a feed repeats one for each update it sent.
    static func once(_ alerts: [WeatherAlert]) -> [WeatherAlert] {
        var seen: Set<WeatherAlert> = []
        return alerts.filter { seen.insert($0).inserted }
    }

    /// MeteoAlarm's "2; yellow; Moderate".
    struct AwarenessLevel {
        let number: Int
        let colour: WeatherAlert.Colour?

        init?(_ text: String) {
            let parts = text.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard let first = parts.first, let number = Int(first) else { return nil }
            self.number = number
            colour = parts.count > 1 ? WeatherAlert.Colour(rawValue: parts[1]) : nil
        }
    }
}
