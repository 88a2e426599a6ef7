/// One report of a place for every view (`here`, `at`, `fav show`, the app's place screen, the map
/// panels): the weather, and beside it each side part the plan asks for, each with its own result.
/// Parts that ask other hosts run at the same time as the weather; those that need the weather, or
/// ask its own server, once it has come. Only the weather can fail the report.
public struct PlaceReportUseCase: Sendable {
    let weather: any CurrentWeatherRepository
    let forecasts: any ForecastRepository
    public let sections: [any ReportSection]

    public init(weather: any CurrentWeatherRepository, forecasts: any ForecastRepository, sections: [any ReportSection]) {
        self.weather = weather
        self.forecasts = forecasts
        self.sections = sections
    }

    public func execute(for place: Place, units: Units, plan asked: ReportPlan) async throws -> PlaceReport {
        let plan = asked.with(units)
        let asked = sections.filter { plan.asks(for: $0.part) }
        let beside = asked.filter { $0.timing == .besideWeather }
        let deadline = plan.sideDeadline.map { ContinuousClock.now + $0 }
        async let besideFills = Self.fills(beside, for: place, weather: nil, plan: plan, until: deadline)
        async let current = weather.currentWeather(at: place.coordinate, units: units, policy: plan.policy)
        async let forecast = plan.includesForecast
            ? forecasts.forecast(for: place, days: Forecast.defaultDays, units: units, policy: plan.policy) : nil
        // When the weather fails, the side parts still running are cancelled (and their requests with them).
        var report = PlaceReport(place: place, current: try await current, forecast: try await forecast)
        for fill in await besideFills { fill.apply(&report.parts) }
        let after = asked.filter { $0.timing == .afterWeather }
        for fill in await Self.fills(after, for: place, weather: report, plan: plan, until: deadline) { fill.apply(&report.parts) }
        return report
    }

    /// Many places at once, for a list (`wf fav list`, the app's favourites tab): the weather of all
    /// in one request and, beside it, each part the plan asks for as its section asks for many
    /// places. Parts that need the weather are not asked for here. A place whose weather failed is
    /// that row's failure, and keeps its parts.
    public func execute(for places: [Place], units: Units, plan: ReportPlan) async -> [PlaceReportRow] {
        guard !places.isEmpty else { return [] }
        let plan = plan.with(units)
        async let parts = parts(for: places, plan: plan)
        let weather = await weather.currentWeather(at: places.map(\.coordinate), units: units, policy: plan.policy)
        return zip(places, zip(weather, await parts)).map { PlaceReportRow(place: $0, weather: $1.0, parts: $1.1) }
    }

    /// The parts the plan asks for at many places, without their weather; those that need it are left out.
    public func parts(for places: [Place], plan: ReportPlan) async -> [ReportParts] {
        let beside = sections.filter { plan.asks(for: $0.part) && $0.timing == .besideWeather }
        let deadline = plan.sideDeadline.map { ContinuousClock.now + $0 }
        let fills = await withTaskGroup(of: [ReportFill].self) { group in
            for section in beside {
                group.addTask {
                    await Self.bounded(section, until: deadline, { await section.fills(for: places, plan: plan) },
                                       otherwise: { [ReportFill](repeating: section.unavailable($0), count: places.count) })
                }
            }
            return await group.reduce(into: [[ReportFill]]()) { $0.append($1) }
        }
        return places.indices.map { index in
            var parts = ReportParts()
            for section in fills { section[index].apply(&parts) }
            return parts
        }
    }

    private static func fills(_ sections: [any ReportSection], for place: Place, weather: PlaceReport?,
                              plan: ReportPlan, until deadline: ContinuousClock.Instant?) async -> [ReportFill] {
        await withTaskGroup(of: ReportFill.self) { group in
            for section in sections {
                group.addTask {
                    await bounded(section, until: deadline, { await section.fill(for: place, weather: weather, plan: plan) },
                                  otherwise: section.unavailable)
                }
            }
            var all: [ReportFill] = []
            for await fill in group { all.append(fill) }
            return all
        }
    }

    /// `work`, or the part as unavailable when `deadline` comes first; the work is then cancelled,
    /// and its request with it.
    private static func bounded<Fill: Sendable>(_ section: any ReportSection, until deadline: ContinuousClock.Instant?,
                                                _ work: @escaping @Sendable () async -> Fill,
                                                otherwise unavailable: (WeatherError) -> Fill) async -> Fill {
        guard let deadline else { return await work() }
        let lateness = WeatherError.providerUnavailable(provider: section.part.sourceName, reason: "no answer in time beside the weather",
                                                        outage: .noAnswer)
        // A part whose time is up before it starts is not started: its request could not end in time.
        guard ContinuousClock.now < deadline else { return unavailable(lateness) }
        return await withTaskGroup(of: Fill?.self) { group in
            group.addTask { await work() }
            group.addTask {
                try? await Task.sleep(until: deadline)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first ?? unavailable(lateness)
        }
    }
}
