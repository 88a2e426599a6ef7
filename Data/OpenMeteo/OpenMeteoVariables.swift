/// What wf asks Open-Meteo's forecast API, request by request: the variables a self-hosted server
/// must have synced (docs/deploy/open-meteo, generated from this by a test) and the ones
/// `wf doctor` checks come back with values.
public enum OpenMeteoVariables {
    /// The requests wf sends to the forecast API.
    public enum Request: String, CaseIterable, Sendable {
        /// The weather now, for one place or many (with today's range and sun times).
        case current
        /// The hours and days of a forecast.
        case forecast
        /// The next two hours in 15-minute steps at one place.
        case rainSoon = "rain-soon"
        /// The same at every point of the rain map's grid.
        case rainGrid = "rain-grid"
    }

    /// One parameter of one request: `hourly=temperature_2m,…`.
    public struct Group: Sendable, Equatable {
        public let request: Request
        /// "current", "hourly", "daily" or "minutely_15".
        public let parameter: String
        public let names: [String]
    }

    public static let groups: [Group] = [
        Group(request: .current, parameter: "current", names: list(OpenMeteoProvider.currentVariables)),
        Group(request: .current, parameter: "daily", names: list(OpenMeteoProvider.dailyVariablesForCurrent)),
        Group(request: .forecast, parameter: "hourly", names: list(OpenMeteoProvider.hourlyVariables)),
        Group(request: .forecast, parameter: "daily", names: list(OpenMeteoProvider.dailyVariables)),
        Group(request: .rainSoon, parameter: "minutely_15",
              names: OpenMeteoNowcastService.variables.first { $0.0 == "minutely_15" }.map { list($0.1) } ?? []),
        Group(request: .rainGrid, parameter: "minutely_15", names: list(OpenMeteoRainMapService.variables)),
    ]

    /// Asked, but often null from Open-Meteo's own servers too (not every model has a 15-minute
    /// rain chance): wf does without them, and `wf doctor` does not count them missing.
    public static let oftenNull: [(parameter: String, name: String)] = [("minutely_15", "precipitation_probability")]

    public static func isOftenNull(_ parameter: String, _ name: String) -> Bool {
        oftenNull.contains { $0.parameter == parameter && $0.name == name }
    }

    /// Every variable of every request, by parameter, each once, in the order first asked.
    static var byParameter: [(parameter: String, names: [String])] {
        var result: [(parameter: String, names: [String])] = []
        for group in groups {
            if let index = result.firstIndex(where: { $0.parameter == group.parameter }) {
                result[index].names += group.names.filter { !result[index].names.contains($0) }
            } else {
                result.append((group.parameter, group.names))
            }
        }
        return result
    }

    private static func list(_ text: String) -> [String] { text.split(separator: ",").map(String.init) }
}
