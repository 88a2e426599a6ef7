import Domain
import Foundation
import Presentation
import WeatherTerminal

/// What `wf here` and `wf at` fetch beside the weather, at the same time, never after it: the air
/// quality (`wf air`'s use case, cached an hour), rain in the next two hours (cached 15 minutes; with
/// Open-Meteo, in the weather's own request) and the official alerts (cached 5 minutes).
/// A failure (an error answer, a malformed one, a time-out) is its own line's: the weather still
/// shows, with a note of what is missing.
struct BesideTheWeather: Sendable {
    struct Found: Sendable {
        var airQuality: Result<AirQualityUseCase.Result, WeatherError>?
        var nowcast: Result<Sourced<Nowcast>, WeatherError>?
        var alerts: Result<WeatherAlerts, WeatherError>?

        func add(to report: inout LocationReport) {
            report.airQuality = airQuality
            report.nowcast = nowcast
            report.alerts = alerts
        }
    }

    let air: AirQualityUseCase?
    let scale: AirQualityScale?
    let rain: NowcastUseCase?
    let alerts: AlertsUseCase?
    /// Rain soon comes from Open-Meteo's forecast API. With Open-Meteo as the weather provider it
    /// comes in the weather's own answer (one round trip), so it is looked for once the weather has
    /// come and asked for on its own only when that answer had none (the weather was a cached copy).
    /// Never two requests at once to one server: two bodies from a server that will not stop sending
    /// are more than FoundationNetworking can cut off in time (each cancel waits for the work queue
    /// libcurl holds while it reads), and wf's 64 MiB and its timeout come first.
    let rainAfterWeather: Bool

    /// A status line's template asks only for what it shows; every other view shows all three
    /// (`--json` has no alerts).
    @MainActor
    init(_ container: AppDIContainer, format: OneLineFormat?, json: Bool) throws {
        air = format?.needsAirQuality ?? true ? try container.airQuality() : nil
        scale = try container.settings.aqiScale()
        rain = format?.needsNowcast ?? true ? try container.nowcast() : nil
        alerts = format?.needsAlerts ?? !json ? try container.alerts() : nil
        rainAfterWeather = try container.settings.provider() == .openMeteo
    }

    func fetch(for place: Place, policy: CachePolicy) async -> Found {
        async let airQuality = Self.result(air) { try await $0.execute(for: place, hours: 1, scale: scale, policy: policy) }
        async let nowcast = Self.result(rainAfterWeather ? nil : rain) { try await $0.execute(for: place, policy: policy) }
        async let alertsThere = Self.result(alerts) { try await $0.activeAlerts(at: place, policy: policy).get() }
        return Found(airQuality: await airQuality, nowcast: await nowcast, alerts: await alertsThere)
    }

    /// What waits for the weather (rain soon with Open-Meteo as the provider), once it has come:
    /// usually in the weather's answer already, so nothing more is asked.
    func finish(_ report: inout LocationReport, at place: Place, policy: CachePolicy) async {
        guard rainAfterWeather else { return }
        report.nowcast = await Self.result(rain) { try await $0.execute(for: place, policy: policy) }
    }

    /// Nil when not asked for; else the answer or its failure.
    private static func result<UseCase: Sendable, Value>(_ useCase: UseCase?,
                                                         _ fetch: (UseCase) async throws -> Value) async -> Result<Value, WeatherError>? {
        guard let useCase else { return nil }
        do {
            return .success(try await fetch(useCase))
        } catch {
            return .failure(WeatherError(error))
        }
    }
}
