import Foundation
import PaySpecJSON
import PaySpecTestSupport
import Testing

@testable import PaySpecDrift

/// The fixture documents as sites publish them: the same four documents as HTML pages, each
/// written the way a different site generator writes them (a table with a spanning row per
/// section, unclosed cells and paragraphs, permalinks instead of ids, entities, highlighted code
/// in `<pre>`, navigation, cookie banners, scripts and footers around the article).
@Suite("HTML pages read into the same tables", .waitsOnProcesses)
struct HTMLDocumentTests {
    static let pages = ["comgate-results-de.html", "comgate-session-pl.html", "seb-result-et.html", "moneycollect-en.html"]

    static func fields(_ extraction: Extraction) -> [String: [[String: JSONValue]]] {
        extraction.tables.mapValues { $0.map(\.fields) }
    }

    @Test("the pages give the same tables and rows as the text fixtures, and no drift")
    func sameTablesAsText() throws {
        let html = try DocumentExtractor.extract(paths: Self.pages.map { Support.fixtures + "/" + $0 })
        let text = try DocumentExtractor.extract(paths: Support.fixtureNames.map { Support.fixtures + "/" + $0 })
        #expect(html.tableNames == DocumentDrift.extractedTables)
        #expect(Self.fields(html) == Self.fields(text))
        #expect(try DocumentDrift.check(html, with: Support.catalog).isEmpty)
        let result = Support.run(["drift", "--docs", "--spec", Support.specDirectory] + Self.pages.map { Support.fixtures + "/" + $0 })
        #expect(result.status == 0)
        #expect(result.out.contains("no differences"))
    }

    @Test(
        "the format is told from the content, not the file name",
        arguments: [
            ("comgate-results-de.html", DocumentFormat.html), ("seb-result-et.html", .html), ("seb-result-et.md", .markdown),
            ("comgate-session-pl.txt", .plainText), ("moneycollect-en.txt", .plainText),
        ])
    func formatSniffed(name: String, format: DocumentFormat) throws {
        let path = Support.write("page.txt", Support.fixture(name))
        #expect(try VendorDocument.read(path: path).format == format)
    }

    @Test("a Markdown README that opens with HTML stays Markdown; a fragment of HTML is HTML")
    func sniffingEdges() {
        let readme = ["<p align=\"center\"><img src=\"logo.png\"></p>", "", "# PaymentKit", "", "| a | b |", "|---|---|", "| `x` | y |"]
        #expect(DocumentFormat.sniff(readme) == .markdown)
        #expect(DocumentFormat.sniff(["<h1 id=\"x\">Title</h1>", "<p>text</p>", "<table>"]) == .html)
        #expect(DocumentFormat.sniff(["  <!DOCTYPE html>", "<p>"]) == .html)
        #expect(DocumentFormat.sniff(["Title", "", "a\tb"]) == .plainText)
        #expect(DocumentFormat.sniff([]) == .plainText)
    }

    @Test("a row of a page names the page line of its <tr> and the nearest heading anchor")
    func provenance() throws {
        let text = Support.fixture("comgate-results-de.html")
        let path = Support.write("page.html", text)
        let extraction = try DocumentExtractor.extract(paths: [path])
        let row = try #require(extraction.tables["comgate/errors"]?.first { $0.identity == "invalidCvv" })
        #expect(row.line == Support.line(of: "<code>INVALID_CVV</code>", in: text))
        #expect(row.anchor == "fehlercodes-tabelle")
        #expect(row.section == "Eingabeprüfung")
        #expect(row.fields["category"] == "fieldValidation")
        #expect(row.row == 4)
        // A permalink inside the heading names the anchor when the heading has no id.
        let session = try DocumentExtractor.extract(paths: [Support.fixtures + "/comgate-session-pl.html"])
        #expect(session.tables["comgate/translation-keys"]?.first?.anchor == "klucze-t-umacze")
    }

    @Test("a row added to a table on a page is drift naming the row, its page line and page#anchor")
    func rowAdded() throws {
        let text = Support.fixture("seb-result-et.html").replacingOccurrences(
            of: "<tr><td><code>sessionId</code>",
            with: "<tr><td><code>cardBrand</code><td><code>String?</code><td>Kaardi tüüp.\n<tr><td><code>sessionId</code>")
        let page = Support.write("seb.html", text)
        let result = Support.run(["drift", "--docs", "--spec", Support.specDirectory, page])
        #expect(result.status == 1)
        let line = Support.line(of: "cardBrand", in: text)
        #expect(result.out.contains("\(page):\(line): error: seb/result-fields \"cardBrand\""))
        #expect(result.out.contains("(\(page)#valjad)"))
        let json = Support.run(["drift", "--docs", "--spec", Support.specDirectory, "--format", "json", page])
        #expect(json.out.contains("\"anchor\": \"valjad\""))
    }

    @Test("site furniture is not read: a table in a script, a cookie dialog or the navigation is no table")
    func furnitureIgnored() throws {
        let page = """
            <!doctype html><html><head><script>document.write("<table><tr><td>`.a`<td>`B_C`</table>")</script></head>
            <body><nav><table><tr><th>x<th>y<tr><td>`.n`<td>`N_N`</table></nav>
            <div id="cookie-banner"><table><tr><th>x<th>y<tr><td>1<td>2</table></div>
            <main><h2 id="reasons">Reasons</h2>
            <table><tr><th><code>errorReason</code><th>Meaning<tr><td><code>NO_FUNDS</code><td>Not enough &amp; more<tr><td><code>CUSTOMER_CLICK</code><td>Payer &#x2014; cancelled</table>
            <p>ComgateError</main><footer><table><tr><td>a<td>b</table></footer></body></html>
            """
        let path = Support.write("reasons.html", page)
        let rows = try DocumentExtractor.extract(paths: [path]).tables["comgate/error-reasons"] ?? []
        #expect(rows.map(\.identity) == ["NO_FUNDS", "CUSTOMER_CLICK"])
        #expect(rows.allSatisfy { $0.anchor == "reasons" && $0.line == 5 })
    }

    @Test("a row of one cell spanning the table is a section of its own; rowspan and colspan cover their columns")
    func spans() {
        let page = """
            <table><thead><tr><th>Case</th><th>Code</th><th>Text</th></tr></thead><tbody>
            <tr><td colspan="3">Init</td></tr>
            <tr><td rowspan="2"><code>.a</code></td><td><code>A_A</code></td><td>x</td></tr>
            <tr><td><code>B_B</code></td><td>y</td></tr>
            <tr><td colspan="2"><code>.c</code></td><td>z | w</td></tr>
            </tbody></table>
            """
        let rendition = HTMLRendition.render(page)
        #expect(
            rendition.lines == [
                "| Case | Code | Text |", "|---|---|---|", "---", "#### Init", "| Case | Code | Text |", "|---|---|---|",
                "| `.a` | `A_A` | x |", "| `.a` | `B_B` | y |", "| `.c` |  | z \\| w |", "---",
            ])
        #expect(rendition.sourceLines == [1, 1, 2, 2, 1, 1, 3, 4, 5, 5])
    }

    @Test("code blocks keep their lines, their page lines and their language")
    func codeBlocks() {
        let page =
            "<p>Intro</p>\n<pre class=\"sourceCode swift\"><code><span class=\"k\">let</span> a = &quot;x&quot;\n\nif a &lt; b {}\n</code></pre>\n<pre><code class=\"language-objectivec\">[x y];</code></pre>"
        let rendition = HTMLRendition.render(page)
        #expect(rendition.lines == ["Intro", "```swift", "let a = \"x\"", "", "if a < b {}", "```", "```objectivec", "[x y];", "```"])
        #expect(rendition.sourceLines == [1, 2, 2, 3, 4, 4, 6, 6, 6])
    }

    @Test("tolerant reading: unclosed elements, void elements, comments, entities known and unknown")
    func tolerance() {
        let page = "<ul><li>one<li>two &amp; &#65;&#x42; &bogus; &lt;<br>three</ul><!-- <p>hidden</p> --><p>four<p>five<img src=x>six"
        #expect(HTMLRendition.render(page).lines == ["- one", "- two & AB &bogus; <", "three", "four", "fivesix"])
        #expect(HTMLEntities.decode("&uuml;&Scaron;&#0;&#x110000;&amp") == "üŠ&#0;&#x110000;&amp")
    }

    @Test("elements nested far deeper than any page nests them are read, not recursed into")
    func deepNesting() {
        let depth = 20_000
        let page =
            String(repeating: "<div>", count: depth)
            + "<table><tr><th><code>errorReason</code><th>x<tr><td><code>NO_FUNDS</code><td>y</table>"
            + String(repeating: "</div>", count: depth)
        let rendition = HTMLRendition.render(page)
        #expect(rendition.lines == ["| `errorReason` | x |", "|---|---|", "| `NO_FUNDS` | y |", "---"])
    }
}
