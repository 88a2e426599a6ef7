import Domain
import Foundation

/// How a forecast is kept in the cache: the days as they are, the hourly points as columns.
///
/// A week of points as objects is ~50 KB of keyed JSON and took ~5 ms to decode on every cached
/// search; as one JSON array per variable ~1.4 ms; packed (`PackedNumbers`) ~0.1 ms.
struct ForecastRecord: Codable {
    var forecast: Forecast
    var hours: HourlyColumns

    init(_ forecast: Forecast) {
        var days = forecast
        days.hours = []
        self.forecast = days
        hours = HourlyColumns(forecast.hours)
    }

    var value: Forecast {
        var full = forecast
        full.hours = hours.points
        return full
    }
}

/// The hourly points, one column per variable. Numbers are packed (`PackedNumbers`) and the
/// descriptions kept once each, so a week of points decodes in a few passes, not ~2000 JSON values.
struct HourlyColumns: Codable {
    // One plain switch each: Swift 6.3's optimizer crashed ("Found ownership error", in
    // CopyPropagation) on `code?.number` and `code?.symbol` inlined here, in release builds only.
    @inline(never)
    private static func number(of code: ConditionCode?) -> Double? {
        switch code {
        case .number(let number)?: Double(number)
        default: nil
        }
    }

    @inline(never)
    private static func symbol(of code: ConditionCode?) -> String {
        switch code {
        case .symbol(let symbol)?: symbol
        default: ""
        }
    }

    var time: PackedNumbers
    var temperature: PackedNumbers
    var feelsLike: PackedNumbers
    var humidity: PackedNumbers
    var pressure: PackedNumbers
    var precipitationAmount: PackedNumbers
    var precipitationProbability: PackedNumbers
    var windSpeed: PackedNumbers
    var windGusts: PackedNumbers
    var windDegrees: PackedNumbers
    var cloudCover: PackedNumbers
    var uvIndex: PackedNumbers
    /// Category raw values, comma-separated.
    var category: String
    var code: PackedNumbers
    /// Symbol codes (MET Norway's), comma-separated, empty where a point has a number or none;
    /// absent in copies made before symbols existed.
    var symbols: String?
    /// Each distinct description once; `description` holds an index into it per point.
    var descriptions: [String]
    var description: PackedNumbers

    init(_ points: [HourlyForecast]) {
        time = PackedNumbers(points.map(\.time.timeIntervalSince1970))
        temperature = PackedNumbers(points.map(\.temperature))
        feelsLike = PackedNumbers(points.map(\.feelsLike))
        humidity = PackedNumbers(points.map(\.humidity))
        pressure = PackedNumbers(points.map(\.pressure))
        precipitationAmount = PackedNumbers(points.map(\.precipitation.amount))
        precipitationProbability = PackedNumbers(points.map(\.precipitation.probability))
        windSpeed = PackedNumbers(points.map(\.wind.speed))
        windGusts = PackedNumbers(points.map(\.wind.gusts))
        windDegrees = PackedNumbers(points.map(\.wind.degrees))
        cloudCover = PackedNumbers(points.map(\.cloudCover))
        uvIndex = PackedNumbers(points.map(\.uvIndex))
        category = points.map(\.condition.category.rawValue).joined(separator: ",")
        code = PackedNumbers(points.map { Self.number(of: $0.condition.code) })
        let symbolCodes = points.map { Self.symbol(of: $0.condition.code) }
        symbols = symbolCodes.allSatisfy(\.isEmpty) ? nil : symbolCodes.joined(separator: ",")
        var distinct: [String] = [], indexOf: [String: Int] = [:]
        let indices = points.map { point -> Double in
            let text = point.condition.description
            if let index = indexOf[text] { return Double(index) }
            indexOf[text] = distinct.count
            distinct.append(text)
            return Double(distinct.count - 1)
        }
        descriptions = distinct
        description = PackedNumbers(indices)
    }

    /// Columns of unequal length (a damaged copy) give the points all columns have; a point with
    /// no time or temperature is left out.
    var points: [HourlyForecast] {
        let categories = category.split(separator: ",", omittingEmptySubsequences: false)
            .map { ConditionCategory(rawValue: String($0)) ?? .unknown }
        let numeric = [time, temperature, feelsLike, humidity, pressure, precipitationAmount, precipitationProbability,
                       windSpeed, windGusts, windDegrees, cloudCover, uvIndex, code, description]
        let symbolCodes = symbols.map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let count = (numeric.map(\.values.count) + [categories.count, symbolCodes?.count ?? .max]).min() ?? 0
        return (0..<count).compactMap { index in
            guard let time = time.values[index], let temperature = temperature.values[index] else { return nil }
            let text = description.values[index].flatMap(Int.init(exactly:)).flatMap { descriptions.indices.contains($0) ? descriptions[$0] : nil }
            return HourlyForecast(
                time: Date(timeIntervalSince1970: time), temperature: temperature, feelsLike: feelsLike.values[index],
                humidity: humidity.values[index], pressure: pressure.values[index],
                precipitation: Precipitation(amount: precipitationAmount.values[index], probability: precipitationProbability.values[index]),
                wind: Wind(speed: windSpeed.values[index], gusts: windGusts.values[index], degrees: windDegrees.values[index]),
                cloudCover: cloudCover.values[index], uvIndex: uvIndex.values[index],
                condition: WeatherCondition(category: categories[index],
                                            code: code.values[index].flatMap(Int.init(exactly:)).map(ConditionCode.number)
                                                ?? symbolCodes.flatMap { $0[index].isEmpty ? nil : .symbol($0[index]) },
                                            description: text ?? "")
            )
        }
    }
}

/// Numbers kept as the little-endian bytes of Float64s, base64 in the JSON: one string per column
/// instead of a JSON number per value. A missing value is stored as NaN (a provider's JSON holds
/// no NaN, so nothing real is lost).
struct PackedNumbers: Codable, Equatable {
    var values: [Double?]

    init(_ values: [Double?]) {
        self.values = values
    }

    init(_ values: [Double]) {
        self.values = values.map(Optional.some)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let data = Data(base64Encoded: text), data.count % 8 == 0 else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a packed column is not whole numbers of 8 bytes")
        }
        values = data.withUnsafeBytes { raw in
            (0..<raw.count / 8).map { index in
                let value = Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)))
                return value.isNaN ? nil : value
            }
        }
    }

    func encode(to encoder: any Encoder) throws {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(values.count * 8)
        for value in values {
            withUnsafeBytes(of: (value ?? .nan).bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        }
        var container = encoder.singleValueContainer()
        try container.encode(Data(bytes).base64EncodedString())
    }
}
