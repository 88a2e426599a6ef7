extension SourceDescription {
    static let openMeteoEnsembleURL = ProviderDescription.Setting.baseURL(
        "open-meteo-ensemble-url", environment: "WF_OPEN_METEO_ENSEMBLE_URL",
        summary: "Open-Meteo ensemble base URL (likely ranges, rain agreement)", default: "https://ensemble-api.open-meteo.com")

    static let ensembleModel = ProviderDescription.Setting.text(
        "ensemble-model", environment: "WF_ENSEMBLE_MODEL",
        summary: "Open-Meteo ensemble model for the likely ranges", default: "ecmwf_ifs025")

    /// Open-Meteo's Ensemble API: free, no key; ECMWF's IFS ensemble (the control and 50 members,
    /// 0.25°, 15 days) unless `ensemble-model` names another.
    public static let openMeteoEnsemble = SourceDescription(
        id: "open-meteo-ensemble", displayName: "Open-Meteo Ensemble",
        settings: [openMeteoEnsembleURL, ensembleModel],
        attribution: ProviderDescription.openMeteo.attribution
    )

    /// The most days an ensemble answer spans (`OpenMeteoEnsembleService.longestDays`).
    public static var ensembleLongestDays: Int { OpenMeteoEnsembleService.longestDays }
}
