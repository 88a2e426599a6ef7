import Domain
import Foundation
import Observation
import Presentation

/// The full-screen loop: input in, events to the view model, a redraw on every state change.
@MainActor
struct InteractiveMap {
    let context: CommandContext
    let container: AppDIContainer
    let mask: LandMask
    let favourites: [Favourite]
    let here: Coordinate?
    let charset: MapCanvas.Charset
    let viewport: MapViewport

    func run() async -> ExitCode {
        let terminal = RawTerminal()
        let signals = SignalWatcher(signals: [SIGINT, SIGTERM, SIGHUP])
        signals.onSignal = {
            Task { @MainActor in
                terminal.restore()
                exit(130)
            }
        }
        do { try terminal.enter() } catch { return context.fail(WeatherError.invalidInput("cannot switch the terminal to full screen")) }
        defer { terminal.restore() }

        let units = (try? container.units(override: nil)) ?? .metric
        let weather = try? container.currentWeather()
        let add = try? container.addFavourite()
        let size = RawTerminal.size
        let viewModel = MapViewModel(
            state: .init(viewport: viewport, width: size.width, height: max(size.height - 2, 4)),
            dependencies: .init(
                currentWeather: { coordinate in
                    guard let weather else { return .failure(.unexpected("no repository")) }
                    do { return .success(try await weather.execute(at: coordinate, units: units, policy: .preferCache)) }
                    catch { return .failure(WeatherError(error)) }
                },
                addFavourite: { coordinate in
                    guard let add else { return .failure(.unexpected("no repository")) }
                    do {
                        let place = Place(name: coordinate.description, coordinate: coordinate)
                        switch try await add.add(place) {
                        case .added: return .success("Added \(coordinate.description) to favourites")
                        default: return .success("\(coordinate.description) is already a favourite")
                        }
                    } catch { return .failure(WeatherError(error)) }
                }
            )
        )

        let input = Task { @MainActor in
            var decoder = TerminalInputDecoder()
            for await bytes in RawTerminal.input() {
                for key in decoder.decode(bytes) + decoder.flush() {
                    viewModel.send(.input(key, at: Date()))
                }
                if viewModel.state.isFinished { break }
            }
        }
        defer { input.cancel() }

        for await state in Observations({ viewModel.state }) {
            if state.isFinished { break }
            terminal.draw(MapRenderer.renderInteractive(state, mask: mask, favourites: favourites, here: here,
                                                        charset: charset, style: context.style))
        }
        return .success
    }
}
