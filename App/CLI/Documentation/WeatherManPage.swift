import CommandLineKit

extension ManPage {
    /// `wf help --man`: wf.1, the page of wf's commands with wf's environment variables and files.
    static func render(_ root: CommandDescriptor) -> String {
        render(root, version: WeatherCLI.version, date: WeatherCLI.versionDate, sections: [environment, files],
               closing: [examples, seeAlso])
    }

    private static var examples: Section {
        Section(title: "EXAMPLES", definitions: [
            ("wf search berlin", "the 5-day forecast for Berlin (no key needed: Open-Meteo)"),
            ("wf at 51.5 -0.12 --units imperial", "the weather now at a coordinate, in °F and mph"),
            ("wf config set location \"Lisbon, PT\"", "where 'wf here' is; then: wf here"),
            ("wf fav add \"London, CA\"", "keep a favourite; 'wf fav list' shows them all with their weather"),
            ("wf here --format \"%l: %c %t\"", "one line for a status bar"),
            ("wf completions bash > ~/.local/share/bash-completion/completions/wf", "Tab completion, favourites' names included"),
        ].map { (Roff.bold($0.0), $0.1) })
    }

    private static var seeAlso: Section {
        Section(title: "SEE ALSO", text: """
        bash(1), zsh(1), fish(1) for the completions. The providers: https://open-meteo.com,
        https://openweathermap.org, https://api.met.no. The --format codes follow wttr.in:
        https://github.com/chubin/wttr.in. NO_COLOR: https://no-color.org.
        """)
    }

    private static var environment: Section {
        Section(title: "ENVIRONMENT", definitions: SettingKey.all.map { key in
            (Roff.bold(key.environment), "\(key.summary); default \(key.defaultDescription). Also 'wf config set \(key.name)'.")
        } + [
            (Roff.bold("WF_HOME"), "the folder of config.json and the database; default $XDG_DATA_HOME/wf, else ~/.local/share/wf"),
            (Roff.bold("NO_COLOR"), "not empty: no colour, even on a terminal (as no-color.org asks; an empty NO_COLOR is ignored)"),
        ])
    }

    private static var files: Section {
        Section(title: "FILES", definitions: [
            (Roff.italic("$WF_HOME/config.json"), "settings written by 'wf config set' (mode 0600)"),
            (Roff.italic("$WF_HOME/wf.sqlite"), "the cache, recent queries and favourites"),
            (Roff.italic("$WF_HOME/favourites.json"),
             "a plain copy of the favourites (mode 0600), rewritten with every change; it brings them back if wf.sqlite is damaged or truncated"),
            (Roff.italic("$WF_HOME/requests/"),
             "where wf processes meet: a lock per resource and the answer kept for those that waited (removed by 'wf cache clear'), and the rate limits sources asked for (hold-<source>)"),
        ])
    }
}
