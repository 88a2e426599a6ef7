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

    static let notifyFrostTemplate = Phrase("notify.frost", "temperature", "time")
    public static func notifyFrost(temperature: String, time: String) -> Phrase { notifyFrostTemplate.filled(temperature, time) }
    static let notifyPressureDropTemplate = Phrase("notify.pressure-drop", "amount", "from", "to")
    public static func notifyPressureDrop(amount: String, from: String, to: String) -> Phrase { notifyPressureDropTemplate.filled(amount, from, to) }
    static let notifyGustsTemplate = Phrase("notify.gusts", "speed", "time")
    public static func notifyGusts(speed: String, time: String) -> Phrase { notifyGustsTemplate.filled(speed, time) }
    static let notifyUvTemplate = Phrase("notify.uv", "index", "time")
    public static func notifyUv(index: String, time: String) -> Phrase { notifyUvTemplate.filled(index, time) }
    static let spokenNotifyFrostTemplate = Phrase("spoken.notify.frost", "temperature", "time")
    public static func spokenNotifyFrost(temperature: String, time: String) -> Phrase { spokenNotifyFrostTemplate.filled(temperature, time) }
    static let spokenNotifyPressureDropTemplate = Phrase("spoken.notify.pressure-drop", "amount", "from", "to")
    public static func spokenNotifyPressureDrop(amount: String, from: String, to: String) -> Phrase {
        spokenNotifyPressureDropTemplate.filled(amount, from, to)
    }
    static let spokenNotifyGustsTemplate = Phrase("spoken.notify.gusts", "speed", "time")
    public static func spokenNotifyGusts(speed: String, time: String) -> Phrase { spokenNotifyGustsTemplate.filled(speed, time) }
    static let spokenNotifyUvTemplate = Phrase("spoken.notify.uv", "index", "time")
    public static func spokenNotifyUv(index: String, time: String) -> Phrase { spokenNotifyUvTemplate.filled(index, time) }

    /// The start line and the conditions it names.
    static let notifyWatchingTemplate = Phrase("notify.watching", "places", "conditions", "seconds", "channel")
    public static func notifyWatching(places: String, conditions: String, seconds: String, channel: String) -> Phrase {
        notifyWatchingTemplate.filled(places, conditions, seconds, channel)
    }
    static let notifyMorePlacesTemplate = Phrase("notify.more-places", "places", "count")
    public static func notifyMorePlaces(places: String, count: String) -> Phrase { notifyMorePlacesTemplate.filled(places, count) }
    static let notifyWatchRainTemplate = Phrase("notify.watch.rain", "minutes")
    public static func notifyWatchRain(minutes: String) -> Phrase { notifyWatchRainTemplate.filled(minutes) }
    public static let notifyWatchAlerts = Phrase("notify.watch.alerts")
    public static let notifyWatchSeparator = Phrase("notify.watch.separator")
    static let notifyWatchBelowTemplate = Phrase("notify.watch.below", "threshold")
    public static func notifyWatchBelow(threshold: String) -> Phrase { notifyWatchBelowTemplate.filled(threshold) }
    static let notifyWatchAboveTemplate = Phrase("notify.watch.above", "threshold")
    public static func notifyWatchAbove(threshold: String) -> Phrase { notifyWatchAboveTemplate.filled(threshold) }
    static let notifyWatchFrostTemplate = Phrase("notify.watch.frost", "threshold")
    public static func notifyWatchFrost(threshold: String) -> Phrase { notifyWatchFrostTemplate.filled(threshold) }
    static let notifyWatchPressureDropTemplate = Phrase("notify.watch.pressure-drop", "amount")
    public static func notifyWatchPressureDrop(amount: String) -> Phrase { notifyWatchPressureDropTemplate.filled(amount) }
    static let notifyWatchGustsTemplate = Phrase("notify.watch.gusts", "speed")
    public static func notifyWatchGusts(speed: String) -> Phrase { notifyWatchGustsTemplate.filled(speed) }
    static let notifyWatchUvTemplate = Phrase("notify.watch.uv", "index")
    public static func notifyWatchUv(index: String) -> Phrase { notifyWatchUvTemplate.filled(index) }

    static let allNotify: [Phrase] = [
        .notifyFrostTemplate, .notifyPressureDropTemplate, .notifyGustsTemplate, .notifyUvTemplate,
        .spokenNotifyFrostTemplate, .spokenNotifyPressureDropTemplate, .spokenNotifyGustsTemplate, .spokenNotifyUvTemplate,
        .notifyWatchingTemplate, .notifyMorePlacesTemplate, .notifyWatchRainTemplate, .notifyWatchAlerts, .notifyWatchSeparator, .notifyWatchBelowTemplate,
        .notifyWatchAboveTemplate, .notifyWatchFrostTemplate, .notifyWatchPressureDropTemplate, .notifyWatchGustsTemplate,
        .notifyWatchUvTemplate,
        .notifyRainTemplate, .notifyRainImminentTemplate, .notifyAlertTemplate, .notifyBelowTemplate, .notifyAboveTemplate,
        .spokenNotifyRainTemplate, .spokenNotifyRainImminentTemplate, .spokenNotifyAlertTemplate, .spokenNotifyBelowTemplate,
        .spokenNotifyAboveTemplate,
    ]
}
