import Foundation
import PaySpecArguments
import PaySpecCLI
import Testing

/// The two hand-written tables of options in docs/ agree with the declarations: every option
/// they name is one the verb accepts, with the default and the range it is declared with.
@Suite struct OptionDocTablesTests {
    /// The rows of the first table after `heading` in `page`, as cells.
    static func rows(_ page: String, after heading: String) -> [[String]] {
        let text = (try? String(contentsOfFile: Fixture.root + "/docs/" + page, encoding: .utf8)) ?? ""
        guard let start = text.range(of: heading) else { return [] }
        let lines = text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
        let table = lines.drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }.dropFirst(2)
        return table.map { line in
            line.replacingOccurrences(of: "\\|", with: "¦").split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    /// The option names a cell writes in backticks (`--suite GLOB` gives --suite).
    static func names(_ cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.compactMap {
            $0.element.split(separator: " ").first
        }
        .map(String.init).filter { $0.hasPrefix("--") }
    }

    static func declarations(of verb: String, action: String? = nil) -> [OptionDeclaration] {
        PaySpecCommandLine.syntaxes.filter { $0.verb == verb && (action == nil || $0.syntax.action == action) }
            .flatMap(\.syntax.declarations)
    }

    /// A whole number as the tables write it: 86,400.
    static func grouped(_ text: String) -> String {
        let dot = text.firstIndex(of: ".") ?? text.endIndex
        var whole = String(text[..<dot])
        var out = ""
        while whole.count > 3 {
            out = "," + whole.suffix(3) + out
            whole.removeLast(3)
        }
        return whole + out + text[dot...]
    }

    static func bounds(_ option: NumericOption) -> String? {
        switch option.kind {
        case .count(let r), .counts(let r): "\(grouped(String(r.lowerBound))) to \(grouped(String(r.upperBound)))"
        case .seconds(let r): "\(grouped(NumericOption.text(r.lowerBound))) to \(grouped(NumericOption.text(r.upperBound)))"
        case .seed: nil
        }
    }

    @Test func theRunningPageNamesRunsOptionsWithTheirDefaults() {
        let declared = Dictionary(Self.declarations(of: "run").map { ($0.name, $0) }) { a, _ in a }
        let rows = Self.rows("running.md", after: "## Options")
        #expect(rows.count >= 10)
        var defaults = 0
        for row in rows where row.count >= 2 {
            for name in Self.names(row[0]) {
                guard let d = declared[name] else {
                    Issue.record("docs/running.md names \(name), which payspec run does not accept")
                    continue
                }
                guard Self.names(row[0]).count == 1, let value = d.defaultText, row[1].contains("(default ") else { continue }
                #expect(
                    row[1].contains("(default \(value)") || row[1].contains("(default `\(value)`"),
                    "docs/running.md: \(name) \(row[1]) (declared default \(value))")
                defaults += 1
            }
        }
        #expect(defaults >= 5)
    }

    @Test func theRobustnessPageGivesEachNumericOptionItsDeclaredRange() {
        let rows = Self.rows("robustness.md", after: "## Numeric options")
        #expect(rows.count >= 10)
        var checked = 0
        for row in rows where row.count >= 3 {
            let names = Self.names(row[0])
            let ranges = row[2].components(separatedBy: "; ")
            // "run, compare, fuzz, drift (`--timeout`)": drift has --timeout alone.
            let verbs = row[1].components(separatedBy: ", ").map { $0.split(separator: " (").first.map(String.init) ?? $0 }
            for verb in verbs {
                let words = verb.split(separator: " ").map(String.init)
                let options = Self.declarations(of: words[0], action: words.count > 1 ? words[1] : nil)
                for (i, name) in names.enumerated() {
                    if verb != verbs.first && row[1].contains("(`") && row[1].contains(verb + " (") && !row[1].contains("`\(name)`)") {
                        continue
                    }
                    guard let numeric = options.first(where: { $0.name == name })?.numeric else {
                        Issue.record("docs/robustness.md: \(verb) has no numeric option \(name)")
                        continue
                    }
                    guard let expected = Self.bounds(numeric), name != "--jobs" || verb != "run" && verb != "fuzz" else { continue }
                    let written = ranges.count == names.count ? ranges[i] : ranges[0]
                    #expect(written.hasPrefix(expected), "docs/robustness.md: \(verb) \(name) says '\(written)', declared \(expected)")
                    checked += 1
                }
            }
        }
        #expect(checked >= 20)
    }
}
