/// One thing `wf doctor` found: one line of its report, one object of its JSON.
struct Finding: Encodable, Equatable, Sendable {
    enum Level: String, Encodable, Sendable {
        /// Something that keeps wf from working as it should; `wf doctor` exits 1.
        case problem
        /// Worth knowing, not wrong: no database yet, a source not asked in this set-up.
        case note
        case ok
    }

    let level: Level
    /// "state", "setting", "terminal", "source", "spend" or "build".
    let area: String
    /// What it is about: "state folder", "units", "open-meteo".
    let subject: String
    let message: String

    static func problem(_ area: String, _ subject: String, _ message: String) -> Finding {
        Finding(level: .problem, area: area, subject: subject, message: message)
    }

    static func note(_ area: String, _ subject: String, _ message: String) -> Finding {
        Finding(level: .note, area: area, subject: subject, message: message)
    }

    static func ok(_ area: String, _ subject: String, _ message: String) -> Finding {
        Finding(level: .ok, area: area, subject: subject, message: message)
    }
}

extension [Finding] {
    /// Problems first, then notes, then what is as it should be; each kind in the order found.
    var problemsFirst: [Finding] {
        filter { $0.level == .problem } + filter { $0.level == .note } + filter { $0.level == .ok }
    }
}
