import Domain
import Foundation
import Presentation

/// `wf fav list`: one row per favourite; a failed fetch stays in its row, as it is, without widening
/// the columns of the others. On a narrow terminal the "updated" column goes first, then the icon;
/// the description (or error) is shortened last, and then the name, so the temperature stays whole.
/// An old copy's age is never dropped: it is what tells a row shown offline from one shown now.
public enum FavouritesRenderer {
    /// Each row's times on its place's clock, or all on `chosenZone` (`--tz`). Alerts past their
    /// freshness at `now` are marked unknown ("?"), never left blank as if there were none.
    public static func render(_ rows: [FavouriteWeather], style: TerminalStyle, chosenZone: String? = nil, now: Date = Date()) -> String {
        if style.accessible { return AccessibleRenderer.favourites(rows, style: style, chosenZone: chosenZone, now: now) }
        let words = style.phrasebook
        guard !rows.isEmpty else { return words(.favouritesNone) + "\n" }
        var numbers: [String] = [], names: [String] = [], icons: [String] = [], temperatures: [String] = []
        var descriptions: [String] = [], updates: [String] = [], celsius: [Double?] = [], airs: [String] = []
        var alerts: [String] = [], worst: [WeatherAlert?] = [], ages: [String] = []
        // A narrow terminal gets "Berlin, DE" rather than "Berlin, Land Berlin, DE", but never a
        // name that reads like another favourite's.
        let longNames = style.width >= 72
        let shortNames = FindFavouriteUseCase.listNames(rows.map(\.favourite))
        let airAnswers = rows.map { try? $0.airQuality?.get() }
        let namingScale = Phrasebook.mixesScales(airAnswers)
        var failed: Set<Int> = []
        var provider: String?
        for (index, row) in rows.enumerated() {
            numbers.append(String(index + 1))
            let place = row.favourite.place
            // An alert in force marks the name (never dropped) and is named in a column of its own.
            let answer = try? row.alerts?.get()
            let inForce = answer?.alerts.first, stale = answer?.staleAge(at: now)
            worst.append(inForce)
            let mark = inForce == nil ? (stale == nil ? "" : "? ") : style.unicode ? "⚠ " : "! "
            names.append(mark + String(TerminalSafe(longNames ? place.displayName : shortNames[index]).text.prefix(32)))
            alerts.append(AlertsRenderer.listCell(answer, words: words, now: now) ?? "")
            // "AQI 36 fair" beside the weather; a failed or missing air answer leaves the cell empty.
            airs.append(airAnswers[index].flatMap { words.airShort($0, namingScale: namingScale) } ?? "")
            switch row.weather {
            case .success(let sourced):
                let weather = sourced.value
                provider = weather.provider
                icons.append(style.icon(weather.condition.icon))
                temperatures.append(words.temperature(weather.temperature, weather.units))
                celsius.append(weather.units.celsius(weather.temperature))
                descriptions.append(TerminalSafe(words.condition(weather.condition)).text)
                let copy = CopyAge(sourced.source, fetchedAt: weather.fetchedAt, now: now)
                let cached = copy == .cached ? words.copyLabel(copy).map { " " + $0 } ?? "" : ""
                let clock = (chosenZone.map(PlaceClock.chosen) ?? .provider(weather.utcOffsetSeconds)).utcOffset
                updates.append(words(.headerUpdated(time: words.timestamp(weather.fetchedAt, on: clock))) + cached)
                ages.append(copy == .cached ? "" : (longNames ? words.copyLabel(copy) : words.shortOldLabel(copy)) ?? "")
            case .failure(let error):
                failed.insert(index)
                icons.append("")
                temperatures.append("")
                celsius.append(nil)
                descriptions.append(words(.favouritesError(message: WeatherErrorMessage(error, remedies: style.remedies).text)))
                updates.append("")
                ages.append("")
            }
        }
        // The age of an old copy right after its temperature, which it dates.
        let ageColumn = Table.Column(cells: ages, paint: { _, text in style.paint(text, .yellow) }, gap: " ")
        var lines = Table(columns: [
            .init(cells: numbers, alignment: .right),
            .init(cells: names, shortens: true, paint: { row, text in worst[row].map { AlertsRenderer.paint(text, $0, style) } ?? style.bold(text) }),
            .init(cells: icons, dropOrder: 2),
            .init(cells: temperatures, alignment: .right,
                  paint: { row, text in celsius[row].map { style.temperature(text, celsius: $0) } ?? text }),
        ] + (ages.contains { !$0.isEmpty } ? [ageColumn] : []) + [
            .init(cells: descriptions, isFlexible: true,
                  paint: { row, text in failed.contains(row) ? style.paint(text, .red) : text }, looseRows: failed),
            .init(cells: airs, dropOrder: 3),
            .init(cells: alerts, dropOrder: 4, paint: { row, text in worst[row].map { AlertsRenderer.paint(text, $0, style) } ?? text }),
            .init(cells: updates, dropOrder: 1, paint: { _, text in style.dim(text) }),
        ]).lines(width: style.width, style: style)
        if let provider, let credit = style.credits.line(for: provider, width: style.width, words: words) { lines.append(style.dim(credit)) }
        return style.finish(lines)
    }
}
