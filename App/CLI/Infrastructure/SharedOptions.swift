import CommandLineKit
import Domain
import Presentation

/// Options that several commands take, declared once so that they read, parse and complete alike.
extension Option {
    static let units = Option.value("--units", "units", .oneOf(Units.allCases.map(\.rawValue)),
                                    help: "metric (°C, km/h, mm, hPa) or imperial (°F, mph, in, inHg); default from 'wf config get units'")
    static let json = Option.flag("--json", help: "print one JSON document (see the README)")
    static let ascii = Option.flag("--ascii", help: "plain ASCII instead of Unicode symbols")
    static let accessible = Option.flag("--accessible", help: "plain sentences for a screen reader (also WF_ACCESSIBLE=1)")
    static let more = Option.flag("--more", help: "with --accessible, every fact, one a line (default: a summary of at most 75 words)")
    static let lang = Option.value("--lang", "code", .suggested(Language.shipped.map(\.code)),
                                   help: "language of the result: " + Language.shipped.map(\.code).joined(separator: ", ")
                                       + "; default from 'wf config get language', else the locale (LANG)")
    static let format = Option.value("--format", "template", help: "one line from %-codes, or a preset 1-4 (see FORMAT)")
    static let oneline = Option.flag("--oneline", help: "one line: the same as --format 3")
    static let refresh = Option.flag("--refresh", help: "fetch now even if a fresh copy is cached")
}

extension ValueType {
    /// A favourite's name or its number in `wf fav list`; completes from the database.
    static let favourite = ValueType.listed(ListedValues(name: "favourites", arguments: "fav list --names"))
}
