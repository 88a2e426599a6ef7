import Domain
import Foundation
import Observation
import Presentation
import WeatherTerminal

/// `wf app`'s loop, on the map's terminal pieces: keys in, events to the view model, a redraw (or,
/// for a screen reader, sentences) on every state change, on a window resize and after `fg`.
@MainActor
struct WeatherApp {
    let context: CommandContext
    let container: AppDIContainer
    let mask: LandMask
    let here: Coordinate?
    let charset: MapCanvas.Charset
    let units: Units

    func run() async -> ExitCode {
        let screen = TerminalScreen()
        let style = context.style
        screen.terminal.isFullScreen = !style.accessible
        let dependencies: AppViewModel.Dependencies
        do {
            dependencies = try container.appDependencies(units: units, chosenZone: context.timeZone, suspend: { screen.suspend() })
        } catch {
            return context.fail(error)
        }
        // Before raw mode: a signal that ends wf from here on finds the terminal restored.
        let signals = screen.watchSignals()
        defer { withExtendedLifetime(signals) {} }
        do { try screen.terminal.enter() } catch { return context.fail(WeatherError.invalidInput("cannot switch the terminal to full screen")) }
        defer { screen.terminal.restore() }

        let size = RawTerminal.size
        let viewModel = AppViewModel(
            state: .init(width: size.width, height: size.height, units: units, words: style.phrasebook, here: here),
            dependencies: dependencies
        )
        screen.render = { [weak viewModel] in
            viewModel.map { AppRenderer.render($0.state, mask: mask, charset: charset, style: style, utcOffset: clock($0.state),
                                                 chosenZone: context.timeZone, now: context.now()) } ?? ""
        }
        screen.resized = { [weak viewModel] in
            let size = RawTerminal.size
            viewModel?.send(.resized(width: size.width, height: size.height))
        }

        let sizes = screen.followWindowSize()
        defer { sizes.cancel() }

        let input = screen.readKeys { key in
            viewModel.send(.key(key, at: Date()))
            return !viewModel.state.isFinished
        }
        defer { input.cancel() }
        container.followBudget { [weak viewModel] in viewModel?.send(.map(.budgetSpent($0))) }
        viewModel.send(.started)

        let announcement = AppAnnouncement(style: style, units: units, chosenZone: context.timeZone, mapClock: { context.clock(forMap: $0) })
        var announced: AppViewModel.State?
        for await state in Observations({ viewModel.state }) {
            if state.isFinished { break }
            screen.present(state, after: &announced, style: style) { announcement.lines(from: $0, to: $1) }
            // The reducer keeps scrolling within what is on screen: it learns how far that is here.
            if !style.accessible {
                let limit = AppRenderer.scrollLimit(state, style: style)
                if limit != state.scrollLimit { viewModel.send(.laidOut(scrollLimit: limit)) }
            }
        }
        return viewModel.state.ending == .interrupted ? .interrupted : .success
    }

    /// The map tab's times (the rain layer's frames) as `wf map --interactive` shows them; the rest as before.
    private func clock(_ state: AppViewModel.State) -> UTCOffset {
        state.tab == .map && state.place == nil ? context.clock(forMap: state.map) : .system
    }
}
