import DataAccess
import Presentation

/// Every setting, its value and where it came from; a value no command accepts is a problem.
extension Doctor {
    func settingFindings() -> [Finding] {
        SettingKey.all.map { key in
            guard let (value, origin) = settings.raw(key) else {
                return .ok("setting", key.name, "\(key.defaultDescription) (default)")
            }
            let from = switch origin {
            case .environment: "environment \(key.environment)"
            case .gateway: "gateway-url"
            default: "config file"
            }
            let shown = ConfigCommand.shown(key, value)
            if let problem = key.problem(value) {
                return .problem("setting", key.name, "\(shown) (\(from)) is not valid: \(TerminalSafe(problem).text)")
            }
            return .ok("setting", key.name, "\(shown) (\(from))")
        }
    }

    /// The provider and its settings as far as they are valid: a bad one takes its default, and is
    /// named among the settings.
    var leniently: ProviderConfiguration {
        var values: [String: String] = [:]
        for key in SettingKey.providerSettings { values[key.name] = try? settings.validated(key) }
        return ProviderConfiguration(
            provider: (try? settings.provider()) ?? ProviderRegistry.defaultProvider(hasKey: settings.apiKey != nil),
            apiKey: settings.apiKey, settings: values,
            ipLocationURL: (try? settings.validated(.ipLocationURL)) ?? nil ?? SettingKey.ipLocationURL.defaultDescription,
            product: "wf/\(WeatherCLI.version)")
    }
}
