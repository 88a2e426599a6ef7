/// `wf here` with the official alerts: once the place is known, its weather and its alerts side by side.
extension HereWeatherUseCase {
    /// `alerts` nil: none asked for (`--json`), and none in the answer.
    public func execute(location: LocationSetting?, units: Units, policy: CachePolicy = .preferCache, alerts: AlertsUseCase?)
        async throws -> (weather: PlaceWeather, alerts: Result<WeatherAlerts, WeatherError>?) {
        let resolved = try await resolveLocation.execute(location)
        var (weather, alertsThere) = try await alerts.alongside(at: resolved.place, policy: policy) {
            try await placeWeather.execute(for: resolved.place, units: units, policy: policy)
        }
        weather.locatedByIP = resolved.locatedByIP
        return (weather, alertsThere)
    }
}

extension HereCurrentWeatherUseCase {
    /// A status-bar line: the current weather and, with `%W`, the alerts, side by side.
    public func execute(location: LocationSetting?, units: Units, policy: CachePolicy = .preferCache, alerts: AlertsUseCase?)
        async throws -> (place: Place, current: Sourced<CurrentWeather>, locatedByIP: LocatedByIP?,
                         alerts: Result<WeatherAlerts, WeatherError>?) {
        let resolved = try await resolveLocation.execute(location)
        let (current, alertsThere) = try await alerts.alongside(at: resolved.place, policy: policy) {
            try await weather.currentWeather(at: resolved.place.coordinate, units: units, policy: policy)
        }
        return (resolved.place, current, resolved.locatedByIP, alertsThere)
    }
}

extension Optional where Wrapped == AlertsUseCase {
    /// `work` alone when no alerts are asked for; else `work` and the alerts side by side.
    public func alongside<Value: Sendable>(at place: Place, policy: CachePolicy, _ work: @Sendable () async throws -> Value)
        async throws -> (Value, Result<WeatherAlerts, WeatherError>?) {
        guard let alerts = self else { return (try await work(), nil) }
        let (value, alertsThere) = try await alerts.alongside(at: place, policy: policy, work)
        return (value, alertsThere)
    }
}
