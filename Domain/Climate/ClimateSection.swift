/// Today against 1991–2020: the archive's series of the place, asked for beside the weather (it is
/// another host) and kept for good; the comparison is made from it and the weather's high
/// (`PlaceReport.climate`). A failure is this part's, never the report's.
public struct ClimateSection: ReportSection {
    let climate: any ClimateRepository

    public init(_ climate: any ClimateRepository) {
        self.climate = climate
    }

    public var part: ReportPart { .climate }
    public var timing: ReportSectionTiming { .besideWeather }

    public func fill(for place: Place, weather report: PlaceReport?, plan: ReportPlan) async -> ReportFill {
        let result = await Result.of { try await climate.climate(for: place, policy: plan.policy) }
        return ReportFill { $0.climate = result }
    }

    /// Lists (`fav list`, the app's favourites) show no climate: the archive is asked for the
    /// places shown on their own only.
    public func fills(for places: [Place], plan: ReportPlan) async -> [ReportFill] {
        places.map { _ in .nothing }
    }

    public func unavailable(_ error: WeatherError) -> ReportFill {
        ReportFill { $0.climate = .failure(error) }
    }
}

extension ReportPart {
    public static let climate = ReportPart("climate", sourceName: "the climate archive", field: "climate")
}

extension ReportParts {
    public var climate: Result<Sourced<ClimateSeries>, WeatherError>? {
        get { self[.climate] }
        set { self[.climate] = newValue }
    }
}
