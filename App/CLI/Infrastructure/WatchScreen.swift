import Domain
import Foundation
import Observation
import Presentation
import WeatherTerminal

/// `--watch`: redraw in place on a terminal, print each new update once otherwise (and for a
/// screen reader, which reads what is added), stop cleanly on Ctrl-C.
@MainActor
struct WatchScreen {
    let context: CommandContext

    func follow(_ viewModel: LocationWeatherViewModel) async -> ExitCode {
        let interrupted = SignalWatcher(signals: [SIGINT, SIGTERM])
        let inPlace = context.style.isTerminal && !context.style.accessible
        defer {
            viewModel.stop()
            if inPlace { context.console.write("\u{1B}[?25h") }
        }
        var lastShown: String?
        let states = Observations { viewModel.state }
        for await state in merge(states, until: interrupted) {
            guard let state else { break }
            if case .failed(let error) = state.phase, !error.isWorthRetrying {
                return context.fail(error)
            }
            let text = screen(for: state)
            guard text != lastShown else { continue }
            lastShown = text
            context.console.write(inPlace ? "\u{1B}[?25l\u{1B}[H\u{1B}[2J" + text : text + "\n")
        }
        return .success
    }

    private func screen(for state: LocationWeatherViewModel.State) -> String {
        switch state.phase {
        case .idle, .loading:
            return context.style.phrasebook(context.style.accessible ? .watchLoadingSpoken : .watchLoading) + "\n"
        case .loaded(let report):
            let failure = state.refreshFailure.map { failure in
                switch failure {
                case .offline(let reason): reason
                case .failed(let error): WeatherErrorMessage(error, remedies: .commandLine).text
                }
            }
            return LocationReportRenderer.render(report, style: context.style, utcOffset: context.chosenClock, refreshFailure: failure)
        case .failed(let error):
            return "wf: \(WeatherErrorMessage(error, remedies: .commandLine).text)\n\(context.style.phrasebook(.watchRetrying))\n"
        }
    }

    /// The state stream, ending with nil when a signal arrives.
    private func merge(_ states: Observations<LocationWeatherViewModel.State, Never>, until signals: SignalWatcher) -> AsyncStream<LocationWeatherViewModel.State?> {
        AsyncStream { continuation in
            let task = Task { @MainActor in
                for await state in states { continuation.yield(state) }
            }
            signals.onSignal = {
                continuation.yield(nil)
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
