import Foundation

/// Rain soon: the next two hours in 15-minute steps (Open-Meteo's `minutely_15`), and when rain
/// starts or stops within them.
///
/// Open-Meteo has real 15-minute data only in Central Europe and North America; elsewhere the steps
/// are interpolated from hourly models. So wf says "in the next 2 hours", never "minute by minute".
public struct Nowcast: Hashable, Codable, Sendable {
    /// One 15-minute step, labelled by its start as Open-Meteo labels it.
    public struct Step: Hashable, Codable, Sendable {
        public var time: Date
        /// Millimetres in the 15 minutes; nil when the source gave none.
        public var precipitation: Double?
        /// Percent, where the source offers it.
        public var probability: Double?

        public init(time: Date, precipitation: Double?, probability: Double? = nil) {
            self.time = time
            self.precipitation = precipitation
            self.probability = probability
        }

        /// Whether this step counts as rain (see `Nowcast.threshold`); an unknown amount is not rain,
        /// nor dry (`isKnown`).
        public var isRain: Bool { (precipitation ?? 0) >= Nowcast.threshold }
        /// Whether the step has an amount at all: one the source left out, or one no rain can have
        /// (`Nowcast.plausible()`), says nothing of rain or of dry weather.
        public var isKnown: Bool { precipitation != nil }
    }

    /// Rain is 0.1 mm or more in 15 minutes (0.4 mm an hour, a light shower); less is a trace
    /// the models scatter about and no one would call rain.
    public static let threshold = 0.1
    /// Two hours of 15-minute steps (`forecast_minutely_15=8`).
    public static let stepCount = 8
    public static let windowHours = 2

    public var steps: [Step]
    public var fetchedAt: Date
    /// How results name the source: "Open-Meteo".
    public var source: String
    /// The place's offset from UTC, for local times.
    public var utcOffsetSeconds: Int

    public init(steps: [Step], fetchedAt: Date, source: String = "Open-Meteo", utcOffsetSeconds: Int = 0) {
        self.steps = steps.sorted { $0.time < $1.time }
        self.fetchedAt = fetchedAt
        self.source = source
        self.utcOffsetSeconds = utcOffsetSeconds
    }

    /// What the window holds: no rain, rain all along, rain starting (and perhaps stopping), rain
    /// stopping, or not known.
    public enum Outlook: Hashable, Sendable {
        /// Every step is known, and none reaches the threshold.
        case dry
        /// Every step is rain.
        case rainThroughout
        /// Rain from the step at `starts`; `stops` is the first dry step after it, nil when it lasts the window.
        case rain(starts: Date, stops: Date?)
        /// Raining now; the first dry step is at `stops`.
        case stopping(stops: Date)
        /// No step is known, or one before any rain is not: "no rain expected" would be a guess.
        case unknown
    }

    /// The steps from the one in progress at `now` on (all of them when `now` is before the first).
    public func steps(from now: Date) -> [Step] {
        let start = steps.last { $0.time <= now }?.time ?? steps.first?.time ?? now
        return steps.filter { $0.time >= start }
    }

    /// The copy from the step in progress at `now` on; nil once its window has passed.
    public func remaining(at now: Date) -> Nowcast? {
        guard let last = steps.last, now < last.time.addingTimeInterval(15 * 60) else { return nil }
        var remaining = self
        remaining.steps = steps(from: now)
        return remaining
    }

    /// The outlook for the steps from `now` on.
    public func outlook(from now: Date) -> Outlook {
        Self.outlook(steps(from: now))
    }

    /// Read from the known steps up to the first unknown one: dry only when every step is known;
    /// rain that runs into an unknown step starts, and is not said to last or to stop.
    public static func outlook(_ steps: [Step]) -> Outlook {
        let known = steps.prefix(while: \.isKnown)
        let runsOn = known.count == steps.count
        guard let firstRain = known.firstIndex(where: \.isRain) else { return runsOn && !steps.isEmpty ? .dry : .unknown }
        guard let dryAfter = known[firstRain...].firstIndex(where: { !$0.isRain }) else {
            return firstRain == known.startIndex && runsOn ? .rainThroughout : .rain(starts: known[firstRain].time, stops: nil)
        }
        if firstRain == known.startIndex { return .stopping(stops: known[dryAfter].time) }
        return .rain(starts: known[firstRain].time, stops: known[dryAfter].time)
    }

    /// When rain starts in the window (now, when it is already raining); nil when dry or unknown.
    public func starts(from now: Date) -> Date? {
        switch outlook(from: now) {
        case .dry, .unknown: nil
        case .rainThroughout, .stopping: steps(from: now).first?.time
        case .rain(let starts, _): starts
        }
    }

    /// When rain stops in the window; nil when dry, unknown or raining to the end of it.
    public func stops(from now: Date) -> Date? {
        switch outlook(from: now) {
        case .dry, .rainThroughout, .unknown: nil
        case .rain(_, let stops): stops
        case .stopping(let stops): stops
        }
    }
}

/// Where nowcasts come from: Open-Meteo's `minutely_15`, whatever the weather provider, cached 15 minutes.
public protocol NowcastRepository: Sendable {
    func nowcast(at coordinate: Coordinate, policy: CachePolicy) async throws -> Sourced<Nowcast>
}
