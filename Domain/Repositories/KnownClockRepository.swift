/// What wf already keeps about a place's clock (the weather it cached for the spot): read, never asked for.
public protocol KnownClockRepository: Sendable {
    /// The place's time zone when a kept copy names one, else the offset the newest copy's provider
    /// gave; nil when nothing is kept for `coordinate`.
    func knownClock(at coordinate: Coordinate) async -> PlaceClock?
}
