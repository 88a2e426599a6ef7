/// Bright Sky's `/alerts?lat=&lon=` (https://brightsky.dev/docs/#/operations/getAlerts): the
/// Deutscher Wetterdienst's warnings in force for the warn cell that holds the point, each in
/// German and English. `location` is null for a point outside Germany, where DWD warns for no cell.
struct BrightSkyAlertsDTO: Decodable {
    struct Alert: Decodable {
        let alert_id: String?
        let status: String?
        let effective: String?
        let onset: String?
        /// The end of the warning: DWD sends no separate `ends`.
        let expires: String?
        let category: String?
        let urgency: String?
        let severity: String?
        let certainty: String?
        let event_en: String?
        let event_de: String?
        let headline_en: String?
        let headline_de: String?
        let description_en: String?
        let description_de: String?
        let instruction_en: String?
        let instruction_de: String?
    }

    struct Location: Decodable {
        let warn_cell_id: Int?
        let name: String?
    }

    let alerts: [Alert]?
    let location: Location?
}
