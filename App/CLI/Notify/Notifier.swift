import Domain
import Foundation
import Presentation

/// Delivers notifications by the chosen channel, in the words of the phrasebook.
@MainActor
struct Notifier {
    let channel: NotifyChannel
    let console: Console
    let phrasebook: Phrasebook
    let spoken: Bool
    let inTmux: Bool
    /// `--tz`: the zone every time is said on, instead of each place's own.
    var chosenZone: String?
    private let notifySend: NotifySend?

    /// Finds `notify-send` first when it is the channel: missing, it is an error before any request.
    init(channel: NotifyChannel, console: Console, phrasebook: Phrasebook, spoken: Bool, environment: [String: String]) throws {
        self.channel = channel
        self.console = console
        self.phrasebook = phrasebook
        self.spoken = spoken
        inTmux = !(environment["TMUX"] ?? "").isEmpty
        notifySend = channel == .notifySend ? try NotifySend(environment: environment) : nil
    }

    func deliver(_ notifications: [WeatherNotification], now: Date) throws {
        for notification in notifications {
            let body = phrasebook.notificationBody(notification, now: now, spoken: spoken, chosenZone: chosenZone)
            switch channel {
            case .stdout:
                console.print(TerminalSafe(phrasebook.notificationLine(notification, now: now, spoken: spoken, chosenZone: chosenZone), maxLength: 400).text)
            case .notifySend:
                try notifySend?.send(title: notification.place, body: body, critical: notification.isCritical)
            case .terminal:
                raise(TerminalNotification.sequences(title: notification.place, body: body, inTmux: inTmux), or: notification, now: now)
            }
        }
    }

    /// The sequences on the terminal: standard output when it is one, else the controlling terminal
    /// (`/dev/tty`); with neither, the line on standard output and a note saying why.
    private func raise(_ sequences: String, or notification: WeatherNotification, now: Date) {
        if isatty(STDOUT_FILENO) == 1 {
            console.write(sequences)
        } else if let tty = FileHandle(forWritingAtPath: "/dev/tty") {
            tty.write(Data(sequences.utf8))
            try? tty.close()
        } else {
            console.note("no terminal to raise a notification on; printing it instead")
            console.print(TerminalSafe(phrasebook.notificationLine(notification, now: now, spoken: spoken, chosenZone: chosenZone), maxLength: 400).text)
        }
    }
}
