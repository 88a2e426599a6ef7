import Foundation

/// How today's forecast high stands against 1991–2020 (`ClimateSeries.reference(for:)`): the
/// normal (the mean of R to 0.1°), the anomaly (today's high − the normal), the percentile
/// (⌊100 × #{r ∈ R : r < today's high} / |R|⌋) and its words. In °C; `in(_:)` for the user's units.
public struct ClimateComparison: Hashable, Sendable {
    public enum Words: String, CaseIterable, Sendable {
        case muchWarmer = "much-warmer"
        case warmer
        case aboutUsual = "about-usual"
        case cooler
        case muchCooler = "much-cooler"

        /// ≥ 90 much warmer, ≥ 70 warmer, ≤ 10 much cooler, ≤ 30 cooler, else about usual.
        public init(percentile: Int) {
            self = switch percentile {
            case 90...: .muchWarmer
            case 70...: .warmer
            case ...10: .muchCooler
            case ...30: .cooler
            default: .aboutUsual
            }
        }
    }

    /// The values in one unit of temperature.
    public struct Values: Hashable, Sendable {
        public var todayMax: Double
        public var normalMax: Double
        public var anomaly: Double
    }

    public var day: CalendarDay
    public var celsius: Values
    public var percentile: Int
    public var words: Words { Words(percentile: percentile) }
    /// |R|: how many days of the archive the normal is the mean of.
    public var count: Int

    /// Nil when R is empty.
    public init?(todayMax: Double, reference: [Double], day: CalendarDay) {
        guard !reference.isEmpty else { return nil }
        let normal = (reference.reduce(0, +) / Double(reference.count) * 10).rounded() / 10
        self.day = day
        celsius = Values(todayMax: todayMax, normalMax: normal, anomaly: ((todayMax - normal) * 10).rounded() / 10)
        percentile = 100 * reference.count(where: { $0 < todayMax }) / reference.count
        count = reference.count
    }

    /// The values in `units`: the normal converted and rounded to 0.1°, and the anomaly the
    /// difference of the two as shown, so that they add up.
    public func values(in units: Units, todayMax shown: Double) -> Values {
        guard units == .imperial else { return Values(todayMax: shown, normalMax: celsius.normalMax, anomaly: celsius.anomaly) }
        let normal = ((celsius.normalMax * 9 / 5 + 32) * 10).rounded() / 10
        return Values(todayMax: shown, normalMax: normal, anomaly: ((shown - normal) * 10).rounded() / 10)
    }
}

extension PlaceReport {
    /// Today at the place, as its weather's clock has it.
    var climateDay: CalendarDay {
        CalendarDay(current.value.observedAt, utcOffsetSeconds: current.value.utcOffsetSeconds)
    }

    /// Today's forecast high at the place, in the report's units: the forecast's day, else the
    /// weather's own high for today.
    public var todayMax: Double? {
        let today = climateDay
        if let forecast = forecast?.value, let day = forecast.days.first(where: { $0.date == today }) {
            return day.temperature.max
        }
        return current.value.maximum
    }

    /// Today against 1991–2020, when the archive came and today's high is known; nil otherwise.
    public var climate: ClimateComparison? {
        guard case .success(let series)? = parts.climate, let shown = todayMax else { return nil }
        let units = forecast?.value.units ?? current.value.units
        let celsius = units == .imperial ? (shown - 32) * 5 / 9 : shown
        let day = climateDay
        return ClimateComparison(todayMax: celsius, reference: series.value.reference(for: day), day: day)
    }

    /// The comparison's values in the report's units.
    public var climateValues: ClimateComparison.Values? {
        guard let climate, let shown = todayMax else { return nil }
        return climate.values(in: forecast?.value.units ?? current.value.units, todayMax: shown)
    }
}
