import Domain

extension Phrasebook {
    /// "12–15°": a likely range, in whole degrees.
    public func likelyRange(_ range: Confidence.LikelyRange) -> String {
        String(format: "%.0f–%.0f°", range.low.rounded().avoidingNegativeZero(0), range.high.rounded().avoidingNegativeZero(0))
    }

    /// "41/51 rain"; nothing when the ensemble gave no amounts for the hour.
    public func rainAgreement(_ hour: Confidence.Hour) -> String {
        hour.count == 0 ? "" : self(.confidenceRain(raining: String(hour.raining), count: String(hour.count)))
    }

    /// "Likely 12 degrees Celsius to 15 degrees Celsius; 80 percent of the ensemble bring rain." for a screen reader.
    public func spokenConfidence(_ hour: Confidence.Hour, units: Units) -> String? {
        guard let range = hour.temperature, let agreement = hour.rainAgreement else { return nil }
        return self(.spokenConfidence(low: spokenTemperature(range.low, units), high: spokenTemperature(range.high, units),
                                      percent: spokenNumber(Double(agreement), decimals: 0)))
    }
}
