import CommandLineKit

extension ManPage {
    /// `wf help --man`: wf.1, the page of wf's commands with wf's environment variables and files.
    static func render(_ root: CommandDescriptor) -> String {
        render(root, version: WeatherCLI.version, sections: [environment, files])
    }

    private static var environment: Section {
        Section(title: "ENVIRONMENT", definitions: SettingKey.all.map { key in
            (Roff.bold(key.environment), "\(key.summary); default \(key.defaultDescription). Also 'wf config set \(key.name)'.")
        } + [
            (Roff.bold("WF_HOME"), "the folder of config.json and the database; default $XDG_DATA_HOME/wf, else ~/.local/share/wf"),
            (Roff.bold("NO_COLOR"), "set to any value: no colour, even on a terminal"),
        ])
    }

    private static var files: Section {
        Section(title: "FILES", definitions: [
            (Roff.italic("$WF_HOME/config.json"), "settings written by 'wf config set' (mode 0600)"),
            (Roff.italic("$WF_HOME/wf.sqlite"), "the cache, recent queries and favourites"),
        ])
    }
}
