import Domain
import Foundation

/// `wf search`: idle → loading → loaded(the forecast and its parts) | failed(error).
public typealias SearchViewModel = LoadViewModel<SearchLoad>

public enum SearchLoad: LoadFeature {
    public typealias Request = SearchRequest
    public typealias Answer = SearchReport
    public typealias Value = SearchReport

    /// The 3-character rule lives in the use case; checking here too means no loading flash for a short query.
    public static func problem(with request: SearchRequest) -> WeatherError? {
        do {
            _ = try SearchQuery.validated(request.text)
            return nil
        } catch {
            return error
        }
    }
}

public struct SearchRequest: Equatable, Sendable {
    public var text: String
    public var days: Int
    public var units: Units
    public var refresh: Bool
    public var pick: Int?

    public init(_ text: String, days: Int = Forecast.defaultDays, units: Units, refresh: Bool = false, pick: Int? = nil) {
        self.text = text
        self.days = days
        self.units = units
        self.refresh = refresh
        self.pick = pick
    }
}

extension SearchViewModel.Dependencies where Feature == SearchLoad {
    /// The search as a closure of the checked query, so tests swap it in one line.
    public init(search: @escaping @Sendable (_ query: SearchQuery, _ days: Int, _ pick: Int?, Units, CachePolicy) async throws -> SearchReport) {
        self.init(fetch: { request in
            try await search(try SearchQuery.validated(request.text), request.days, request.pick, request.units,
                             request.refresh ? .refresh : .preferCache)
        })
    }

    public init(_ useCase: SearchReportUseCase) {
        self.init(search: { try await useCase.execute($0, days: $1, pick: $2, units: $3, policy: $4) })
    }

    /// The forecast alone, without the report's parts.
    public init(_ useCase: SearchForecastUseCase) {
        self.init(search: { SearchReport(forecast: try await useCase.execute($0, days: $1, pick: $2, units: $3, policy: $4)) })
    }
}
