import CommandLineKit
import Domain
import Presentation

/// What `wf map` was asked to show.
struct MapOptions: Equatable {
    var interactive = false
    var ascii = false
    /// `--units`, as typed; the setting when nil.
    var units: String?
    var viewport = MapViewport.world
    /// `--rain`: the rain map around `around` (the location setting when nil), `radius` km.
    var rain = false
    var around: String?
    var radius = RainMapGrid.defaultRadius
    /// Columns for the picture when stdout is not a terminal.
    static let fixedWidth = 120

    init(_ arguments: ParsedArguments) throws(UsageError) {
        let command = "wf map"
        interactive = arguments.has(MapCommand.interactive)
        ascii = arguments.has(.ascii)
        units = arguments.value(.units)
        rain = arguments.has(MapCommand.rain)
        around = arguments.value(MapCommand.around)
        radius = arguments.wholeNumber(MapCommand.radius) ?? RainMapGrid.defaultRadius
        if !rain, around != nil || arguments.value(MapCommand.radius) != nil || arguments.has(.json) {
            throw UsageError(message: "--around, --radius and --json go with --rain", command: command)
        }
        if rain, interactive || arguments.value(MapCommand.region) != nil || arguments.value(MapCommand.center) != nil {
            throw UsageError(message: "--rain draws the map around --around; it goes without --interactive, --region and --center",
                             command: command)
        }
        do {
            if let region = arguments.value(MapCommand.region) {
                let numbers = region.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                guard numbers.count == 4 else { throw WeatherError.invalidInput("--region is lat1,lon1,lat2,lon2") }
                let first = try Coordinate(latitudeText: numbers[0], longitudeText: numbers[1])
                let second = try Coordinate(latitudeText: numbers[2], longitudeText: numbers[3])
                viewport = MapViewport(region: first, second)
            }
            let zoom = arguments.number(MapCommand.zoom)
            if let center = arguments.value(MapCommand.center) {
                let point = try Coordinate(parsing: center)
                viewport = MapViewport(centerLatitude: point.latitude, centerLongitude: point.longitude, zoom: zoom ?? 4)
            } else if let zoom {
                viewport = MapViewport(centerLatitude: viewport.centerLatitude, centerLongitude: viewport.centerLongitude, zoom: zoom)
            }
        } catch {
            throw UsageError(message: WeatherErrorMessage(WeatherError(error), remedies: .commandLine).text, command: command)
        }
    }
}
