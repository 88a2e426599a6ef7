import Domain
import Foundation

/// Rain soon in `wf here` and `wf at`, and `%R`: said as "in the next 2 hours", never "minute by
/// minute", since outside Central Europe and North America the steps are interpolated.
extension Phrasebook {
    /// "rain from about 14:15, easing around 15:00", "no rain expected in the next 2 hours", or
    /// that it is unavailable (also when the steps' amounts are not known: never "no rain").
    public func rainLine(_ nowcast: Nowcast?, now: Date) -> String {
        guard let nowcast else { return self(.reportRainUnavailable) }
        return rainWords(nowcast, now: now, unknown: .reportRainUnavailable, dry: .reportRainDry, starts: Phrase.reportRainStarts,
                         startsStops: Phrase.reportRainStartsStops, throughout: .reportRainThroughout, stopping: Phrase.reportRainStopping)
    }

    /// The same as one sentence for accessible mode.
    public func spokenRainLine(_ nowcast: Nowcast?, now: Date) -> String {
        guard let nowcast else { return self(.spokenRainUnavailable) }
        return rainWords(nowcast, now: now, unknown: .spokenRainUnavailable, dry: .spokenRainDry, starts: Phrase.spokenRainStarts,
                         startsStops: Phrase.spokenRainStartsStops, throughout: .spokenRainThroughout, stopping: Phrase.spokenRainStopping)
    }

    /// `%R`: "rain 14:15", "rain now", "rain until 15:00"; empty when no rain is coming, nil (as an
    /// unknown value) when that is not known.
    public func rainShort(_ nowcast: Nowcast, now: Date) -> String? {
        let time = { cellTime($0, on: .fixed(nowcast.utcOffsetSeconds)) }
        switch nowcast.outlook(from: now) {
        case .unknown: return nil
        case .dry: return ""
        case .rainThroughout: return self(.formatRainNow)
        case .rain(let starts, _): return self(.formatRain(start: time(starts)))
        case .stopping(let stops): return self(.formatRainUntil(stop: time(stops)))
        }
    }

    private func rainWords(_ nowcast: Nowcast, now: Date, unknown: Phrase, dry: Phrase, starts: (_ start: String) -> Phrase,
                           startsStops: (_ start: String, _ stop: String) -> Phrase, throughout: Phrase,
                           stopping: (_ stop: String) -> Phrase) -> String {
        let time = { cellTime($0, on: .fixed(nowcast.utcOffsetSeconds)) }
        switch nowcast.outlook(from: now) {
        case .unknown: return self(unknown)
        case .dry: return self(dry)
        case .rainThroughout: return self(throughout)
        case .rain(let start, nil): return self(starts(time(start)))
        case .rain(let start, let stop?): return self(startsStops(time(start), time(stop)))
        case .stopping(let stop): return self(stopping(time(stop)))
        }
    }
}
