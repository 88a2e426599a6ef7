/// `/data/2.5/forecast`: 5 days in 3-hour steps.
struct OWMForecastResponseDTO: Decodable {
    struct City: Decodable {
        let name: String?
        let country: String?
        let coord: OWMCoordinateDTO?
        let timezone: Int?
        let sunrise: Double?
        let sunset: Double?
    }

    struct Step: Decodable {
        let dt: Double
        let main: OWMMainDTO
        let weather: [OWMConditionDTO]?
        let clouds: OWMCloudsDTO?
        let wind: OWMWindDTO?
        /// Probability of precipitation, 0–1.
        let pop: Double?
        let rain: OWMVolumeDTO?
        let snow: OWMVolumeDTO?
    }

    let city: City
    let list: [Step]
}

/// `/data/2.5/weather`.
struct OWMCurrentWeatherDTO: Decodable {
    struct System: Decodable {
        let country: String?
        let sunrise: Double?
        let sunset: Double?
    }

    let coord: OWMCoordinateDTO?
    let weather: [OWMConditionDTO]?
    let main: OWMMainDTO
    let visibility: Double?
    let wind: OWMWindDTO?
    let clouds: OWMCloudsDTO?
    let rain: OWMVolumeDTO?
    let snow: OWMVolumeDTO?
    let dt: Double?
    let sys: System?
    let timezone: Int?
    let name: String?
}

/// `/geo/1.0/direct`: an array of these.
struct OWMGeocodingDTO: Decodable {
    let name: String
    /// The name in other languages, by ISO 639-1 code: `{"de": "München"}`.
    var local_names: [String: String]?
    let lat: Double
    let lon: Double
    let country: String?
    let state: String?
}

/// Error bodies: `{"cod": 401 | "404", "message": "..."}`.
struct OWMErrorDTO: Decodable {
    let cod: FlexibleText?
    let message: FlexibleText?
}

struct OWMCoordinateDTO: Decodable {
    let lat: Double
    let lon: Double
}

struct OWMMainDTO: Decodable {
    let temp: Double
    let feels_like: Double?
    let temp_min: Double?
    let temp_max: Double?
    let pressure: Double?
    let sea_level: Double?
    let humidity: Double?
}

struct OWMConditionDTO: Decodable {
    let id: Int?
    let description: String?
    let icon: String?
}

struct OWMWindDTO: Decodable {
    let speed: Double?
    let deg: Double?
    let gust: Double?
}

struct OWMCloudsDTO: Decodable {
    let all: Double?
}

/// `rain` / `snow`: millimetres in the last hour (current weather) or the 3-hour step (forecast);
/// absent when dry.
struct OWMVolumeDTO: Decodable {
    let oneHour: Double?
    let threeHours: Double?

    enum CodingKeys: String, CodingKey {
        case oneHour = "1h"
        case threeHours = "3h"
    }
}
