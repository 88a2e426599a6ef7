@testable import CLI
import DataAccess
import Domain
import Foundation
import Networking
import Testing
@testable import WeatherTerminal

@Suite("The side sections, listed once with their views")
struct SideSectionTests {
    @Test("Each closing view shows the part its own section fills, in the list's order; every view of a command is given them")
    @MainActor
    func closingViewsMatchTheirSections() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wf-sections-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try SQLiteStore(path: folder.appendingPathComponent("wf.sqlite").path) { _ in }
        let repositories = Repositories(configuration: ProviderConfiguration(provider: .openMeteo, apiKey: nil, settings: [:]), store: store,
                                        network: URLSessionNetworkService(configuration: .init(retry: .none)))
        let setup = SectionSetup(repositories: repositories, resolveLocation: ResolveLocationUseCase(resolvePlace: ResolvePlaceUseCase(places: repositories.places), ipLocation: nil),
                                 weatherProvider: "open-meteo", now: Date.init)
        for section in SideSection.all {
            guard let closing = section.closing else { continue }
            let built = try #require(section.builder.section(setup))
            #expect(built.part == closing.part)
        }
        #expect(SideSection.closingParts.map(\.part) == [.climate, .forecastChange])
        #expect(Set(SideSection.all.compactMap { $0.builder.section(setup)?.part }).count == SideSection.all.count)

        let captured = CapturedConsole()
        let context = CommandContext(environment: [:], console: captured.console, style: .plain)
        #expect(context.style.closingParts.map(\.part) == SideSection.closingParts.map(\.part))
    }
}
