@testable import DataAccess
import Domain
import Foundation
import Networking
import Testing
import TestSupport

/// An answer a shared cache has held for a while (its `Age`) is dated when it was fetched, not when
/// wf received it.
@Suite("Answers dated by their Age")
struct AnswerAgeTests {
    let moment = Date(timeIntervalSince1970: 1_778_594_400)
    let newYork = Place(name: "New York", country: "US", coordinate: Coordinate(unchecked: 40.71, -74.01))

    @Test("Age: 900 dates alerts and air quality 15 minutes back")
    func agedAnswers() async throws {
        let alerts = HeaderNetwork(try Recorded.data("nws_alerts_active_point_newyork"), headers: ["Age": "900"])
        let dated = try await NWSAlertsService(baseURL: "http://127.0.0.1:9", userAgent: "wf", network: alerts, now: { moment })
            .alerts(for: newYork)
        #expect(dated.fetchedAt == moment.addingTimeInterval(-900))

        let air = HeaderNetwork(try Recorded.data("openmeteo_air_quality_newyork"), headers: ["age": "900"])
        let answers = await OpenMeteoAirQualityService(baseURL: "http://127.0.0.1:9", network: air, now: { moment })
            .airQuality(for: [newYork], days: 1)
        #expect(try answers[0].get().fetchedAt == moment.addingTimeInterval(-900))
    }

    @Test("An Age that is not whole seconds is ignored; one past a day counts as a day",
          arguments: [("abc", 0.0), ("-60", 0), ("1.5", 0), ("", 0), ("0", 0), ("86400", 86_400), ("90000", 86_400),
                      ("99999999999999999999999", 86_400)])
    func oddAges(header: String, seconds: Double) async throws {
        let alerts = HeaderNetwork(try Recorded.data("nws_alerts_active_point_newyork"), headers: ["Age": header])
        let dated = try await NWSAlertsService(baseURL: "http://127.0.0.1:9", userAgent: "wf", network: alerts, now: { moment })
            .alerts(for: newYork)
        #expect(dated.fetchedAt == moment.addingTimeInterval(-seconds))
    }
}
