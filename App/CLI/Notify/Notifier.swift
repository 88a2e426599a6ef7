import Domain
import Foundation
import Presentation

/// Delivers notifications by the chosen channel, in the words of the phrasebook. A notification
/// counts as delivered only when the channel took it: notify-send exited 0, tmux showed it, or the
/// terminal's sequence was written to a terminal that shows it.
@MainActor
struct Notifier {
    let channel: NotifyChannel
    let console: Console
    let phrasebook: Phrasebook
    let spoken: Bool
    let environment: [String: String]
    /// `--tz`: the zone every time is said on, instead of each place's own.
    var chosenZone: String?
    private let notifySend: NotifySend?
    /// Inside tmux, whether its passthrough lets a sequence reach the terminal outside.
    private let tmux: TmuxPassthrough?

    /// Finds `notify-send` first when it is the channel: missing, it is an error before any request.
    init(channel: NotifyChannel, console: Console, phrasebook: Phrasebook, spoken: Bool, environment: [String: String]) throws {
        self.channel = channel
        self.console = console
        self.phrasebook = phrasebook
        self.spoken = spoken
        self.environment = environment
        notifySend = channel == .notifySend ? try NotifySend(environment: environment) : nil
        tmux = channel == .terminal && !(environment["TMUX"] ?? "").isEmpty ? TmuxPassthrough(environment: environment) : nil
    }

    /// Delivers each notification; those no channel took, with why the first failed.
    func deliver(_ notifications: [WeatherNotification], now: Date) -> (undelivered: [WeatherNotification], failure: (any Error)?) {
        var undelivered: [WeatherNotification] = [], failure: (any Error)?
        for notification in notifications {
            do {
                try deliver(notification, now: now)
            } catch {
                undelivered.append(notification)
                failure = failure ?? error
            }
        }
        return (undelivered, failure)
    }

    private func deliver(_ notification: WeatherNotification, now: Date) throws {
        let body = phrasebook.notificationBody(notification, now: now, spoken: spoken, chosenZone: chosenZone)
        switch channel {
        case .stdout:
            console.print(line(notification, now: now))
        case .notifySend:
            try notifySend?.send(title: notification.place, body: body, critical: notification.isCritical)
        case .terminal:
            if let tmux, !tmux.passesThrough {
                // tmux drops the sequence: it shows the notification itself, and says once how to get more.
                try tmux.display(title: notification.place, body: body)
                if !tmux.hinted {
                    tmux.hinted = true
                    console.note("tmux's allow-passthrough is off, so this shows in tmux's status line;"
                                 + " for desktop notifications: tmux set -g allow-passthrough on")
                }
                return
            }
            let kind = TerminalNotification.Kind(environment: environment)
            try raise(TerminalNotification.sequence(kind, title: notification.place, body: body, inTmux: tmux != nil), or: notification, now: now)
        }
    }

    private func line(_ notification: WeatherNotification, now: Date) -> String {
        TerminalSafe(phrasebook.notificationLine(notification, now: now, spoken: spoken, chosenZone: chosenZone), maxLength: 400).text
    }

    /// The sequence on the terminal: standard output when it is one, else the controlling terminal
    /// (`/dev/tty`); with neither, the line on standard output and a note saying why.
    private func raise(_ sequence: String, or notification: WeatherNotification, now: Date) throws {
        if isatty(STDOUT_FILENO) == 1 {
            console.write(sequence)
        } else if let tty = FileHandle(forWritingAtPath: "/dev/tty") {
            defer { try? tty.close() }
            do { try tty.write(contentsOf: Data(sequence.utf8)) } catch {
                throw WeatherError.misconfigured("the terminal could not be written to: \(error.localizedDescription)")
            }
        } else {
            console.note("no terminal to raise a notification on; printing it instead")
            console.print(line(notification, now: now))
        }
    }
}
