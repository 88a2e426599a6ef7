import Foundation

/// `wf notify`: the reports of the places watched, turned into the notifications not yet made.
/// Each is claimed in `said` before it is returned, so two runs at once never both make it.
public struct NotifyUseCase: Sendable {
    let reports: PlaceReportUseCase
    let said: any SaidNotifications
    let now: @Sendable () -> Date

    /// How long what was said is kept: longer than any rain spell or threshold day it names.
    public static let keptFor: TimeInterval = 2 * 24 * 3600

    public init(reports: PlaceReportUseCase, said: any SaidNotifications, now: @escaping @Sendable () -> Date = Date.init) {
        self.reports = reports
        self.said = said
        self.now = now
    }

    /// The new notifications at `places`. A place whose weather cannot be had is skipped when
    /// another could be reported; when none could, the first failure is thrown.
    public func execute(places: [Place], conditions: NotifyConditions, units: Units, plan: ReportPlan) async throws -> [WeatherNotification] {
        var plan = plan
        plan.parts = conditions.parts
        // Frost, pressure, gusts and UV read the forecast, kept as `wf here` keeps it: no request of their own.
        plan.includesForecast = conditions.needsForecast
        let moment = now()
        try? await said.forget(before: moment.addingTimeInterval(-Self.keptFor))
        var found: [WeatherNotification] = []
        var failure: (any Error)?
        var reported = false
        for place in places {
            do {
                let report = try await reports.execute(for: place, units: units, plan: plan)
                reported = true
                found += Self.notifications(in: report, place: place, conditions: conditions, units: units, at: moment)
                // A spell of strong gusts or falling pressure the forecast no longer shows has ended: the next is new.
                for key in Self.endedEpisodes(in: report, place: place, conditions: conditions, at: moment) {
                    try? await said.release(key)
                }
            } catch {
                failure = failure ?? error
            }
        }
        if !reported, let failure { throw failure }
        var new: [WeatherNotification] = []
        for notification in found where try await said.claim(notification.key, at: moment) {
            new.append(notification)
        }
        return new
    }

    /// `notification` did not arrive (no channel took it): it is not said, and the next run makes it again.
    public func notDelivered(_ notification: WeatherNotification) async {
        try? await said.release(notification.key)
    }

    /// What the report gives cause to say at `now`, said or not.
    public static func notifications(in report: PlaceReport, place: Place, conditions: NotifyConditions, units: Units,
                                     at now: Date) -> [WeatherNotification] {
        let title = report.shortTitle
        let spot = place.coordinate.description
        var found: [WeatherNotification] = []
        if let minutes = conditions.rainWithinMinutes, let nowcast = report.nowcastNow,
           case .rain(let starts, _) = nowcast.outlook(from: now), starts <= now.addingTimeInterval(Double(minutes) * 60) {
            // A spell is known by its start, on its 15-minute step: rain that stops and starts again is new.
            let step = (starts.timeIntervalSince1970 / 900).rounded(.down) * 900
            found.append(WeatherNotification(place: title, subject: .rain(starts: starts, utcOffsetSeconds: nowcast.utcOffsetSeconds),
                                      key: .init(kind: .rain, place: spot, event: String(Int(step)))))
        }
        if conditions.alerts, case .success(let alerts)? = report.alerts {
            for alert in alerts.active(at: now) {
                let onset = alert.onset.map { String(Int($0.timeIntervalSince1970)) } ?? "-"
                found.append(WeatherNotification(place: title, subject: .alert(alert),
                                          key: .init(kind: .alert, place: spot, event: "\(alert.event)@\(onset)")))
            }
        }
        let temperature = report.current.value.temperature
        let day = CalendarDay(now, utcOffsetSeconds: report.current.value.utcOffsetSeconds).description
        if let below = conditions.below, temperature < below {
            found.append(WeatherNotification(place: title, subject: .below(temperature: temperature, threshold: below, units: units),
                                      key: .init(kind: .below, place: spot, event: "\(day)<\(below)")))
        }
        if let above = conditions.above, temperature > above {
            found.append(WeatherNotification(place: title, subject: .above(temperature: temperature, threshold: above, units: units),
                                      key: .init(kind: .above, place: spot, event: "\(day)>\(above)")))
        }
        if let forecast = report.forecast?.value {
            found += thresholds(in: forecast, title: title, spot: spot, conditions: conditions, at: now)
        }
        return found
    }

    /// Frost tonight (from noon), falling pressure, strong gusts and high UV in the forecast.
    static func thresholds(in forecast: Forecast, title: String, spot: String, conditions: NotifyConditions,
                           at now: Date) -> [WeatherNotification] {
        var found: [WeatherNotification] = []
        let units = forecast.units, offset = forecast.utcOffsetSeconds
        let hour = forecast.localHour(at: now)
        if let frost = conditions.frost, hour >= Forecast.frostWarningHour || hour < Forecast.morningHour,
           let lowest = forecast.lowestTonight(at: now), lowest.value <= frost {
            found.append(WeatherNotification(place: title, subject: .frost(lowest: lowest, units: units, utcOffsetSeconds: offset),
                                             key: .init(kind: .frost, place: spot, event: "\(forecast.tonight(at: now).evening)<=\(frost)")))
        }
        if let drop = conditions.pressureDrop, let fall = forecast.steepestPressureFall(from: now), fall.amount >= drop {
            found.append(WeatherNotification(place: title, subject: .pressureDrop(fall, units: units, utcOffsetSeconds: offset),
                                             key: episode(.pressureDrop, spot, drop)))
        }
        if let gusts = conditions.gusts, let strongest = forecast.strongestGust(from: now),
           (conditions.windUnit ?? .default(for: units)).speed(strongest.value, from: units) >= gusts {
            found.append(WeatherNotification(place: title, subject: .gusts(strongest: strongest, units: units, utcOffsetSeconds: offset),
                                             key: episode(.gusts, spot, gusts)))
        }
        if let uv = conditions.uv, let highest = forecast.highestUV(from: now), highest.value >= uv {
            let day = CalendarDay(now, utcOffsetSeconds: offset)
            found.append(WeatherNotification(place: title, subject: .uv(highest: highest, utcOffsetSeconds: offset),
                                             key: .init(kind: .uv, place: spot, event: "\(day)>=\(uv)")))
        }
        return found
    }

    /// Gusts and falling pressure are said once per spell: while the forecast shows it, it was said;
    /// a check whose forecast no longer shows it ends the spell.
    private static func episode(_ kind: WeatherNotification.Kind, _ spot: String, _ threshold: Double) -> WeatherNotification.Key {
        .init(kind: kind, place: spot, event: ">=\(threshold)")
    }

    /// The spells (gusts, falling pressure) the report's forecast no longer shows.
    static func endedEpisodes(in report: PlaceReport, place: Place, conditions: NotifyConditions, at now: Date) -> [WeatherNotification.Key] {
        guard let forecast = report.forecast?.value else { return [] }
        let holding = Set(thresholds(in: forecast, title: "", spot: place.coordinate.description, conditions: conditions, at: now).map(\.key))
        let spot = place.coordinate.description
        let watched = [conditions.pressureDrop.map { episode(.pressureDrop, spot, $0) }, conditions.gusts.map { episode(.gusts, spot, $0) }]
        return watched.compactMap { $0 }.filter { !holding.contains($0) }
    }
}
