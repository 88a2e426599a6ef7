extension SourceDescription {
    static let openMeteoPreviousRunsURL = ProviderDescription.Setting.baseURL(
        "open-meteo-previous-runs-url", environment: "WF_OPEN_METEO_PREVIOUS_RUNS_URL",
        summary: "Open-Meteo previous-runs base URL (the forecast change)", default: "https://previous-runs-api.open-meteo.com")

    /// Open-Meteo's Previous Runs API: free, no key; each hour as the latest run forecasts it and as
    /// the runs 1–7 days earlier did (`_previous_dayN`), collected since January 2024.
    public static let openMeteoPreviousRuns = SourceDescription(
        id: "open-meteo-previous-runs", displayName: "Open-Meteo Previous Runs",
        settings: [openMeteoPreviousRunsURL],
        attribution: ProviderDescription.openMeteo.attribution
    )
}
