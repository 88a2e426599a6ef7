import Domain

extension SectionBuilder {
    /// The Sun and the Moon (`SkySection`): computed, asks nothing.
    public static let sky = SectionBuilder(sources: []) { setup in SkySection(now: setup.now) }
}
