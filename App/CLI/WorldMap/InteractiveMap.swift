import Domain
import Foundation
import Observation
import Presentation
import WeatherTerminal

/// The full-screen loop: input in, events to the view model, a redraw on every state change, on a
/// window resize and after `fg`.
@MainActor
struct InteractiveMap {
    let context: CommandContext
    let container: AppDIContainer
    let mask: LandMask
    let favourites: [Favourite]
    let here: Coordinate?
    let charset: MapCanvas.Charset
    let viewport: MapViewport
    /// `--units`, as typed.
    var units: String?

    /// The map takes the screen but for a legend line and a status line.
    nonisolated static func mapHeight(_ rows: Int) -> Int { max(rows - 2, 1) }

    func run() async -> ExitCode {
        let screen = TerminalScreen()
        let style = context.style
        screen.terminal.isFullScreen = !style.accessible
        // Before raw mode: a signal that ends wf from here on finds the terminal restored.
        let signals = screen.watchSignals()
        defer { withExtendedLifetime(signals) {} }
        do { try screen.terminal.enter() } catch { return context.fail(WeatherError.invalidInput("cannot switch the terminal to full screen")) }
        defer { screen.terminal.restore() }

        let units = (try? container.units(override: units)) ?? .metric
        // The panel is the report `wf at` shows of the point: the weather now, the air and the alerts.
        let reports = try? container.placeReport()
        let plan = try? container.reportPlan(format: nil, forecast: false, view: .list)
        let add = try? container.addFavourite()
        let size = RawTerminal.size
        let viewModel = MapViewModel(
            state: .init(viewport: viewport, width: size.width, height: Self.mapHeight(size.height), favourites: favourites, here: here,
                         words: style.phrasebook),
            dependencies: .init(
                report: { [plan, zone = context.timeZone, now = container.now] coordinate in
                    guard let reports, let plan else { return .failure(.unexpected("no repository")) }
                    return await Result.of {
                        let report = try await reports.execute(for: Place(name: coordinate.description, coordinate: coordinate), units: units, plan: plan)
                        return zone.map { report.shown(on: $0, at: now()) } ?? report
                    }
                },
                addFavourite: { coordinate in
                    guard let add else { return .failure(.unexpected("no repository")) }
                    do { return .success(try await add.add(Place(name: coordinate.description, coordinate: coordinate))) }
                    catch { return .failure(WeatherError(error)) }
                },
                suspend: { screen.suspend() },
                rainMap: container.rainLayerMap()
            )
        )
        screen.render = { [weak viewModel] in
            viewModel.map { MapRenderer.renderInteractive($0.state, mask: mask, charset: charset, style: style, utcOffset: context.clock(forMap: $0.state)) } ?? ""
        }
        screen.resized = { [weak viewModel] in
            let size = RawTerminal.size
            viewModel?.send(.resized(width: size.width, height: Self.mapHeight(size.height)))
        }
        container.followBudget { [weak viewModel] in viewModel?.send(.budgetSpent($0)) }

        let sizes = screen.followWindowSize()
        defer { sizes.cancel() }

        let input = screen.readKeys { key in
            if let input = MapInput(key) { viewModel.send(.input(input, at: Date())) }
            return !viewModel.state.isFinished
        }
        defer { input.cancel() }

        let announcement = MapAnnouncement(words: style.phrasebook, units: units, remedies: style.remedies, clock: { context.clock(forMap: $0) })
        var announced: MapViewModel.State?
        for await state in Observations({ viewModel.state }) {
            if state.isFinished { break }
            screen.present(state, after: &announced, style: style) { announcement.lines(from: $0, to: $1) }
        }
        return viewModel.state.ending == .interrupted ? .interrupted : .success
    }
}
