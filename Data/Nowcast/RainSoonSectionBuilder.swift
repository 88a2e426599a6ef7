import Domain

extension SectionBuilder {
    /// Rain in the next two hours (`RainSoonSection`): after the weather when Open-Meteo is its provider.
    public static let rainSoon = SectionBuilder(sources: [.openMeteoNowcast]) { setup in
        RainSoonSection(NowcastUseCase(nowcasts: setup.repositories.nowcasts),
                        sameServerAsWeather: setup.weatherProvider == ProviderDescription.openMeteo.id)
    }
}
