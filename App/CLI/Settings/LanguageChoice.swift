import Presentation

/// The language results are written in, and where it came from: `--lang`, then `WF_LANG` or the
/// `language` setting, then the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`), then English.
struct LanguageChoice: Equatable {
    let language: Language
    /// Said on stderr when the language asked for is not one wf speaks.
    let note: String?

    /// Without `unicode` (an ASCII-only locale, or `--ascii`), a language in another script is
    /// shown in English, which ASCII can spell.
    init(flag: String?, setting: String?, environment: [String: String], unicode: Bool = true) {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let asked = flag ?? setting ?? locale else {
            self.init(.english)
            return
        }
        if let language = Language(asked), language.needsUnicode, !unicode {
            self.init(.english, note: "\(Quoted(asked)) needs a UTF-8 terminal (this one is ASCII only); showing English")
        } else if let language = Language(asked) {
            self.init(language)
        } else if flag == nil, setting == nil, Language.code(of: asked) == nil {
            // "C", "POSIX", "C.UTF-8": a locale that names no language means English, silently.
            self.init(.english)
        } else {
            let spoken = Language.shipped.map(\.code).joined(separator: ", ")
            self.init(.english, note: "no translation for \(Quoted(asked)) yet; showing English (wf speaks \(spoken))")
        }
    }

    private init(_ language: Language, note: String? = nil) {
        self.language = language
        self.note = note
    }
}
