/// Phrases: Air quality and pollen (`wf air`).
extension Phrase {
    static let airHeadlineTemplate = Phrase("air.headline", "scale", "index", "band")
    public static func airHeadline(scale: String, index: String, band: String) -> Phrase { airHeadlineTemplate.filled(scale, index, band) }
    static let airHeadlineUnknownTemplate = Phrase("air.headline-unknown", "scale")
    public static func airHeadlineUnknown(scale: String) -> Phrase { airHeadlineUnknownTemplate.filled(scale) }
    public static let airScaleEuropean = Phrase("air.scale.european")
    public static let airScaleUs = Phrase("air.scale.us")
    static let airShortScaledTemplate = Phrase("air.short-scaled", "scale", "index", "band")
    public static func airShortScaled(scale: String, index: String, band: String) -> Phrase { airShortScaledTemplate.filled(scale, index, band) }
    public static let airBandEuropeanGood = Phrase("air.band.european.good")
    public static let airBandEuropeanFair = Phrase("air.band.european.fair")
    public static let airBandEuropeanModerate = Phrase("air.band.european.moderate")
    public static let airBandEuropeanPoor = Phrase("air.band.european.poor")
    public static let airBandEuropeanVeryPoor = Phrase("air.band.european.very-poor")
    public static let airBandEuropeanExtremelyPoor = Phrase("air.band.european.extremely-poor")
    public static let airBandUsGood = Phrase("air.band.us.good")
    public static let airBandUsModerate = Phrase("air.band.us.moderate")
    public static let airBandUsUnhealthyForSensitiveGroups = Phrase("air.band.us.unhealthy-for-sensitive-groups")
    public static let airBandUsUnhealthy = Phrase("air.band.us.unhealthy")
    public static let airBandUsVeryUnhealthy = Phrase("air.band.us.very-unhealthy")
    public static let airBandUsHazardous = Phrase("air.band.us.hazardous")
    public static let airAdviceEuropeanGood = Phrase("air.advice.european.good")
    public static let airAdviceEuropeanFair = Phrase("air.advice.european.fair")
    public static let airAdviceEuropeanModerate = Phrase("air.advice.european.moderate")
    public static let airAdviceEuropeanPoor = Phrase("air.advice.european.poor")
    public static let airAdviceEuropeanVeryPoor = Phrase("air.advice.european.very-poor")
    public static let airAdviceEuropeanExtremelyPoor = Phrase("air.advice.european.extremely-poor")
    public static let airAdviceUsGood = Phrase("air.advice.us.good")
    public static let airAdviceUsModerate = Phrase("air.advice.us.moderate")
    public static let airAdviceUsUnhealthyForSensitiveGroups = Phrase("air.advice.us.unhealthy-for-sensitive-groups")
    public static let airAdviceUsUnhealthy = Phrase("air.advice.us.unhealthy")
    public static let airAdviceUsVeryUnhealthy = Phrase("air.advice.us.very-unhealthy")
    public static let airAdviceUsHazardous = Phrase("air.advice.us.hazardous")
    static let airMainPollutantTemplate = Phrase("air.main-pollutant", "pollutant")
    public static func airMainPollutant(pollutant: String) -> Phrase { airMainPollutantTemplate.filled(pollutant) }
    public static let airPollutantPm25 = Phrase("air.pollutant.pm2_5")
    public static let airPollutantPm10 = Phrase("air.pollutant.pm10")
    public static let airPollutantOzone = Phrase("air.pollutant.ozone")
    public static let airPollutantNitrogenDioxide = Phrase("air.pollutant.nitrogen_dioxide")
    public static let airPollutantSulphurDioxide = Phrase("air.pollutant.sulphur_dioxide")
    public static let airPollutantCarbonMonoxide = Phrase("air.pollutant.carbon_monoxide")
    static let airPollutantNamedTemplate = Phrase("air.pollutant-named", "name", "symbol")
    public static func airPollutantNamed(name: String, symbol: String) -> Phrase { airPollutantNamedTemplate.filled(name, symbol) }
    static let airPollenHeadingTemplate = Phrase("air.pollen-heading", "unit")
    public static func airPollenHeading(unit: String) -> Phrase { airPollenHeadingTemplate.filled(unit) }
    public static let airPollenAlder = Phrase("air.pollen.alder")
    public static let airPollenBirch = Phrase("air.pollen.birch")
    public static let airPollenGrass = Phrase("air.pollen.grass")
    public static let airPollenMugwort = Phrase("air.pollen.mugwort")
    public static let airPollenOlive = Phrase("air.pollen.olive")
    public static let airPollenRagweed = Phrase("air.pollen.ragweed")
    public static let airPollenLevelNone = Phrase("air.pollen-level.none")
    public static let airPollenLevelLow = Phrase("air.pollen-level.low")
    public static let airPollenLevelModerate = Phrase("air.pollen-level.moderate")
    public static let airPollenLevelHigh = Phrase("air.pollen-level.high")
    public static let airPollenLevelVeryHigh = Phrase("air.pollen-level.very-high")
    public static let airNoHours = Phrase("air.no-hours")
    static let airCreditTemplate = Phrase("air.credit", "provider")
    public static func airCredit(provider: String) -> Phrase { airCreditTemplate.filled(provider) }

    static let allAir: [Phrase] = [
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
