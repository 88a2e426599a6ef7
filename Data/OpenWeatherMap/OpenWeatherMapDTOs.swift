/// `/data/2.5/forecast`: 5 days in 3-hour steps.
struct OWMForecastResponseDTO: Decodable {
    struct City: Decodable {
        let name: String?
        let country: String?
        let coord: OWMCoordinateDTO?
        let timezone: Int?
    }

    struct Step: Decodable {
        let dt: Double
        let main: OWMMainDTO
        let weather: [OWMConditionDTO]?
    }

    let city: City
    let list: [Step]
}

/// `/data/2.5/weather`.
struct OWMCurrentWeatherDTO: Decodable {
    struct Wind: Decodable {
        let speed: Double?
        let deg: Double?
    }

    struct Clouds: Decodable {
        let all: Double?
    }

    struct System: Decodable {
        let country: String?
        let sunrise: Double?
        let sunset: Double?
    }

    let coord: OWMCoordinateDTO?
    let weather: [OWMConditionDTO]?
    let main: OWMMainDTO
    let visibility: Double?
    let wind: Wind?
    let clouds: Clouds?
    let dt: Double?
    let sys: System?
    let timezone: Int?
    let name: String?
}

/// `/geo/1.0/direct`: an array of these.
struct OWMGeocodingDTO: Decodable {
    let name: String
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
