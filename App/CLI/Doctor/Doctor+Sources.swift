import DataAccess
import Domain
import Foundation
import Networking

/// Each source asked once (unless `--offline`), and today's spend.
extension Doctor {
    func sourceFindings(offline: Bool) async -> [Finding] {
        let configuration = leniently
        let checkup = SourceCheckup(configuration: configuration, asksLocation: settings.raw(.location)?.value.lowercased() == "auto")
        let holds = MachineWideRequests.holds(stateFolder: settings.home.path, now: now())
        if offline {
            return checkup.sources.map { source in
                if let hold = holds.first(where: { $0.source == source }) { return heldFinding(source, until: hold.until, reason: hold.reason) }
                return .note("source", source, "not asked (--offline)")
            }
        }
        let reports = await checkup.run(on: container.probeNetwork(), holds: holds)
        var findings = reports.flatMap(findings(for:))
        if let gateway = settings.raw(.gatewayURL)?.value, reports.allSatisfy(Self.unreachableOrNotAsked) {
            findings.insert(Finding.problem("source", "gateway-url", "\(gateway.maskingURLPasswords) could not be reached: every source goes through it"), at: 0)
        }
        return findings
    }

    private static func unreachableOrNotAsked(_ report: SourceCheckup.Report) -> Bool {
        switch report.outcome {
        case .failed(.unreachable), .notAsked: true
        default: false
        }
    }

    private func findings(for report: SourceCheckup.Report) -> [Finding] {
        let took = report.seconds.map { " in \(Self.milliseconds($0))" } ?? ""
        switch report.outcome {
        case .answered(let status):
            let nulls = report.nullVariables.map { variable in
                Finding.problem("source", report.source, "\(variable.parameter) \(variable.name) came back null: "
                                + commands(missing: variable.requests) + " will miss it")
            }
            guard nulls.isEmpty else {
                return nulls + [.note("source", report.source, "answered HTTP \(status)\(took), without \(nulls.count) of the variables wf asks; "
                                      + "sync a model that has them, or set open-meteo-models (see docs/deploy/open-meteo)")]
            }
            return [.ok("source", report.source, "answered HTTP \(status)\(took)")]
        case .unreadable(let status):
            return [.problem("source", report.source, "answered HTTP \(status)\(took) with something that is not JSON (\(host(report.url)))")]
        case .failed(let error):
            return [.problem("source", report.source, Self.describe(error) + took + " (\(host(report.url)))")]
        case .held(let until, let reason):
            return [heldFinding(report.source, until: until, reason: reason)]
        case .notAsked(let why):
            return [.note("source", report.source, "not asked: \(why)")]
        }
    }

    private func heldFinding(_ source: String, until: Date, reason: String) -> Finding {
        let why = switch reason {
        case "failing": "it failed several times in a row"
        case "minutely", "hourly", "daily": "it answered 429, its \(reason) limit reached"
        default: "it answered 429 (too many requests)"
        }
        return .problem("source", source, "held for another \(Self.minutes(until.timeIntervalSince(now()))): \(why); "
                        + "wf asks it nothing until then. wf cache clear lifts the hold")
    }

    /// "wf hourly, wf search": the commands a variable's requests serve.
    private func commands(missing requests: [OpenMeteoVariables.Request]) -> String {
        var names: [String] = []
        for request in requests {
            for command in OpenMeteoUse.commands(for: request) where !names.contains(command) { names.append(command) }
        }
        return names.joined(separator: ", ")
    }

    private func host(_ url: String) -> String {
        guard let components = URLComponents(string: url), let host = components.host else { return "its URL is not valid" }
        return components.port.map { "\(host):\($0)" } ?? host
    }

    static func describe(_ error: NetworkError) -> String {
        switch error {
        case .invalidURL(let url): "its URL is not valid: \(url.maskingURLPasswords)"
        case .unreachable(let why): "could not be reached: \(why)"
        case .timedOut(let seconds, _): "did not answer within \(Int(seconds.rounded())) s"
        case .status(let code, _, _): "answered HTTP \(code)"
        case .bodyTooLarge(let limit): "sent more than \(limit >> 20) MiB"
        case .unreadable(let why): "sent an answer wf cannot read: \(why)"
        case .cancelled: "was not asked: cancelled"
        case .rateLimited(let until, _): "is rate-limited for \(minutes(until.timeIntervalSinceNow))"
        case .failing(let until, _): "is held for \(minutes(until.timeIntervalSinceNow)) after failures"
        case .overBudget(let percent): "was not asked: today's budget is \(percent)% spent"
        }
    }

    static func milliseconds(_ seconds: Double) -> String { "\(Int((seconds * 1000).rounded())) ms" }

    static func minutes(_ seconds: Double) -> String {
        let minutes = max(Int((seconds / 60).rounded(.up)), 1)
        return minutes < 120 ? "\(minutes) min" : "\(minutes / 60) h"
    }

    func spendFindings() -> [Finding] {
        guard let ledger = try? container.existingLedger(), let usage = try? ledger.today() else {
            return [.ok("spend", "today", "no request counted today")]
        }
        let budget = (try? settings.dailyBudget()) ?? .standard
        let calls = usage.openMeteoWeightedCalls, percent = budget.percentSpent(calls)
        let requests = usage.sources.reduce(0) { $0 + $1.requests }
        let text = "\(requests) request\(requests == 1 ? "" : "s") today; Open-Meteo \(UsageCommand.calls(calls)) of \(budget.calls) calls (\(percent)%)"
        if percent >= 100 { return [.problem("spend", "today", text + ": side parts are skipped until tomorrow (UTC)")] }
        return [budget.isNearlySpent(calls) ? .note("spend", "today", text) : .ok("spend", "today", text)]
    }
}

/// Which commands each request to Open-Meteo's forecast API serves: what a variable a server
/// answers `null` for costs (wf doctor, docs/deploy/open-meteo/variables.md).
enum OpenMeteoUse {
    static func commands(for request: OpenMeteoVariables.Request) -> [String] {
        switch request {
        case .current: ["wf here", "wf at", "wf fav list", "wf app", "wf map", "--format"]
        case .forecast: ["wf search", "wf hourly", "wf fav show", "wf notify", "wf app"]
        case .rainSoon: ["wf here", "wf at", "wf fav show", "wf app"]
        case .rainGrid: ["wf map --rain", "wf app"]
        }
    }
}

extension OpenMeteoUse {
    /// docs/deploy/open-meteo/variables.md: what each command asks Open-Meteo's forecast API, made
    /// from the requests themselves (a test keeps the file equal to it).
    static var variablesDocument: String {
        let requests = OpenMeteoVariables.Request.allCases
        var lines = [
            "# What wf asks Open-Meteo's forecast API",
            "",
            "Generated from the code by `VariablesDocumentTests` (`WF_UPDATE_GOLDENS=1 swift test --filter VariablesDocumentTests`",
            "rewrites it): a variable wf starts to ask cannot be missing here. A self-hosted server answers `null` for",
            "every variable it has not synced; `wf doctor` names each one and the commands that will miss it.",
            "",
            "## By request",
            "",
        ]
        for request in requests {
            lines.append("### \(request.rawValue): \(commands(for: request).map { "`\($0)`" }.joined(separator: ", "))")
            lines.append("")
            for group in OpenMeteoVariables.groups where group.request == request {
                let names = group.names.map { name in
                    OpenMeteoVariables.isOftenNull(group.parameter, name) ? "`\(name)` (may be null: wf does without it)" : "`\(name)`"
                }
                lines.append("- `\(group.parameter)=`: " + names.joined(separator: ", "))
            }
            lines.append("")
        }
        lines += ["## By command", ""]
        var commandsInOrder: [String] = []
        for request in requests {
            for command in commands(for: request) where !commandsInOrder.contains(command) { commandsInOrder.append(command) }
        }
        for command in commandsInOrder {
            let asked = requests.filter { commands(for: $0).contains(command) }.map(\.rawValue)
            lines.append("- `\(command)`: " + asked.joined(separator: ", "))
        }
        lines += ["", "## Every variable, by parameter", ""]
        var parameters: [String] = []
        for group in OpenMeteoVariables.groups where !parameters.contains(group.parameter) { parameters.append(group.parameter) }
        for parameter in parameters {
            var names: [String] = []
            for group in OpenMeteoVariables.groups where group.parameter == parameter {
                for name in group.names where !names.contains(name) { names.append(name) }
            }
            lines.append("- `\(parameter)`: " + names.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
