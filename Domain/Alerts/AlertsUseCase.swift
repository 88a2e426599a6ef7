import Foundation

/// `wf alerts`: the official alerts in force at a place, a coordinate, or where the user is.
public struct AlertsUseCase: Sendable {
    let alerts: any AlertsRepository
    let resolveLocation: ResolveLocationUseCase
    let now: @Sendable () -> Date

    public init(alerts: any AlertsRepository, resolveLocation: ResolveLocationUseCase, now: @escaping @Sendable () -> Date = Date.init) {
        self.alerts = alerts
        self.resolveLocation = resolveLocation
        self.now = now
    }

    public struct Result: Hashable, Sendable {
        public var alerts: Sourced<WeatherAlerts>
        /// In force now, most severe first: expired ones are left out.
        public var active: [WeatherAlert]
        /// Set when the place came from the user's IP address.
        public var locatedByIP: LocatedByIP?

        public init(alerts: Sourced<WeatherAlerts>, active: [WeatherAlert], locatedByIP: LocatedByIP? = nil) {
            self.alerts = alerts
            self.active = active
            self.locatedByIP = locatedByIP
        }
    }

    /// Throws `locationNotSet` before any request when there is no place and no location.
    public func execute(_ location: LocationSetting?, policy: CachePolicy) async throws -> Result {
        if case .place(let name)? = location { _ = try SearchQuery.validated(name) }
        let resolved = try await resolveLocation.execute(location)
        let answer = try await alerts.alerts(for: resolved.place, policy: policy)
        return Result(alerts: answer, active: answer.value.active(at: now()), locatedByIP: resolved.locatedByIP)
    }

    /// The alerts in force at a place whose weather is being shown, or why they could not be had:
    /// the weather is shown either way.
    public func activeAlerts(at place: Place, policy: CachePolicy) async -> Swift.Result<WeatherAlerts, WeatherError> {
        do {
            var answer = try await alerts.alerts(for: place, policy: policy).value
            answer.alerts = answer.active(at: now())
            if let unplaced = answer.unplaced { answer.unplaced?.alerts = unplaced.alerts.active(at: now()) }
            return .success(answer)
        } catch {
            return .failure(WeatherError(error))
        }
    }

    /// `work` (the weather at `place`) and the alerts there, side by side, never one after the other;
    /// the alerts never fail the work.
    public func alongside<Value: Sendable>(at place: Place, policy: CachePolicy,
                                           _ work: @Sendable () async throws -> Value) async throws
        -> (Value, Swift.Result<WeatherAlerts, WeatherError>) {
        async let alertsThere = activeAlerts(at: place, policy: policy)
        let value = try await work()
        return (value, await alertsThere)
    }
}
