import Domain

/// `wf usage` in the user's language: what was sent today per source, then per section (a rain
/// grid by its points), and the day's Open-Meteo calls against the budget.
extension Phrasebook {
    public func usageTable(_ usage: RequestUsage, budget: DailyBudget) -> String {
        let sections = usage.sections.map { section -> (String, RequestUsage.Source) in
            var name = Phrase.usageSections[section.source].map { self($0) } ?? TerminalSafe(section.source).text
            // Each point of a grid is one of Open-Meteo's calls.
            if section.source == "rain-grid" { name += " (" + self(.usageGridPoints(count: grouped(Int(section.weightedCalls.rounded())))) + ")" }
            return (name, section)
        }
        let sources = usage.sources.map { (TerminalSafe($0.source).text, $0) }
        let names = [self(.usageSource)] + sources.map(\.0) + sections.map(\.0)
        let width = max(names.map(\.terminalColumns).max() ?? 0, 6)
        let requestsWidth = max(self(.usageRequests).terminalColumns + 2, 10)
        let callsWidth = max(self(.usageCalls).terminalColumns + 2, 8)
        func row(_ name: String, _ requests: String, _ calls: String) -> String {
            name + String(repeating: " ", count: max(width - name.terminalColumns, 0))
                + String(repeating: " ", count: max(requestsWidth - requests.terminalColumns, 1)) + requests
                + String(repeating: " ", count: max(callsWidth - calls.terminalColumns, 1)) + calls
        }
        var lines = [row(self(.usageSource), self(.usageRequests), self(.usageCalls))]
        lines += sources.map { row($0.0, grouped($0.1.requests), calls($0.1.weightedCalls)) }
        if !sections.isEmpty {
            lines += ["", self(.usageBySection)]
            lines += sections.map { row($0.0, grouped($0.1.requests), calls($0.1.weightedCalls)) }
        }
        let spent = usage.openMeteoWeightedCalls
        lines += ["", self(.usageTotal(day: usage.day.description, calls: calls(spent), budget: grouped(budget.calls),
                                       percent: String(budget.percentSpent(spent))))]
        return lines.joined(separator: "\n")
    }

    /// "10,000" in English, "10.000" in German: thousands grouped as the language groups them.
    public func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude), separator = self(.numberGroupSeparator)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped += separator }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    /// Whole calls grouped ("8,012"); a fractional count to one decimal ("14.4"; "14,4" in German).
    public func calls(_ calls: Double) -> String {
        let tenths = (calls * 10).rounded()
        let whole = grouped(Int(tenths / 10)), rest = Int(tenths.truncatingRemainder(dividingBy: 10))
        return rest == 0 ? whole : whole + self(.numberDecimalSeparator) + String(rest)
    }
}
