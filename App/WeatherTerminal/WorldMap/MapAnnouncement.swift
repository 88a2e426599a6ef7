import Domain
import Foundation
import Presentation

/// What `wf map --interactive --accessible` says after a key: where the cursor is and the nearest
/// place, the weather panel as sentences, and any message; only what changed.
public struct MapAnnouncement {
    let words: Phrasebook
    let units: Units
    /// What to do about an error the user can fix, in the front end's words.
    let remedies: WeatherErrorMessage.Remedies
    /// The clock the rain layer's times are said on, as the map draws them (the view's centre's, or `--tz`'s).
    let clock: (MapViewModel.State) -> UTCOffset

    public init(words: Phrasebook, units: Units, remedies: WeatherErrorMessage.Remedies = .init(),
                clock: @escaping (MapViewModel.State) -> UTCOffset = { _ in .system }) {
        self.words = words
        self.units = units
        self.remedies = remedies
        self.clock = clock
    }

    /// The sentences for the step from `old` to `new`; the first state (nil before) is introduced.
    public func lines(from old: MapViewModel.State?, to new: MapViewModel.State) -> [String] {
        guard !new.isFinished else { return [] }
        guard let old else { return [words(.spokenMapStart), cursor(new)] }
        if new.showsKeys, !old.showsKeys { return keys }
        var lines: [String] = []
        if new.panel != old.panel {
            lines += new.panel.map { panel($0, places: places(new)) } ?? [words(.spokenMapBack)]
        }
        if new.panel != nil, let air = new.panelAir, air != old.panelAir, let sentence = words.spokenAirLine(air).first {
            lines.append(sentence)
        }
        if case .weather(_, .success(let report))? = new.panel, new.panelAlerts != old.panelAlerts, let answer = try? report.alerts?.get(),
           let sentence = words.spokenAlertBanner(answer.alerts, on: report.clock.utcOffset, stale: answer.staleAge(at: Date())) {
            lines.append(sentence)
        }
        // A jump's message is the screen's line ("1  Berlin, DE  (52.52, 13.41)"): the cursor's sentence says it.
        let jumped = new.cursor != old.cursor
        if let message = new.message, message != old.message, !jumped { lines.append(TerminalSafe(message).text) }
        if new.panel == nil, new.cursor != old.cursor || new.viewport.zoom != old.viewport.zoom {
            if new.viewport.zoom != old.viewport.zoom {
                lines.append(words(.spokenMapZoom(zoom: words.spokenNumber(new.viewport.zoom))))
            }
            lines.append(cursor(new))
        }
        lines += rain(from: old, to: new)
        return lines
    }

    /// The rain layer as it changes: on, off, each frame come or stepped to (what it shows at the
    /// cursor and how much of the view rains), or why it is unavailable.
    private func rain(from old: MapViewModel.State, to new: MapViewModel.State) -> [String] {
        switch (old.rain, new.rain) {
        case (nil, nil): return []
        case (_?, nil): return [words(.spokenMapRainOff)]
        case (nil, _?): return [words(.spokenMapRainOn)]
        case (let before?, let after?):
            if case .failure(let error)? = after.map, before.map != after.map {
                return [words(.spokenMapRainFailed(reason: WeatherErrorMessage(error, remedies: remedies).text))]
            }
            guard let shown = after.shown, before.shown?.number != shown.number || before.map != after.map || old.cursor != new.cursor
            else { return [] }
            let nearest = shown.frame.points.min { $0.coordinate.kilometres(to: new.cursor) < $1.coordinate.kilometres(to: new.cursor) }
            let inView = shown.frame.points.filter { new.viewport.cell(for: $0.coordinate, width: new.width, height: new.height) != nil }
            let wet = inView.filter { ($0.precipitation ?? 0) >= Self.rainAmount }.count
            let atCursor: Phrase = (nearest?.precipitation ?? 0) >= Self.rainAmount ? .spokenMapRainCursorWet : .spokenMapRainCursorDry
            return [words(.spokenMapRainFrame(time: words.spokenClockTime(shown.frame.time, on: clock(new)), number: String(shown.number),
                                              count: String(shown.count), cursor: words(atCursor), wet: String(wet), total: String(inView.count)))]
        }
    }

    /// Millimetres in a quarter hour from which a point rains, as the drawn layer's lightest shade.
    static let rainAmount = 0.1

    /// The keys as sentences, in the order of the keys on the screen.
    var keys: [String] {
        [.spokenMapKeysTitle, .spokenMapKeysMove, .spokenMapKeysZoom, .spokenMapKeysWeather, .spokenMapKeysFavourite,
         .spokenMapKeysGoTo, .spokenMapKeysHere, .spokenMapKeysRain, .spokenMapKeysKeys, .spokenMapKeysClose, .spokenMapKeysSuspend,
         .spokenMapKeysInterrupt, .spokenMapKeysAnyKey].map { words($0) }
    }

    private func places(_ state: MapViewModel.State) -> [Place] {
        var places = state.favourites.map(\.place)
        if let here = state.here { places.append(Place(name: words(.spokenMapHereName), coordinate: here)) }
        return places
    }

    private func cursor(_ state: MapViewModel.State) -> String {
        words.spokenCursor(state.cursor, places: places(state), units: units)
    }

    private func panel(_ panel: MapViewModel.Panel, places: [Place]) -> [String] {
        switch panel {
        case .loading(let coordinate):
            return [words(.spokenMapLoading(coordinate: words.coordinate(coordinate)))]
        case .weather(let coordinate, .success(let report)):
            let sourced = report.current
            // The weather at a favourite (or here) is said with its name, not its coordinates.
            let place = places.first { coordinate.kilometres(to: $0.coordinate) < Phrasebook.samePlaceKilometres }
            return [words.spokenCurrent(sourced.value, place: place.map(words.spokenPlace) ?? words.spokenPlace(sourced.value))]
        case .weather(_, .failure(let error)):
            return [words(.spokenMapNoWeather(reason: WeatherErrorMessage(error, remedies: remedies).text))]
        }
    }
}
