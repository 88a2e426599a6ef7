@testable import DataAccess
import Domain
import Foundation
import Networking
import Testing
import TestSupport

/// Every recorded response decodes, quirks and all.
@Suite("Decoding recorded provider responses")
struct DecodingTests {
    let decoder = JSONDecoder()

    @Test("OpenWeatherMap 3-hour steps aggregate into the city's local days")
    func forecastAggregation() throws {
        let dto = try decoder.decode(OWMForecastResponseDTO.self, from: Recorded.data("owm_forecast3h_capetown_latlon"))
        let forecast = try dto.toDomain(units: .metric, fetchedAt: Date(timeIntervalSince1970: 0), fallbackName: "x", provider: "OpenWeatherMap", days: 7)
        #expect(forecast.place.shortName == "Cape Town, ZA")
        #expect(forecast.utcOffsetSeconds == 7200)
        // The free forecast reaches 5 days: the sixth, partial local day is not shown.
        #expect(forecast.days.count == 5)
        #expect(forecast.horizonDays == 5)
        let first = try #require(forecast.days.first)
        // 15:00, 18:00 and 21:00 UTC on the 25th are 17:00, 20:00 and 23:00 in Cape Town: the 25th has three steps.
        #expect(first.date.description == "2023-09-25")
        let expectedAverage: Double = (288.49 + 288.19 + 287.96) / 3
        #expect(abs(first.temperature.average - expectedAverage) < 0.001)
        #expect(first.temperature.min == 287.96)
        #expect(first.temperature.max == 288.63)
        let expectedPressure: Double = (1021.0 + 1023 + 1027) / 3
        #expect(first.pressure == expectedPressure)
        #expect(first.condition == WeatherCondition(category: .rain, code: 500, description: "light rain"))
        // pop 0.26, 0.26, 0.08 → the day's highest chance; rain.3h 0.22 + 0.29 and a dry step.
        #expect(first.precipitation.probability == 26)
        #expect(abs((first.precipitation.amount ?? 0) - 0.51) < 0.0001)
        #expect(first.feelsLike == FeelsLikeRange(min: 287.43, max: 288.3))
        // 8.93 m/s is 32.1 km/h; the gust of 13.33 m/s is 48.0 km/h; the wind is from the south.
        #expect(abs((first.wind.speed ?? 0) - 32.148) < 0.001)
        #expect(abs((first.wind.gusts ?? 0) - 47.988) < 0.001)
        #expect(first.wind.degrees == 185)
        #expect(first.uvIndex == nil)
        #expect(first.sunset == Date(timeIntervalSince1970: 1_695_660_244))
        #expect(forecast.days[1].sunrise == nil)

        #expect(forecast.hours.count == 40)
        #expect(forecast.hours[1].time.timeIntervalSince(forecast.hours[0].time) == 3 * 3600)
        #expect(forecast.hours[0].precipitation == Precipitation(amount: 0.22, probability: 26))
        #expect(forecast.hours[2].precipitation == Precipitation(amount: 0, probability: 8))
        #expect(forecast.hours[0].cloudCover == 83)
        #expect(forecast.hours[0].uvIndex == nil)
    }

    @Test("OpenWeatherMap rain no rain has (-999999, or -999999 rain with 999999 snow) is unknown, for the step and its day: never 0")
    func implausibleRain() throws {
        let json = #"""
        {"city":{"name":"X","coord":{"lat":1,"lon":2},"timezone":0},
         "list":[{"dt":1764000000,"main":{"temp":10},"rain":{"3h":-999999},"snow":{"3h":999999}},
                 {"dt":1764010800,"main":{"temp":11}},
                 {"dt":1764021600,"main":{"temp":12},"rain":{"3h":-999999}}]}
        """#
        let dto = try decoder.decode(OWMForecastResponseDTO.self, from: Data(json.utf8))
        let forecast = try dto.toDomain(units: .metric, fetchedAt: Date(timeIntervalSince1970: 1_764_000_000), fallbackName: "x",
                                        provider: "OpenWeatherMap", days: 2)
        #expect(forecast.hours.map(\.precipitation.amount) == [nil, 0, nil])
        #expect(forecast.days.count == 1)
        #expect(forecast.days.first?.precipitation.amount == nil)
    }

    @Test("OpenWeatherMap imperial: pressure in inHg and rain in inches; mph is left as sent")
    func forecastImperial() throws {
        let dto = try decoder.decode(OWMForecastResponseDTO.self, from: Recorded.data("owm_forecast3h_capetown_latlon"))
        let forecast = try dto.toDomain(units: .imperial, fetchedAt: Date(), fallbackName: "x", provider: "OpenWeatherMap", days: 2)
        #expect(forecast.days.count == 2)
        #expect(abs((forecast.hours[0].precipitation.amount ?? 0) - 0.22 / 25.4) < 0.000_001)
        #expect(forecast.hours[0].wind.speed == 8.93)
        #expect(abs((forecast.hours[0].pressure ?? 0) - 30.15) < 0.01)
    }

    @Test("OpenWeatherMap current weather decodes with cod as a number", arguments: ["owm_weather_zocca_docs", "owm_weather_seoul"])
    func currentWeather(name: String) throws {
        let dto = try decoder.decode(OWMCurrentWeatherDTO.self, from: Recorded.data(name))
        let weather = dto.toDomain(requested: Coordinate(unchecked: 0, 0), units: .metric, fetchedAt: Date(), provider: "OpenWeatherMap")
        #expect(weather.placeName != nil)
        #expect(weather.sunrise != nil)
        #expect(weather.windDirection != nil)
    }

    @Test("A point in the open sea has no place name and no country")
    func openSea() throws {
        var json = String(decoding: try Recorded.data("owm_weather_seoul"), as: UTF8.self)
        json = json.replacingOccurrences(of: "\"Seoul\"", with: "\"Globe\"")
            .replacingOccurrences(of: "\"country\": \"KR\",", with: "")
        let dto = try decoder.decode(OWMCurrentWeatherDTO.self, from: Data(json.utf8))
        let weather = dto.toDomain(requested: Coordinate(unchecked: 0, 0), units: .metric, fetchedAt: Date(), provider: "OpenWeatherMap")
        #expect(weather.placeName == nil)
        #expect(weather.country == nil)
        #expect(weather.displayName == "37.57, 126.98")
    }

    @Test("OpenWeatherMap geocoding gives five Londons with states as regions")
    func geocoding() throws {
        let places = try decoder.decode([OWMGeocodingDTO].self, from: Recorded.data("owm_geo_direct_london")).compactMap { $0.place() }
        #expect(places.count == 5)
        #expect(places[1].shortName == "London, CA")
        #expect(places[2].region == "OH")
    }

    @Test("A provider's coordinates are checked like the user's: off-Earth points are dropped or refused")
    func coordinatesOffTheEarth() throws {
        let owmPlaces = try decoder.decode([OWMGeocodingDTO].self, from: Data(#"""
            [{"name":"Far","lat":1000,"lon":2},{"name":"Near","lat":51.5,"lon":-0.12},{"name":"Edge","lat":-90.5,"lon":0}]
            """#.utf8)).compactMap { $0.place() }
        #expect(owmPlaces.map(\.name) == ["Near"])

        let meteoPlaces = try #require(try decoder.decode(OpenMeteoGeocodingDTO.self, from: Data(#"""
            {"results":[{"name":"Far","latitude":12,"longitude":-500},{"name":"Near","latitude":52.5,"longitude":13.4}]}
            """#.utf8)).results).compactMap(\.place)
        #expect(meteoPlaces.map(\.name) == ["Near"])

        let forecast = try decoder.decode(OWMForecastResponseDTO.self, from: Data(#"""
            {"city":{"name":"Nowhere","coord":{"lat":-91,"lon":0}},"list":[{"dt":1,"main":{"temp":1}}]}
            """#.utf8))
        #expect(throws: DecodingError.self) {
            try forecast.toDomain(units: .metric, fetchedAt: Date(), fallbackName: "x", provider: "OpenWeatherMap", days: 7)
        }

        let requested = try Coordinate(latitude: 10, longitude: 20)
        let current = try decoder.decode(OWMCurrentWeatherDTO.self, from: Data(#"""
            {"coord":{"lat":500,"lon":500},"main":{"temp":3},"name":"Odd"}
            """#.utf8))
        #expect(current.toDomain(requested: requested, units: .metric, fetchedAt: Date(), provider: "OpenWeatherMap").coordinate == requested)
    }

    @Test("OpenWeatherMap error bodies decode whether cod is a number or a string")
    func errorBodies() throws {
        let unauthorised = try decoder.decode(OWMErrorDTO.self, from: Recorded.data("owm_error_401"))
        let notFound = try decoder.decode(OWMErrorDTO.self, from: Recorded.data("owm_error_404"))
        #expect(unauthorised.cod?.text == "401")
        #expect(notFound.cod?.text == "404")
        #expect(notFound.message?.text == "city not found")
    }

    @Test("The 16-day daily format (an endpoint wf does not use) is refused as a clear decoding error, not a crash",
          arguments: ["owm_daily_hochiminhcity_metric_2021-11", "owm_daily_nassogne_metric_2020-08"])
    func dailyFormatIsRefused(name: String) throws {
        #expect(throws: DecodingError.self) { try decoder.decode(OWMForecastResponseDTO.self, from: Recorded.data(name)) }
        // Its error-shaped fields still decode: `message` is a float there.
        #expect(try decoder.decode(OWMErrorDTO.self, from: Recorded.data(name)).cod?.text == "200")
    }

    @Test("Open-Meteo's forecast decodes with CRLF, integer elevation and only max/min temperatures")
    func openMeteoForecast() throws {
        let dto = try decoder.decode(OpenMeteoForecastDTO.self, from: Recorded.data("openmeteo_forecast_berlin_coords"))
        let place = Place(name: "Berlin", country: "DE", coordinate: Coordinate(unchecked: 52.52, 13.42))
        let forecast = dto.toForecast(place: place, units: .metric, fetchedAt: Date(), provider: "Open-Meteo", requestedDays: 7, horizonDays: 16)
        #expect(forecast.days.count == 7)
        #expect(forecast.days[0].date.description == "2025-05-10")
        let midpoint: Double = (8.9 + 17.2) / 2
        #expect(forecast.days[0].temperature == TemperatureSummary(average: midpoint, min: 8.9, max: 17.2))
        #expect(forecast.days[0].condition.category == .unknown)
        let current = try dto.toCurrentWeather(requested: place.coordinate, name: nil, country: nil, units: .metric, fetchedAt: Date(), provider: "Open-Meteo")
        #expect(current.temperature == 15.4)
        #expect(current.condition == WeatherCondition(category: .overcast, code: 3, description: "overcast"))
        #expect(current.humidity == 60)
    }

    @Test("Several places in one request decode from an array, one place from an object")
    func openMeteoList() throws {
        let one = try Recorded.data("openmeteo_forecast_berlin_coords")
        let many = Data("[".utf8) + one + Data(",".utf8) + one + Data("]".utf8)
        #expect(try decoder.decode(OpenMeteoForecastListDTO.self, from: one).forecasts.count == 1)
        #expect(try decoder.decode(OpenMeteoForecastListDTO.self, from: many).forecasts.count == 2)
    }

    @Test("Open-Meteo geocoding decodes every result; no results key means no match")
    func openMeteoGeocoding() throws {
        let places = try #require(try decoder.decode(OpenMeteoGeocodingDTO.self, from: Recorded.data("openmeteo_geocoding_berlin")).results).compactMap(\.place)
        #expect(places.count == 10)
        #expect(places[0].displayName == "Berlin, Land Berlin, DE")
        #expect(try decoder.decode(OpenMeteoGeocodingDTO.self, from: Data(#"{"generationtime_ms":0.2}"#.utf8)).results == nil)
    }

    @Test("Open-Meteo unix timestamps decode as well as ISO text")
    func unixTime() throws {
        let json = #"{"latitude":1,"longitude":2,"utc_offset_seconds":0,"daily":{"time":[1700006400],"temperature_2m_mean":[4.5]}}"#
        let dto = try decoder.decode(OpenMeteoForecastDTO.self, from: Data(json.utf8))
        #expect(dto.dailyForecasts(.metric).first?.date.description == "2023-11-15")
        #expect(dto.dailyForecasts(.metric).first?.temperature.average == 4.5)
    }

    @Test("WMO weather codes map to words and the shared icons")
    func wmoCodes() {
        #expect(WMOWeatherCode.condition(0) == WeatherCondition(category: .clear, code: 0, description: "clear sky"))
        #expect(WMOWeatherCode.condition(2).category == .partlyCloudy)
        #expect(WMOWeatherCode.condition(45).category == .fog)
        #expect(WMOWeatherCode.condition(53).category == .drizzle)
        #expect(WMOWeatherCode.condition(81).category == .rainShowers)
        #expect(WMOWeatherCode.condition(86).category == .snowShowers)
        #expect(WMOWeatherCode.condition(99).category == .hail)
        #expect(WMOWeatherCode.condition(42).category == .unknown)
    }

    /// The DTO each recorded response is an answer for (the 16-day daily format is one wf does not use).
    static let decodesAs: [String: String] = [
        "openmeteo_forecast_berlin_coords": "OpenMeteoForecastListDTO",
        "openmeteo_forecast_current_hourly_smithtown": "OpenMeteoForecastListDTO",
        "openmeteo_forecast_daily_paris_gmt": "OpenMeteoForecastListDTO",
        "openmeteo_geocoding_berlin": "OpenMeteoGeocodingDTO",
        "openmeteo_geocoding_enschede": "OpenMeteoGeocodingDTO",
        "owm_daily_hochiminhcity_metric_2021-11": "none",
        "owm_daily_nassogne_metric_2020-08": "none",
        "owm_error_401": "OWMErrorDTO",
        "owm_error_404": "OWMErrorDTO",
        "owm_forecast3h_capetown_latlon": "OWMForecastResponseDTO",
        "owm_geo_direct_london": "[OWMGeocodingDTO]",
        "owm_weather_seoul": "OWMCurrentWeatherDTO",
        "owm_weather_zocca_docs": "OWMCurrentWeatherDTO",
        "ipapi_json_lisbon": "IPLocationDTO",
        "openmeteo_air_quality_berlin": "OpenMeteoAirQualityListDTO",
        "openmeteo_air_quality_newyork": "OpenMeteoAirQualityListDTO",
        "openmeteo_air_quality_berlin_newyork": "OpenMeteoAirQualityListDTO",
        "nws_alerts_active_point_newyork": "NWSAlertCollectionDTO",
        "metalerts_current_oslo": "MetAlertsCollectionDTO",
        "brightsky_alerts_strong_heat_weiherhammer": "BrightSkyAlertsDTO",
        "meteoalarm_feeds_italy_sample10": "MeteoAlarmFeedDTO",
        "meteoalarm_feeds_germany_trimmed3": "MeteoAlarmFeedDTO",
        // The Italian feed's Aosta entries, a polygon added in CAP 1.2's documented shape.
        "meteoalarm_feeds_italy_aosta_polygon": "MeteoAlarmFeedDTO",
        // ECCC's collection in its documented shape: no recorded answer is public.
        "eccc_weather_alerts_winnipeg_documented": "ECCCAlertsDTO",
        // WMO SWIC's point layer in its documented shape, on real entries of its warning view.
        "wmo_swic_point_haridwar_documented": "WMOSevereWeatherDTO",
        // Made by scripts/ensemble-fixture.py in the documented shape: no recorded answer exists.
        "openmeteo_ensemble_berlin": "OpenMeteoEnsembleDTO",
        "openmeteo_archive_era5_berlin": "OpenMeteoArchiveDTO",
        // Made by scripts/previous-runs-fixture.py in the documented shape: no recorded answer exists.
        "openmeteo_previous_runs_berlin": "OpenMeteoPreviousRunsDTO",
    ]

    @Test("Every recorded response decodes as the DTO it answers for; any other DTO decodes it or fails with a DecodingError, never anything else")
    func everyFixtureIsSafe() throws {
        #expect(Set(Recorded.names) == Set(Self.decodesAs.keys))
        for name in Recorded.names {
            let data = try Recorded.data(name)
            let attempts: [(String, () throws -> Any)] = [
                ("OWMForecastResponseDTO", { try decoder.decode(OWMForecastResponseDTO.self, from: data) }),
                ("OWMCurrentWeatherDTO", { try decoder.decode(OWMCurrentWeatherDTO.self, from: data) }),
                ("[OWMGeocodingDTO]", { try decoder.decode([OWMGeocodingDTO].self, from: data) }),
                ("OWMErrorDTO", { try decoder.decode(OWMErrorDTO.self, from: data) }),
                ("OpenMeteoForecastListDTO", { try decoder.decode(OpenMeteoForecastListDTO.self, from: data) }),
                ("OpenMeteoGeocodingDTO", { try decoder.decode(OpenMeteoGeocodingDTO.self, from: data) }),
                ("IPLocationDTO", { try decoder.decode(IPLocationDTO.self, from: data) }),
                ("OpenMeteoAirQualityListDTO", { try decoder.decode(OpenMeteoAirQualityListDTO.self, from: data) }),
                ("NWSAlertCollectionDTO", { try decoder.decode(NWSAlertCollectionDTO.self, from: data) }),
                ("MetAlertsCollectionDTO", { try decoder.decode(MetAlertsCollectionDTO.self, from: data) }),
                ("BrightSkyAlertsDTO", { try decoder.decode(BrightSkyAlertsDTO.self, from: data) }),
                ("MeteoAlarmFeedDTO", { try decoder.decode(MeteoAlarmFeedDTO.self, from: data) }),
                ("ECCCAlertsDTO", { try decoder.decode(ECCCAlertsDTO.self, from: data) }),
                ("WMOSevereWeatherDTO", { try decoder.decode(WMOSevereWeatherDTO.self, from: data) }),
                ("OpenMeteoEnsembleDTO", { try decoder.decode(OpenMeteoEnsembleDTO.self, from: data) }),
                ("OpenMeteoArchiveDTO", { try decoder.decode(OpenMeteoArchiveDTO.self, from: data) }),
                ("OpenMeteoPreviousRunsDTO", { try decoder.decode(OpenMeteoPreviousRunsDTO.self, from: data) }),
            ]
            for (type, decode) in attempts {
                do {
                    _ = try decode()
                } catch is DecodingError {
                    #expect(type != Self.decodesAs[name], "\(name) should decode as \(type)")
                } catch {
                    Issue.record("\(name) as \(type): \(error) is not a DecodingError")
                }
            }
        }
    }
}

@Suite("Provider errors")
struct ProviderErrorTests {
    let mapper = OpenMeteoMapper.errors

    func status(_ code: Int, _ body: String = "") -> any Error {
        mapper.map(Networking.NetworkError.status(code, body: Data(body.utf8), retryAfter: nil), notFound: "atlantis")
    }

    @Test("HTTP statuses map to what the user can act on")
    func statuses() {
        // Open-Meteo takes no key, so its 401 is a refusal, not advice to set a key.
        #expect(status(401) as? WeatherError == .requestRejected(provider: "Open-Meteo", reason: "HTTP 401"))
        let keyed = ProviderErrorMapper(provider: "OpenWeatherMap") { _ in nil }
        #expect(keyed.map(Networking.NetworkError.status(401, body: Data(), retryAfter: nil)) as? WeatherError == .apiKeyRejected(provider: "OpenWeatherMap"))
        #expect(status(404) as? WeatherError == .placeNotFound("atlantis"))
        #expect(status(429) as? WeatherError == .rateLimited(provider: "Open-Meteo"))
        #expect(status(400, #"{"error":true,"reason":"Latitude must be in range"}"#) as? WeatherError
            == .requestRejected(provider: "Open-Meteo", reason: #"HTTP 400, saying "Latitude must be in range""#))
        #expect(status(503) as? WeatherError == .providerUnavailable(provider: "Open-Meteo", reason: "failed with HTTP 503"))
    }

    @Test("Timeouts, unreadable bodies and escape sequences in provider text")
    func otherFailures() {
        #expect(mapper.map(Networking.NetworkError.timedOut(seconds: 10)) as? WeatherError
            == .providerUnavailable(provider: "Open-Meteo", reason: "did not answer within 10 s", outage: .noAnswer))
        let decoding = DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: ""))
        #expect(mapper.map(decoding) as? WeatherError == .providerUnavailable(provider: "Open-Meteo", reason: "sent a response wf cannot read"))
        let hostile = status(400, "{\"error\":true,\"reason\":\"bad\\u001b[31m red\"}") as? WeatherError
        // The server's words, quoted, with the escape blanked: never sent raw to a terminal.
        #expect(hostile == .requestRejected(provider: "Open-Meteo", reason: #"HTTP 400, saying "bad [31m red""#))
    }
}

@Suite("Provider errors in a batch")
struct ProviderBatchErrorTests {
    struct Unknown: Error {}
    let mapper = OpenMeteoMapper.errors

    @Test("Only a cancelled request is called cancelled; an unknown error is reported as the bug it is")
    func cancellationIsNotACatchAll() {
        #expect(mapper.failure(Networking.NetworkError.cancelled) == .providerUnavailable(provider: "Open-Meteo", reason: "request cancelled", outage: .noAnswer))
        #expect(mapper.failure(CancellationError()) == .providerUnavailable(provider: "Open-Meteo", reason: "request cancelled", outage: .noAnswer))
        #expect(mapper.failure(Unknown()).kind == .internal)
        #expect(mapper.map(Unknown()) as? WeatherError == .unexpected("Open-Meteo: Unknown()"))
        #expect(mapper.failure(Networking.NetworkError.status(503, body: Data(), retryAfter: nil))
            == .providerUnavailable(provider: "Open-Meteo", reason: "failed with HTTP 503"))
        #expect(mapper.failure(WeatherError.placeNotFound("x")) == .placeNotFound("x"))
    }

    @Test("A batch of current weather that fails at the network fails each point with the mapped error",
          arguments: [Networking.NetworkError.cancelled, .timedOut(seconds: 3), .status(401, body: Data(), retryAfter: nil)])
    func batchFailures(failure: Networking.NetworkError) async {
        let network = FailingNetwork(failure: failure)
        let expected = mapper.failure(failure)
        let openMeteo = OpenMeteoProvider(forecastURL: "http://127.0.0.1:1", network: network,
                                          places: UnusedPlaces(), now: { Date(timeIntervalSince1970: 0) })
        let owm = OpenWeatherMapProvider(baseURL: "http://127.0.0.1:1", apiKey: "k", network: network, now: { Date(timeIntervalSince1970: 0) })
        let points = [Coordinate(unchecked: 1, 2), Coordinate(unchecked: 3, 4)]
        let meteo = await openMeteo.currentWeather(at: points, units: .metric)
        #expect(meteo.map { $0.error } == [expected, expected])
        let keyed = ProviderErrorMapper(provider: "OpenWeatherMap") { _ in nil }.failure(failure)
        #expect(await owm.currentWeather(at: points, units: .metric).map { $0.error } == [keyed, keyed])
    }
}

struct FailingNetwork: NetworkService {
    let failure: Networking.NetworkError
    func response(for endpoint: Endpoint) async throws(Networking.NetworkError) -> NetworkResponse { throw failure }
}

extension Result {
    var error: Failure? { if case .failure(let error) = self { error } else { nil } }
}
