import Foundation

/// What is in the air at one place, as fetched at one moment from one source: the reading now and
/// one an hour ahead. A value the source does not give (a pollutant it does not model, pollen out
/// of season or outside Europe, an hour past its model's range) is nil.
public struct AirQuality: Hashable, Codable, Sendable {
    public var place: Place
    /// How results name the source: "Open-Meteo Air Quality".
    public var source: String
    public var fetchedAt: Date
    /// The place's offset from UTC, for showing local times.
    public var utcOffsetSeconds: Int
    /// The place's IANA time zone as the source resolved it ("America/New_York"), when it says:
    /// for a bare coordinate it tells whether the place is in the US (`AirQualityScale.default`).
    public var timeZone: String?
    /// Each pollutant's unit as the source writes it ("μg/m³").
    public var pollutantUnits: [Pollutant: String]
    /// The unit of the pollen counts ("grains/m³").
    public var pollenUnit: String
    /// The reading for the current hour.
    public var current: AirQualityReading
    /// In time order, from local midnight of the day it was fetched.
    public var hours: [AirQualityReading]
    /// How many days were asked of the source: a copy serves any request for as many or fewer.
    public var requestedDays: Int

    public init(place: Place, source: String, fetchedAt: Date, utcOffsetSeconds: Int, timeZone: String? = nil,
                pollutantUnits: [Pollutant: String] = [:], pollenUnit: String = "grains/m³",
                current: AirQualityReading, hours: [AirQualityReading] = [], requestedDays: Int = 1) {
        self.place = place
        self.source = source
        self.fetchedAt = fetchedAt
        self.utcOffsetSeconds = utcOffsetSeconds
        self.timeZone = timeZone
        self.pollutantUnits = pollutantUnits
        self.pollenUnit = pollenUnit
        self.current = current
        self.hours = hours
        self.requestedDays = requestedDays
    }

    /// The unit of a pollutant's value: the source's, or μg/m³, which is what it sends for all six.
    public func unit(of pollutant: Pollutant) -> String {
        pollutantUnits[pollutant] ?? "μg/m³"
    }

    /// The hours from the one in progress at `now` onward, spanning `hours` hours; hours past the
    /// source's range (no index on either scale) at the end are left out.
    public func hours(_ hours: Int, from now: Date) -> [AirQualityReading] {
        guard let first = self.hours.first else { return [] }
        let start = self.hours.last { $0.time <= now }?.time ?? first.time
        let end = start.addingTimeInterval(Double(hours) * 3600)
        var shown = self.hours.filter { $0.time >= start && $0.time < end }
        while let last = shown.last, last.europeanIndex == nil, last.usIndex == nil { shown.removeLast() }
        return shown
    }

    /// Whether this copy has the days a request for `days` needs.
    public func covers(days: Int) -> Bool {
        requestedDays >= days
    }
}

/// The air at one hour.
public struct AirQualityReading: Hashable, Codable, Sendable {
    public var time: Date
    /// The European Air Quality Index (0 and up; over 100 is extremely poor).
    public var europeanIndex: Double?
    /// The US EPA Air Quality Index (0–500).
    public var usIndex: Double?
    /// Concentrations, in the units of `AirQuality.pollutantUnits`; a pollutant not given is absent.
    public var pollutants: [Pollutant: Double]
    public var uvIndex: Double?
    /// Grains per cubic metre, by type; a type not given (out of season, outside Europe) is absent.
    public var pollen: [PollenType: Double]

    public init(time: Date, europeanIndex: Double? = nil, usIndex: Double? = nil, pollutants: [Pollutant: Double] = [:],
                uvIndex: Double? = nil, pollen: [PollenType: Double] = [:]) {
        self.time = time
        self.europeanIndex = europeanIndex
        self.usIndex = usIndex
        self.pollutants = pollutants
        self.uvIndex = uvIndex
        self.pollen = pollen
    }

    /// The index on `scale`.
    public func index(on scale: AirQualityScale) -> Double? {
        switch scale {
        case .european: europeanIndex
        case .us: usIndex
        }
    }

    /// The band of the index on `scale`, when there is an index.
    public func band(on scale: AirQualityScale) -> AirQualityBand? {
        index(on: scale).flatMap(scale.band(for:))
    }

    /// The pollutant with the highest sub-index on `scale` (see `AirQualityScale.dominantPollutant`).
    public func dominantPollutant(on scale: AirQualityScale) -> Pollutant? {
        scale.dominantPollutant(pollutants)
    }

    /// Whether the source gave any pollen count at all.
    public var hasPollen: Bool { !pollen.isEmpty }
}

/// The pollutants both indices are made of (the European one leaves out carbon monoxide). The raw
/// value is the source's variable name and the key in `--json`.
public enum Pollutant: String, CaseIterable, Codable, Sendable, CodingKeyRepresentable {
    case pm2_5
    case pm10
    case ozone
    case nitrogenDioxide = "nitrogen_dioxide"
    case sulphurDioxide = "sulphur_dioxide"
    case carbonMonoxide = "carbon_monoxide"
}

/// The pollen the source counts (in Europe, in season). The raw value is the key in `--json`;
/// the source's variable is `<raw value>_pollen`.
public enum PollenType: String, CaseIterable, Codable, Sendable, CodingKeyRepresentable {
    case alder, birch, grass, mugwort, olive, ragweed

    /// Trees, grasses and weeds have their own thresholds.
    public var group: PollenGroup {
        switch self {
        case .alder, .birch, .olive: .tree
        case .grass: .grass
        case .mugwort, .ragweed: .weed
        }
    }

    /// How strong a count of `grains` per cubic metre is (see `PollenGroup.thresholds`); nil for a
    /// count that is no count (negative, not a number).
    public func level(_ grains: Double) -> PollenLevel? {
        group.level(grains)
    }
}

/// How much pollen is in the air, by the National Allergy Bureau's levels.
public enum PollenLevel: String, CaseIterable, Codable, Sendable, Comparable {
    case none
    case low
    case moderate
    case high
    case veryHigh = "very-high"

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Pollen thresholds in grains per cubic metre, from the American Academy of Allergy, Asthma and
/// Immunology's National Allergy Bureau (NAB) scale: trees low 1–14, moderate 15–89, high 90–1499,
/// very high 1500 and more; grasses 1–4, 5–19, 20–199, 200; weeds 1–9, 10–49, 50–499, 500.
/// 0 is "absent" on that scale: "none" here. A count is rounded to a whole grain first, as the
/// scale counts them.
public enum PollenGroup: String, CaseIterable, Sendable {
    case tree, grass, weed

    /// The lowest whole count of low, moderate, high and very high.
    public var thresholds: [Double] {
        switch self {
        case .tree: [1, 15, 90, 1500]
        case .grass: [1, 5, 20, 200]
        case .weed: [1, 10, 50, 500]
        }
    }

    public func level(_ grains: Double) -> PollenLevel? {
        guard grains.isFinite, grains >= 0 else { return nil }
        let count = grains.rounded()
        let reached = thresholds.filter { count >= $0 }.count
        return PollenLevel.allCases[reached]
    }
}

extension AirQuality {
    /// The answer with values no air can have (negative, not a number) unknown. Throws when no
    /// index is left on either scale, now or in any hour: such an answer is a failure, and a cached
    /// copy stands in for it.
    public func plausible() throws(WeatherError) -> AirQuality {
        var answer = self
        answer.current = current.plausible
        answer.hours = hours.map(\.plausible)
        guard zip(answer.hours, answer.hours.dropFirst()).allSatisfy({ $0.time < $1.time }) else {
            throw .providerUnavailable(provider: source, reason: "sent hours that do not line up")
        }
        let readings = [answer.current] + answer.hours
        guard readings.contains(where: { $0.europeanIndex != nil || $0.usIndex != nil }) else {
            throw .providerUnavailable(provider: source, reason: "sent air quality without an index")
        }
        return answer
    }

    /// What of an old copy can still be shown at `now`: the hours from the current one on. Nil
    /// when no hour with an index is left (the copy is then as good as nothing cached).
    public func remaining(at now: Date) -> AirQuality? {
        var shown = self
        let hourStart = now.addingTimeInterval(-3600)
        shown.hours.removeAll { $0.time <= hourStart }
        return shown.hours.contains { $0.europeanIndex != nil || $0.usIndex != nil } ? shown : nil
    }
}

extension AirQualityReading {
    /// The highest index either scale defines is 500; an index or a concentration beyond what
    /// air has ever held, negative or not a number, is unknown.
    static let plausibleIndex: ClosedRange<Double> = 0...1000

    var plausible: AirQualityReading {
        var reading = self
        reading.europeanIndex = europeanIndex.flatMap { Self.plausibleIndex.contains($0) ? $0 : nil }
        reading.usIndex = usIndex.flatMap { Self.plausibleIndex.contains($0) ? $0 : nil }
        reading.pollutants = pollutants.filter { $0.value.isFinite && $0.value >= 0 }
        reading.uvIndex = uvIndex.flatMap { Plausibility.uvIndex.contains($0) ? $0 : nil }
        reading.pollen = pollen.filter { $0.value.isFinite && $0.value >= 0 }
        return reading
    }
}
