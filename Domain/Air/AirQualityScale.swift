import Foundation

/// The two published air-quality scales wf shows (the `aqi-scale` setting).
public enum AirQualityScale: String, CaseIterable, Codable, Sendable {
    /// The European Environment Agency's European Air Quality Index.
    case european
    /// The US Environmental Protection Agency's Air Quality Index.
    case us

    /// Without a setting: the US index for a place in the US (its country, or for a bare
    /// coordinate the time zone the source placed it in), the European index anywhere else.
    public static func `default`(country: String?, timeZone: String?) -> AirQualityScale {
        if let country, !country.isEmpty { return usCountries.contains(country.uppercased()) ? .us : .european }
        return timeZone.map(usTimeZones.contains) == true ? .us : .european
    }

    /// One scale per place, in every view: the US index for a place in the US (by its country when
    /// known, else by the boxes the alerts use, `AlertCoverage.covering`, else by the time zone the
    /// source placed it in), the European index anywhere else.
    public static func `default`(for place: Place, timeZone: String? = nil) -> AirQualityScale {
        if let country = place.country, !country.isEmpty { return `default`(country: country, timeZone: nil) }
        if AlertCoverage.covering(place.coordinate) == .nws { return .us }
        return `default`(country: nil, timeZone: timeZone)
    }

    /// The US and the territories whose air its EPA reports (AirNow).
    static let usCountries: Set<String> = ["US", "PR", "VI", "GU", "AS", "MP"]

    /// The IANA zones of the US and those territories (tzdata's zone1970.tab, country codes above).
    static let usTimeZones: Set<String> = [
        "America/New_York", "America/Detroit", "America/Kentucky/Louisville", "America/Kentucky/Monticello",
        "America/Indiana/Indianapolis", "America/Indiana/Vincennes", "America/Indiana/Winamac", "America/Indiana/Marengo",
        "America/Indiana/Petersburg", "America/Indiana/Vevay", "America/Chicago", "America/Indiana/Tell_City",
        "America/Indiana/Knox", "America/Menominee", "America/North_Dakota/Center", "America/North_Dakota/New_Salem",
        "America/North_Dakota/Beulah", "America/Denver", "America/Boise", "America/Phoenix", "America/Los_Angeles",
        "America/Anchorage", "America/Juneau", "America/Sitka", "America/Metlakatla", "America/Yakutat", "America/Nome",
        "America/Adak", "Pacific/Honolulu", "America/Puerto_Rico", "America/St_Thomas", "Pacific/Guam", "Pacific/Pago_Pago",
        "Pacific/Saipan",
    ]

    /// The scale's bands, lowest first (see `AirQualityBand`).
    public var bands: [AirQualityBand] {
        switch self {
        case .european: AirQualityBand.european
        case .us: AirQualityBand.us
        }
    }

    /// The band an index falls in; nil for an index that is no index (negative, not a number).
    /// Indices are whole numbers, so one is rounded first, and each band includes its upper bound:
    /// a European 20 is good and 21 fair, a US 50 is good and 51 moderate.
    public func band(for index: Double) -> AirQualityBand? {
        guard index.isFinite, index >= 0 else { return nil }
        let whole = index.rounded()
        return bands.first { band in band.upperBound.map { whole <= $0 } ?? true }
    }

    /// The pollutant with the highest sub-index on this scale, from its concentration by the
    /// scale's breakpoints (`SubIndex`); the first in `Pollutant.allCases` on a tie. Nil when no
    /// pollutant with a sub-index on this scale has a concentration above zero.
    ///
    /// The source's index uses averages (24 hours for particles, 8 hours for ozone and carbon
    /// monoxide on the US scale); this uses the hour's concentrations, so it names what weighs
    /// most now, and may differ from the pollutant behind the index.
    public func dominantPollutant(_ concentrations: [Pollutant: Double]) -> Pollutant? {
        var best: (pollutant: Pollutant, index: Double)?
        for pollutant in Pollutant.allCases {
            guard let concentration = concentrations[pollutant], let index = subIndex(of: pollutant, concentration), index > 0 else { continue }
            if best.map({ index > $0.index }) ?? true { best = (pollutant, index) }
        }
        return best?.pollutant
    }

    /// A pollutant's sub-index on this scale for a concentration in μg/m³; nil when the scale has
    /// no breakpoints for it (carbon monoxide on the European scale) or the value is no concentration.
    public func subIndex(of pollutant: Pollutant, _ microgramsPerCubicMetre: Double) -> Double? {
        guard microgramsPerCubicMetre.isFinite, microgramsPerCubicMetre >= 0 else { return nil }
        return SubIndex.table(self, pollutant)?.index(microgramsPerCubicMetre)
    }
}

/// A band of an air-quality scale: its name (a key for the words, which live in the Phrasebook)
/// and its upper bound, included; the top band has none.
public struct AirQualityBand: Hashable, Sendable {
    /// Bands of either scale. The raw value is the band in `--json`.
    public enum Level: String, CaseIterable, Codable, Sendable {
        case good
        case fair
        case moderate
        case poor
        case veryPoor = "very-poor"
        case extremelyPoor = "extremely-poor"
        case unhealthyForSensitiveGroups = "unhealthy-for-sensitive-groups"
        case unhealthy
        case veryUnhealthy = "very-unhealthy"
        case hazardous
    }

    public let scale: AirQualityScale
    public let level: Level
    public let upperBound: Double?
    /// 0 for the lowest band, counting up: how bad, comparably within a scale (and for colours).
    public let severity: Int

    /// The European Environment Agency's bands as Open-Meteo publishes them: 0–20 good, 20–40
    /// fair, 40–60 moderate, 60–80 poor, 80–100 very poor, over 100 extremely poor.
    public static let european: [AirQualityBand] = bands(.european, [
        (.good, 20), (.fair, 40), (.moderate, 60), (.poor, 80), (.veryPoor, 100), (.extremelyPoor, nil),
    ])

    /// The US EPA's categories: 0–50 good, 51–100 moderate, 101–150 unhealthy for sensitive
    /// groups, 151–200 unhealthy, 201–300 very unhealthy, 301 and over hazardous.
    public static let us: [AirQualityBand] = bands(.us, [
        (.good, 50), (.moderate, 100), (.unhealthyForSensitiveGroups, 150), (.unhealthy, 200), (.veryUnhealthy, 300), (.hazardous, nil),
    ])

    private static func bands(_ scale: AirQualityScale, _ table: [(Level, Double?)]) -> [AirQualityBand] {
        table.enumerated().map { AirQualityBand(scale: scale, level: $1.0, upperBound: $1.1, severity: $0) }
    }
}

/// A pollutant's breakpoints on a scale: concentrations (μg/m³) and the sub-index each reaches,
/// interpolated linearly between them, and past the last with the last segment's slope.
struct SubIndex: Sendable {
    let points: [(concentration: Double, index: Double)]

    func index(_ concentration: Double) -> Double {
        for (low, high) in zip(points, points.dropFirst()) where concentration <= high.concentration {
            return low.index + (concentration - low.concentration) / (high.concentration - low.concentration) * (high.index - low.index)
        }
        let (low, high) = (points[points.count - 2], points[points.count - 1])
        return high.index + (concentration - high.concentration) / (high.concentration - low.concentration) * (high.index - low.index)
    }

    /// `points` in the table's own unit, times `factor` to μg/m³.
    init(_ points: [(Double, Double)], factor: Double = 1) {
        self.points = points.map { ($0.0 * factor, $0.1) }
    }

    static func table(_ scale: AirQualityScale, _ pollutant: Pollutant) -> SubIndex? {
        switch scale {
        case .european: european[pollutant]
        case .us: us[pollutant]
        }
    }

    /// The European Environment Agency's concentration bands (μg/m³) that Open-Meteo's European
    /// index is made of, each band's upper limit at the band's upper index (20, 40 … 100).
    static let european: [Pollutant: SubIndex] = [
        .pm2_5: SubIndex([(0, 0), (10, 20), (20, 40), (25, 60), (50, 80), (75, 100)]),
        .pm10: SubIndex([(0, 0), (20, 20), (40, 40), (50, 60), (100, 80), (150, 100)]),
        .nitrogenDioxide: SubIndex([(0, 0), (40, 20), (90, 40), (120, 60), (230, 80), (340, 100)]),
        .ozone: SubIndex([(0, 0), (50, 20), (100, 40), (130, 60), (240, 80), (380, 100)]),
        .sulphurDioxide: SubIndex([(0, 0), (100, 20), (200, 40), (350, 60), (500, 80), (750, 100)]),
    ]

    /// The US EPA's breakpoints (40 CFR 58 Appendix G; PM2.5 as revised in 2024), each category's
    /// upper concentration at its upper index (50, 100, 150, 200, 300, 500). Gases are converted
    /// from ppb (ppm for carbon monoxide) to μg/m³ at 25 °C and 1013 hPa: 1 ppb is molar mass / 24.45 μg/m³.
    static let us: [Pollutant: SubIndex] = [
        .pm2_5: SubIndex([(0, 0), (9.0, 50), (35.4, 100), (55.4, 150), (125.4, 200), (225.4, 300), (325.4, 500)]),
        .pm10: SubIndex([(0, 0), (54, 50), (154, 100), (254, 150), (354, 200), (424, 300), (604, 500)]),
        .ozone: SubIndex([(0, 0), (54, 50), (70, 100), (85, 150), (105, 200), (200, 300)], factor: 48.00 / 24.45),
        .nitrogenDioxide: SubIndex([(0, 0), (53, 50), (100, 100), (360, 150), (649, 200), (1249, 300), (2049, 500)],
                                   factor: 46.01 / 24.45),
        .sulphurDioxide: SubIndex([(0, 0), (35, 50), (75, 100), (185, 150), (304, 200), (604, 300), (1004, 500)],
                                  factor: 64.07 / 24.45),
        .carbonMonoxide: SubIndex([(0, 0), (4.4, 50), (9.4, 100), (12.4, 150), (15.4, 200), (30.4, 300), (50.4, 500)],
                                  factor: 28.01 / 24.45 * 1000),
    ]
}
