/// The name of the Moon's phase on a calendar day.
public enum MoonPhase: String, CaseIterable, Sendable {
    case newMoon
    case waxingCrescent
    case firstQuarter
    case waxingGibbous
    case fullMoon
    case waningGibbous
    case lastQuarter
    case waningCrescent

    /// A principal phase names the whole day on which its instant falls; between them, the Moon is a
    /// crescent or gibbous, waxing or waning, by its elongation from the Sun.
    init(principal: PrincipalMoonPhase?, elongation: Double) {
        switch principal {
        case .newMoon?: self = .newMoon
        case .firstQuarter?: self = .firstQuarter
        case .fullMoon?: self = .fullMoon
        case .lastQuarter?: self = .lastQuarter
        case nil:
            switch normalized(degrees: elongation) {
            case ..<90: self = .waxingCrescent
            case ..<180: self = .waxingGibbous
            case ..<270: self = .waningGibbous
            default: self = .waningCrescent
            }
        }
    }
}
