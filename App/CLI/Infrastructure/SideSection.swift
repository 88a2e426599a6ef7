import DataAccess
import WeatherTerminal

/// A side section of a place's report as wf wires it: how it is built, fetched and cached (Data's
/// `SectionBuilder`) and, when its part closes a report, how every view shows it (`ReportPartView`).
/// Both halves are declared in the feature's folders; this module alone knows both layers, so the
/// sections are listed here, once.
public struct SideSection: Sendable {
    public let builder: SectionBuilder
    /// Its line, sentences and JSON field at the end of a report; nil for a part shown in its own
    /// place (the air and rain soon among the facts, the alerts as the banner, the sky, the likely
    /// ranges in the days).
    public let closing: ReportPartView?

    init(_ builder: SectionBuilder, closing: ReportPartView? = nil) {
        self.builder = builder
        self.closing = closing
    }
}

extension SideSection {
    /// Every side section, in the order their parts are filled and, for those that close a report,
    /// shown: the one line a new section adds outside its folders (docs/architecture.md).
    public static let all: [SideSection] = [.init(.airQuality), .init(.rainSoon), .init(.alerts), .init(.sky), .init(.confidence),
                                            .init(.climate, closing: .climate), .init(.forecastChange, closing: .forecastChange)]

    /// The parts that close a report, in order: what every view gives `TerminalStyle.closingParts`.
    public static var closingParts: [ReportPartView] { all.compactMap(\.closing) }

    /// The services wf asks for something other than the weather, each used whatever the provider.
    public static var sources: [SourceDescription] { all.flatMap(\.builder.sources) }

    /// Every provider's settings, then every source's, each once.
    public static var settings: [ProviderDescription.Setting] { ProviderRegistry.settings(with: sources) }
}
