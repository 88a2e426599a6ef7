/// Rain in the next two hours. From Open-Meteo's forecast API: with Open-Meteo as the weather
/// provider it comes in the weather's own answer, so it is looked for once the weather has come
/// (asked for on its own only when that answer had none), never as a second request to that server at once.
public struct RainSoonSection: ReportSection {
    let useCase: NowcastUseCase
    public let timing: ReportSectionTiming

    public init(_ useCase: NowcastUseCase, sameServerAsWeather: Bool) {
        self.useCase = useCase
        timing = sameServerAsWeather ? .afterWeather : .besideWeather
    }

    public var part: ReportPart { .rainSoon }

    public func fill(for place: Place, weather report: PlaceReport?, plan: ReportPlan) async -> ReportFill {
        let result = await Result.of { try await useCase.execute(for: place, policy: plan.policy) }
        return ReportFill { $0.nowcast = result }
    }

    public func unavailable(_ error: WeatherError) -> ReportFill {
        ReportFill { $0.nowcast = .failure(error) }
    }
}

extension ReportPart {
    public static let rainSoon = ReportPart("rain-soon", sourceName: "the rain-soon source", field: "nowcast")
}

extension ReportParts {
    public var nowcast: Result<Sourced<Nowcast>, WeatherError>? {
        get { self[.rainSoon] }
        set { self[.rainSoon] = newValue }
    }
}

extension PlaceReport {
    public var nowcast: Result<Sourced<Nowcast>, WeatherError>? {
        get { parts.nowcast }
        set { parts.nowcast = newValue }
    }

    /// The nowcast, when it was asked for and came.
    public var nowcastNow: Nowcast? {
        guard case .success(let nowcast)? = nowcast else { return nil }
        return nowcast.value
    }
}
