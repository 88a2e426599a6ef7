import Domain
import Foundation
import Presentation
import Testing
@testable import WeatherTerminal

/// `r`, `[` and `]` spoken in `wf map --interactive --accessible` and the accessible app, and every
/// key named in words in the keys lists.
@Suite("The rain layer and the keys, spoken")
struct SpokenRainLayerTests {
    static let now = RainLayerScreenTests.now

    static func state() -> MapViewModel.State {
        MapViewModel.State(viewport: MapViewport(centerLatitude: 52.52, centerLongitude: 13.41, zoom: 24), width: 100, height: 28)
    }

    /// A map where the points east of the view's centre rain from the second frame on.
    static func map(for grid: RainMapGrid) -> RainMap {
        RainMap(frames: (0..<8).map { step in
            RainMap.Frame(time: now.addingTimeInterval(Double(step) * 900), points: grid.points.map { point in
                RainMap.Point(coordinate: point, precipitation: step > 0 && point.longitude > grid.centre.longitude ? 0.8 : 0)
            })
        }, fetchedAt: now)
    }

    @Test("r on, its first frame, ] and [ each frame, the cursor moved onto rain, r off: each said as it happens")
    func spoken() throws {
        let say = MapAnnouncement(words: .english, units: .metric, clock: { _ in .fixed(0) })
        var state = Self.state()
        var before = state
        _ = MapViewModel.reduce(&state, .input(.rain, at: Self.now))
        #expect(say.lines(from: before, to: state) == ["Rain layer on: asking for the rain over the view."])
        let grid = try #require(state.rain?.grid)
        before = state
        _ = MapViewModel.reduce(&state, .rainLoaded(grid, .success(Self.map(for: grid))))
        let first = say.lines(from: before, to: state)
        #expect(first.count == 1 && first[0].hasPrefix("Rain at ") && first[0].contains("step 1 of 8: no rain at the cursor; rain at 0 of "),
                "\(first)")
        before = state
        _ = MapViewModel.reduce(&state, .input(.nextFrame, at: Self.now))
        let second = say.lines(from: before, to: state)
        #expect(second.count == 1 && second[0].contains("step 2 of 8: no rain at the cursor; rain at ") && !second[0].contains("rain at 0 of"),
                "\(second)")
        before = state
        for _ in 0..<3 { _ = MapViewModel.reduce(&state, .input(.right, at: Self.now)) }
        #expect(say.lines(from: before, to: state).last?.contains("step 2 of 8: rain at the cursor") == true)
        before = state
        _ = MapViewModel.reduce(&state, .input(.previousFrame, at: Self.now))
        #expect(say.lines(from: before, to: state).first?.contains("step 1 of 8: no rain at the cursor") == true)
        before = state
        _ = MapViewModel.reduce(&state, .input(.rain, at: Self.now))
        #expect(say.lines(from: before, to: state) == ["Rain layer off."])
    }

    @Test("A rain map that failed says why")
    func failed() throws {
        let say = MapAnnouncement(words: .english, units: .metric)
        var state = Self.state()
        _ = MapViewModel.reduce(&state, .input(.rain, at: Self.now))
        let before = state
        _ = MapViewModel.reduce(&state, .rainLoaded(try #require(state.rain?.grid), .failure(.budgetSpent(percent: 104))))
        #expect(say.lines(from: before, to: state).first?.hasPrefix("The rain layer is unavailable: not asked: today's budget") == true)
    }

    @Test("The keys lists name r and the brackets, and every key in words, in both views and every language", arguments: Language.shipped)
    func keys(language: Language) {
        let words = Phrasebook(language)
        var mapState = Self.state()
        let before = mapState
        mapState.showsKeys = true
        let mapKeys = MapAnnouncement(words: words, units: .metric).lines(from: before, to: mapState)
        #expect(mapKeys.contains(words(.spokenMapKeysRain)))
        var style = TerminalStyle.plain
        style.accessible = true
        style.phrasebook = words
        var app = AppViewModel.State(width: 80, height: 24, units: .metric, words: words)
        let closed = app
        app.showsKeys = true
        let appKeys = AppAnnouncement(style: style, units: .metric).lines(from: closed, to: app).joined(separator: "\n")
        #expect(appKeys.contains(words(.spokenKeyBrackets)) && appKeys.contains(words(.mapKeyRain)), "\(appKeys)")
        for symbol in ["↑", "↓", "←", "→", "^ / v", "<-", "[ / ]", "Ctrl-"] { #expect(!appKeys.contains(symbol), "\(symbol): \(appKeys)") }
    }
}
