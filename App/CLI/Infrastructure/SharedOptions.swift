import Domain

/// Options that several commands take, declared once so that they read, parse and complete alike.
extension Option {
    static let units = Option.value("--units", "units", .oneOf(Units.allCases.map(\.rawValue)),
                                    help: "metric (°C, m/s) or imperial (°F, mph); default from 'wf config get units'")
    static let json = Option.flag("--json", help: "print one JSON document (see the README)")
    static let ascii = Option.flag("--ascii", help: "plain ASCII instead of Unicode symbols")
}
