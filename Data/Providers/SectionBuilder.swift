import Domain
import Foundation
import Networking

/// A side section of the report as wf builds it: the services it asks (their settings, help and
/// credits follow from them) and its `ReportSection`. Each is declared in its feature's folder
/// (`extension SectionBuilder { static let forecastChange = … }`) and listed once with its view, in
/// the CLI module's `SideSections.all`: the one line a new section adds outside its folders.
public struct SectionBuilder: Sendable {
    /// The services it asks, each used whatever the weather provider.
    public let sources: [SourceDescription]
    let build: @Sendable (SectionSetup) -> (any ReportSection)?

    public init(sources: [SourceDescription], build: @escaping @Sendable (SectionSetup) -> (any ReportSection)?) {
        self.sources = sources
        self.build = build
    }

    /// Its section over `setup`; nil when it cannot be built there (its source needs the store and
    /// network that repositories given by a test do not have).
    public func section(_ setup: SectionSetup) -> (any ReportSection)? { build(setup) }
}

/// What a section is built from: the repositories commands share, and, when wf built them itself,
/// the store, the network and the settings a section's own source is made with.
public struct SectionSetup: Sendable {
    public let repositories: Repositories
    /// Where a place named by the user or a setting is (the air's and the alerts' use cases need it).
    public let resolveLocation: ResolveLocationUseCase
    /// The weather provider's id: a section asking the weather's own server waits for its answer.
    public let weatherProvider: String
    public let now: @Sendable () -> Date

    public init(repositories: Repositories, resolveLocation: ResolveLocationUseCase, weatherProvider: String,
                now: @escaping @Sendable () -> Date) {
        self.repositories = repositories
        self.resolveLocation = resolveLocation
        self.weatherProvider = weatherProvider
        self.now = now
    }

    /// The store, network and settings the repositories were built with; nil for a test's own.
    var sources: SourceSetup? { repositories.sources }
}

/// The store, the network and the settings wf's own repositories were built over, for a section
/// whose source no command shares (it builds its cached repository here).
public struct SourceSetup: Sendable {
    let configuration: ProviderConfiguration
    let store: SQLiteStore
    let network: any NetworkService
    let now: @Sendable () -> Date

    /// `setting`'s value, or its default.
    func value(_ setting: ProviderDescription.Setting, of source: SourceDescription) -> String {
        source.value(setting, in: configuration.settings)
    }
}
