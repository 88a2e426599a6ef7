import Domain
import Foundation
import Networking

/// What wf knows about a service it asks for something other than the weather (air quality;
/// alerts to come), declared in the service's own folder: its name, the settings it reads and the
/// credit it asks for. Its settings are settings like the providers' (`ProviderRegistry.settings(with:)`):
/// `wf config`, the environment, the help and the man page follow from the declaration.
public struct SourceDescription: Sendable, Hashable, CustomStringConvertible {
    /// "open-meteo-air-quality": for cache keys.
    public let id: String
    /// How results and messages name it: "Open-Meteo Air Quality".
    public let displayName: String
    public let settings: [ProviderDescription.Setting]
    public let attribution: ProviderDescription.Attribution

    public var description: String { id }

    /// What the source is built from: a setting that is missing takes its default.
    func value(_ setting: ProviderDescription.Setting, in settings: [String: String]) -> String {
        settings[setting.name] ?? setting.defaultValue
    }
}
