/// `/v1/air-quality` for one place. Only requested variables come back, and any value may be
/// null: pollen outside Europe or out of season, every variable past the model's range.
struct OpenMeteoAirQualityDTO: Decodable {
    /// The variables wf asks for, as `current` and as `hourly` (the same names in both).
    struct Values: Decodable {
        let european_aqi: Double?
        let us_aqi: Double?
        let pm2_5: Double?
        let pm10: Double?
        let ozone: Double?
        let nitrogen_dioxide: Double?
        let sulphur_dioxide: Double?
        let carbon_monoxide: Double?
        let uv_index: Double?
        let alder_pollen: Double?
        let birch_pollen: Double?
        let grass_pollen: Double?
        let mugwort_pollen: Double?
        let olive_pollen: Double?
        let ragweed_pollen: Double?
    }

    struct Current: Decodable {
        let time: FlexibleTime?
        /// Seconds the reading covers (3600: the models are hourly).
        let interval: Int?
        let values: Values

        private enum CodingKeys: String, CodingKey { case time, interval }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            time = try container.decodeIfPresent(FlexibleTime.self, forKey: .time)
            interval = try container.decodeIfPresent(Int.self, forKey: .interval)
            values = try Values(from: decoder)
        }
    }

    struct Hourly: Decodable {
        let time: [FlexibleTime]
        let european_aqi: [Double?]?
        let us_aqi: [Double?]?
        let pm2_5: [Double?]?
        let pm10: [Double?]?
        let ozone: [Double?]?
        let nitrogen_dioxide: [Double?]?
        let sulphur_dioxide: [Double?]?
        let carbon_monoxide: [Double?]?
        let uv_index: [Double?]?
        let alder_pollen: [Double?]?
        let birch_pollen: [Double?]?
        let grass_pollen: [Double?]?
        let mugwort_pollen: [Double?]?
        let olive_pollen: [Double?]?
        let ragweed_pollen: [Double?]?
    }

    let latitude: Double
    let longitude: Double
    let utc_offset_seconds: Int?
    let timezone: String?
    /// Units by variable name: "μg/m³" (with U+03BC, the Greek mu), "grains/m³", "EAQI", "USAQI".
    let current_units: [String: String]?
    let current: Current?
    let hourly_units: [String: String]?
    let hourly: Hourly?
}

/// Several places in one request answer with an array, in order; one place with an object.
struct OpenMeteoAirQualityListDTO: Decodable {
    let answers: [OpenMeteoAirQualityDTO]

    init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            var answers: [OpenMeteoAirQualityDTO] = []
            while !array.isAtEnd { answers.append(try array.decode(OpenMeteoAirQualityDTO.self)) }
            self.answers = answers
        } else {
            answers = [try OpenMeteoAirQualityDTO(from: decoder)]
        }
    }
}
