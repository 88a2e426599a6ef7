/// The air-quality line of a report: the air now, on the scale chosen, else the place's own
/// (`AirQualityScale.default(for:timeZone:)`, the same in every view).
public struct AirQualitySection: ReportSection {
    let useCase: AirQualityUseCase

    public init(_ useCase: AirQualityUseCase) {
        self.useCase = useCase
    }

    public var part: ReportPart { .airQuality }
    public var timing: ReportSectionTiming { .besideWeather }

    public func fill(for place: Place, weather report: PlaceReport?, plan: ReportPlan) async -> ReportFill {
        let result = await Result.of { try await useCase.execute(for: place, hours: 1, scale: plan.airQualityScale, policy: plan.policy) }
        return ReportFill { $0.airQuality = result }
    }

    /// The air at every place in one request.
    public func fills(for places: [Place], plan: ReportPlan) async -> [ReportFill] {
        await useCase.execute(for: places, scale: plan.airQualityScale, policy: plan.policy).map { result in
            ReportFill { $0.airQuality = result }
        }
    }

    public func unavailable(_ error: WeatherError) -> ReportFill {
        ReportFill { $0.airQuality = .failure(error) }
    }
}

extension ReportPart {
    public static let airQuality = ReportPart("air-quality", sourceName: "the air-quality source", field: "air_quality", shownIn: ReportView.all)
}

extension ReportParts {
    public var airQuality: Result<AirQualityUseCase.Result, WeatherError>? {
        get { self[.airQuality] }
        set { self[.airQuality] = newValue }
    }
}

extension PlaceReport {
    public var airQuality: Result<AirQualityUseCase.Result, WeatherError>? {
        get { parts.airQuality }
        set { parts.airQuality = newValue }
    }

    /// The air quality now, when it was asked for and came.
    public var airQualityNow: AirQualityUseCase.Result? {
        guard case .success(let air)? = airQuality else { return nil }
        return air
    }
}
