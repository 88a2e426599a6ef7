import Domain
import Foundation
import Testing

/// The one rule for naming a clock after a time (issue 33): a place's clock is named where it is
/// not the machine's, a chosen one always, the user's own never.
@Suite("Naming a clock's zone")
struct UTCOffsetNamingTests {
    static let january = Date(timeIntervalSince1970: 1_768_478_400) // 2026-01-15 12:00 UTC
    static let july = Date(timeIntervalSince1970: 1_784_116_800) // 2026-07-15 12:00 UTC

    @Test("A place's clock names itself only where the machine's clock is another")
    func placeClock() {
        let machine = UTCOffset.fixed(3600)
        #expect(UTCOffset.place({ _ in 3600 }, machine: machine).labelling("11:00", at: Self.january) == "11:00")
        #expect(UTCOffset.place({ _ in 7200 }, machine: machine).labelling("11:00", at: Self.january) == "11:00 UTC+2")
        #expect(UTCOffset.place({ _ in -16_200 }, machine: machine).labelling("11:00", at: Self.january) == "11:00 UTC-4:30")
        #expect(UTCOffset.place({ _ in 0 }, machine: machine).labelling("11:00", at: Self.january) == "11:00 UTC")
    }

    @Test("Moment by moment: Berlin's clock on a machine at UTC+1 is named in summer, not in winter")
    func daylightSaving() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let clock = UTCOffset.place({ berlin.secondsFromGMT(for: $0) }, machine: .fixed(3600))
        #expect(clock.namedSeconds(at: Self.january) == nil)
        #expect(clock.namedSeconds(at: Self.july) == 7200)
    }

    @Test("A zone chosen with --tz is always named; the user's own clock never is")
    func chosenAndOwn() {
        #expect(UTCOffset.labelled { _ in 0 }.labelling("11:00", at: Self.january) == "11:00 UTC")
        #expect(PlaceClock.chosen("Europe/Oslo").utcOffset.labelling("11:00", at: Self.january) == "11:00 UTC+1")
        #expect(UTCOffset.system.labelling("11:00", at: Self.january) == "11:00")
        #expect(!UTCOffset.system.isPlaceClock && UTCOffset.fixed(3600).namedSeconds(at: Self.july) == nil)
    }

    @Test("The place's own clock in PlaceClock follows the rule against this machine's clock")
    func placeClockAgainstThisMachine() {
        let here = UTCOffset.system.seconds(Self.january)
        #expect(PlaceClock.provider(here).utcOffset.namedSeconds(at: Self.january) == nil)
        #expect(PlaceClock.provider(here + 3600).utcOffset.namedSeconds(at: Self.january) == here + 3600)
        #expect(PlaceClock.longitude(here + 7200).utcOffset.isPlaceClock)
    }
}
