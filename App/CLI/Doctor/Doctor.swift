import DataAccess
import Domain
import Foundation
import WeatherTerminal

/// `wf doctor`'s findings: where wf keeps things, every setting, the terminal, the sources and
/// today's spend. Built from settings read leniently, so a broken config file is a finding, not
/// the end of the report.
@MainActor
struct Doctor {
    let settings: Settings
    /// Why config.json could not be read, when it could not.
    let brokenConfig: String?
    let environment: [String: String]
    let container: AppDIContainer
    let now: @Sendable () -> Date

    init(environment: [String: String], console: Console, now: @escaping @Sendable () -> Date) {
        let (settings, problem) = Settings.loadIgnoringBrokenFile(environment: environment)
        self.settings = settings
        brokenConfig = problem?.description
        self.environment = environment
        container = AppDIContainer(settings: settings, console: console, now: now)
        self.now = now
    }

    func findings(style: TerminalStyle, offline: Bool) async -> [Finding] {
        let build = Finding.ok("build", "wf", Build.versionLine)
        let state = stateFindings()
        // The sources come before the ledger is read: today's spend includes what they cost.
        let sources = await sourceFindings(offline: offline)
        return ([build] + state + settingFindings() + terminalFindings(style: style) + sources + spendFindings()).problemsFirst
    }
}
