import Foundation
import Presentation

enum ConfigCommand: CommandGroup {
    static let signature = CommandSignature(
        name: "config",
        summary: "Show or change settings",
        discussion: """
        Settings live in $WF_HOME/config.json (readable only by you). An environment variable
        overrides the file; 'wf config list' shows where each value comes from.
        The API key is never printed: it shows as 'set' or 'not set'.
        """,
        sections: [HelpSection(title: "KEYS", body: SettingKey.all.map {
            "\($0.name.rightPadded(26))\($0.summary) (env \($0.environment))"
        }.joined(separator: "\n"))],
        examples: ["wf config set api-key 0123456789abcdef", "wf config set location \"Berlin\"", "wf config set units imperial"]
    )
    static let subcommands: [CommandDescriptor] = [.init(List.self), .init(Get.self), .init(SetValue.self), .init(Unset.self)]

    static let key = Argument.one("key", .oneOf(SettingKey.all.map(\.name)), help: "a setting; 'wf config --help' lists them")

    /// The key a validated command line names.
    static func key(_ arguments: ParsedArguments, command: String) throws(UsageError) -> SettingKey {
        guard let name = arguments.positionals.first, let key = SettingKey.named(name) else {
            throw UsageError(message: "\(command) needs a setting; 'wf config --help' lists them", command: command)
        }
        return key
    }

    static func shown(_ key: SettingKey, _ value: String) -> String {
        key.isSecret ? "set" : TerminalSafe(value).text
    }

    struct List: Command {
        static let signature = CommandSignature(
            name: "list",
            summary: "Every setting, its value and where it comes from",
            discussion: "Shows each setting, its value (the API key only as set/not set) and its origin: environment, config file or default."
        )

        init(_ arguments: ParsedArguments) throws(UsageError) {}

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
        static let signature = CommandSignature(
            name: "get",
            summary: "One setting's value",
            discussion: "Prints the value in effect (environment, then config file, then default). The API key prints as set/not set.",
            arguments: [ConfigCommand.key],
            examples: ["wf config get units"]
        )
        let key: SettingKey

        init(_ arguments: ParsedArguments) throws(UsageError) {
            key = try ConfigCommand.key(arguments, command: "wf config get")
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

    struct SetValue: Command {
        static let signature = CommandSignature(
            name: "set",
            summary: "Store a setting in the config file",
            discussion: "Validates and stores the value in $WF_HOME/config.json (mode 0600). Bad keys or values change nothing.",
            arguments: [ConfigCommand.key, .one("value", .oneOfAfter(SettingKey.all.reduce(into: [:]) { $0[$1.name] = $1.values }),
                                                help: "the new value; each key's rule is in 'wf config --help'")],
            examples: ["wf config set units imperial"]
        )
        let key: SettingKey
        let value: String

        init(_ arguments: ParsedArguments) throws(UsageError) {
            key = try ConfigCommand.key(arguments, command: "wf config set")
            value = arguments.positionals.dropFirst().first?.trimmingCharacters(in: .whitespaces) ?? ""
        }

        func validate() throws(UsageError) {
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
        static let signature = CommandSignature(
            name: "unset",
            summary: "Remove a setting from the config file",
            discussion: "Removes the key from $WF_HOME/config.json; the default (or the environment) applies again.",
            arguments: [ConfigCommand.key],
            examples: ["wf config unset location"]
        )
        let key: SettingKey

        init(_ arguments: ParsedArguments) throws(UsageError) {
            key = try ConfigCommand.key(arguments, command: "wf config unset")
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
