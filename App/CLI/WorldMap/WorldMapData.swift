import Domain
import Foundation
import Observation
import Presentation

enum WorldMapData {
    static func landMask() throws -> LandMask {
        guard let url = Bundle.module.url(forResource: "landmask-1440x720", withExtension: "pbm"),
              let data = try? Data(contentsOf: url) else {
            throw WeatherError.unexpected("the land mask resource is missing from this build")
        }
        return try LandMask(pbm: data)
    }
}
