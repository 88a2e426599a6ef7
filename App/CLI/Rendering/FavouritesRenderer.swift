import Domain
import Foundation
import Presentation

/// `wf fav list`: one row per favourite; a failed fetch stays in its row.
enum FavouritesRenderer {
    static func render(_ rows: [FavouriteWeather], style: TerminalStyle, utcOffset: UTCOffset = .system) -> String {
        guard !rows.isEmpty else {
            return "No favourites yet. Add one with: wf fav add <place>\n"
        }
        let nameWidth = min(max(rows.map { TerminalSafe($0.favourite.place.displayName).text.count }.max() ?? 0, 5), 32)
        var lines = [style.bold(" #  " + "Place".rightPadded(nameWidth) + "   Weather")]
        var provider: String?
        for (index, row) in rows.enumerated() {
            let name = String(TerminalSafe(row.favourite.place.displayName).text.prefix(nameWidth)).rightPadded(nameWidth)
            let number = String(index + 1).leftPadded(2)
            switch row.weather {
            case .success(let sourced):
                let weather = sourced.value
                provider = weather.provider
                let temperature = style.temperature(WeatherFormat.temperature(weather.temperature, weather.units).leftPadded(9),
                                                    celsius: weather.units.celsius(weather.temperature))
                let updated = WeatherFormat.timestamp(weather.fetchedAt, utcOffset: utcOffset)
                let note = sourced.source == .network ? "" : (sourced.source == .cache ? " (cached)" : " (offline)")
                lines.append("\(number)  \(name)   \(style.icon(weather.condition.icon))  \(temperature)  "
                    + TerminalSafe(weather.condition.description).text.rightPadded(20) + "  " + style.dim("updated \(updated)\(note)"))
            case .failure(let error):
                lines.append("\(number)  \(name)   " + style.paint("error: \(WeatherErrorMessage(error).text)", .red))
            }
        }
        if let provider, let credit = Credit.line(for: provider, width: style.width) { lines.append(style.dim(credit)) }
        return style.finish(lines)
    }
}
