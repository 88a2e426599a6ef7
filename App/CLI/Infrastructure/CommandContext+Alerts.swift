import Domain
import Foundation
import Presentation
import WeatherTerminal

/// The official alerts beside a report (`here`, `at`, `search`): one banner line above it when an
/// alert is in force, and a one-line note on stderr when they could not be had. They never hide the weather.
extension CommandContext {
    /// `text` with the banner above it, and the note for a failed source.
    func withAlerts(_ text: String, _ alerts: Result<WeatherAlerts, WeatherError>?, clock: UTCOffset) -> String {
        noteIfAlertsFailed(alerts)
        return AlertsRenderer.withBanner(text, alerts, style: style, clock: clock, now: now())
    }

    func noteIfAlertsFailed(_ alerts: Result<WeatherAlerts, WeatherError>?) {
        guard case .failure(let error)? = alerts else { return }
        console.note(style.phrasebook(.alertsUnavailable(reason: WeatherErrorMessage(error, remedies: .init()).text)))
    }
}
