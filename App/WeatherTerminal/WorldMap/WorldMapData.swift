import Domain
import Foundation
import Observation
import Presentation

public enum WorldMapData {
    public static func landMask() throws -> LandMask {
        try LandMask(pbm: Data(PackageResources.landmask_1440x720_pbm))
    }
}
