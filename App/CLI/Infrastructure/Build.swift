import BuildInfo

/// What this wf is: its version, the commit it was built from and the Swift that compiled it, as
/// `wf --version`, `wf doctor` and a bug report say it.
enum Build {
    /// The commit of the checkout it was built from; "+" after it when the work tree had changes.
    static var commit: String { String(cString: wf_build_commit()) }

    /// The compiler's language version, major and minor: "6.3".
    static let swiftVersion: String = {
        #if compiler(>=6.5)
        return "6.5 or later"
        #elseif compiler(>=6.4)
        return "6.4"
        #elseif compiler(>=6.3)
        return "6.3"
        #elseif compiler(>=6.2)
        return "6.2"
        #elseif compiler(>=6.1)
        return "6.1"
        #else
        return "6.0"
        #endif
    }()

    /// "wf 1.1.0 (commit 3f2a9c1d0b7e, Swift 6.3)".
    static var versionLine: String { "wf \(WeatherCLI.version) (commit \(commit), Swift \(swiftVersion))" }
}
