import CommandLineKit
import Domain
import Foundation
import Presentation
import WeatherTerminal

enum ConfigCommand: CommandGroup {
    static let signature = CommandSignature(
        name: "config",
        summary: "Show or change settings",
        discussion: """
        Settings live in $WF_HOME/config.json (readable only by you). An environment variable
        overrides the file; a service's *-url setting set in neither comes from gateway-url, when
        that is set, as <gateway>/<service>. 'wf config list' shows where each value comes from.
        The API key is never printed: it shows as 'set' or 'not set'.
        """,
        sections: [HelpSection(title: "KEYS", body: SettingKey.all.map {
            "\($0.name.rightPadded(keyColumn))\($0.summary) (env \($0.environment))"
        }.joined(separator: "\n"))],
        examples: ["wf config set api-key 0123456789abcdef", "wf config set location \"Berlin\"", "wf config set units imperial"]
    )
    /// The longest key and two spaces (26 columns before the longest was open-meteo-air-quality-url).
    static let keyColumn = (SettingKey.all.map(\.name.count).max() ?? 24) + 2

    static let subcommands: [CommandDescriptor] = [.init(List.self), .init(Get.self), .init(SetValue.self), .init(Unset.self), .init(Reset.self)]


    /// A location name is looked up once when it is set: a name that matches nothing is refused
    /// (exit 64); without a connection it is kept with a warning. Nil when the name may be stored.
    static func checkPlace(_ name: String, in context: CommandContext) async -> ExitCode? {
        do {
            _ = try await context.container().resolvePlace().execute(name)
            return nil
        } catch WeatherError.placeNotFound {
            return context.fail(UsageError(message: "location: no place called \(Quoted(name)) was found; check the spelling, add the country (\"Paris, FR\") or use lat,lon",
                                           command: "wf config set"))
        } catch {
            context.console.warning("could not look \(Quoted(name)) up now (\(WeatherErrorMessage(WeatherError(error), remedies: .commandLine).text)); stored as it is")
            return nil
        }
    }

    /// The settings even when config.json is broken, with the problem named on stderr.
    static func settingsForRepair(_ context: CommandContext) -> Settings {
        let (settings, problem) = Settings.loadIgnoringBrokenFile(environment: context.environment)
        if let problem { context.console.warning(problem.description) }
        return settings
    }

    static func shown(_ key: SettingKey, _ value: String) -> String {
        key.isSecret ? "set" : TerminalSafe(value).text
    }

    struct List: Command, DeclaredByProperties {
        static let signature = CommandSignature(
            name: "list",
            summary: "Every setting, its value and where it comes from",
            discussion: "Shows each setting, its value (the API key only as set/not set) and its origin: environment, config file, gateway-url or default."
        )

        func run(in context: CommandContext) async -> ExitCode {
            // A broken config.json must not hide the rest: the environment and defaults still show.
            let settings = ConfigCommand.settingsForRepair(context)
            let width = (SettingKey.all.map(\.name.count).max() ?? 0) + 2
            let lines = SettingKey.all.map { key in
                if let (value, origin) = settings.raw(key) {
                    let origin = switch origin {
                    case .environment: "environment \(key.environment)"
                    case .gateway: "gateway-url"
                    default: "config file"
                    }
                    // A value no command accepts (a hand-edited file, a stray variable) is marked, with why.
                    let invalid = key.problem(value).map { "; NOT VALID: \(TerminalSafe($0).text)" } ?? ""
                    return key.name.rightPadded(width) + ConfigCommand.shown(key, value) + "   (\(origin)\(invalid))"
                }
                return key.name.rightPadded(width) + key.defaultDescription + "   (default)"
            }
            context.console.print(lines.joined(separator: "\n"))
            return .success
        }
    }

    struct Get: Command, DeclaredByProperties {
        static let signature = CommandSignature(
            name: "get",
            summary: "One setting's value",
            discussion: "Prints the value in effect (environment, then config file, then gateway-url for a *-url, then default). The API key prints as set/not set.",
            arguments: declaredArguments,
            examples: ["wf config get units"]
        )
        @Positionals(settingFor: "wf config get") var key: SettingKey

        func run(in context: CommandContext) async -> ExitCode {
            let settings = ConfigCommand.settingsForRepair(context)
            if let (value, _) = settings.raw(key) {
                context.console.print(ConfigCommand.shown(key, value))
            } else {
                context.console.print(key.isSecret ? "not set" : key.defaultDescription)
            }
            return .success
        }
    }

    struct SetValue: Command, DeclaredByProperties {
        static let signature = CommandSignature(
            name: "set",
            summary: "Store a setting in the config file",
            discussion: """
            Validates and stores the value in $WF_HOME/config.json (mode 0600). Bad keys or values change
            nothing. For the API key, '-' reads it from standard input (without echo on a terminal), so it
            stays out of your shell history and the process list.
            """,
            arguments: declaredArguments,
            examples: ["wf config set units imperial", "wf config set api-key -"]
        )
        @Positionals(settingFor: "wf config set") var key: SettingKey
        @Positionals(wrappedValue: "", [.one("value", .oneOfAfter(SettingKey.all.reduce(into: [:]) { $0[$1.name] = $1.values }),
                                             help: "the new value; each key's rule is in 'wf config --help'")],
                     read: { $0.dropFirst().first?.trimmingCharacters(in: .whitespaces) ?? "" })
        var value: String

        /// `wf config set api-key -`: the secret comes from standard input instead.
        var readsFromInput: Bool { key.isSecret && value == "-" }

        func validate() throws(UsageError) {
            if !readsFromInput, let problem = key.problem(value) {
                throw UsageError(message: key.refusal(problem), command: "wf config set")
            }
        }

        func run(in context: CommandContext) async -> ExitCode {
            var value = value
            if readsFromInput {
                value = SecretInput.read(prompt: "\(key.name): ", console: context.console)
                if let problem = key.problem(value) {
                    return context.fail(UsageError(message: key.refusal(problem), command: "wf config set"))
                }
            }
            do {
                let settings = try context.container().settings
                if key == .location, case .place(let name) = try LocationSetting(parsing: value) {
                    if let failure = await ConfigCommand.checkPlace(name, in: context) { return failure }
                }
                try settings.configFile.update { $0[key.name] = value }
                context.console.note("\(key.name) set in \(settings.configFile.url.path)")
                if settings.environment[key.environment].map({ !$0.isEmpty }) == true {
                    context.console.warning("\(key.environment) is set in the environment and overrides this value")
                }
                return .success
            } catch {
                return context.fail(error)
            }
        }
    }

    struct Unset: Command, DeclaredByProperties {
        static let signature = CommandSignature(
            name: "unset",
            summary: "Remove a setting from the config file",
            discussion: "Removes the key from $WF_HOME/config.json; the default (or the environment) applies again.",
            arguments: declaredArguments,
            examples: ["wf config unset location"]
        )
        @Positionals(settingFor: "wf config unset") var key: SettingKey

        func run(in context: CommandContext) async -> ExitCode {
            do {
                let settings = try context.container().settings
                var removed = false
                try settings.configFile.update { removed = $0.removeValue(forKey: key.name) != nil }
                guard removed else {
                    context.console.note("\(key.name) was not set in the config file")
                    return .success
                }
                context.console.note("\(key.name) removed from \(settings.configFile.url.path)")
                return .success
            } catch {
                return context.fail(error)
            }
        }
    }

    struct Reset: Command, DeclaredByProperties {
        static let signature = CommandSignature(
            name: "reset",
            summary: "Move config.json aside and start from the defaults",
            discussion: """
            Moves $WF_HOME/config.json aside (config.json.broken-<time> when it cannot be read,
            config.json.old-<time> otherwise) and says where; the defaults, and the environment,
            apply again. Nothing is deleted; favourites and the cache are untouched.
            """,
            examples: ["wf config reset"]
        )

        func run(in context: CommandContext) async -> ExitCode {
            let (settings, _) = Settings.loadIgnoringBrokenFile(environment: context.environment)
            do {
                guard let aside = try settings.configFile.moveAside() else {
                    context.console.note("there is no \(settings.configFile.url.path); the defaults already apply")
                    return .success
                }
                context.console.note("moved \(settings.configFile.url.path) to \(aside.path); the defaults apply")
                return .success
            } catch {
                return context.fail(error)
            }
        }
    }
}

extension Positionals where Value == SettingKey {
    /// `<key>`: the setting a command names; `command` says what is missing when it names none.
    init(settingFor command: String) {
        self.init(wrappedValue: SettingKey.all[0],
                  [.one("key", .oneOf(SettingKey.all.map(\.name)), help: "a setting; 'wf config --help' lists them")]) { words throws(UsageError) in
            guard let name = words.first, let key = SettingKey.named(name) else {
                throw UsageError(message: "\(command) needs a setting; 'wf config --help' lists them", command: command)
            }
            return key
        }
    }
}
