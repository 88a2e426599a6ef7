@testable import Domain
import Foundation
import Testing
import TestSupport

@Suite("Air quality: bands, main pollutant, pollen, scale")
struct AirQualityTests {
    @Test("European bands: 0-20 good, 20-40 fair, 40-60 moderate, 60-80 poor, 80-100 very poor, over 100 extremely poor; each bound is in its lower band",
          arguments: [(0.0, AirQualityBand.Level.good), (20, .good), (20.4, .good), (20.5, .fair), (21, .fair), (40, .fair), (41, .moderate),
                      (60, .moderate), (61, .poor), (80, .poor), (81, .veryPoor), (100, .veryPoor), (101, .extremelyPoor), (480, .extremelyPoor)])
    func europeanBands(index: Double, level: AirQualityBand.Level) {
        #expect(AirQualityScale.european.band(for: index)?.level == level)
    }

    @Test("US bands: 0-50 good, 51-100 moderate, 101-150 unhealthy for sensitive groups, 151-200 unhealthy, 201-300 very unhealthy, 301+ hazardous",
          arguments: [(0.0, AirQualityBand.Level.good), (50, .good), (50.4, .good), (50.5, .moderate), (51, .moderate), (100, .moderate),
                      (101, .unhealthyForSensitiveGroups), (150, .unhealthyForSensitiveGroups), (151, .unhealthy), (200, .unhealthy),
                      (201, .veryUnhealthy), (300, .veryUnhealthy), (301, .hazardous), (500, .hazardous)])
    func usBands(index: Double, level: AirQualityBand.Level) {
        #expect(AirQualityScale.us.band(for: index)?.level == level)
    }

    @Test("An index that is no index has no band; the bands are in order and severities count up")
    func bandEdges() {
        for scale in AirQualityScale.allCases {
            #expect(scale.band(for: -1) == nil)
            #expect(scale.band(for: .nan) == nil)
            #expect(scale.band(for: .infinity) == nil)
            #expect(scale.bands.map(\.severity) == Array(0..<6))
            let bounds = scale.bands.compactMap(\.upperBound)
            #expect(bounds == bounds.sorted() && bounds.count == 5 && scale.bands.last?.upperBound == nil)
        }
        #expect(AirQualityBand.european.map(\.level) == [.good, .fair, .moderate, .poor, .veryPoor, .extremelyPoor])
        #expect(AirQualityBand.us.map(\.level) == [.good, .moderate, .unhealthyForSensitiveGroups, .unhealthy, .veryUnhealthy, .hazardous])
    }

    @Test("The main pollutant is the one with the highest sub-index on the scale shown")
    func dominantPollutant() {
        // Berlin's afternoon: ozone 89 μg/m³ is fair (36), PM2.5 5 is good (10).
        let afternoon: [Pollutant: Double] = [.pm2_5: 5.2, .pm10: 9.5, .ozone: 89.2, .nitrogenDioxide: 9.3, .sulphurDioxide: 1.1, .carbonMonoxide: 148.7]
        #expect(AirQualityScale.european.dominantPollutant(afternoon) == .ozone)
        #expect(AirQualityScale.us.dominantPollutant(afternoon) == .ozone)
        // More ozone by weight, but 24 μg/m³ of PM2.5 is the worse air on both scales.
        let smoky: [Pollutant: Double] = [.pm2_5: 24, .ozone: 60]
        #expect(AirQualityScale.european.dominantPollutant(smoky) == .pm2_5)
        #expect(AirQualityScale.us.dominantPollutant(smoky) == .pm2_5)
        // Carbon monoxide has no European sub-index: it can lead only on the US scale.
        let exhaust: [Pollutant: Double] = [.carbonMonoxide: 12_000, .pm2_5: 1]
        #expect(AirQualityScale.european.dominantPollutant(exhaust) == .pm2_5)
        #expect(AirQualityScale.us.dominantPollutant(exhaust) == .carbonMonoxide)
        #expect(AirQualityScale.european.dominantPollutant([:]) == nil)
        #expect(AirQualityScale.us.dominantPollutant([.ozone: 0]) == nil)
        // A tie goes to the first in the list.
        #expect(AirQualityScale.european.dominantPollutant([.pm10: 20, .pm2_5: 10]) == .pm2_5)
    }

    @Test("Sub-indices follow the published breakpoints and go on past the last")
    func subIndices() throws {
        #expect(AirQualityScale.european.subIndex(of: .pm2_5, 10) == 20)
        #expect(AirQualityScale.european.subIndex(of: .ozone, 75) == 30)
        #expect(AirQualityScale.european.subIndex(of: .carbonMonoxide, 100) == nil)
        #expect(AirQualityScale.us.subIndex(of: .pm2_5, 35.4) == 100)
        // 70 ppb of ozone is the top of "moderate": 137.4 μg/m³ at 25 °C.
        #expect(abs(try #require(AirQualityScale.us.subIndex(of: .ozone, 70 * 48 / 24.45)) - 100) < 0.000_1)
        #expect(try #require(AirQualityScale.european.subIndex(of: .pm2_5, 100)) > 100)
        #expect(AirQualityScale.us.subIndex(of: .pm10, -1) == nil)
    }

    @Test("Pollen levels by the NAB thresholds for trees, grasses and weeds; counts are whole grains",
          arguments: [(PollenType.birch, 0.4, PollenLevel.none), (.birch, 0.5, .low), (.birch, 14, .low), (.birch, 15, .moderate),
                      (.birch, 89, .moderate), (.birch, 90, .high), (.alder, 1499, .high), (.olive, 1500, .veryHigh),
                      (.grass, 4, .low), (.grass, 5, .moderate), (.grass, 19, .moderate), (.grass, 20, .high), (.grass, 200, .veryHigh),
                      (.ragweed, 9, .low), (.ragweed, 10, .moderate), (.mugwort, 49, .moderate), (.mugwort, 50, .high),
                      (.ragweed, 499, .high), (.ragweed, 500, .veryHigh)])
    func pollenLevels(type: PollenType, grains: Double, level: PollenLevel) {
        #expect(type.level(grains) == level)
    }

    @Test("No pollen level for a count that is no count")
    func pollenNonsense() {
        #expect(PollenType.grass.level(-1) == nil)
        #expect(PollenType.grass.level(.nan) == nil)
        #expect(PollenLevel.none < .low && .high < .veryHigh)
    }

    @Test("The default scale: US for places in the US (by country, else by time zone), European elsewhere")
    func defaultScale() {
        #expect(AirQualityScale.default(country: "US", timeZone: nil) == .us)
        #expect(AirQualityScale.default(country: "us", timeZone: "Europe/Berlin") == .us)
        #expect(AirQualityScale.default(country: "PR", timeZone: nil) == .us)
        #expect(AirQualityScale.default(country: "DE", timeZone: "America/New_York") == .european)
        #expect(AirQualityScale.default(country: "CA", timeZone: "America/Toronto") == .european)
        #expect(AirQualityScale.default(country: nil, timeZone: "America/Los_Angeles") == .us)
        #expect(AirQualityScale.default(country: nil, timeZone: "Pacific/Honolulu") == .us)
        #expect(AirQualityScale.default(country: nil, timeZone: "America/Mexico_City") == .european)
        #expect(AirQualityScale.default(country: nil, timeZone: nil) == .european)
    }

    @Test("The hours shown start with the hour in progress and leave out hours past the source's range at the end")
    func hoursFromNow() {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let hours = (0..<10).map { hour in
            AirQualityReading(time: start + Double(hour) * 3600, europeanIndex: hour < 7 ? Double(hour) : nil)
        }
        let air = AirQuality(place: Place(name: "x", coordinate: Coordinate(unchecked: 0, 0)), source: "s", fetchedAt: start,
                             utcOffsetSeconds: 0, current: hours[0], hours: hours)
        let shown = air.hours(4, from: start + 2.5 * 3600)
        #expect(shown.map(\.europeanIndex) == [2, 3, 4, 5])
        #expect(air.hours(24, from: start + 5 * 3600).count == 2)
        #expect(air.remaining(at: start + 6.5 * 3600)?.hours.count == 4)
        #expect(air.remaining(at: start + 7.5 * 3600) == nil)
    }
}

@Suite("Air quality use case")
struct AirQualityUseCaseTests {
    struct Stub: AirQualityRepository {
        let timeZone: String?
        func airQuality(for place: Place, days: Int, policy: CachePolicy) async throws -> Sourced<AirQuality> {
            let now = Date(timeIntervalSince1970: 0)
            return Sourced(AirQuality(place: place, source: "s", fetchedAt: now, utcOffsetSeconds: 0, timeZone: timeZone,
                                      current: AirQualityReading(time: now, europeanIndex: 30, usIndex: 40), requestedDays: days),
                           source: .network)
        }
        func airQuality(for places: [Place], days: Int, policy: CachePolicy) async -> [Result<Sourced<AirQuality>, WeatherError>] {
            []
        }
    }

    func useCase(_ timeZone: String? = nil, places: [Place] = []) -> AirQualityUseCase {
        AirQualityUseCase(airQuality: Stub(timeZone: timeZone),
                          resolveLocation: ResolveLocationUseCase(resolvePlace: ResolvePlaceUseCase(places: StubPlaces(results: places)),
                                                                  ipLocation: nil))
    }

    @Test("--hours is 1 to 120; the days asked cover the hours from any time today, at most 7")
    func hours() async throws {
        let point = LocationSetting.coordinate(Coordinate(unchecked: 52.52, 13.41))
        for bad in [0, 121] {
            await #expect(throws: WeatherError.invalidInput("--hours must be a whole number from 1 to 120")) {
                try await useCase().execute(point, hours: bad, scale: nil, policy: .preferCache)
            }
        }
        #expect(try await useCase().execute(point, hours: 1, scale: nil, policy: .preferCache).airQuality.value.requestedDays == 2)
        #expect(try await useCase().execute(point, hours: 24, scale: nil, policy: .preferCache).airQuality.value.requestedDays == 3)
        #expect(try await useCase().execute(point, hours: 120, scale: nil, policy: .preferCache).airQuality.value.requestedDays == 7)
    }

    @Test("The scale asked for wins; otherwise a place in the US gets the US AQI, anywhere else the European index")
    func scale() async throws {
        let newHampshire = Place(name: "Berlin", country: "US", region: "New Hampshire", coordinate: Coordinate(unchecked: 44.47, -71.19))
        #expect(try await useCase(places: [newHampshire]).execute(.place("Berlin, US"), hours: 3, scale: nil, policy: .preferCache).scale == .us)
        #expect(try await useCase(places: [newHampshire]).execute(.place("Berlin, US"), hours: 3, scale: .european, policy: .preferCache).scale
            == .european)
        let point = LocationSetting.coordinate(Coordinate(unchecked: 40.71, -74.01))
        // A bare coordinate in the US is on the US scale by the alerts' boxes, whatever zone the source gives,
        // so that every view of the point agrees; outside the boxes the source's zone decides.
        #expect(try await useCase("America/New_York").execute(point, hours: 3, scale: nil, policy: .preferCache).scale == .us)
        #expect(try await useCase("Europe/Paris").execute(point, hours: 3, scale: nil, policy: .preferCache).scale == .us)
        let atSea = LocationSetting.coordinate(Coordinate(unchecked: 30, -40))
        #expect(try await useCase("America/New_York").execute(atSea, hours: 3, scale: nil, policy: .preferCache).scale == .us)
        #expect(try await useCase("Europe/Paris").execute(atSea, hours: 3, scale: nil, policy: .preferCache).scale == .european)
        await #expect(throws: WeatherError.locationNotSet) { try await useCase().execute(nil, hours: 3, scale: nil, policy: .preferCache) }
    }
}
