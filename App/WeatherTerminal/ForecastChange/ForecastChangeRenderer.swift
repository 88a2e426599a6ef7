import Domain
import Presentation

/// The forecast-change line of a place's report: tomorrow's high against yesterday's forecast of
/// it, or that the previous runs are unavailable (a note, never a failure). No line when it was
/// not asked for.
enum ForecastChangeRenderer {
    /// "Tomorrow    high 14 °C, 0.7° warmer than yesterday's forecast".
    static func add(_ part: Result<Sourced<ForecastChange>, WeatherError>?, units: Units, to facts: inout Facts, style: TerminalStyle) {
        guard let part else { return }
        let words = style.phrasebook
        switch part {
        case .success(let change): facts.add(.changeLabel, words.forecastChangeLine(change.value, units: units))
        case .failure(let error): facts.add(.changeLabel, style.dim(words.skipped(error) ?? words.forecastChangeLine(nil, units: units)))
        }
    }

    /// The same as a sentence for accessible mode.
    static func spoken(_ part: Result<Sourced<ForecastChange>, WeatherError>?, units: Units, style: TerminalStyle) -> [String] {
        guard let part else { return [] }
        if case .success(let change) = part { return [style.phrasebook.spokenForecastChangeLine(change.value, units: units)] }
        let words = style.phrasebook
        return [part.failure.flatMap { words.spokenSkipped($0, section: .spokenSectionChange) } ?? words.spokenForecastChangeLine(nil, units: units)]
    }
}

extension ReportPartView {
    /// Tomorrow's high against yesterday's forecast: a line, a sentence and `forecast_change` in JSON.
    public static let forecastChange = ReportPartView(
        .forecastChange,
        facts: { parts, units, facts, style in ForecastChangeRenderer.add(parts.forecastChange, units: units, to: &facts, style: style) },
        spoken: { parts, units, style in ForecastChangeRenderer.spoken(parts.forecastChange, units: units, style: style) },
        field: { parts in JSONDocument.ForecastChangeSummary.of(parts) })
}
