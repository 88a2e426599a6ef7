import Domain
import Foundation

/// Rain soon in `wf here` and `wf at`, and `%R`: said as "in the next 2 hours", never "minute by
/// minute", since outside Central Europe and North America the steps are interpolated.
extension Phrasebook {
    /// "rain from about 14:15, easing around 15:00 UTC+1" on the report's `clock`, or that it is
    /// unavailable (also when the steps' amounts are not known: never "no rain").
    public func rainLine(_ nowcast: Nowcast?, now: Date, on clock: UTCOffset) -> String {
        guard let nowcast else { return self(.reportRainUnavailable) }
        return rainWords(nowcast, now: now, named: { clockTime($0, on: clock) }, unnamed: { cellTime($0, on: clock) },
                         unknown: .reportRainUnavailable, dry: .reportRainDry, starts: Phrase.reportRainStarts,
                         startsStops: Phrase.reportRainStartsStops, throughout: .reportRainThroughout, stopping: Phrase.reportRainStopping)
    }

    /// The same as one sentence for accessible mode, its zone in words.
    public func spokenRainLine(_ nowcast: Nowcast?, now: Date, on clock: UTCOffset) -> String {
        guard let nowcast else { return self(.spokenRainUnavailable) }
        return rainWords(nowcast, now: now, named: { spokenClockTime($0, on: clock) }, unnamed: { cellTime($0, on: clock) },
                         unknown: .spokenRainUnavailable, dry: .spokenRainDry, starts: Phrase.spokenRainStarts,
                         startsStops: Phrase.spokenRainStartsStops, throughout: .spokenRainThroughout, stopping: Phrase.spokenRainStopping)
    }

    /// `%R`: "rain 14:15", "rain now", "rain until 15:00 UTC+1" on `clock`; empty when no rain is
    /// coming, nil (as an unknown value) when that is not known.
    public func rainShort(_ nowcast: Nowcast, now: Date, on clock: UTCOffset) -> String? {
        switch nowcast.outlook(from: now) {
        case .unknown: return nil
        case .dry: return ""
        case .rainThroughout: return self(.formatRainNow)
        case .rain(let starts, _): return self(.formatRain(start: clockTime(starts, on: clock)))
        case .stopping(let stops): return self(.formatRainUntil(stop: clockTime(stops, on: clock)))
        }
    }

    /// Two times in one sentence name their zone once, after the second.
    private func rainWords(_ nowcast: Nowcast, now: Date, named: (Date) -> String, unnamed: (Date) -> String,
                           unknown: Phrase, dry: Phrase, starts: (_ start: String) -> Phrase,
                           startsStops: (_ start: String, _ stop: String) -> Phrase, throughout: Phrase,
                           stopping: (_ stop: String) -> Phrase) -> String {
        switch nowcast.outlook(from: now) {
        case .unknown: return self(unknown)
        case .dry: return self(dry)
        case .rainThroughout: return self(throughout)
        case .rain(let start, nil): return self(starts(named(start)))
        case .rain(let start, let stop?): return self(startsStops(unnamed(start), named(stop)))
        case .stopping(let stop): return self(stopping(named(stop)))
        }
    }
}
