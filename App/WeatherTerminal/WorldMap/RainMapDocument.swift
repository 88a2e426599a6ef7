import Domain
import Foundation
import Presentation

/// `wf map --rain --json`: the frames of forecast precipitation (mm in each 15 minutes) at every grid point.
extension JSONDocument {
    public struct RainMapDocument: Encodable {
        struct Rain: Encodable {
            struct Frame: Encodable {
                let time: String
                let points: [Point]
            }

            struct Point: Encodable {
                let latitude: Double
                let longitude: Double
                @Null var precipitation: Double?
            }

            /// `network`, `cache` or `offline-cache`.
            let source: String
            /// Always `forecast`: model precipitation, not radar.
            let kind = "forecast"
            let frames: [Frame]
        }

        let rain: Rain

        public init(_ result: Sourced<RainMap>) {
            rain = Rain(source: JSONDocument.source(result.source), frames: result.value.frames.map { frame in
                Rain.Frame(time: WeatherFormat.iso8601(frame.time), points: frame.points.map {
                    Rain.Point(latitude: $0.coordinate.latitude, longitude: $0.coordinate.longitude, precipitation: $0.precipitation)
                })
            })
        }
    }
}
