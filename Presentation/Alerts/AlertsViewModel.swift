import Domain
import Foundation

/// `wf alerts`: idle → loading → loaded(the alerts in force) | failed(error).
public typealias AlertsViewModel = LoadViewModel<AlertsLoad>

public enum AlertsLoad: LoadFeature {
    public typealias Request = AlertsRequest
    public typealias Answer = AlertsUseCase.Result
    public typealias Value = AlertsUseCase.Result
}

public struct AlertsRequest: Equatable, Sendable {
    public var location: LocationSetting?
    public var refresh: Bool

    public init(location: LocationSetting?, refresh: Bool = false) {
        self.location = location
        self.refresh = refresh
    }
}

extension AlertsViewModel.Dependencies where Feature == AlertsLoad {
    public init(_ useCase: AlertsUseCase) {
        self.init(fetch: { try await useCase.execute($0.location, policy: $0.refresh ? .refresh : .preferCache) })
    }
}
