/// Phrases: Air quality and pollen (`wf air`).
extension Phrase {
    static let airHeadlineTemplate = Phrase("air.headline", "scale", "index", "band", in: .air)
    public static func airHeadline(scale: String, index: String, band: String) -> Phrase { airHeadlineTemplate.filled(scale, index, band) }
    static let airHeadlineUnknownTemplate = Phrase("air.headline-unknown", "scale", in: .air)
    public static func airHeadlineUnknown(scale: String) -> Phrase { airHeadlineUnknownTemplate.filled(scale) }
    public static let airScaleEuropean = Phrase("air.scale.european", in: .air)
    public static let airScaleUs = Phrase("air.scale.us", in: .air)
    static let airShortScaledTemplate = Phrase("air.short-scaled", "scale", "index", "band", in: .air)
    public static func airShortScaled(scale: String, index: String, band: String) -> Phrase { airShortScaledTemplate.filled(scale, index, band) }
    public static let airBandEuropeanGood = Phrase("air.band.european.good", in: .air)
    public static let airBandEuropeanFair = Phrase("air.band.european.fair", in: .air)
    public static let airBandEuropeanModerate = Phrase("air.band.european.moderate", in: .air)
    public static let airBandEuropeanPoor = Phrase("air.band.european.poor", in: .air)
    public static let airBandEuropeanVeryPoor = Phrase("air.band.european.very-poor", in: .air)
    public static let airBandEuropeanExtremelyPoor = Phrase("air.band.european.extremely-poor", in: .air)
    public static let airBandUsGood = Phrase("air.band.us.good", in: .air)
    public static let airBandUsModerate = Phrase("air.band.us.moderate", in: .air)
    public static let airBandUsUnhealthyForSensitiveGroups = Phrase("air.band.us.unhealthy-for-sensitive-groups", in: .air)
    public static let airBandUsUnhealthy = Phrase("air.band.us.unhealthy", in: .air)
    public static let airBandUsVeryUnhealthy = Phrase("air.band.us.very-unhealthy", in: .air)
    public static let airBandUsHazardous = Phrase("air.band.us.hazardous", in: .air)
    public static let airAdviceEuropeanGood = Phrase("air.advice.european.good", in: .air)
    public static let airAdviceEuropeanFair = Phrase("air.advice.european.fair", in: .air)
    public static let airAdviceEuropeanModerate = Phrase("air.advice.european.moderate", in: .air)
    public static let airAdviceEuropeanPoor = Phrase("air.advice.european.poor", in: .air)
    public static let airAdviceEuropeanVeryPoor = Phrase("air.advice.european.very-poor", in: .air)
    public static let airAdviceEuropeanExtremelyPoor = Phrase("air.advice.european.extremely-poor", in: .air)
    public static let airAdviceUsGood = Phrase("air.advice.us.good", in: .air)
    public static let airAdviceUsModerate = Phrase("air.advice.us.moderate", in: .air)
    public static let airAdviceUsUnhealthyForSensitiveGroups = Phrase("air.advice.us.unhealthy-for-sensitive-groups", in: .air)
    public static let airAdviceUsUnhealthy = Phrase("air.advice.us.unhealthy", in: .air)
    public static let airAdviceUsVeryUnhealthy = Phrase("air.advice.us.very-unhealthy", in: .air)
    public static let airAdviceUsHazardous = Phrase("air.advice.us.hazardous", in: .air)
    static let airMainPollutantTemplate = Phrase("air.main-pollutant", "pollutant", in: .air)
    public static func airMainPollutant(pollutant: String) -> Phrase { airMainPollutantTemplate.filled(pollutant) }
    public static let airPollutantPm25 = Phrase("air.pollutant.pm2_5", in: .air)
    public static let airPollutantPm10 = Phrase("air.pollutant.pm10", in: .air)
    public static let airPollutantOzone = Phrase("air.pollutant.ozone", in: .air)
    public static let airPollutantNitrogenDioxide = Phrase("air.pollutant.nitrogen_dioxide", in: .air)
    public static let airPollutantSulphurDioxide = Phrase("air.pollutant.sulphur_dioxide", in: .air)
    public static let airPollutantCarbonMonoxide = Phrase("air.pollutant.carbon_monoxide", in: .air)
    static let airPollutantNamedTemplate = Phrase("air.pollutant-named", "name", "symbol", in: .air)
    public static func airPollutantNamed(name: String, symbol: String) -> Phrase { airPollutantNamedTemplate.filled(name, symbol) }
    static let airPollenHeadingTemplate = Phrase("air.pollen-heading", "unit", in: .air)
    public static func airPollenHeading(unit: String) -> Phrase { airPollenHeadingTemplate.filled(unit) }
    public static let airPollenAlder = Phrase("air.pollen.alder", in: .air)
    public static let airPollenBirch = Phrase("air.pollen.birch", in: .air)
    public static let airPollenGrass = Phrase("air.pollen.grass", in: .air)
    public static let airPollenMugwort = Phrase("air.pollen.mugwort", in: .air)
    public static let airPollenOlive = Phrase("air.pollen.olive", in: .air)
    public static let airPollenRagweed = Phrase("air.pollen.ragweed", in: .air)
    public static let airPollenLevelNone = Phrase("air.pollen-level.none", in: .air)
    public static let airPollenLevelLow = Phrase("air.pollen-level.low", in: .air)
    public static let airPollenLevelModerate = Phrase("air.pollen-level.moderate", in: .air)
    public static let airPollenLevelHigh = Phrase("air.pollen-level.high", in: .air)
    public static let airPollenLevelVeryHigh = Phrase("air.pollen-level.very-high", in: .air)
    public static let airNoHours = Phrase("air.no-hours", in: .air)
    static let airCreditTemplate = Phrase("air.credit", "provider", in: .air)
    public static func airCredit(provider: String) -> Phrase { airCreditTemplate.filled(provider) }

    public static let allAir: [Phrase] = [
        .airHeadlineTemplate, .airHeadlineUnknownTemplate, .airScaleEuropean, .airScaleUs, .airShortScaledTemplate, .airBandEuropeanGood,
        .airBandEuropeanFair, .airBandEuropeanModerate, .airBandEuropeanPoor, .airBandEuropeanVeryPoor,
        .airBandEuropeanExtremelyPoor, .airBandUsGood, .airBandUsModerate, .airBandUsUnhealthyForSensitiveGroups,
        .airBandUsUnhealthy, .airBandUsVeryUnhealthy, .airBandUsHazardous, .airAdviceEuropeanGood,
        .airAdviceEuropeanFair, .airAdviceEuropeanModerate, .airAdviceEuropeanPoor, .airAdviceEuropeanVeryPoor,
        .airAdviceEuropeanExtremelyPoor, .airAdviceUsGood, .airAdviceUsModerate,
        .airAdviceUsUnhealthyForSensitiveGroups, .airAdviceUsUnhealthy, .airAdviceUsVeryUnhealthy,
        .airAdviceUsHazardous, .airMainPollutantTemplate, .airPollutantPm25, .airPollutantPm10, .airPollutantOzone,
        .airPollutantNitrogenDioxide, .airPollutantSulphurDioxide, .airPollutantCarbonMonoxide, .airPollutantNamedTemplate,
        .airPollenHeadingTemplate, .airPollenAlder, .airPollenBirch, .airPollenGrass, .airPollenMugwort, .airPollenOlive,
        .airPollenRagweed, .airPollenLevelNone, .airPollenLevelLow, .airPollenLevelModerate, .airPollenLevelHigh,
        .airPollenLevelVeryHigh, .airNoHours, .airCreditTemplate,
    ]
}
