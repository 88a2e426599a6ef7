import CommandLineKit

extension Option {
    /// `--tz`: the clock a place's times are shown on, instead of the place's own; its days stay the
    /// place's. A zone this system does not know is a usage error (exit 64) before anything runs.
    static let timeZone = Option.value("--tz", "zone", .timeZone,
                                       help: "show times in this IANA time zone (Europe/Oslo, UTC) instead of the place's; days stay the place's")

    /// `wf sky --tz`: the same option, whose day (without `--date`) is today on that clock.
    static let skyTimeZone = Option.value("--tz", "zone", .timeZone,
                                          help: "show times in this IANA time zone (Europe/Oslo, UTC) instead of the place's")
}
