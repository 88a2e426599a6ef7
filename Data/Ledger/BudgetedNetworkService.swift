import Domain
import Foundation
import Networking

/// The one budget every request passes through before it is sent: a side part's request
/// (`Endpoint.withinBudget`: the air, the archive, the ensemble, a rain grid) is sent only while
/// today's Open-Meteo calls with its own weight stay within `daily-budget`; past that it is not
/// sent (`NetworkError.overBudget`), and its part says it was skipped. The weather's own requests
/// (forecast, geocoding, alerts) are always sent.
public struct BudgetedNetworkService: NetworkService {
    let base: any NetworkService
    let ledger: RequestLedger
    let budget: DailyBudget

    public init(base: any NetworkService, ledger: RequestLedger, budget: DailyBudget) {
        self.base = base
        self.ledger = ledger
        self.budget = budget
    }

    public func response(for endpoint: Endpoint) async throws(NetworkError) -> NetworkResponse {
        if endpoint.withinBudget, let spent = try? ledger.today().openMeteoWeightedCalls {
            let weight = RequestUsage.isOpenMeteo(endpoint.source) ? OpenMeteoWeight.calls(for: endpoint) : 0
            if spent + weight > Double(budget.calls) { throw .overBudget(percent: budget.percentSpent(spent)) }
        }
        return try await base.response(for: endpoint)
    }
}
