// swift-tools-version: 6.1
import Foundation
import PackageDescription

// Layers depend inward only: App → Presentation → Domain ← DataAccess → Networking.
// `Data/` and `Network/` are folder names; the modules are DataAccess and Networking so they
// shadow neither Foundation.Data nor Apple's Network framework.
let package = Package(
    name: "wf",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "wf", targets: ["wf"]),
    ],
    targets: [
        .target(name: "Domain", path: "Domain"),
        .target(name: "Networking", path: "Network"),
        .systemLibrary(
            name: "CSQLite",
            path: "Data/CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .target(
            name: "DataAccess",
            dependencies: ["Domain", "Networking", "CSQLite"],
            path: "Data",
            exclude: ["CSQLite"]
        ),
        // One phrase table per language, in the binary: wf installs as one file (see README, Languages).
        .target(
            name: "Presentation",
            dependencies: ["Domain"],
            path: "Presentation",
            resources: phraseTables.map { .embedInCode("Language/Phrases/\($0)") } + [.embedInCode("Language/countries.json")]
        ),
        // A command-line kit that knows nothing of weather: declarations, parsing, help, man page, completions.
        .target(name: "CommandLineKit", path: "App/CommandLineKit"),
        // Weather as a terminal shows it: renderers, tables, the hourly chart, the world map, JSON documents.
        .target(
            name: "WeatherTerminal",
            dependencies: ["Domain", "Presentation"],
            path: "App/WeatherTerminal",
            // In the binary, not in a bundle beside it: an installed wf is one file (scripts/install),
            // and SwiftPM's Bundle.module traps when the bundle is not where the build left it.
            resources: [.embedInCode("Resources/landmask-1440x720.pbm")]
        ),
        // The commands, settings, terminal I/O and AppDIContainer, the only place that knows concrete types.
        .target(
            name: "CLI",
            dependencies: ["CommandLineKit", "WeatherTerminal", "Domain", "Networking", "DataAccess", "Presentation", "BuildInfo"],
            path: "App/CLI"
        ),
        // The commit wf is built from, for `wf --version` and `wf doctor`: a define set only here,
        // so a new commit recompiles one C file, not the Swift modules.
        .target(name: "BuildInfo", path: "App/BuildInfo", cSettings: [.define("WF_BUILD_COMMIT", to: buildCommit)]),
        // Loads libcurl on the first request instead of at start-up (see App/LazyCurl/LazyCurl.c).
        .target(name: "LazyCurl", path: "App/LazyCurl", exclude: ["exported.list"]),
        // ICU's data without what wf never uses, in release builds (see App/ICUData/icu-data.S).
        .target(name: "ICUData", path: "App/ICUData", publicHeadersPath: "."),
        .executableTarget(
            name: "wf", dependencies: ["CLI", "LazyCurl", "ICUData"], path: "App/Main",
            // A debug build links FoundationNetworking as a shared library, which finds LazyCurl's
            // curl functions only if the executable exports them: tests then run the same curl
            // path as the statically linked release build.
            linkerSettings: [.unsafeFlags(["-Xlinker", "--dynamic-list=\(Context.packageDirectory)/App/LazyCurl/exported.list"])]
        ),

        .target(name: "TestSupport", dependencies: ["Domain", "DataAccess", "CLI"], path: "Tests/TestSupport", exclude: ["Fixtures"]),
        .testTarget(name: "DomainTests", dependencies: ["Domain", "TestSupport"]),
        .testTarget(name: "NetworkingTests", dependencies: ["Networking", "TestSupport"]),
        .testTarget(name: "DataAccessTests", dependencies: ["DataAccess", "Domain", "Networking", "CSQLite", "TestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "PresentationTests", dependencies: ["Presentation", "Domain"]),
        .testTarget(name: "CLITests", dependencies: ["CLI", "CommandLineKit", "WeatherTerminal", "Domain", "Presentation", "DataAccess", "Networking", "TestSupport"],
                    exclude: ["Goldens"]),
        .testTarget(name: "EndToEndTests", dependencies: ["wf", "TestSupport", "CSQLite"]),
    ],
    swiftLanguageModes: [.v6]
)

/// Every phrase table in Presentation/Language/Phrases: a new language is its table and its line in
/// `Phrasebook.tables`.
var phraseTables: [String] {
    let folder = Context.packageDirectory + "/Presentation/Language/Phrases"
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
}

/// The commit wf is built from, as a C string literal: `WF_BUILD_COMMIT`, which scripts/build-release
/// sets from git ("+" after it when the work tree had changes); "unknown" without it. Not
/// `Context.gitInformation`: SwiftPM keeps an evaluated manifest across commits, but not across a
/// changed environment.
var buildCommit: String {
    let commit = ProcessInfo.processInfo.environment["WF_BUILD_COMMIT"].map { $0.filter { $0.isHexDigit || $0 == "+" } } ?? ""
    return "\"" + (commit.isEmpty ? "unknown" : commit) + "\""
}
