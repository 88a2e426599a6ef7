/// The requests wf sent on one UTC day (the day Open-Meteo counts by), per source.
public struct RequestUsage: Hashable, Sendable {
    /// One source's count: `source` is the name a gateway routes it under ("open-meteo", "nws").
    public struct Source: Hashable, Sendable {
        public var source: String
        public var requests: Int
        /// Open-Meteo's weighted calls for its sources (see `OpenMeteoWeight` in Data); for every
        /// other source one call per request, the same as `requests`.
        public var weightedCalls: Double

        public init(source: String, requests: Int, weightedCalls: Double) {
            self.source = source
            self.requests = requests
            self.weightedCalls = weightedCalls
        }
    }

    public var day: CalendarDay
    public var sources: [Source]
    /// The same requests by what each was for ("weather", "rain-grid", "climate"), where counted:
    /// `source` is then the section's name.
    public var sections: [Source]

    public init(day: CalendarDay, sources: [Source], sections: [Source] = []) {
        self.day = day
        self.sources = sources
        self.sections = sections
    }

    /// Whether a source's calls count against Open-Meteo's daily limit: all of its APIs share one.
    public static func isOpenMeteo(_ source: String) -> Bool {
        source == "open-meteo" || source.hasPrefix("open-meteo-")
    }

    /// The day's calls against Open-Meteo's limit: the weighted calls of every Open-Meteo API.
    public var openMeteoWeightedCalls: Double {
        sources.filter { Self.isOpenMeteo($0.source) }.reduce(0) { $0 + $1.weightedCalls }
    }

    /// Every source in `known` (zero where nothing was sent), in that order, then any other source counted.
    public func listing(_ known: [String]) -> RequestUsage {
        let counted = Dictionary(sources.map { ($0.source, $0) }) { first, _ in first }
        let listed = known.map { counted[$0] ?? Source(source: $0, requests: 0, weightedCalls: 0) }
        return RequestUsage(day: day, sources: listed + sources.filter { !known.contains($0.source) }, sections: sections)
    }
}
