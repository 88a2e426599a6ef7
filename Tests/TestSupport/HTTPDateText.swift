import Foundation

/// "Fri, 27 Nov 2026 14:00:00 GMT": a moment as HTTP headers write it (`Expires`, `Last-Modified`).
public enum HTTPDateText {
    public static func of(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }
}
