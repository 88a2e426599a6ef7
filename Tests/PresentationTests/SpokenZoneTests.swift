import Domain
import Foundation
import Presentation
import Testing

/// Where a time names its zone, a screen reader hears it in words (issue 33).
@Suite("The zone, read aloud")
struct SpokenZoneTests {
    static let moment = Date(timeIntervalSince1970: 1_768_478_400) // 2026-01-15 12:00 UTC

    @Test("Ahead of, behind and on UTC, in words; unnamed where the clock is the machine's")
    func spoken() {
        let words = Phrasebook(.english)
        let machine = UTCOffset.fixed(0)
        #expect(words.spokenClockTime(Self.moment, on: .place({ _ in 3600 }, machine: machine)) == "13:00 UTC plus 1")
        #expect(words.spokenClockTime(Self.moment, on: .place({ _ in -12_600 }, machine: machine)) == "08:30 UTC minus 3:30")
        #expect(words.spokenClockTime(Self.moment, on: .place({ _ in 0 }, machine: .fixed(3600))) == "12:00 UTC")
        #expect(words.spokenClockTime(Self.moment, on: .place({ _ in 0 }, machine: machine)) == "12:00")
        #expect(words.spokenTimestamp(Self.moment, on: .place({ _ in 3600 }, machine: machine)) == "on 15 January at 13:00 UTC plus 1")
        #expect(Phrasebook(Language.shipped[1]).spokenClockTime(Self.moment, on: .place({ _ in -3600 }, machine: machine)) == "11:00 UTC minus 1")
    }
}
