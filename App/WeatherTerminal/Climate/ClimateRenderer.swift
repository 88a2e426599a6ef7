import Domain
import Presentation

/// The climate line of a place's report: today's high against 1991–2020, or that the archive is
/// unavailable (a note, never a failure). No line when it was not asked for, or when today's high
/// is not known.
enum ClimateRenderer {
    /// Narrower than this, the line says the anomaly and the words only.
    static let fullWidth = 70

    /// "Climate     today's high 14.0 °C is 3.3° above the 1991–2020 normal (10.7 °C): …".
    static func add(_ report: PlaceReport, to facts: inout Facts, style: TerminalStyle) {
        guard let part = report.parts.climate else { return }
        let words = style.phrasebook
        if let error = part.failure {
            facts.add(.climateLabel, style.dim(words.skipped(error) ?? words.climateLine(nil, nil, units: report.units)))
            return
        }
        guard let climate = report.climate else { return }
        facts.add(.climateLabel, words.climateLine(climate, report.climateValues, units: report.units, short: style.width < fullWidth))
    }

    /// The same as a sentence for accessible mode.
    static func spoken(_ report: PlaceReport, style: TerminalStyle) -> [String] {
        guard let part = report.parts.climate else { return [] }
        let words = style.phrasebook
        if let error = part.failure { return [words.spokenSkipped(error, section: .spokenSectionClimate) ?? words.spokenClimateLine(nil, nil, units: report.units)] }
        guard let climate = report.climate else { return [] }
        return [words.spokenClimateLine(climate, report.climateValues, units: report.units)]
    }
}

extension ReportPartView {
    /// Today's high against 1991–2020: a line, a sentence and `climate` in JSON.
    public static let climate = ReportPartView(.climate, facts: { report, facts, style in ClimateRenderer.add(report, to: &facts, style: style) },
                                        spoken: { report, style in ClimateRenderer.spoken(report, style: style) },
                                        field: { report in JSONDocument.ClimateSummary.of(report) })
}
