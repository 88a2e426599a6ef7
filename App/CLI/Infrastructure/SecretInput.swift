import Foundation

/// One line from standard input; on a terminal, prompted on stderr and not echoed.
enum SecretInput {
    static func read(prompt: String, console: Console) -> String {
        guard isatty(STDIN_FILENO) == 1 else {
            return (readLine(strippingNewline: true) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        }
        var original = termios()
        let hasTerminal = tcgetattr(STDIN_FILENO, &original) == 0
        if hasTerminal {
            var silent = original
            silent.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
        }
        console.writeError(prompt)
        let line = readLine(strippingNewline: true) ?? ""
        if hasTerminal {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
            console.writeError("\n")
        }
        return line.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
