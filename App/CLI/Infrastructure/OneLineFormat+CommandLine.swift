import CommandLineKit
import Presentation
import WeatherTerminal

/// `--format` and `--oneline` on the command line, and the help's FORMAT section.
extension OneLineFormat {
    /// Nil when neither option was given. An unknown code is a usage error that names it.
    static func from(_ arguments: ParsedArguments, command: String) throws(UsageError) -> OneLineFormat? {
        let text: String
        if let format = arguments.value(.format) {
            guard !arguments.has(.oneline) else {
                throw UsageError(message: "--format and --oneline do not go together", command: command)
            }
            text = format
        } else if arguments.has(.oneline) {
            text = "3"
        } else {
            return nil
        }
        guard !arguments.has(.json) else {
            throw UsageError(message: "--json and --format do not go together", command: command)
        }
        do {
            return OneLineFormat(template: try WeatherTemplate(parsing: text), ascii: arguments.has(.ascii))
        } catch .unknownCode(let code) {
            throw UsageError(message: "unknown format code \(Quoted(code)) (a literal % is written %%)", command: command)
        } catch {
            throw UsageError(message: "--format needs a template, e.g. --format \"%l %c %t\"", command: command)
        }
    }

    static let helpSection = HelpSection(title: "FORMAT", body: """
        --format takes a template of wttr.in's codes, or a preset 1-4; --oneline is --format 3.
          %l place   %c icon   %C condition   %t temperature   %f feels like   %h humidity
          %w wind    %p precipitation   %o chance of precipitation   %P pressure   %u UV index
          %S sunrise   %s sunset   %T when fetched (your time)   %% a percent sign
          %A air-quality index and band (wf here and wf at, fetched beside the weather; ? elsewhere)
        A value the provider lacks prints as ?. On failure nothing is printed on stdout.
        Presets: 1 "%c %t"  2 "%c %t %w"  3 "%l: %c %t"  4 "%l: %c %t %w"
        """)
}
