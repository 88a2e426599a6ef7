import Domain
import Foundation
import Observation
import Presentation
import WeatherTerminal

/// `--watch`: redraw in place on a terminal, print each new update once otherwise (and for a
/// screen reader, which reads what is added), stop cleanly on Ctrl-C (or SIGTERM). Ended by a
/// hang-up or Ctrl-\, the cursor comes back too, then wf exits 128 + the signal, as `wf app` does.
@MainActor
struct WatchScreen {
    let context: CommandContext

    /// Signals that stop watching with exit 0: the way to end it.
    static let stoppingSignals = [SIGINT, SIGTERM]
    /// Signals that end wf as they would any program, once the terminal is restored.
    static let endingSignals = [SIGHUP, SIGQUIT]

    static func redrawsInPlace(_ context: CommandContext) -> Bool {
        context.style.isTerminal && !context.style.accessible
    }

    func follow(_ viewModel: LocationWeatherViewModel) async -> ExitCode {
        let watchers = (Self.stoppingSignals + Self.endingSignals).map { SignalWatcher(signals: [$0]) }
        let inPlace = Self.redrawsInPlace(context)
        let (status, signal) = await show(viewModel, inPlace: inPlace, until: watchers)
        viewModel.stop()
        if inPlace { context.console.write("\u{1B}[?25h") }
        if let signal, Self.endingSignals.contains(signal) { exit(128 + signal) }
        return status
    }

    /// Each new state, until a failure not worth retrying or a signal (which it names).
    private func show(_ viewModel: LocationWeatherViewModel, inPlace: Bool, until watchers: [SignalWatcher]) async -> (ExitCode, Int32?) {
        var lastShown: String?
        let states = Observations { viewModel.state }
        for await event in merge(states, until: watchers) {
            let state: LocationWeatherViewModel.State
            switch event {
            case .signal(let number): return (.success, number)
            case .state(let next): state = next
            }
            if case .failed(let error) = state.phase, !error.isWorthRetrying {
                return (context.fail(error), nil)
            }
            let text = screen(for: state)
            guard text != lastShown else { continue }
            lastShown = text
            context.console.write(inPlace ? "\u{1B}[?25l\u{1B}[H\u{1B}[2J" + text : text + "\n")
        }
        return (.success, nil)
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
            return LocationReportRenderer.render(context.shown(report), style: context.style, utcOffset: context.clock(for: report), now: context.now(), refreshFailure: failure)
        case .failed(let error):
            return "wf: \(WeatherErrorMessage(error, remedies: .commandLine).text)\n\(context.style.phrasebook(.watchRetrying))\n"
        }
    }

    private enum Event {
        case state(LocationWeatherViewModel.State)
        case signal(Int32)
    }

    /// The state stream, ending with the first signal that arrives (`watchers` watch one each).
    private func merge(_ states: Observations<LocationWeatherViewModel.State, Never>, until watchers: [SignalWatcher]) -> AsyncStream<Event> {
        AsyncStream { continuation in
            let task = Task { @MainActor in
                for await state in states { continuation.yield(.state(state)) }
            }
            for (watcher, number) in zip(watchers, Self.stoppingSignals + Self.endingSignals) {
                watcher.onSignal = {
                    continuation.yield(.signal(number))
                    continuation.finish()
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
