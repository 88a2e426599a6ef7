import CommandLineKit
import Domain
import Presentation

/// What `wf map`'s options mean together: which go with --rain, and the part of the world to draw.
extension MapCommand {
    func validate() throws(UsageError) {
        if !rain, around != nil || $radius.isGiven || json {
            throw UsageError(message: "--around, --radius and --json go with --rain", command: "wf map")
        }
        if rain, interactive || region != nil || center != nil {
            throw UsageError(message: "--rain draws the map around --around; it goes without --interactive, --region and --center",
                             command: "wf map")
        }
        _ = try viewport()
    }

    /// The world, the --region box, or --center at --zoom (4 unless given).
    func viewport() throws(UsageError) -> MapViewport {
        do {
            var viewport = MapViewport.world
            if let region {
                let numbers = region.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                guard numbers.count == 4 else { throw WeatherError.invalidInput("--region is lat1,lon1,lat2,lon2") }
                let first = try Coordinate(latitudeText: numbers[0], longitudeText: numbers[1])
                let second = try Coordinate(latitudeText: numbers[2], longitudeText: numbers[3])
                viewport = MapViewport(region: first, second)
            }
            if let center {
                let point = try Coordinate(parsing: center)
                viewport = MapViewport(centerLatitude: point.latitude, centerLongitude: point.longitude, zoom: zoom ?? 4)
            } else if let zoom {
                viewport = MapViewport(centerLatitude: viewport.centerLatitude, centerLongitude: viewport.centerLongitude, zoom: zoom)
            }
            return viewport
        } catch {
            throw UsageError(message: WeatherErrorMessage(WeatherError(error), remedies: .commandLine).text, command: "wf map")
        }
    }
}
