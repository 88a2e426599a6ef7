import CommandLineKit
import Domain
import Presentation
import WeatherTerminal

struct AppCommand: Command, DeclaredByProperties {
    static let signature = CommandSignature(
        name: "app",
        summary: "The weather app, full screen: search as you type, a place's forecast, favourites, the map",
        discussion: """
        Search, Favourites and Map are tabs (Tab goes to the next). Places appear as you type, from the
        third character, once typing pauses; with the field empty, recent searches are offered. Enter
        opens a place: the current weather, the next days and a chart of the coming hours. Offline, a
        place shows the last copy and when it was fetched. 'wf' alone on a terminal starts the app.
        The mouse works too: the wheel scrolls, a click goes to a tab or chooses a row (in most
        terminals, Shift with the mouse still selects text).

        With --accessible (or WF_ACCESSIBLE=1) nothing is drawn: after each key, what changed is said
        as sentences, one a line, for a screen reader. A place is said in brief (its weather now,
        today, rain soon, any alert); m reads the rest.
        """,
        options: declaredOptions,
        sections: [HelpSection(title: "KEYS", body: AppKeys.lines().joined(separator: "\n"))],
        examples: ["wf app", "wf app --accessible --lang de"]
    )

    @OptionValue(.units) var units: String?
    @OptionGroup(.timeZone, .ascii, .accessible, .lang) var output: OutputChoices

    func run(in context: CommandContext) async -> ExitCode {
        context.use(output)
        guard RawTerminal.isInteractive else {
            return context.fail(UsageError(message: "wf app needs a terminal; for one result, use wf search, wf fav list or wf map", command: "wf app"))
        }
        do {
            let container = try context.container()
            let units = try container.units(override: units)
            try context.useWindUnit()
            let mask = try WorldMapData.landMask()
            // The configured location, for '@' on the map; it never stops the app.
            var here: Coordinate?
            if let setting = try? container.settings.location() {
                here = try? await container.resolveLocation().execute(setting).place.coordinate
            }
            let charset: MapCanvas.Charset = output.ascii || !context.style.unicode ? .ascii : .braille
            let app = WeatherApp(context: context, container: container, mask: mask, here: here, charset: charset, units: units)
            return await container.budgetWarning().holding { await app.run() }
        } catch {
            return context.fail(error)
        }
    }
}
