import Domain
import Foundation

extension OpenMeteoNowcastDTO {
    /// The answer as Domain's `Nowcast`. Steps without a time are dropped; an answer without
    /// `minutely_15` throws `DecodingError`. Asked beside imperial weather, amounts come in inches.
    func toNowcast(source: String, fetchedAt: Date, millimetresPerUnit: Double = 1) throws -> Nowcast {
        guard let minutely_15 else {
            throw DecodingError.valueNotFound(Steps.self, .init(codingPath: [], debugDescription: "no minutely_15"))
        }
        let offset = utc_offset_seconds ?? 0
        let steps = minutely_15.time.indices.compactMap { index -> Nowcast.Step? in
            guard let time = minutely_15.time[index].date(utcOffsetSeconds: offset) else { return nil }
            return Nowcast.Step(time: time, precipitation: minutely_15.precipitation?[safe: index].map { $0 * millimetresPerUnit },
                                probability: minutely_15.precipitation_probability?[safe: index])
        }
        return Nowcast(steps: steps, fetchedAt: fetchedAt, source: source, utcOffsetSeconds: offset)
    }
}
