import Domain
import Foundation
import Presentation

/// `wf air --json`, and `air_quality` in every place document.
extension JSONDocument {
    /// A pollutant's concentration, or a pollen count with its level.
    struct Amount: Encodable {
        @Null var value: Double?
        let unit: String
    }

    struct PollenCount: Encodable {
        @Null var value: Double?
        let unit: String
        /// `none`, `low`, `moderate`, `high` or `very-high`.
        @Null var level: String?
    }

    /// `air_quality` in `wf here --json` and `wf at --json`: the index now on the scale shown, its band
    /// and main pollutant (keys as in `wf air --json`).
    public struct AirSummary: Encodable {
        let scale: String
        @Null var index: Double?
        @Null var band: String?
        @Null var dominant_pollutant: String?
        let provider: String
        let updated: String

        init(_ air: AirQualityUseCase.Result) {
            let reading = air.airQuality.value.current
            scale = air.scale.rawValue
            index = reading.index(on: air.scale)
            band = reading.band(on: air.scale)?.level.rawValue
            dominant_pollutant = reading.dominantPollutant(on: air.scale)?.rawValue
            provider = air.airQuality.value.source
            updated = WeatherFormat.iso8601(air.airQuality.value.fetchedAt)
        }
    }

    /// The air at one hour (`air_quality` for now, and each of `hours`).
    struct AirReading: Encodable {
        let time: String
        @Null var european_aqi: Double?
        @Null var us_aqi: Double?
        /// On the document's scale: `good`, `fair`, `moderate`, `poor`, `very-poor`, `extremely-poor`
        /// (European); `good`, `moderate`, `unhealthy-for-sensitive-groups`, `unhealthy`, `very-unhealthy`, `hazardous` (US).
        @Null var band: String?
        @Null var dominant_pollutant: String?
        /// Every pollutant, by its key: `pm2_5`, `pm10`, `ozone`, `nitrogen_dioxide`, `sulphur_dioxide`, `carbon_monoxide`.
        let pollutants: [String: Amount]
        @Null var uv_index: Double?
        /// Every pollen type, by its key: `alder`, `birch`, `grass`, `mugwort`, `olive`, `ragweed`.
        let pollen: [String: PollenCount]

        init(_ reading: AirQualityReading, scale: AirQualityScale, air: Domain.AirQuality) {
            time = WeatherFormat.iso8601(reading.time)
            european_aqi = reading.europeanIndex
            us_aqi = reading.usIndex
            band = reading.band(on: scale)?.level.rawValue
            dominant_pollutant = reading.dominantPollutant(on: scale)?.rawValue
            pollutants = Dictionary(uniqueKeysWithValues: Pollutant.allCases.map { pollutant in
                (pollutant.rawValue, Amount(value: reading.pollutants[pollutant].map { $0.rounded(to: 2) }, unit: air.unit(of: pollutant)))
            })
            uv_index = reading.uvIndex
            pollen = Dictionary(uniqueKeysWithValues: PollenType.allCases.map { type in
                let grains = reading.pollen[type]
                return (type.rawValue, PollenCount(value: grains.map { $0.rounded(to: 2) }, unit: air.pollenUnit,
                                                   level: grains.flatMap(type.level)?.rawValue))
            })
        }
    }

    /// `wf air --json`.
    public struct AirQuality: Encodable {
        let place: City
        /// `european` or `us`: the scale of every `band`.
        let scale: String
        let provider: String
        let source: String
        let updated: String
        let air_quality: AirReading
        let hours: [AirReading]

        public init(_ report: AirQualityReport) {
            let air = report.airQuality.value
            place = City(air.place)
            scale = report.scale.rawValue
            provider = air.source
            source = JSONDocument.source(report.airQuality.source)
            updated = WeatherFormat.iso8601(air.fetchedAt)
            air_quality = AirReading(report.now, scale: report.scale, air: air)
            hours = report.hours.map { AirReading($0, scale: report.scale, air: air) }
        }
    }
}
