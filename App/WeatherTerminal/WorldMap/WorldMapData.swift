import Domain
import Foundation
import Observation
import Presentation

enum WorldMapData {
    static func landMask() throws -> LandMask {
        try LandMask(pbm: Data(PackageResources.landmask_1440x720_pbm))
    }
}
