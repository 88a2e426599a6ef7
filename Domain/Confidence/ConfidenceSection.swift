/// How sure the forecast is: the ensemble of the place (`Confidence`), asked beside the weather (it
/// is another host) and kept an hour. It is asked for the longest span the ensemble gives, so one
/// copy serves every view. A failure is this part's, never the report's.
public struct ConfidenceSection: ReportSection {
    let ensembles: any EnsembleRepository
    /// The most days an ensemble answer spans (ECMWF's: 15).
    let longestDays: Int

    public init(_ ensembles: any EnsembleRepository, longestDays: Int) {
        self.ensembles = ensembles
        self.longestDays = longestDays
    }

    public var part: ReportPart { .confidence }
    public var timing: ReportSectionTiming { .besideWeather }

    public func fill(for place: Place, weather report: PlaceReport?, plan: ReportPlan) async -> ReportFill {
        let result = await Result.of { () -> Sourced<Confidence> in
            let answer = try await ensembles.ensemble(at: place.coordinate, days: min(max(plan.days, 1), longestDays),
                                                      units: plan.units, policy: plan.policy)
            return Sourced(Confidence(answer.value.plausible(plan.units)), source: answer.source)
        }
        return ReportFill { $0.confidence = result }
    }

    /// Lists show no likely ranges: the ensemble is asked for the places shown on their own only.
    public func fills(for places: [Place], plan: ReportPlan) async -> [ReportFill] {
        // One place (`wf search`'s) is not a list.
        guard places.count == 1, let place = places.first else { return places.map { _ in .nothing } }
        return [await fill(for: place, weather: nil, plan: plan)]
    }

    public func unavailable(_ error: WeatherError) -> ReportFill {
        ReportFill { $0.confidence = .failure(error) }
    }
}

extension ReportPart {
    public static let confidence = ReportPart("confidence", sourceName: "the ensemble", field: "confidence", shownIn: [.jsonWithDays, .search])
}

extension ReportParts {
    public var confidence: Result<Sourced<Confidence>, WeatherError>? {
        get { self[.confidence] }
        set { self[.confidence] = newValue }
    }
}
