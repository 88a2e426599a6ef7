import CommandLineKit
import Presentation
import WeatherTerminal

/// `--format` and `--oneline` on the command line, and the help's FORMAT section.
extension OneLineFormat {
    /// Nil when neither option was given. A `%` that starts no code is printed as written, as wttr.in does.
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
        } catch {
            throw UsageError(message: "--format needs a template, e.g. --format \"%l %c %t\"", command: command)
        }
    }

    static let helpSection = HelpSection(title: "FORMAT", body: """
        --format takes a template of wttr.in's codes, or a preset 1-4; --oneline is --format 3.
          %l place   %c icon   %C condition   %x condition as wttr.in's plain symbol
          %t temperature   %f feels like   %h humidity   %w wind   %P pressure   %u UV index
          %p precipitation (the provider's last hour)   %o chance of precipitation
          %m moon phase   %M moon day (age in days)   %D dawn   %S sunrise   %z solar noon
          %s sunset   %d dusk   %T time at the place   %Z its time zone   %% a percent sign
          %A air-quality index and band   %R rain in the next 2 hours ("rain 14:15"; empty if none)
          %W the most severe official alert in force (empty when none; US and Norway)
          %N the high today against the 1991-2020 normal, signed ("+3.3°")
          %F tonight's lowest when it is frost ("-2°C"; empty when not)
          %G the strongest gust in the next 12 hours ("75km/h")
          (%A, %R and %N: wf here and wf at, fetched beside the weather; ? when unavailable)
        A % before any other character is printed as written. A value the provider lacks prints
        as ?. Sun, moon, %T and %Z are computed on this machine: a template of only those (and %l)
        at a lat,lon makes no request. On failure nothing is printed on stdout.
        Presets: 1 "%c %t"  2 "%c %t %w"  3 "%l: %c %t"  4 "%l: %c %t %w"
        """)
}
