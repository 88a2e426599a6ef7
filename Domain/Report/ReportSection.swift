/// A side part of the report as a plug-in, as a provider is one: how it is had for a place and a
/// plan, and what it adds to the report. The front end lists the sections once and gives them to
/// the one use case (`PlaceReportUseCase`); a section never throws, its failure is its own part's result.
public protocol ReportSection: Sendable {
    var part: ReportPart { get }
    /// `.besideWeather` runs at the same time as the weather; `.afterWeather` once it has come
    /// (it needs the weather, or asks the weather's own server, which gets one request at a time).
    var timing: ReportSectionTiming { get }
    func fill(for place: Place, weather report: PlaceReport?, plan: ReportPlan) async -> ReportFill
    /// The part at many places, for a list (`fav list`, the app's favourites): by default each on
    /// its own, all at once; a source that answers for many places in one request does so.
    func fills(for places: [Place], plan: ReportPlan) async -> [ReportFill]
    /// Its part as unavailable, for `error`: what the report says when the part was cut off.
    func unavailable(_ error: WeatherError) -> ReportFill
}

extension ReportSection {
    public func fills(for places: [Place], plan: ReportPlan) async -> [ReportFill] {
        await withTaskGroup(of: (Int, ReportFill).self) { group in
            for (index, place) in places.enumerated() {
                group.addTask { (index, await fill(for: place, weather: nil, plan: plan)) }
            }
            var fills = [ReportFill](repeating: .nothing, count: places.count)
            for await (index, fill) in group { fills[index] = fill }
            return fills
        }
    }
}

public enum ReportSectionTiming: Hashable, Sendable {
    case besideWeather
    case afterWeather
}

/// What a section adds to the report's parts, applied once the weather is in it.
public struct ReportFill: Sendable {
    let apply: @Sendable (inout ReportParts) -> Void

    public init(_ apply: @escaping @Sendable (inout ReportParts) -> Void) {
        self.apply = apply
    }

    public static let nothing = ReportFill { _ in }
}

extension Result where Failure == WeatherError {
    /// The outcome of a side part's fetch: its value, or why it could not be had.
    public static func of(_ work: () async throws -> Success) async -> Result<Success, WeatherError> {
        do {
            return .success(try await work())
        } catch {
            return .failure(WeatherError(error))
        }
    }
}
