import CommandLineKit
import Domain
import Foundation
import Presentation

struct NotifyCommand: Command, DeclaredByProperties {
    static let signature = CommandSignature(
        name: "notify",
        summary: "Tell you once when rain is coming, an alert is in force or a threshold of yours is reached",
        discussion: """
        Checks the places for rain starting soon (the next two hours in 15-minute steps) and official
        alerts in force, and tells you of each once: what was said is kept in the database by kind,
        place and event for two days, so a timer every 5 minutes never repeats it, while a new alert
        or a rain spell that stops and starts again is new. With no condition given it watches rain
        within 30 minutes and alerts; --below and --above watch the temperature now, once a day each.
        From the hourly forecast (the copy wf keeps for 'wf here', so no request of their own):
        --frost tonight's lowest (said from noon, once a night), --uv the rest of today's highest
        (once a day), --pressure-drop and --gusts the next 12 hours (once a spell: said again only
        after a check whose forecast no longer shows it). Thresholds are in your units and wind unit.

        Places: --location, else every favourite with --favourites, else the location setting.
        Channels: 'terminal' raises a desktop notification through the terminal, one sequence chosen
        from what the terminal is (OSC 99 for kitty, OSC 9 for iTerm2 and Windows Terminal, OSC 777
        for the others), which works over SSH; inside tmux it goes through tmux's passthrough when
        'allow-passthrough' is on, and is shown in tmux's status line when it is off.
        'notify-send' runs that program, critical for severe and extreme alerts; 'stdout' prints
        one line each. A notification no channel took (notify-send failed, say) is not recorded as
        said: the next check makes it again. The default channel is the notify-via setting, else
        terminal on a terminal and stdout otherwise.

        Without --once it says on stderr what it watches (--quiet: not), then checks every --every
        seconds until Ctrl-C (exit status 130). --systemd prints a user service and timer to run it
        instead, with wf's own absolute path (see the README).
        """,
        options: declaredOptions,
        examples: ["wf notify --once --via stdout", "wf notify --favourites --alerts", "wf notify --frost --gusts 60",
                   "wf notify --pressure-drop 5 --quiet", "wf notify --systemd"]
    )

    @Flag(.flag("--once", help: "check once and exit (for cron and systemd timers)")) var once
    @OptionValue(.value("--every", "seconds", .wholeNumber(300...86_400), default: "600", help: "seconds between checks when not --once"))
    var every = 600
    @OptionValue(.value("--via", "channel", .suggested(NotifyChannel.allCases.map(\.rawValue)),
                        help: "terminal, notify-send or stdout (setting notify-via)"),
                 as: NotifyCommand.channel)
    var via: NotifyChannel?
    /// Its default is for the help: left out, rain is watched only when no condition is given.
    @OptionValue(wrappedValue: nil, .value("--rain-within", "minutes", .wholeNumber(NotifyConditions.rainWithinRange),
                                           default: String(NotifyConditions.defaultRainWithinMinutes),
                                           help: "rain starting within this many minutes"),
                 read: { arguments, option in arguments.has(option) ? arguments.wholeNumber(option) : nil })
    var rainWithin: Int?
    @Flag(.flag("--alerts", help: "official alerts in force")) var alerts
    @OptionValue(.value("--below", "T", .number(-100...100), help: "the temperature now below T (in your units)")) var below: Double?
    @OptionValue(.value("--above", "T", .number(-100...150), help: "the temperature now above T (in your units)")) var above: Double?
    /// Nil when not given; `.some(nil)` given without a threshold: 0 °C or 32 °F, known only when the command runs.
    @OptionValue(.optionalValue("--frost", "T", .number(-100...150), default: "0",
                                help: "tonight's lowest at or below T, said from noon (32 in imperial)"),
                 as: { Double($0) })
    var frost: Double??
    @OptionValue(.value("--pressure-drop", "HPA", .number(0.01...100),
                        help: "pressure falling at least this within 3 hours, in the next 12 (hPa; inHg in imperial)"))
    var pressureDrop: Double?
    @OptionValue(.value("--gusts", "SPEED", .number(0...500), help: "gusts of at least SPEED in the next 12 hours (in your wind unit)"))
    var gusts: Double?
    @OptionValue(.value("--uv", "INDEX", .number(0...50), help: "a UV index of at least INDEX in the rest of today")) var uv: Double?
    @Flag(.flag("--favourites", help: "every favourite instead of your location")) var favourites
    @OptionValue(.value("--location", "place", help: "a place or lat,lon instead of your location")) var location: String?
    @Flag(.flag("--systemd", help: "print a systemd user service and timer that run 'wf notify --once'")) var systemd
    @Flag(.flag("--quiet", help: "without the line on stderr saying what is watched")) var quiet
    @OptionValue(.units) var units: String?
    @OptionGroup(.timeZone, .accessible, .lang) var output: OutputChoices
    /// The command line as given, for the service --systemd prints.
    @OptionGroup(wrappedValue: ParsedArguments(), [], read: { $0 }) var given: ParsedArguments

    /// The conditions chosen; with none, the standard ones (rain soon and alerts).
    var conditions: NotifyConditions {
        let chosen = NotifyConditions(rainWithinMinutes: rainWithin, alerts: alerts, below: below, above: above,
                                      pressureDrop: pressureDrop, gusts: gusts, uv: uv)
        return chosen.isEmpty && frost == nil ? .standard : chosen
    }

    nonisolated private static func channel(_ text: String) throws(UsageError) -> NotifyChannel {
        guard let channel = NotifyChannel(rawValue: text) else {
            throw UsageError(message: "--via is one of: " + NotifyChannel.allCases.map(\.rawValue).joined(separator: ", "), command: "wf notify")
        }
        return channel
    }

    func validate() throws(UsageError) {
        if favourites && location != nil {
            throw UsageError(message: "--favourites and --location cannot be used together", command: "wf notify")
        }
    }

    func run(in context: CommandContext) async -> ExitCode {
        context.use(output)
        if systemd {
            context.console.write(SystemdUnits.text(executable: Self.executable, every: every, arguments: Self.serviceArguments(given)))
            return .success
        }
        do {
            let container = try context.container()
            let units = try container.units(override: units)
            let channel = try via ?? container.settings.notifyVia() ?? (isatty(STDOUT_FILENO) == 1 ? .terminal : .stdout)
            var notifier = try Notifier(channel: channel, console: context.console, phrasebook: context.style.phrasebook,
                                        spoken: context.style.accessible, environment: context.environment)
            notifier.chosenZone = context.timeZone
            let places = try await places(container)
            let notify = try container.notify(), plan = try container.reportPlan(format: nil)
            var watched = self.conditions
            watched.frost = frost.map { $0 ?? NotifyConditions.defaultFrost(units) }
            try context.useWindUnit()
            watched.windUnit = context.windUnit
            let conditions = watched
            let check = { () async throws -> Void in
                let found = try await notify.execute(places: places, conditions: conditions, units: units, plan: plan)
                let (undelivered, failure) = notifier.deliver(found, now: context.now())
                // Not arrived, not said: the next check makes it again.
                for notification in undelivered { await notify.notDelivered(notification) }
                if let failure { throw failure }
            }
            if once {
                try await check()
                return .success
            }
            if !quiet {
                let line = context.style.phrasebook.notifyStartLine(places: places.map(\.displayName), conditions: conditions, units: units,
                                                                    every: every, channel: channel.rawValue)
                context.console.note(TerminalSafe(line).text)
            }
            return await loop(check, in: context)
        } catch {
            return context.fail(error)
        }
    }

    /// Checks until Ctrl-C; a failed check is said and the next one made.
    private func loop(_ check: @escaping () async throws -> Void, in context: CommandContext) async -> ExitCode {
        let interrupt = SignalWatcher(signals: [SIGINT])
        let task = Task { @MainActor in
            await NotifyLoop.run(every: .seconds(every), check: {
                do { try await check() } catch { _ = context.fail(error) }
                return nil
            }, sleep: { try await Task.sleep(for: $0) })
        }
        interrupt.onSignal = { Task { @MainActor in task.cancel() } }
        let status = await task.value
        withExtendedLifetime(interrupt) {}
        return status ?? .interrupted
    }

    private func places(_ container: AppDIContainer) async throws -> [Place] {
        if favourites {
            let all = try await container.repositories().favourites.favourites().map(\.place)
            guard !all.isEmpty else { throw WeatherError.invalidInput("there are no favourites to watch; add one with 'wf fav add <place>'") }
            return all
        }
        let setting = try location.map { try LocationSetting(parsing: $0) } ?? container.settings.location()
        guard let setting else { throw WeatherError.locationNotSet }
        return [try await container.resolveLocation().execute(setting).place]
    }

    /// This wf, as the service should run it: its absolute path, since systemd does not search PATH.
    static var executable: String {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"), path.hasPrefix("/") { return path }
        let path = CommandLine.arguments.first ?? "wf"
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The options to repeat in the service: all but --once, --every and --systemd.
    /// What the service runs after `wf notify --once`: every option given, less those of the
    /// timer and of this run (--systemd, --once, --every).
    static func serviceArguments(_ given: ParsedArguments) -> [String] {
        let ofThisRun: Set = ["--systemd", "--once", "--every"]
        return given.words(for: declaredOptions.filter { !ofThisRun.contains($0.name) })
    }
}
