/// Phrases: `wf notify`, what each notification says.
extension Phrase {
    static let notifyRainTemplate = Phrase("notify.rain", "time", "minutes")
    public static func notifyRain(time: String, minutes: String) -> Phrase { notifyRainTemplate.filled(time, minutes) }
    static let notifyRainImminentTemplate = Phrase("notify.rain-imminent", "time")
    public static func notifyRainImminent(time: String) -> Phrase { notifyRainImminentTemplate.filled(time) }
    static let notifyAlertTemplate = Phrase("notify.alert", "event", "level")
    public static func notifyAlert(event: String, level: String) -> Phrase { notifyAlertTemplate.filled(event, level) }
    static let notifyBelowTemplate = Phrase("notify.below", "temperature", "threshold")
    public static func notifyBelow(temperature: String, threshold: String) -> Phrase { notifyBelowTemplate.filled(temperature, threshold) }
    static let notifyAboveTemplate = Phrase("notify.above", "temperature", "threshold")
    public static func notifyAbove(temperature: String, threshold: String) -> Phrase { notifyAboveTemplate.filled(temperature, threshold) }

    static let spokenNotifyRainTemplate = Phrase("spoken.notify.rain", "time", "minutes")
    public static func spokenNotifyRain(time: String, minutes: String) -> Phrase { spokenNotifyRainTemplate.filled(time, minutes) }
    static let spokenNotifyRainImminentTemplate = Phrase("spoken.notify.rain-imminent", "time")
    public static func spokenNotifyRainImminent(time: String) -> Phrase { spokenNotifyRainImminentTemplate.filled(time) }
    static let spokenNotifyAlertTemplate = Phrase("spoken.notify.alert", "event", "level")
    public static func spokenNotifyAlert(event: String, level: String) -> Phrase { spokenNotifyAlertTemplate.filled(event, level) }
    static let spokenNotifyBelowTemplate = Phrase("spoken.notify.below", "temperature", "threshold")
    public static func spokenNotifyBelow(temperature: String, threshold: String) -> Phrase {
        spokenNotifyBelowTemplate.filled(temperature, threshold)
    }
    static let spokenNotifyAboveTemplate = Phrase("spoken.notify.above", "temperature", "threshold")
    public static func spokenNotifyAbove(temperature: String, threshold: String) -> Phrase {
        spokenNotifyAboveTemplate.filled(temperature, threshold)
    }

    static let allNotify: [Phrase] = [
        .notifyRainTemplate, .notifyRainImminentTemplate, .notifyAlertTemplate, .notifyBelowTemplate, .notifyAboveTemplate,
        .spokenNotifyRainTemplate, .spokenNotifyRainImminentTemplate, .spokenNotifyAlertTemplate, .spokenNotifyBelowTemplate,
        .spokenNotifyAboveTemplate,
    ]
}
