import Domain
import Foundation
import Networking

/// `wf doctor`'s look at the sources: each asked once, at a point it covers, with the request a
/// command would send, and Open-Meteo's forecast with every variable wf asks it for, to name the
/// ones a server answers `null` (a self-hosted one that did not sync them).
public struct SourceCheckup: Sendable {
    /// What one source did.
    public struct Report: Sendable {
        public enum Outcome: Sendable, Equatable {
            /// It answered 2xx, with a body wf can read as JSON.
            case answered(status: Int)
            /// It answered, but not with what wf reads.
            case unreadable(status: Int)
            case failed(NetworkError)
            /// A hold in force: it was not asked.
            case held(until: Date, reason: String)
            /// Not asked, and why ("asked only with location auto").
            case notAsked(String)
        }

        /// By the name the ledger and the holds use: "open-meteo".
        public let source: String
        /// The request's URL without secrets.
        public let url: String
        public let outcome: Outcome
        public let seconds: Double?
        /// Variables asked that came back without a value.
        public let nullVariables: [NullVariable]
    }

    /// A variable Open-Meteo answered `null` (or left out): what asks for it.
    public struct NullVariable: Sendable, Equatable {
        public let parameter: String
        public let name: String
        public let requests: [OpenMeteoVariables.Request]
    }

    struct Probe: Sendable {
        let endpoint: Endpoint
        /// The parameters whose variables must come back with values.
        var checked: [(parameter: String, names: [String])] = []
        var notAsked: String?
    }

    let probes: [Probe]

    /// Berlin, for the sources that cover the world and for Germany's alerts; Washington, Winnipeg,
    /// Tromsø and Luxembourg for the other national alerts; Tokyo for WMO's centre.
    static let world = (latitude: 52.52, longitude: 13.41)
    static let unitedStates = (latitude: 38.89, longitude: -77.03)
    static let norway = (latitude: 69.65, longitude: 18.96)

    public init(configuration: ProviderConfiguration, asksLocation: Bool) {
        let settings = configuration.settings
        func value(_ setting: ProviderDescription.Setting) -> String { settings[setting.name] ?? setting.defaultValue }
        func point(_ coordinate: (latitude: Double, longitude: Double), _ latitude: String = "latitude", _ longitude: String = "longitude",
                   decimals: Int = RequestCoordinate.shared) -> [(String, String)] {
            [(latitude, RequestCoordinate.text(coordinate.latitude, decimals: decimals)),
             (longitude, RequestCoordinate.text(coordinate.longitude, decimals: decimals))]
        }
        let userAgent = configuration.product + (settings[ProviderDescription.contact.name].map { " " + $0 } ?? "")
        let forecastVariables = OpenMeteoVariables.byParameter
        var probes = [
            Probe(endpoint: Endpoint(baseURL: value(ProviderDescription.openMeteoForecastURL), path: "/v1/forecast",
                                     query: point(Self.world) + forecastVariables.map { ($0.parameter, $0.names.joined(separator: ",")) }
                                         + [("forecast_days", "2"), ("forecast_minutely_15", String(Nowcast.stepCount))]
                                         + OpenMeteoModels.from(settings).query + [("timezone", "auto")],
                                     source: "open-meteo"),
                  checked: forecastVariables),
            Probe(endpoint: Endpoint(baseURL: value(ProviderDescription.openMeteoGeocodingURL), path: "/v1/search",
                                     query: [("name", "Berlin"), ("count", "1"), ("language", "en"), ("format", "json")],
                                     source: "open-meteo-geocoding")),
            // Pollen is null outside Europe's season: the air's variables are not checked for values.
            Probe(endpoint: Endpoint(baseURL: value(SourceDescription.openMeteoAirQualityURL), path: "/v1/air-quality",
                                     query: point(Self.world) + [("current", OpenMeteoAirQualityService.variables), ("timezone", "auto")],
                                     source: "open-meteo-air-quality")),
            Probe(endpoint: Endpoint(baseURL: value(SourceDescription.openMeteoEnsembleURL), path: "/v1/ensemble",
                                     query: point(Self.world) + [("models", value(SourceDescription.ensembleModel)),
                                                                 ("hourly", "temperature_2m"), ("forecast_days", "1"), ("timezone", "auto")],
                                     source: "open-meteo-ensemble")),
            Probe(endpoint: Endpoint(baseURL: value(SourceDescription.openMeteoArchiveURL), path: "/v1/archive",
                                     query: point(Self.world) + [("start_date", "2020-01-01"), ("end_date", "2020-01-01"),
                                                                 ("daily", "temperature_2m_max"), ("timezone", "auto"), ("models", "era5")],
                                     source: "open-meteo-archive")),
            Probe(endpoint: Endpoint(baseURL: value(SourceDescription.openMeteoPreviousRunsURL), path: "/v1/forecast",
                                     query: point(Self.world) + [("hourly", "temperature_2m,temperature_2m_previous_day1"),
                                                                 ("forecast_days", "1"), ("timezone", "auto")],
                                     source: SourceDescription.openMeteoPreviousRuns.id)),
            Probe(endpoint: Endpoint(baseURL: value(SourceDescription.nwsURL), path: "/alerts/active",
                                     query: [("point", RequestCoordinate.list([Self.unitedStates.latitude, Self.unitedStates.longitude]))],
                                     headers: ["User-Agent": userAgent, "Accept": "application/geo+json"], source: "nws")),
            Probe(endpoint: Endpoint(baseURL: value(ProviderDescription.metNorwayURL), path: "/metalerts/2.0/current.json",
                                     query: point(Self.norway, "lat", "lon", decimals: RequestCoordinate.metNorway) + [("lang", "en")],
                                     headers: ["User-Agent": userAgent], source: "met-norway")),
            Probe(endpoint: Endpoint(baseURL: value(SourceDescription.ecccURL), path: "/collections/weather-alerts/items",
                                     query: [("f", "json"), ("lang", "en"), ("bbox", RequestCoordinate.list([-97.19, 49.85, -97.09, 49.95]))],
                                     headers: ["Accept": "application/geo+json"], source: "eccc")),
            Probe(endpoint: Endpoint(baseURL: value(SourceDescription.brightskyURL), path: "/alerts",
                                     query: point(Self.world, "lat", "lon"), source: "brightsky")),
            // The smallest feed: Luxembourg's.
            Probe(endpoint: Endpoint(baseURL: value(SourceDescription.meteoalarmURL), path: "/api/v1/warnings/feeds-luxembourg",
                                     source: "meteoalarm")),
            Probe(endpoint: Endpoint(baseURL: value(SourceDescription.wmoSwicURL), path: "/f/wfs",
                                     query: [("request", "GetFeature"), ("version", "1.1.0"), ("typeName", "local_postgis:postgis_geojsons"),
                                             ("outputFormat", "json"), ("maxFeatures", "1"),
                                             ("cql_filter", "INTERSECTS(wkb_geometry,POINT(35.68 139.69)) AND row_type NEQ 'BOUNDARY'")],
                                     source: "wmo-swic")),
        ]
        switch configuration.provider.id {
        case ProviderDescription.metNorway.id:
            probes.append(Probe(endpoint: Endpoint(baseURL: value(ProviderDescription.metNorwayURL), path: "/locationforecast/2.0/complete",
                                                   query: point(Self.world, "lat", "lon", decimals: RequestCoordinate.metNorway),
                                                   headers: ["User-Agent": userAgent], source: "met-norway")))
        case ProviderDescription.openWeatherMap.id:
            let endpoint = Endpoint(baseURL: value(ProviderDescription.openWeatherMapURL), path: "/data/2.5/weather",
                                    query: point(Self.world, "lat", "lon") + [("appid", configuration.apiKey ?? "")],
                                    redacting: ["appid"], source: "openweathermap")
            probes.append(Probe(endpoint: endpoint, notAsked: configuration.apiKey == nil ? "no API key is set" : nil))
        default: break
        }
        probes.append(Probe(endpoint: Endpoint(baseURL: configuration.ipLocationURL, path: "", source: "ip-location"),
                            notAsked: asksLocation ? nil : "asked only with location auto"))
        self.probes = probes
    }

    /// The sources in the order asked: `wf doctor --offline` lists them without asking.
    public var sources: [String] { probes.map(\.endpoint.source) }

    /// Asks each source once, one after another (so each time taken is its own); a source a hold
    /// in force keeps from being asked, or one not asked in this set-up, is said so.
    public func run(on network: any NetworkService, holds: [MachineWideRequests.Hold],
                    clock: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }) async -> [Report] {
        var reports: [Report] = []
        for probe in probes {
            let url = probe.endpoint.redactedDescription
            if let reason = probe.notAsked {
                reports.append(Report(source: probe.endpoint.source, url: url, outcome: .notAsked(reason), seconds: nil, nullVariables: []))
                continue
            }
            if let hold = holds.first(where: { $0.source == probe.endpoint.source }) {
                reports.append(Report(source: probe.endpoint.source, url: url, outcome: .held(until: hold.until, reason: hold.reason),
                                      seconds: nil, nullVariables: []))
                continue
            }
            let start = clock()
            let outcome: Report.Outcome
            var nulls: [NullVariable] = []
            do {
                let response = try await network.response(for: probe.endpoint)
                if (try? probe.endpoint.budget.check(response.body)) != nil,
                   let json = try? JSONSerialization.jsonObject(with: response.body, options: [.fragmentsAllowed]) {
                    outcome = .answered(status: response.status)
                    nulls = Self.nullVariables(in: json, checked: probe.checked)
                } else {
                    outcome = .unreadable(status: response.status)
                }
            } catch {
                outcome = .failed(error)
            }
            let elapsed = clock() - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            reports.append(Report(source: probe.endpoint.source, url: url, outcome: outcome, seconds: seconds, nullVariables: nulls))
        }
        return reports
    }

    /// The variables of `checked` an answer holds no value for: missing, `null`, or a series of nulls.
    static func nullVariables(in json: Any, checked: [(parameter: String, names: [String])]) -> [NullVariable] {
        let answer = (json as? [String: Any]) ?? ((json as? [Any])?.first as? [String: Any]) ?? [:]
        var found: [NullVariable] = []
        for (parameter, names) in checked {
            let section = answer[parameter] as? [String: Any] ?? [:]
            for name in names where !hasValue(section[name]) && !OpenMeteoVariables.isOftenNull(parameter, name) {
                let requests = OpenMeteoVariables.groups.filter { $0.parameter == parameter && $0.names.contains(name) }.map(\.request)
                found.append(NullVariable(parameter: parameter, name: name, requests: requests))
            }
        }
        return found
    }

    private static func hasValue(_ value: Any?) -> Bool {
        switch value {
        case nil, is NSNull: false
        case let series as [Any]: series.contains { !($0 is NSNull) }
        default: true
        }
    }
}
