import Foundation

/// Tomorrow's high against yesterday's forecast of it: the Previous Runs API's answer for the place,
/// asked beside the weather (it is another host) and kept an hour. A failure is this part's.
public struct ForecastChangeSection: ReportSection {
    let runs: any PreviousRunsRepository
    let now: @Sendable () -> Date

    public init(_ runs: any PreviousRunsRepository, now: @escaping @Sendable () -> Date) {
        self.runs = runs
        self.now = now
    }

    public var part: ReportPart { .forecastChange }
    public var timing: ReportSectionTiming { .besideWeather }

    public func fill(for place: Place, weather report: PlaceReport?, plan: ReportPlan) async -> ReportFill {
        let now = now()
        let result = await Result.of { () -> Sourced<ForecastChange> in
            let answer = try await runs.previousRuns(at: place.coordinate, units: plan.units, policy: plan.policy)
            guard let change = ForecastChange(answer.value, now: now) else {
                throw WeatherError.providerUnavailable(provider: "the previous runs", reason: "sent no hours of tomorrow", outage: .noAnswer)
            }
            return Sourced(change, source: answer.source)
        }
        return ReportFill { $0.forecastChange = result }
    }

    /// Lists show no forecast change: it is asked for the places shown on their own only.
    public func fills(for places: [Place], plan: ReportPlan) async -> [ReportFill] {
        // One place (`wf search`'s) is not a list.
        guard places.count == 1, let place = places.first else { return places.map { _ in .nothing } }
        return [await fill(for: place, weather: nil, plan: plan)]
    }

    public func unavailable(_ error: WeatherError) -> ReportFill {
        ReportFill { $0.forecastChange = .failure(error) }
    }
}

extension ReportPart {
    public static let forecastChange = ReportPart("forecast-change", sourceName: "the previous runs", field: "forecast_change",
                                                 shownIn: ReportView.place.union([.search]))
}

extension ReportParts {
    public var forecastChange: Result<Sourced<ForecastChange>, WeatherError>? {
        get { self[.forecastChange] }
        set { self[.forecastChange] = newValue }
    }
}
