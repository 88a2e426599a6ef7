import Domain
import Foundation
import Presentation

/// How a side part that closes a place's report shows, declared in its feature's folder
/// (`extension ReportPartView { static let climate = … }`): its line among the report's facts,
/// its sentences in accessible mode, and its field in the place's JSON documents (null when it
/// could not be had). They are listed once, with the sections that fill them, by the front end
/// (the CLI's `SideSections.all`), which gives them to the views: every view of a place (`wf here`,
/// `wf at`, `wf fav show`, the app's place screen, `--accessible`, `--json`) iterates
/// `TerminalStyle.closingParts`; none names such a part. A part that needs only the report's parts
/// and units closes `wf search`'s days too (`besideForecast`).
public struct ReportPartView: Sendable {
    let part: ReportPart
    let addFacts: @Sendable (PlaceReport, inout Facts, TerminalStyle) -> Void
    let spoken: @Sendable (PlaceReport, TerminalStyle) -> [String]
    let field: @Sendable (PlaceReport) -> (any Encodable & Sendable)?
    /// The same from the parts alone, for a forecast without a report (`wf search`); nil for a part
    /// that needs the report (the climate line compares today's high).
    let besideForecast: BesideForecast?

    struct BesideForecast: Sendable {
        let addFacts: @Sendable (ReportParts, Units, inout Facts, TerminalStyle) -> Void
        let spoken: @Sendable (ReportParts, Units, TerminalStyle) -> [String]
        let field: @Sendable (ReportParts) -> (any Encodable & Sendable)?
    }

    /// A part shown from the whole report.
    init(_ part: ReportPart, facts: @escaping @Sendable (PlaceReport, inout Facts, TerminalStyle) -> Void,
         spoken: @escaping @Sendable (PlaceReport, TerminalStyle) -> [String],
         field: @escaping @Sendable (PlaceReport) -> (any Encodable & Sendable)?) {
        self.part = part
        addFacts = facts
        self.spoken = spoken
        self.field = field
        besideForecast = nil
    }

    /// A part shown from the parts and the units alone: in a place's report, and beside a forecast.
    init(_ part: ReportPart, facts add: @escaping @Sendable (ReportParts, Units, inout Facts, TerminalStyle) -> Void,
         spoken say: @escaping @Sendable (ReportParts, Units, TerminalStyle) -> [String],
         field encode: @escaping @Sendable (ReportParts) -> (any Encodable & Sendable)?) {
        self.part = part
        addFacts = { report, facts, style in add(report.parts, report.units, &facts, style) }
        spoken = { report, style in say(report.parts, report.units, style) }
        field = { report in encode(report.parts) }
        besideForecast = BesideForecast(addFacts: add, spoken: say, field: encode)
    }
}

extension Facts {
    /// Each closing part's line, in order.
    mutating func addClosingParts(of report: PlaceReport, style: TerminalStyle) {
        for view in style.closingParts { view.addFacts(report, &self, style) }
    }

    /// Each line that closes a forecast's days, in order (`wf search`).
    mutating func addClosingParts(of parts: ReportParts, units: Units, style: TerminalStyle) {
        for view in style.closingParts { view.besideForecast?.addFacts(parts, units, &self, style) }
    }
}

extension PlaceReport {
    /// The units its numbers are in.
    var units: Units { forecast?.value.units ?? current.value.units }
}

extension ReportPartView {
    /// Each closing part's sentences, in order.
    static func spoken(_ report: PlaceReport, style: TerminalStyle) -> [String] {
        style.closingParts.flatMap { $0.spoken(report, style) }
    }

    /// Each sentence that closes a forecast's days, in order (`wf search`).
    static func spoken(_ parts: ReportParts, units: Units, style: TerminalStyle) -> [String] {
        style.closingParts.flatMap { $0.besideForecast?.spoken(parts, units, style) ?? [] }
    }

    /// Each closing part's JSON field, null when it could not be had: written beside a document's own.
    struct Fields: Encodable, Sendable {
        let values: [(name: String, value: (any Encodable & Sendable)?)]

        init(_ report: PlaceReport, closing views: [ReportPartView]) {
            values = views.map { ($0.part.field, $0.field(report)) }
        }

        /// The fields that close a forecast's document (`wf search --json`).
        init(besideForecast parts: ReportParts, closing views: [ReportPartView]) {
            values = views.compactMap { view in view.besideForecast.map { (view.part.field, $0.field(parts)) } }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: FieldKey.self)
            for (name, value) in values { try container.encode(NullOr(value), forKey: FieldKey(name)) }
        }
    }

    private struct FieldKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// A field's value, or `null`.
    private struct NullOr: Encodable {
        let value: (any Encodable)?
        init(_ value: (any Encodable)?) { self.value = value }

        func encode(to encoder: any Encoder) throws {
            if let value { try value.encode(to: encoder) } else {
                var container = encoder.singleValueContainer()
                try container.encodeNil()
            }
        }
    }
}
