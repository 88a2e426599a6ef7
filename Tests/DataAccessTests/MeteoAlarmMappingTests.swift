@testable import DataAccess
import Domain
import Foundation
import Testing
import TestSupport

/// MeteoAlarm's feeds, as recorded: what is a warning, in which language, at which level, and where.
@Suite("MeteoAlarm: warnings, levels, languages and places")
struct MeteoAlarmMappingTests {
    static let rome = Coordinate(unchecked: 41.9, 12.5)
    static let aosta = Coordinate(unchecked: 45.737, 7.32)

    func feed(_ data: Data) throws -> MeteoAlarmFeedDTO {
        try JSONDecoder().decode(MeteoAlarmFeedDTO.self, from: data)
    }

    @Test("Italy's feed: the green entry is no warning; each level's colour; regions without a polygon are unplaced, never placed")
    func italy() throws {
        let (placed, unplaced) = try feed(Recorded.data("meteoalarm_feeds_italy_sample10")).warnings(at: Self.rome, language: "en")
        #expect(placed.isEmpty)
        // Ten entries: one green; Lazio's two updates of the same afternoon differ in their onset.
        #expect(unplaced.count == 9, "\(unplaced.map(\.event))")
        #expect(!unplaced.contains { $0.severity == .minor && $0.colour == nil })
        #expect(Set(unplaced.compactMap(\.colour)) == [.yellow, .orange, .red])
        let red = try #require(unplaced.first { $0.colour == .red })
        #expect(red.severity == .extreme && red.headline?.contains("Basilicata") == true, "\(red)")
        // The English block, on the clock the feed wrote (+02:00).
        #expect(unplaced.allSatisfy { !$0.event.contains("Allerta") } && red.utcOffsetSeconds == 7200)
    }

    @Test("The user's language among the blocks (it), English else (ja)")
    func language() throws {
        let dto = try feed(Recorded.data("meteoalarm_feeds_italy_sample10"))
        #expect(dto.warnings(at: Self.rome, language: "it").unplaced.contains { $0.event.contains("Allerta") })
        #expect(dto.warnings(at: Self.rome, language: "ja").unplaced.allSatisfy { !$0.event.contains("Allerta") })
    }

    @Test("The DWD's entries: an AllClear update is no warning; the 'en' tag is English; German for de")
    func germany() throws {
        let dto = try feed(Recorded.data("meteoalarm_feeds_germany_trimmed3"))
        let english = dto.warnings(at: Coordinate(unchecked: 52.52, 13.41), language: "en").unplaced
        #expect(english.count == 2, "\(english.map(\.event))")
        #expect(english.contains { $0.colour == .orange } && english.contains { $0.colour == .yellow })
        let german = dto.warnings(at: Coordinate(unchecked: 52.52, 13.41), language: "de").unplaced
        #expect(german.map(\.event) != english.map(\.event), "\(german.map(\.event))")
    }

    @Test("A polygon places its warning at a point inside and not at one outside; a green entry is none anywhere")
    func polygon() throws {
        let dto = try feed(Recorded.data("meteoalarm_feeds_italy_aosta_polygon"))
        let inside = dto.warnings(at: Self.aosta, language: "en")
        #expect(inside.placed.map(\.colour) == [.yellow] && inside.unplaced.isEmpty, "\(inside)")
        let outside = dto.warnings(at: Self.rome, language: "en")
        #expect(outside.placed.isEmpty && outside.unplaced.isEmpty, "\(outside)")
    }

    @Test("A cancellation, a test message and a past warning are no warnings")
    func notWarnings() throws {
        func entry(msgType: String = "Alert", status: String = "Actual", urgency: String = "Future") -> Data {
            Data(#"{"warnings":[{"alert":{"status":"\#(status)","msgType":"\#(msgType)","info":[{"language":"en","event":"Yellow Wind Warning","severity":"Moderate","urgency":"\#(urgency)","certainty":"Likely","parameter":[{"valueName":"awareness_level","value":"2; yellow; Moderate"}],"area":[{"areaDesc":"Utrecht"}]}]}}]}"#.utf8)
        }
        #expect(try feed(entry()).warnings(at: Self.rome, language: "en").unplaced.count == 1)
        #expect(try feed(entry(msgType: "Cancel")).warnings(at: Self.rome, language: "en").unplaced.isEmpty)
        #expect(try feed(entry(status: "Test")).warnings(at: Self.rome, language: "en").unplaced.isEmpty)
        #expect(try feed(entry(urgency: "Past")).warnings(at: Self.rome, language: "en").unplaced.isEmpty)
    }
}
