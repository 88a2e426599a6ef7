import Domain
import Presentation

/// What `wf map` was asked to show.
struct MapOptions: Equatable {
    var interactive = false
    var ascii = false
    var viewport = MapViewport.world
    /// Columns for the picture when stdout is not a terminal.
    static let fixedWidth = 120

    init(_ arguments: ParsedArguments) throws(UsageError) {
        let command = "wf map"
        guard arguments.positionals.isEmpty else {
            throw UsageError(message: "wf map takes no place; use --center lat,lon or --region", command: command)
        }
        interactive = arguments.has("--interactive")
        ascii = arguments.has("--ascii")
        do {
            if let region = arguments.value("--region") {
                let numbers = region.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                guard numbers.count == 4 else { throw WeatherError.invalidInput("--region is lat1,lon1,lat2,lon2") }
                let first = try Coordinate(latitudeText: numbers[0], longitudeText: numbers[1])
                let second = try Coordinate(latitudeText: numbers[2], longitudeText: numbers[3])
                viewport = MapViewport(region: first, second)
            }
            let zoom = try arguments.value("--zoom").map { text throws(WeatherError) -> Double in
                guard let value = Double(text), value.isFinite, MapViewport.zoomRange.contains(value) else {
                    throw .invalidInput("--zoom is a number from 1 to 64")
                }
                return value
            }
            if let center = arguments.value("--center") {
                let point = try Coordinate(parsing: center)
                viewport = MapViewport(centerLatitude: point.latitude, centerLongitude: point.longitude, zoom: zoom ?? 4)
            } else if let zoom {
                viewport = MapViewport(centerLatitude: viewport.centerLatitude, centerLongitude: viewport.centerLongitude, zoom: zoom)
            }
        } catch {
            throw UsageError(message: WeatherErrorMessage(WeatherError(error)).text, command: command)
        }
    }
}
