import Domain
import Foundation

/// Today against 1991–2020 in `wf here`, `wf at`, `wf fav show` and the app's place screen, and `%N`.
extension Phrasebook {
    /// "1991–2020".
    static let climateReference = ClimateSeries.referenceName.replacingOccurrences(of: "-", with: "–")

    /// "today's high 14.0 °C is 3.3° above the 1991–2020 normal (10.7 °C): warmer than 83% of
    /// these days, warmer than usual"; with `short`, "+3.3° against 1991–2020: warmer than usual".
    /// Nil (`climate` unknown) says it is unavailable.
    public func climateLine(_ climate: ClimateComparison?, _ values: ClimateComparison.Values?, units: Units, short: Bool = false) -> String {
        guard let climate, let values else { return self(.climateUnavailable) }
        let words = self(Phrase.climateWords(climate.words))
        if short { return self(.climateShort(anomaly: climateAnomaly(values.anomaly), reference: Self.climateReference, words: words)) }
        let anomaly = localised(String(format: "%.1f°", abs(values.anomaly)))
        let (high, normal) = (temperature(values.todayMax, units), temperature(values.normalMax, units))
        let percent = self.percent(Double(climate.percentile))
        return self(values.anomaly < 0
            ? .climateBelow(high: high, anomaly: anomaly, reference: Self.climateReference, normal: normal, percent: percent, words: words)
            : .climateAbove(high: high, anomaly: anomaly, reference: Self.climateReference, normal: normal, percent: percent, words: words))
    }

    /// The same as one sentence for accessible mode.
    public func spokenClimateLine(_ climate: ClimateComparison?, _ values: ClimateComparison.Values?, units: Units) -> String {
        guard let climate, let values else { return self(.spokenClimateUnavailable) }
        let words = self(Phrase.climateWords(climate.words))
        let (high, normal) = (spokenTemperature(values.todayMax, units), spokenTemperature(values.normalMax, units))
        let anomaly = spokenNumber(abs(values.anomaly)), percent = spokenNumber(Double(climate.percentile), decimals: 0)
        return self(values.anomaly < 0
            ? .spokenClimateBelow(high: high, anomaly: anomaly, normal: normal, percent: percent, words: words)
            : .spokenClimateAbove(high: high, anomaly: anomaly, normal: normal, percent: percent, words: words))
    }

    /// `%N`: the anomaly signed, "+3.3°", "-0.4°".
    public func climateAnomaly(_ anomaly: Double) -> String {
        localised(String(format: "%+.1f°", anomaly.avoidingNegativeZero(1)))
    }
}
