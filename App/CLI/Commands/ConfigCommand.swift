import Foundation
import Presentation

enum ConfigCommand: CommandGroup {
    static let name = "config"
    static let summary = "Show or change settings"
    static var help: String {
        let keys = SettingKey.all.map { "  \($0.name.rightPadded(26))\($0.summary) (env \($0.environment))" }.joined(separator: "\n")
        return """
        USAGE: wf config list | get <key> | set <key> <value> | unset <key>

        Settings live in $WF_HOME/config.json (readable only by you). An environment variable
        overrides the file; 'wf config list' shows where each value comes from.
        The API key is never printed: it shows as 'set' or 'not set'.

        KEYS:
        \(keys)

        EXAMPLES:
          wf config set api-key 0123456789abcdef
          wf config set location "Berlin"
          wf config set units imperial
        """
    }
    static let subcommands: [CommandDescriptor] = [.init(List.self), .init(Get.self), .init(Set.self), .init(Unset.self)]

    static func key(_ name: String, command: String) throws(UsageError) -> SettingKey {
        guard let key = SettingKey.named(name) else {
            let hint = Suggestion.closest(to: name, in: SettingKey.all.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError(message: "unknown setting \(Quoted(name))\(hint); 'wf config --help' lists them", command: command)
        }
        return key
    }

    static func shown(_ key: SettingKey, _ value: String) -> String {
        key.isSecret ? "set" : TerminalSafe(value).text
    }

    struct List: Command {
        static let name = "list"
        static let summary = "Every setting, its value and where it comes from"
        static let help = "USAGE: wf config list\n\nShows each setting, its value (the API key only as set/not set) and its origin: environment, config file or default."
        static let spec = ArgumentSpec()

        init(_ arguments: ParsedArguments) throws(UsageError) {
            guard arguments.positionals.isEmpty else { throw UsageError(message: "wf config list takes no arguments", command: "wf config list") }
        }

        func run(in context: CommandContext) async -> ExitCode {
            do {
                let settings = try context.container().settings
                let width = (SettingKey.all.map(\.name.count).max() ?? 0) + 2
                let lines = SettingKey.all.map { key in
                    if let (value, origin) = settings.raw(key) {
                        let origin = origin == .environment ? "environment \(key.environment)" : "config file"
                        return key.name.rightPadded(width) + ConfigCommand.shown(key, value) + "   (\(origin))"
                    }
                    return key.name.rightPadded(width) + key.defaultDescription + "   (default)"
                }
                context.console.print(lines.joined(separator: "\n"))
                return .success
            } catch {
                return context.fail(error)
            }
        }
    }

    struct Get: Command {
        static let name = "get"
        static let summary = "One setting's value"
        static let help = "USAGE: wf config get <key>\n\nPrints the value in effect (environment, then config file, then default). The API key prints as set/not set."
        static let spec = ArgumentSpec()
        let key: SettingKey

        init(_ arguments: ParsedArguments) throws(UsageError) {
            guard arguments.positionals.count == 1 else { throw UsageError(message: "wf config get needs one key", command: "wf config get") }
            key = try ConfigCommand.key(arguments.positionals[0], command: "wf config get")
        }

        func run(in context: CommandContext) async -> ExitCode {
            do {
                let settings = try context.container().settings
                if let (value, _) = settings.raw(key) {
                    context.console.print(ConfigCommand.shown(key, value))
                } else {
                    context.console.print(key.isSecret ? "not set" : key.defaultDescription)
                }
                return .success
            } catch {
                return context.fail(error)
            }
        }
    }

    struct Set: Command {
        static let name = "set"
        static let summary = "Store a setting in the config file"
        static let help = "USAGE: wf config set <key> <value>\n\nValidates and stores the value in $WF_HOME/config.json (mode 0600). Bad keys or values change nothing."
        static let spec = ArgumentSpec()
        let key: SettingKey
        let value: String

        init(_ arguments: ParsedArguments) throws(UsageError) {
            guard arguments.positionals.count == 2 else {
                throw UsageError(message: "wf config set needs a key and a value, e.g. wf config set units imperial", command: "wf config set")
            }
            key = try ConfigCommand.key(arguments.positionals[0], command: "wf config set")
            value = arguments.positionals[1].trimmingCharacters(in: .whitespaces)
            if let problem = key.problem(value) {
                throw UsageError(message: "\(key.name): \(problem)", command: "wf config set")
            }
        }

        func run(in context: CommandContext) async -> ExitCode {
            do {
                let settings = try context.container().settings
                var values = settings.file
                values[key.name] = value
                try settings.configFile.save(values)
                context.console.note("\(key.name) set in \(settings.configFile.url.path)")
                if settings.environment[key.environment].map({ !$0.isEmpty }) == true {
                    context.console.warning("\(key.environment) is set in the environment and overrides this value")
                }
                return .success
            } catch let failure as ConfigFile.Failure {
                return context.fail(CommandFailure(message: failure.description, exitCode: .configuration))
            } catch {
                return context.fail(error)
            }
        }
    }

    struct Unset: Command {
        static let name = "unset"
        static let summary = "Remove a setting from the config file"
        static let help = "USAGE: wf config unset <key>\n\nRemoves the key from $WF_HOME/config.json; the default (or the environment) applies again."
        static let spec = ArgumentSpec()
        let key: SettingKey

        init(_ arguments: ParsedArguments) throws(UsageError) {
            guard arguments.positionals.count == 1 else { throw UsageError(message: "wf config unset needs one key", command: "wf config unset") }
            key = try ConfigCommand.key(arguments.positionals[0], command: "wf config unset")
        }

        func run(in context: CommandContext) async -> ExitCode {
            do {
                let settings = try context.container().settings
                var values = settings.file
                guard values.removeValue(forKey: key.name) != nil else {
                    context.console.note("\(key.name) was not set in the config file")
                    return .success
                }
                try settings.configFile.save(values)
                context.console.note("\(key.name) removed from \(settings.configFile.url.path)")
                return .success
            } catch let failure as ConfigFile.Failure {
                return context.fail(CommandFailure(message: failure.description, exitCode: .configuration))
            } catch {
                return context.fail(error)
            }
        }
    }
}
