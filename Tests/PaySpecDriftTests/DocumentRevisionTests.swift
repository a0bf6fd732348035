import Foundation
import PaySpecDrift
import PaySpecTestSupport
import Testing

/// A revision of one fixture document and exactly the drift it must produce.
struct Revision: CustomTestStringConvertible, Sendable {
    struct Expected: Sendable {
        var rule: String
        var table: String
        var key: String
        /// Text of the line the finding must point at, in the revised document.
        var lineWith: String
    }

    var name: String
    var fixture: String
    var revise: @Sendable (String) -> String
    var expected: [Expected]
    var testDescription: String { name }
}

func replacing(_ old: String, _ new: String) -> @Sendable (String) -> String {
    { text in
        precondition(text.contains(old), "fixture lacks \(old)")
        return text.replacingOccurrences(of: old, with: new)
    }
}

func dropLine(containing needle: String) -> @Sendable (String) -> String {
    { $0.components(separatedBy: "\n").filter { !$0.contains(needle) }.joined(separator: "\n") }
}

let revisions: [Revision] = [
    Revision(
        name: "a code added", fixture: "comgate-results-de.txt",
        revise: replacing(
            "`INVALID_CVV`\tPrüfziffer ungültig.", "`INVALID_CVV`\tPrüfziffer ungültig.\n`.cardBlocked`\t`CARD_BLOCKED`\tKarte gesperrt."),
        expected: [.init(rule: "doc-row-added", table: "comgate/errors", key: "cardBlocked", lineWith: "CARD_BLOCKED")]),
    Revision(
        name: "a reason removed", fixture: "comgate-results-de.txt", revise: dropLine(containing: "`NO_FUNDS`"),
        expected: [.init(rule: "doc-row-removed", table: "comgate/error-reasons", key: "NO_FUNDS", lineWith: "`errorReason`\tErklärung")]),
    Revision(
        name: "a status moved to another outcome", fixture: "seb-result-et.md",
        revise: {
            replacing("| `.failed` | `FAILED` |", "| `.failed` | `FAILED`, `ABANDONED` |")(
                replacing("`CANCELLED`, `ABANDONED`", "`CANCELLED`")($0))
        },
        expected: [.init(rule: "doc-row-changed", table: "seb/platform-statuses", key: "ABANDONED", lineWith: "| `.failed`")]),
    Revision(
        name: "a code moved to another section", fixture: "comgate-results-de.txt",
        revise: { text in
            let row = "`.invalidPrice`\t`INVALID_PRICE`\t`price` muss positiv sein."
            return replacing("`THREE_DS_FAILED`\t3DS gescheitert.", "`THREE_DS_FAILED`\t3DS gescheitert.\n" + row)(
                dropLine(containing: "`INVALID_PRICE`")(text))
        },
        expected: [.init(rule: "doc-row-changed", table: "comgate/errors", key: "invalidPrice", lineWith: "`INVALID_PRICE`")]),
    Revision(
        name: "a prompt message changed", fixture: "moneycollect-en.txt",
        revise: replacing("msg = @\"the payment is uncaptured\";", "msg = @\"not captured yet\";"),
        expected: [.init(rule: "doc-row-changed", table: "moneycollect/statuses", key: "uncaptured", lineWith: "@\"uncaptured\"")]),
    Revision(
        name: "a translation key removed", fixture: "comgate-session-pl.txt", revise: dropLine(containing: "`cvvHint`"),
        expected: [.init(rule: "doc-row-removed", table: "comgate/translation-keys", key: "cvvHint", lineWith: "Klucz\tOpis")]),
    Revision(
        name: "a language code dropped while its preset stays", fixture: "comgate-session-pl.txt",
        revise: replacing(", uk, vi", ", uk"),
        expected: [
            .init(rule: "doc-row-removed", table: "comgate/languages", key: "vi", lineWith: "bg, cs, da"),
            .init(rule: "doc-row-added", table: "comgate/languages", key: "Translation.vietnamese", lineWith: "Translation.vietnamese"),
        ]),
    Revision(
        name: "a lookup header renamed", fixture: "seb-result-et.md",
        revise: replacing("X-Request-Id: {uuid}", "X-Correlation-Id: {uuid}"),
        expected: [
            .init(rule: "doc-row-added", table: "seb/status-lookup", key: "header.X-Correlation-Id", lineWith: "X-Correlation-Id"),
            .init(rule: "doc-row-removed", table: "seb/status-lookup", key: "header.X-Request-Id", lineWith: "GET {apiBaseURL}"),
        ]),
    Revision(
        name: "a case added to the status behaviour table only", fixture: "comgate-results-de.txt",
        revise: replacing(
            "`.pending`\tText aus `Translation.statusPending`, orange.",
            "`.pending`\tText aus `Translation.statusPending`, orange.\n`.refunded`\tText aus `Translation.statusRefunded`, blau."),
        expected: [.init(rule: "doc-row-added", table: "comgate/payment-results", key: "refunded", lineWith: "`.refunded`")]),
    // Formatting alone is not drift.
    Revision(
        name: "a table reordered", fixture: "comgate-results-de.txt",
        revise: { text in
            var lines = text.components(separatedBy: "\n")
            let first = lines.firstIndex { $0.hasPrefix("`CUSTOMER_CLICK`") }!
            lines[first...(first + 13)].reverse()
            return lines.joined(separator: "\n")
        }, expected: []),
    Revision(
        name: "a heading renamed", fixture: "comgate-results-de.txt", revise: replacing("Eingabeprüfung", "Prüfung der Felder"),
        expected: []),
    Revision(
        name: "a heading renamed (Polish)", fixture: "comgate-session-pl.txt", revise: replacing("Błędy startu", "Kiedy start zawodzi"),
        expected: []),
    Revision(
        name: "CRLF line ends", fixture: "comgate-session-pl.txt", revise: { $0.replacingOccurrences(of: "\n", with: "\r\n") }, expected: []
    ),
    Revision(
        name: "CRLF line ends (Markdown)", fixture: "seb-result-et.md", revise: { $0.replacingOccurrences(of: "\n", with: "\r\n") },
        expected: []),
    Revision(
        name: "a blank line inside a table", fixture: "comgate-results-de.txt",
        revise: replacing("\n`NO_FUNDS`\t", "\n\n`NO_FUNDS`\t"), expected: []),
    Revision(name: "a BOM", fixture: "moneycollect-en.txt", revise: { "\u{FEFF}" + $0 }, expected: []),
    Revision(
        name: "a row with a stray trailing tab", fixture: "comgate-results-de.txt",
        revise: replacing("`INVALID_CVV`\tPrüfziffer ungültig.", "`INVALID_CVV`\tPrüfziffer ungültig.\t"), expected: []),
    Revision(
        name: "column padding", fixture: "seb-result-et.md",
        revise: replacing("| `paymentId` | `String` |", "|    `paymentId`     |  `String`   |"), expected: []),
    Revision(
        name: "a mapping table reordered", fixture: "seb-result-et.md",
        revise: replacing("`AUTHORIZED`, `CAPTURED`, `SETTLED`, `REFUNDED`", "`REFUNDED`, `SETTLED`, `AUTHORIZED`, `CAPTURED`"),
        expected: []),
]

@Suite("Revisions of the fixture documents produce exactly the expected drift", .waitsOnProcesses)
struct DocumentRevisionTests {
    @Test(arguments: revisions)
    func revision(_ revision: Revision) throws {
        let revised = revision.revise(Support.fixture(revision.fixture))
        let (path, findings) = try Support.drift(revision.fixture, revised)
        let plain = revised.replacingOccurrences(of: "\r\n", with: "\n")
        let got = findings.map { "\($0.rule) \($0.table)#\($0.key) \($0.file):\($0.line ?? 0)" }.sorted()
        let want = revision.expected.map {
            "\($0.rule) \($0.table)#\($0.key) \(path):\(Support.line(of: $0.lineWith, in: plain))"
        }.sorted()
        #expect(got == want)
    }

    @Test("payspec drift --docs exits 1 on drift and prints file:line")
    func driftCommandReports() {
        let revised = Support.fixture("comgate-results-de.txt").components(separatedBy: "\n").filter { !$0.contains("`NO_FUNDS`") }
            .joined(separator: "\n")
        let path = Support.write("rev.txt", revised)
        let session = Support.fixtures + "/comgate-session-pl.txt"
        let result = Support.run(["drift", "--docs", "--spec", Support.specDirectory, path, session])
        #expect(result.status == 1)
        let line = Support.line(of: "`errorReason`\tErklärung", in: revised)
        #expect(result.out.contains("\(path):\(line): error: comgate/error-reasons \"NO_FUNDS\""))
        #expect(result.out.hasSuffix("documents vs spec: 1 difference(s): 1 error, 0 warning, 0 info\n"))
        let json = Support.run(["drift", "--docs", "--spec", Support.specDirectory, "--format", "json", path, session])
        #expect(json.status == 1)
        #expect(json.out.contains("\"rule\": \"doc-row-removed\""))
        #expect(json.out.contains("\"line\": \(line)"))
    }

    @Test("a whole table no document states any more is bad input naming the table, whatever the file is called")
    func wholeTableDropped() throws {
        var lines = Support.fixture("comgate-results-de.txt").components(separatedBy: "\n")
        lines.removeAll { $0.contains("`errorReason`\t") || ($0.hasPrefix("`") && $0.contains("\tGrund Nummer")) }
        let session = Support.fixtures + "/comgate-session-pl.txt"
        for name in ["000_5c2963eab08d6f0b.txt", "notes.txt"] {
            let path = Support.write(name, lines.joined(separator: "\n"))
            let extraction = try DocumentExtractor.extract(paths: [path, session])
            let error = #expect(throws: DriftInputError.self) { try DocumentDrift.check(extraction, with: Support.catalog) }
            #expect(error?.diagnostics.count == 1)
            #expect(
                error?.description.hasPrefix("\(path): error: no document states the comgate/error-reasons table (14 normative rows")
                    == true)
            let result = Support.run(["drift", "--docs", "--spec", Support.specDirectory, path, session])
            #expect(result.status == 2)
            #expect(result.err.contains("no document states the comgate/error-reasons table"))
            #expect(!result.out.contains("no differences"))
        }
    }
}
