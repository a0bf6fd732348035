import Foundation
import PaySpecDrift
import PaySpecJSON
import PaySpecTestSupport
import Testing

/// One edit of a copy of spec/ and the single change rule it must trigger.
struct SpecEdit: CustomTestStringConvertible, Sendable {
    enum Action: Sendable {
        /// Replace `old` with `new` in the line containing `line`.
        case replace(line: String, old: String, new: String)
        /// Insert `text` as a new line after the line containing `line`.
        case insert(after: String, text: String)
        case delete
    }

    var file: String
    var action: Action
    var rule: String
    var table: String
    var key: String
    /// When true the edit is applied to OLD instead of NEW.
    var onOld = false
    var testDescription: String { rule }
}

let specEdits: [SpecEdit] = [
    .init(
        file: "comgate/error-reasons.json", action: .replace(line: "\"NO_FUNDS\"", old: "", new: ""), rule: "row-removed",
        table: "comgate/error-reasons", key: "NO_FUNDS"),
    .init(
        file: "comgate/errors.json", action: .replace(line: "\"INVALID_PAN\"", old: "\"invalidPan\"", new: "\"invalidCardNumber\""),
        rule: "row-renamed", table: "comgate/errors", key: "invalidPan"),
    .init(
        file: "comgate/errors.json", action: .replace(line: "\"INVALID_CVV\"", old: "\"INVALID_CVV\"", new: "\"INVALID_CVV_CODE\""),
        rule: "code-changed", table: "comgate/errors", key: "invalidCvv"),
    .init(
        file: "comgate/errors.json", action: .replace(line: "\"APPLE_PAY_FAILED\"", old: "\"applePay\"", new: "\"payment\""),
        rule: "category-changed", table: "comgate/errors", key: "applePayFailed"),
    .init(
        file: "seb/platform-statuses.json", action: .replace(line: "\"ABANDONED\"", old: "\"cancelled\"", new: "\"failed\""),
        rule: "mapping-changed", table: "seb/platform-statuses", key: "ABANDONED"),
    .init(
        file: "comgate/error-reasons.json", action: .replace(line: "threeDSAuthFail", old: "threeDSAuthFail", new: "threeDsAuthFail"),
        rule: "identifier-changed", table: "comgate/error-reasons", key: "3DS_AUTH_FAIL"),
    .init(file: "moneycollect/exit-prompt.json", action: .delete, rule: "table-removed", table: "moneycollect/exit-prompt", key: "*"),
    .init(
        file: "moneycollect/exit-prompt.json", action: .delete, rule: "table-added", table: "moneycollect/exit-prompt", key: "*",
        onOld: true),
    .init(
        file: "seb/platform-statuses.json",
        action: .insert(
            after: "\"FAILED\"",
            text:
                "    {\"level\": \"derived\", \"match\": \"exact\", \"outcome\": \"succeeded\", \"status\": \"REVERSED\", \"why\": \"test\"},"
        ),
        rule: "closed-set-value-added", table: "seb/platform-statuses", key: "REVERSED"),
    .init(
        file: "comgate/translation-keys.json",
        action: .insert(
            after: "\"panLabel\"",
            text:
                "    {\"key\": \"cardBrandLabel\", \"kind\": \"label\", \"labels\": \"Brand.\", \"level\": \"derived\", \"order\": 20, \"why\": \"test\"},"
        ),
        rule: "translation-key-added", table: "comgate/translation-keys", key: "cardBrandLabel"),
    .init(
        file: "moneycollect/exit-prompt.json",
        action: .insert(
            after: "\"backPressed\"",
            text: "    {\"id\": \"doubleTap\", \"level\": \"derived\", \"when\": \"w\", \"why\": \"test\", \"yields\": \"y\"},"),
        rule: "row-added", table: "moneycollect/exit-prompt", key: "doubleTap"),
    .init(
        file: "comgate/payment-results.json",
        action: .replace(line: "\"case\": \"pending\"", old: "\"final\": false", new: "\"final\": true"),
        rule: "behaviour-changed", table: "comgate/payment-results", key: "pending"),
    .init(
        file: "ambiguities.json", action: .replace(line: "\"choice\": \"dash\"", old: "\"choice\": \"dash\"", new: "\"choice\": \"empty\""),
        rule: "ambiguity-choice-changed", table: "ambiguities", key: "cancelled-nil-reason-text"),
    .init(
        file: "seb/outcomes.json", action: .replace(line: "\"succeeded\"", old: "Show the receipt", new: "Display the receipt"),
        rule: "wording-changed", table: "seb/outcomes", key: "succeeded"),
    .init(
        file: "seb/outcomes.json", action: .replace(line: "\"succeeded\"", old: "\"row\": 1", new: "\"row\": 9"),
        rule: "provenance-changed", table: "seb/outcomes", key: "succeeded"),
    .init(
        file: "moneycollect/exit-prompt.json",
        action: .insert(
            after: "\"backPressed\"",
            text: "    {\"id\": \"note\", \"level\": \"informative\", \"when\": \"w\", \"yields\": \"y\"},"),
        rule: "informative-row-changed", table: "moneycollect/exit-prompt", key: "note"),
    .init(
        file: "translations/de.json", action: .replace(line: "\"panLabel\"", old: "\"Kartennummer\"", new: "\"Kartennr.\""),
        rule: "translation-text-changed", table: "translations/de", key: "panLabel"),
]

enum SpecCopy {
    /// A copy of spec/ in a fresh folder.
    static func make() -> String {
        let target = Support.temporaryDirectory() + "/spec"
        try! FileManager.default.copyItem(atPath: Support.specDirectory, toPath: target)
        return target
    }

    static func apply(_ edit: SpecEdit, to directory: String) {
        let path = directory + "/" + edit.file
        if case .delete = edit.action {
            try! FileManager.default.removeItem(atPath: path)
            return
        }
        var lines = try! String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        switch edit.action {
        case .replace(let needle, let old, let new):
            let i = lines.firstIndex { $0.contains(needle) }!
            if old.isEmpty {
                lines.remove(at: i)
            } else {
                precondition(lines[i].contains(old))
                lines[i] = lines[i].replacingOccurrences(of: old, with: new)
            }
        case .insert(let needle, let text):
            lines.insert(text, at: lines.firstIndex { $0.contains(needle) }! + 1)
        case .delete: break
        }
        try! lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// OLD and NEW folders with `edit` applied to one of them.
    static func pair(_ edit: SpecEdit) -> (old: String, new: String) {
        let old = make(), new = make()
        apply(edit, to: edit.onOld ? old : new)
        return (old, new)
    }
}

@Suite("payspec diff classifies every kind of change in the catalogue", .waitsOnProcesses)
struct SpecDiffTests {
    @Test(arguments: specEdits)
    func classifies(_ edit: SpecEdit) throws {
        let (old, new) = SpecCopy.pair(edit)
        let findings = SpecDiff.compare(old: try SpecSource.load(old, lenient: true), new: try SpecSource.load(new, lenient: true))
        #expect(findings.map { "\($0.rule) \($0.table)#\($0.key)" } == ["\(edit.rule) \(edit.table)#\(edit.key)"])
        #expect(findings.first?.severity == ChangeRule(rawValue: edit.rule)?.severity)
    }

    @Test("the tests cover every rule of the catalogue")
    func catalogueCovered() {
        #expect(Set(specEdits.map(\.rule)) == Set(ChangeRule.allCases.map(\.rawValue)))
    }

    @Test("severities follow the catalogue: removals and mapping changes break, additions warn, wording informs")
    func severities() {
        #expect(ChangeRule.rowRemoved.severity == .error)
        #expect(ChangeRule.mappingChanged.severity == .error)
        #expect(ChangeRule.closedSetValueAdded.severity == .warning)
        #expect(ChangeRule.translationKeyAdded.severity == .warning)
        #expect(ChangeRule.wordingChanged.severity == .info)
        #expect(ChangeRule.provenanceChanged.severity == .info)
    }

    @Test("identical versions, and a git revision against the working tree, show no change")
    func unchanged() {
        let copy = SpecCopy.make()
        let result = Support.run(["diff", Support.specDirectory, copy])
        #expect(result.status == 0)
        #expect(result.out.contains("no differences"))
        let git = Support.run(["diff", "--repo", Support.root, "HEAD:spec", "HEAD"])
        #expect(git.status == 0)
        #expect(git.out.contains("no differences"))
    }

    @Test(
        "--fail-on picks the lowest failing severity",
        arguments: [
            ("error", Int32(0)), ("warning", Int32(1)), ("info", Int32(1)), ("never", Int32(0)),
        ])
    func failOn(level: String, status: Int32) {
        let (old, new) = SpecCopy.pair(specEdits.first { $0.rule == "closed-set-value-added" }!)
        #expect(Support.run(["diff", old, new, "--fail-on", level]).status == status)
    }

    @Test("an allowlist accepts a breaking change")
    func allowlist() {
        let (old, new) = SpecCopy.pair(specEdits[0])
        #expect(Support.run(["diff", old, new]).status == 1)
        let allow = Support.write("allow.txt", "# dropped on purpose\nrow-removed comgate/error-reasons#NO_FUNDS\n")
        let result = Support.run(["diff", old, new, "--allowlist", allow])
        #expect(result.status == 0)
        #expect(result.out.contains("(accepted)"))
    }
}

@Suite("Report formats", .waitsOnProcesses)
struct ReportFormatTests {
    static func mappingChange() -> (old: String, new: String, line: Int) {
        let (old, new) = SpecCopy.pair(specEdits.first { $0.rule == "mapping-changed" }!)
        let text = try! String(contentsOfFile: new + "/seb/platform-statuses.json", encoding: .utf8)
        return (old, new, Support.line(of: "\"ABANDONED\"", in: text))
    }

    @Test("github annotations point at the spec file and line")
    func github() {
        let (old, new, line) = Self.mappingChange()
        let result = Support.run(["diff", old, new, "--format", "github"])
        #expect(result.status == 1)
        #expect(
            result.out.hasPrefix(
                "::error file=\(new)/seb/platform-statuses.json,line=\(line),title=mapping-changed seb/platform-statuses::seb/platform-statuses \"ABANDONED\": outcome: \"cancelled\" -> \"failed\""
            ))
    }

    @Test("markdown is a changelog section with a semver suggestion")
    func markdown() {
        let (old, new, _) = Self.mappingChange()
        let out = Support.run(["diff", old, new, "--format", "markdown"]).out
        #expect(out.contains("Suggested version bump: **major**"))
        #expect(out.contains("### Breaking changes"))
        #expect(
            out.contains(
                "- <code>seb/platform-statuses</code> <code>ABANDONED</code>: outcome: &quot;cancelled&quot; -&gt; &quot;failed&quot; (mapping-changed)"
            ))
        let (o2, n2) = SpecCopy.pair(specEdits.first { $0.rule == "translation-key-added" }!)
        #expect(Support.run(["diff", o2, n2, "--format", "markdown"]).out.contains("Suggested version bump: **minor**"))
    }

    @Test("junit has one failing test case per breaking change")
    func junit() {
        let (old, new, _) = Self.mappingChange()
        let out = Support.run(["diff", old, new, "--format", "junit"]).out
        #expect(out.hasPrefix("<?xml"))
        #expect(out.contains("failures=\"1\""))
        #expect(
            out.contains(
                "message=\"seb/platform-statuses &quot;ABANDONED&quot;: outcome: &quot;cancelled&quot; -&gt; &quot;failed&quot;\" type=\"mapping-changed\">"
            ))
    }

    @Test("json lists rule, severity, table, key, file and line")
    func json() throws {
        let (old, new, line) = Self.mappingChange()
        let out = Support.run(["diff", old, new, "--format", "json"]).out
        let value = try JSONParser.parseValue(Array(out.utf8))
        let first = try #require(value["findings"]?.arrayValue?.first)
        #expect(first["rule"] == "mapping-changed")
        #expect(first["severity"] == "error")
        #expect(first["key"] == "ABANDONED")
        #expect(first["line"] == .integer(line))
    }
}

@Suite("The rule catalogue is documented", .waitsOnProcesses)
struct CatalogueDocumentationTests {
    @Test("spec/README.md lists every rule with its severity", arguments: ChangeRule.allCases)
    func documented(rule: ChangeRule) throws {
        let text = try String(contentsOfFile: Support.specDirectory + "/README.md", encoding: .utf8)
        #expect(text.contains("## Change rules (payspec diff)"))
        #expect(text.contains("| `\(rule.rawValue)` | \(rule.severity.rawValue) |"))
    }
}
