extension ProviderDescription {
    static let metNorwayURL = Setting.baseURL("met-norway-url", environment: "WF_MET_NORWAY_URL",
                                              summary: "MET Norway (api.met.no) base URL", default: "https://api.met.no/weatherapi")
    static let contact = Setting.text("contact", environment: "WF_CONTACT",
                                      summary: "an e-mail address or web site sent to MET Norway with each request, as its terms ask",
                                      default: "not set (only wf and its version are sent)")

    /// MET Norway's Locationforecast: free, no key, about 9 days, in UTC; names through Open-Meteo's
    /// geocoder. Its terms ask for an identifying User-Agent and for `Expires` to be honoured; its
    /// licence (CC BY 4.0) asks for the credit.
    public static let metNorway = ProviderDescription(
        id: "met-norway", displayName: "MET Norway", needsKey: false, horizonDays: 9,
        settings: [metNorwayURL, contact, openMeteoGeocodingURL],
        attribution: Attribution(text: "MET Norway (CC BY 4.0)", spoken: "the Norwegian Meteorological Institute, licence CC BY 4.0",
                                 isRequired: true),
        build: { setup in
            let places = setup.cachingPlaces(OpenMeteoGeocoder(geocodingURL: setup.value(openMeteoGeocodingURL),
                                                               language: setup.language, network: setup.network))
            let contact = setup.settings[ProviderDescription.contact.name].map { " " + $0 } ?? ""
            let provider = MetNorwayProvider(baseURL: setup.value(metNorwayURL), userAgent: setup.product + contact,
                                             network: setup.network, places: places, now: setup.now,
                                             conditionalRequests: setup.conditionalRequests)
            return ProviderParts(weather: provider, places: places)
        }
    )
}
