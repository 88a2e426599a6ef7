import Domain
import Foundation
import Presentation

/// What `wf app --accessible` says after a key or an answer: only what changed, as sentences, one a
/// line; the map's own sentences on the map (`MapAnnouncement`).
public struct AppAnnouncement {
    let style: TerminalStyle
    let units: Units
    /// `--tz`: the zone the favourites' times are said on, instead of each place's own.
    let chosenZone: String?
    /// The map tab's clock, as it is drawn (`MapAnnouncement.clock`).
    let mapClock: (MapViewModel.State) -> UTCOffset

    public init(style: TerminalStyle, units: Units, chosenZone: String? = nil,
                mapClock: @escaping (MapViewModel.State) -> UTCOffset = { _ in .system }) {
        self.style = style
        self.units = units
        self.chosenZone = chosenZone
        self.mapClock = mapClock
    }

    private var words: Phrasebook { style.phrasebook }

    public func lines(from old: AppViewModel.State?, to new: AppViewModel.State, now: Date = Date()) -> [String] {
        guard !new.isFinished else { return [] }
        guard let old else { return [words(.spokenAppStart)] }
        if new.showsKeys, !old.showsKeys {
            return AppKeys.groups(words, screen: false).flatMap { group in
                [sentence(group.title)] + group.keys.map { sentence("\(AppKeys.spoken($0.keys, words)): \($0.action)") }
            }
        }
        var lines: [String] = []
        if new.tab != old.tab { lines.append(words(.spokenAppTab(tab: tabName(new.tab)))) }
        if let place = new.place {
            lines += placeLines(old.place, place, now: now)
        } else if old.place != nil, new.tab == old.tab {
            lines.append(words(.spokenAppTab(tab: tabName(new.tab))))
        }
        if new.place == nil {
            switch new.tab {
            case .search: lines += searchLines(old.search, new.search, force: new.tab != old.tab || old.place != nil)
            case .favourites: lines += favouriteLines(old.favourites, new.favourites, now: now)
            case .map:
                let map = MapAnnouncement(words: words, units: units, remedies: style.remedies, clock: mapClock)
                lines += new.tab != old.tab ? Array(map.lines(from: nil, to: new.map).dropFirst()) : map.lines(from: old.map, to: new.map)
            }
        }
        if let favourite = new.favourites.confirming, favourite != old.favourites.confirming {
            lines.append(words(.appFavouritesConfirm(name: words.spokenPlace(favourite.place))))
        }
        if let message = new.message, message != old.message { lines.append(sentence(TerminalSafe(message).text)) }
        return lines
    }

    private func tabName(_ tab: AppViewModel.Tab) -> String {
        switch tab {
        case .search: words(.appTabSearch)
        case .favourites: words(.appTabFavourites)
        case .map: words(.appTabMap)
        }
    }

    private func sentence(_ text: String) -> String {
        text.hasSuffix(".") || text.hasSuffix("?") || text.hasSuffix("。") || text.hasSuffix(")") ? text : text + "."
    }

    private func searchLines(_ old: PlaceSearch.State, _ new: PlaceSearch.State, force: Bool) -> [String] {
        echo(old.text, new.text) + searchChanges(old, new, force: force)
    }

    /// What was typed is said back: the letter added, or the whole field after any other change.
    private func echo(_ old: String, _ new: String) -> [String] {
        guard new != old else { return [] }
        if new.count == old.count + 1, new.hasPrefix(old), let typed = new.last { return [TerminalSafe(String(typed)).text] }
        return [new.isEmpty ? words(.spokenAppFieldEmpty) : words(.spokenAppField(text: TerminalSafe(new).text))]
    }

    private func searchChanges(_ old: PlaceSearch.State, _ new: PlaceSearch.State, force: Bool) -> [String] {
        let changed = force || new.phase != old.phase || new.places != old.places || new.recent != old.recent
        if changed {
            switch new.phase {
            case .recent:
                guard !new.recent.isEmpty else { return [words(.appSearchHint) + "."] }
                return [words(.spokenAppRecent(queries: new.recent.map(\.text).joined(separator: ", ")))]
            case .tooShort, .waiting:
                return force ? [words(.appSearchHint) + "."] : []
            case .searching:
                return []
            case .results where new.places.isEmpty:
                return [sentence(words(.appSearchNone(query: SearchQuery(new.text).text)))]
            case .results:
                let count = new.places.count
                return [count == 1 ? words(.spokenAppFoundOne) : words(.spokenAppFound(count: String(count))), row(new)]
            case .failed(let error):
                return [sentence(words(.appSearchFailed(reason: WeatherErrorMessage(error, remedies: style.remedies).text)))]
            }
        }
        return new.selection != old.selection && new.rowCount > 0 ? [row(new)] : []
    }

    private func row(_ search: PlaceSearch.State) -> String {
        let name = search.phase == .recent ? search.recent[search.selection].text : words.spokenPlace(search.places[search.selection])
        return words(.spokenAppRow(number: String(search.selection + 1), count: String(search.rowCount), name: name))
    }

    private func placeLines(_ old: AppViewModel.PlaceScreen?, _ new: AppViewModel.PlaceScreen, now: Date) -> [String] {
        var lines: [String] = []
        if old?.place != new.place || (new.isLoading && old?.isLoading != true) {
            lines.append(words(.appPlaceLoading(name: words.spokenPlace(new.place))).replacingOccurrences(of: "…", with: "."))
        }
        var plain = style
        plain.accessible = true
        if let report = new.report, report != old?.report || (old?.isLoading == true && !new.isLoading) {
            // What matters first, in a few sentences; the rest when asked for (m).
            // The alert first, then the rest; every time on the report's own clock, as `wf here` says it.
            if let banner = AlertsRenderer.banner(report.alerts, style: plain, clock: report.clock.utcOffset, now: now) { lines.append(banner) }
            if report.offlineReason != nil {
                lines.append(words(.spokenAppOffline(time: words.spokenTimestamp(report.lastUpdated, on: report.clock.utcOffset)
                                                         + ", " + words.ageOld(Age(since: report.lastUpdated, now: now)))))
            }
            lines += AccessibleRenderer.spoken(AccessibleRenderer.reportSummary(report, style: plain, now: now) + [words(.spokenAppMore)],
                                               style: plain)
        } else if let report = new.report, new.moreRequests != old?.moreRequests, old?.place == new.place {
            lines += AccessibleRenderer.spoken(AccessibleRenderer.reportDetails(report, style: plain, now: now)
                                               + AccessibleRenderer.reportRest(report, style: plain, utcOffset: report.clock.utcOffset), style: plain)
        }
        if let failure = new.failure, failure != old?.failure {
            let reason = WeatherErrorMessage(failure, remedies: style.remedies).text
            lines.append(sentence(new.report == nil ? words(.appPlaceFailed(name: words.spokenPlace(new.place), reason: reason))
                                                    : words(.reportRefreshFailed(reason: reason))))
        }
        if new.hour != old?.hour, old?.place == new.place, let forecast = new.report?.forecast?.value {
            let points = forecast.hours(AppViewModel.chartHours, from: now)
            if points.indices.contains(new.hour) {
                let point = points[new.hour]
                lines.append(words(.spokenAppHour(time: words.dayAndTime(point.time, on: .fixed(forecast.utcOffsetSeconds)), temperature: words.spokenTemperature(point.temperature, forecast.units), condition: words.condition(point.condition), percent: point.precipitation.probability.map { words.spokenNumber($0, decimals: 0) } ?? "?")))
            }
        }
        return lines
    }

    private func favouriteLines(_ old: AppViewModel.FavouritesTab, _ new: AppViewModel.FavouritesTab, now: Date) -> [String] {
        if new.rows != old.rows || (new.list != old.list && new.list.isFinished) {
            guard case .listed = new.list else {
                if case .failed(let error) = new.list { return [sentence(WeatherErrorMessage(error, remedies: style.remedies).text)] }
                return []
            }
            var plain = style
            plain.accessible = true
            return AccessibleRenderer.favourites(new.rows, style: plain, chosenZone: chosenZone, now: now).components(separatedBy: "\n").filter { !$0.isEmpty }
        }
        guard new.selection != old.selection, new.rows.indices.contains(new.selection) else { return [] }
        return [words(.spokenAppRow(number: String(new.selection + 1), count: String(new.rows.count), name: words.spokenPlace(new.rows[new.selection].favourite.place)))]
    }
}
