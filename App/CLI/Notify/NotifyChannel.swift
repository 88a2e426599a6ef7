/// How `wf notify` tells the user (`--via`, setting `notify-via`).
enum NotifyChannel: String, CaseIterable, Sendable {
    /// OSC 777 and OSC 9 on the terminal (through tmux when inside it).
    case terminal
    /// The desktop's `notify-send` program.
    case notifySend = "notify-send"
    /// One line each on standard output.
    case stdout
}
