import CommandLineKit
import Domain
import Foundation
import Observation
import Presentation
import WeatherTerminal

/// What a running command can use: settings, the container, the console and the output style.
@MainActor
final class CommandContext {
    let environment: [String: String]
    let console: Console
    private(set) var style: TerminalStyle
    /// `--tz`: the IANA zone a place's times are shown in, instead of the place's own.
    var timeZone: String?
    let now: @Sendable () -> Date
    private var loadedContainer: AppDIContainer?
    private let overriding: (inout AppDIContainer.Overrides) -> Void

    /// `overriding` sets what the container uses instead of its own parts (tests: in-memory repositories).
    /// Results carry wf's words: the providers' credits, and wf's command lines in what an error says to do.
    init(environment: [String: String], console: Console, style: TerminalStyle, now: @escaping @Sendable () -> Date = Date.init,
         overriding: @escaping (inout AppDIContainer.Overrides) -> Void = { _ in }) {
        self.environment = environment
        self.console = console
        self.style = style
        self.style.credits = .providers
        self.style.remedies = .commandLine
        self.style.closingParts = SideSection.closingParts
        self.now = now
        self.overriding = overriding
    }

    /// `--ascii`, `--accessible` and `--lang` with the settings behind them, for the rest of the command.
    func use(_ output: OutputChoices) {
        if output.ascii { style.unicode = false }
        style.spokenInFull = output.more
        timeZone = output.timeZone
        guard !output.json else {
            // Names and the provider's words in JSON are English, whatever the language.
            (try? container())?.language = .english
            return
        }
        useLanguage(output.language)
        useAccessible(output.accessible)
    }

    /// `wind-unit` (`WF_WIND_UNIT`) for the rest of the command, in text, sentences and JSON alike; a bad
    /// value is an error that names it. Unset, wind stays in the units' own (km/h, mph).
    func useWindUnit() throws {
        style.phrasebook.windUnit = try container().settings.windUnit()
    }

    /// The unit wind speeds are shown in, as `useWindUnit()` set it (nil: the units' own).
    var windUnit: WindUnit? { style.phrasebook.windUnit }

    /// `--accessible`, `WF_ACCESSIBLE=1` or `accessible on`: sentences, no glyphs, no colour.
    /// English sentences are ASCII; other languages keep their letters.
    private func useAccessible(_ accessible: Bool) {
        let configured = (try? container())?.settings.accessible ?? false
        guard accessible || configured else { return }
        style.accessible = true
        style.colour = false
        if style.phrasebook.language == .english { style.unicode = false }
    }

    /// `--lang`, then `WF_LANG` or `language`, then the locale; English for a language wf does not
    /// speak, with a note. The providers are asked in the same language.
    private func useLanguage(_ flag: String?) {
        let settings = try? container().settings
        let choice = LanguageChoice(flag: flag, setting: settings?.raw(.language)?.value, environment: environment,
                                    unicode: style.unicode)
        if let note = choice.note { console.note(note) }
        style.phrasebook = Phrasebook(choice.language)
        loadedContainer?.language = choice.language
    }

    /// Built on first use, so a usage error never reads the config file or opens the database.
    func container() throws -> AppDIContainer {
        if let loadedContainer { return loadedContainer }
        let settings: Settings
        do {
            settings = try Settings.load(environment: environment)
        } catch .untrusted(let error) {
            throw error
        } catch {
            throw WeatherError.misconfigured(error.description)
        }
        let container = AppDIContainer(settings: settings, console: console, now: now, overriding: overriding)
        // Every command asks the provider in the user's language (names of favourites, for one);
        // `use(_:)` adds --lang and says when the language is not one wf speaks.
        container.language = LanguageChoice(flag: nil, setting: settings.raw(.language)?.value, environment: environment,
                                            unicode: style.unicode).language
        loadedContainer = container
        style.remedies = .commandLine(settings)
        return container
    }

    /// Prints the one-line message for any error and returns its exit status: every failure is a
    /// `WeatherError` first, and its kind alone sets the status.
    /// `changing`: the command would have changed something, had it not failed.
    func fail(_ error: any Error, changing: Bool = false) -> ExitCode {
        let weatherError = Self.weatherError(error)
        console.error(WeatherErrorMessage(weatherError, remedies: .commandLine(loadedContainer?.settings), changing: changing).text)
        return weatherError.exitCode
    }

    /// The command line's own failures in the one vocabulary.
    nonisolated static func weatherError(_ error: any Error) -> WeatherError {
        switch error {
        case let usage as UsageError:
            .invalidInput("\(usage.message) (see '\(usage.command) --help')")
        case ConfigFile.Failure.untrusted(let untrusted):
            weatherError(untrusted)
        case let failure as ConfigFile.Failure:
            .misconfigured(failure.description)
        case let invalid as Settings.Invalid:
            invalid.origin == .environment ? .invalidInput(invalid.message) : .misconfigured(invalid.message)
        default:
            WeatherError(error)
        }
    }

    /// `work`, with a progress indicator on stderr while it takes (when one is wanted).
    func withProgress<Value>(_ progress: String?, _ work: () async -> Value) async -> Value {
        var indicator: ProgressIndicator?
        if let progress, ProgressIndicator.isWanted {
            indicator = ProgressIndicator(label: progress, console: console, unicode: style.unicode, animated: !style.accessible)
            indicator?.start()
        }
        defer { indicator?.stop() }
        return await work()
    }

    /// "Fetching the forecast for berlin from Open-Meteo", in the user's language: from the weather's provider.
    func fetching(_ what: Phrase) -> String {
        fetching(what, from: (try? loadedContainer?.settings.provider().displayName) ?? nil)
    }

    /// "Fetching air quality from Open-Meteo Air Quality"; from nowhere named when `source` is nil.
    func fetching(_ what: Phrase, from source: String?) -> String {
        let said = style.phrasebook(what)
        return TerminalSafe(source.map { style.phrasebook(.progress(said, from: $0)) } ?? said).text
    }
}

