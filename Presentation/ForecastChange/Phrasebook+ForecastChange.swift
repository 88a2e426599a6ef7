import Domain
import Foundation

/// Tomorrow's high against yesterday's forecast in `wf here`, `wf at`, `wf fav show`, `wf search`
/// and the app's place screen.
extension Phrasebook {
    /// "high 14 °C, 0.7° warmer than yesterday's forecast"; nil (unknown) says it is unavailable.
    public func forecastChangeLine(_ change: ForecastChange?, units: Units) -> String {
        guard let change else { return self(.changeUnavailable) }
        return self(.change(change.direction, high: temperature(change.max, units),
                            change: localised(String(format: "%.1f°", abs(change.change))), spoken: false))
    }

    /// The same as one sentence for accessible mode.
    public func spokenForecastChangeLine(_ change: ForecastChange?, units: Units) -> String {
        guard let change else { return self(.spokenChangeUnavailable) }
        return self(.change(change.direction, high: spokenTemperature(change.max, units), change: spokenNumber(abs(change.change)),
                            spoken: true))
    }
}
