import Domain
import Foundation
import Observation
import Presentation

struct MapCommand: Command {
    nonisolated static let interactive = Option.flag("--interactive", help: "explore the map with the keys below (on a terminal)")
    nonisolated static let region = Option.value("--region", "box", help: "show the box between two corners, e.g. 35,-10,60,30 (Europe)")
    nonisolated static let center = Option.value("--center", "lat,lon", help: "centre the map here (zoom 4 unless --zoom)")
    nonisolated static let zoom = Option.value("--zoom", "N", .number(MapViewport.zoomRange),
                                   help: "how close: 1 is the whole world")

    static let signature = CommandSignature(
        name: "map",
        summary: "Favourites (and here) on a world map",
        discussion: """
        Draws the world with your favourites as numbered markers and your location ('here') as @,
        fitted to the terminal (braille dots; plain '#' with --ascii or in a non-UTF-8 locale).
        Not on a terminal, it prints a \(MapOptions.fixedWidth)-column map and a legend.
        """,
        options: [interactive, .ascii, region, center, zoom],
        instead: "use --center lat,lon or --region",
        sections: [
            HelpSection(title: "INTERACTIVE (--interactive, on a terminal)",
                        body: MapRenderer.keys.map { $0.keys.padded(columns: 20) + $0.action }.joined(separator: "\n")),
            HelpSection(title: nil, body: "Land mask: GLOBE (NOAA), public domain."),
        ],
        examples: ["wf map --region 35,-10,60,30", "wf map --center 51.5,-0.12 --zoom 8 --ascii"]
    )

    let options: MapOptions

    init(_ arguments: ParsedArguments) throws(UsageError) {
        options = try MapOptions(arguments)
    }

    func run(in context: CommandContext) async -> ExitCode {
        do {
            let container = try context.container()
            let mask = try WorldMapData.landMask()
            let favourites = try await container.listFavourites().places()
            let here = await hereCoordinate(container)
            let charset: MapCanvas.Charset = options.ascii || !context.style.unicode ? .ascii : .braille

            guard options.interactive else {
                let terminal = RawTerminal.size
                let width = context.style.isTerminal ? min(terminal.width, 200) : MapOptions.fixedWidth
                // Terminal cells are about twice as tall as wide: a 2:1 world needs a quarter as many rows.
                let legend = favourites.count + (here == nil ? 0 : 1) + 3
                let height = context.style.isTerminal ? max(min(width / 4, terminal.height - legend), 8) : width / 4
                context.console.write(MapRenderer.renderStatic(mask: mask, viewport: options.viewport, favourites: favourites,
                                                               here: here, width: width, height: height, charset: charset))
                return .success
            }
            guard RawTerminal.isInteractive else {
                return context.fail(UsageError(message: "--interactive needs a terminal; without it wf map prints the map", command: "wf map"))
            }
            return await InteractiveMap(context: context, container: container, mask: mask, favourites: favourites,
                                        here: here, charset: charset, viewport: options.viewport).run()
        } catch {
            return context.fail(error)
        }
    }

    /// The configured location, if it is a coordinate or a place already known; never fails the map.
    private func hereCoordinate(_ container: AppDIContainer) async -> Coordinate? {
        guard let setting = try? container.settings.location() else { return nil }
        return try? await container.resolveLocation().execute(setting).place.coordinate
    }
}

enum WorldMapData {
    static func landMask() throws -> LandMask {
        guard let url = Bundle.module.url(forResource: "landmask-1440x720", withExtension: "pbm"),
              let data = try? Data(contentsOf: url) else {
            throw WeatherError.unexpected("the land mask resource is missing from this build")
        }
        return try LandMask(pbm: data)
    }
}

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

    /// The map takes the screen but for a legend line and a status line.
    static func mapHeight(_ rows: Int) -> Int { max(rows - 2, 1) }

    func run() async -> ExitCode {
        let screen = MapScreen()
        do { try screen.terminal.enter() } catch { return context.fail(WeatherError.invalidInput("cannot switch the terminal to full screen")) }
        defer { screen.terminal.restore() }

        let units = (try? container.units(override: nil)) ?? .metric
        let weather = try? container.currentWeather()
        let add = try? container.addFavourite()
        let size = RawTerminal.size
        let viewModel = MapViewModel(
            state: .init(viewport: viewport, width: size.width, height: Self.mapHeight(size.height), favourites: favourites, here: here),
            dependencies: .init(
                currentWeather: { coordinate in
                    guard let weather else { return .failure(.unexpected("no repository")) }
                    do { return .success(try await weather.execute(at: coordinate, units: units, policy: .preferCache)) }
                    catch { return .failure(WeatherError(error)) }
                },
                addFavourite: { coordinate in
                    guard let add else { return .failure(.unexpected("no repository")) }
                    do { return .success(try await add.add(Place(name: coordinate.description, coordinate: coordinate))) }
                    catch { return .failure(WeatherError(error)) }
                },
                suspend: { screen.suspend() }
            )
        )
        let style = context.style
        screen.render = { [weak viewModel] in
            viewModel.map { MapRenderer.renderInteractive($0.state, mask: mask, charset: charset, style: style) } ?? ""
        }
        screen.resized = { [weak viewModel] in
            let size = RawTerminal.size
            viewModel?.send(.resized(width: size.width, height: Self.mapHeight(size.height)))
        }

        // Ctrl-C and Ctrl-Z arrive as keys in raw mode; these are the signals from elsewhere.
        let signals = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGCONT].map { number in
            let watcher = SignalWatcher(signals: [number])
            watcher.onSignal = {
                Task { @MainActor in
                    switch number {
                    case SIGWINCH: screen.resize()
                    case SIGCONT: screen.resume()
                    default:
                        screen.terminal.restore()
                        exit(128 + number)
                    }
                }
            }
            return watcher
        }
        defer { withExtendedLifetime(signals) {} }

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
            screen.draw()
        }
        return viewModel.state.ending == .interrupted ? .interrupted : .success
    }
}

/// The terminal while the map is on it: draws a frame only when it differs from the last one
/// (unless the screen was disturbed), and gives the terminal back while suspended.
@MainActor
final class MapScreen {
    let terminal = RawTerminal()
    var render: () -> String = { "" }
    var resized: () -> Void = {}
    private var drawn: String?

    func draw(force: Bool = false) {
        let frame = render()
        guard force || frame != drawn else { return }
        drawn = frame
        terminal.draw(frame)
    }

    /// A new window size: the state follows, and the whole screen is drawn again.
    func resize() {
        resized()
        draw(force: true)
    }

    /// Ctrl-Z: the terminal as it was, then stop as the shell expects (SIGTSTP to the job); once
    /// continued (`fg`), full screen again at the window's size now.
    func suspend() {
        terminal.restore()
        // Sent to the process, the signal is taken by whichever thread the kernel picks, and the
        // stop could come a moment later, after the resume below. Sent to this thread, with it
        // unblocked here (Dispatch's threads block signals), the stop happens before raise returns,
        // and raise returns once the shell continues the job.
        var stop = sigset_t(), previous = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, &previous)
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        resume()
    }

    /// After a stop (Ctrl-Z, or SIGSTOP from elsewhere): raw mode again and a full redraw.
    func resume() {
        try? terminal.enter()
        resize()
    }
}
