/// `wf notify --systemd`: a user service that runs one check, and the timer that starts it.
enum SystemdUnits {
    static func text(executable: String, every seconds: Int, arguments: [String]) -> String {
        let command = ([quoted(executable), "notify", "--once"] + arguments.map(quoted)).joined(separator: " ")
        return """
        # ~/.config/systemd/user/wf-notify.service
        [Unit]
        Description=wf notify: rain soon and official alerts

        [Service]
        Type=oneshot
        ExecStart=\(command)

        # ~/.config/systemd/user/wf-notify.timer
        [Unit]
        Description=Run wf notify every \(seconds) seconds

        [Timer]
        OnBootSec=1min
        OnUnitActiveSec=\(unitTime(seconds))

        [Install]
        WantedBy=timers.target

        """
    }

    /// "10min" for 600 seconds; seconds as they are otherwise.
    static func unitTime(_ seconds: Int) -> String {
        seconds % 60 == 0 ? "\(seconds / 60)min" : "\(seconds)s"
    }

    /// A word systemd reads as one argument: double-quoted when it has spaces or quotes.
    static func quoted(_ word: String) -> String {
        guard word.contains(where: { $0 == " " || $0 == "\"" || $0 == "\\" || $0 == "'" }) else { return word }
        return "\"" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
