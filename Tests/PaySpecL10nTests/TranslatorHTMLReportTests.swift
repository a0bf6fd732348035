import Foundation
import PaySpecJSON
import PaySpecL10n
import PaySpecTestSupport
import Testing

@testable import PaySpecReport

/// The translator's HTML report: each finding with the translated value beside the base text,
/// completion that counts clean keys only, every catalog string inert, a filter and pages that
/// a real browser runs.
@Suite struct TranslatorHTMLReportTests {
    /// The hostile value: a tag that would end a script, an element with a handler, a bidi
    /// override and a control character.
    static let hostile = "</script><img src=x onerror=alert(1)> \u{202E}evil\u{7}"

    /// en, de (hostile value, untranslated, trailing no-break space), ru (English left, a missing key),
    /// ar (a broken placeholder, an empty value) and a folder whose language code is markup.
    static func fixture() -> String {
        let directory = makeTempDirectory()
        let en = ["pay": "Pay %@", "hi": "Hello", "cancel": "Cancel", "card": "Card number", "expiry": "Expiry"]
        let de = ["pay": hostile, "hi": "Hello", "cancel": "Abbrechen", "card": "Kartennummer\u{A0}", "expiry": "Ablauf"]
        let ru = ["pay": "Оплатить %@", "hi": "Привет ", "cancel": "Cancel", "card": "Номер карты"]
        let ar = ["pay": "ادفع %@ %d", "hi": "مرحبا", "cancel": "إلغاء", "card": "رقم البطاقة", "expiry": ""]
        for (language, texts) in [("en", en), ("de", de), ("ru", ru), ("ar", ar)] {
            write(JSONWriter.line(.object(texts.mapValues(JSONValue.string))), "\(language).json", in: directory)
        }
        write("\"pay\" = \"Zahlen %@\";\n", "q\"<b>x.lproj/Localizable.strings", in: directory)
        return directory
    }

    static func html(_ directory: String) -> String {
        let report = checkPaths([directory], profile: .generic(base: "en"))
        return ReportFormat.html.render(report.findingsReport(threshold: .error, toolVersion: "test"))
    }

    @Test func findingsCarryTheTranslatedValueAndTheBaseText() throws {
        let report = checkPaths([Self.fixture()], profile: .generic(base: "en"))
        let pay = try #require(report.findings.first { $0.language == "de" && $0.key == "pay" })
        #expect(pay.check == .placeholderMismatch && pay.value == Self.hostile && pay.baseValue == "Pay %@")
        let missing = try #require(report.findings.first { $0.check == .missingKey })
        #expect(missing.language == "ru" && missing.key == "expiry" && missing.value == nil && missing.baseValue == "Expiry")
        let empty = try #require(report.findings.first { $0.check == .emptyValue })
        #expect(empty.language == "ar" && empty.value == "" && empty.baseValue == "Expiry")
        let json = try JSONParser.parseValue(Array(ReportFormat.json.render(report.findingsReport(threshold: .error)).utf8))
        let row = try #require(json["findings"]?.arrayValue?.first { $0["check"] == "placeholder-mismatch" && $0["language"] == "de" })
        #expect(row["value"]?.stringValue == Self.hostile && row["base"] == "Pay %@")
    }

    @Test func eachFindingShowsTheValueBesideTheBaseTextInFullWords() {
        let html = Self.html(Self.fixture())
        // A row: key, severity, check, translation, base text, message and place. A value equal
        // to its base is one untranslated finding, not also a wrong-script one.
        #expect(
            html.contains(
                "<tr class=\"finding\" data-suite=\"l10n.ru\" data-rule=\"untranslated\" data-severity=\"warning\"><td>cancel</td>"
                    + "<td class=\"warning\">warning</td><td><code>untranslated</code></td>"
                    + "<td><span class=\"value\" dir=\"auto\">Cancel</span></td><td><span class=\"value\" dir=\"auto\">Cancel</span></td>"))
        #expect(html.contains("<th>translation</th><th>base text (en)</th>"))
        #expect(
            html.contains("<span class=\"value\" dir=\"auto\">ادفع %@ %d</span></td><td><span class=\"value\" dir=\"auto\">Pay %@</span>"))
        #expect(html.contains("<td><i class=\"none\">none</i></td><td><span class=\"value\" dir=\"auto\">Expiry</span>"))
        #expect(html.contains("<td><i class=\"none\">(empty)</i></td><td><span class=\"value\" dir=\"auto\">Expiry</span>"))
        #expect(html.contains("<span class=\"value\" dir=\"auto\">Kartennummer\u{A0}</span>"))
        // Full words in the matrix and the languages table, never a cut label.
        for word in ["placeholder", "untranslated", "missing", "empty", "issue"] {
            #expect(html.contains("<span class=\"\(word)\">\(word)</span>") || html.contains(">\(word)</span>"), "\(word)")
        }
        #expect(html.contains("title=\"placeholder-mismatch: placeholders (none) do not match the base&#39;s %@\">placeholder</span>"))
        // Completion counts clean keys only: de has 2 of 5.
        #expect(html.contains("<tr><td><a href=\"#f-suite=l10n.de\">de</a></td><td class=\"num\">40%</td><td class=\"num\">2 of 5</td>"))
        #expect(html.contains("<details class=\"suite\" id=\"f-suite=l10n.de\" open>"))
    }

    @Test func catalogStringsAreInertEverywhere() {
        let html = Self.html(Self.fixture())
        #expect(html.components(separatedBy: "<script").count == 2, "only the writer's own script")
        #expect(html.contains("<script>\n\(HTMLFindingBrowser.script)\n</script>\n</body></html>\n"))
        #expect(!html.contains("<img") && !html.contains("<b>x"))
        #expect(!html.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{7}" }, "bidi override and BEL are spelled out")
        #expect(html.contains("&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; \\u{202E}evil\\u{7}"))
        // The markup language code, in an attribute and in the filter's options.
        #expect(html.contains("data-suite=\"l10n.q&quot;&lt;b&gt;x\""))
        #expect(HTMLFindingBrowser.fragment(suite: "l10n.q\"<b>x é") == "f-suite=l10n.q%22%3Cb%3Ex%20%C3%A9")
        #expect(html.contains("<details class=\"suite\" id=\"f-suite=l10n.q&quot;&lt;b&gt;x\" open>"))
        #expect(html.contains("<option value=\"l10n.q&quot;&lt;b&gt;x\">q&quot;&lt;b&gt;x</option>"))
    }

    @Test func aKeyWithADuplicateIsNotComplete() {
        let report = checkProject(
            [
                ("\"pay\" = \"Pay\";\n\"hi\" = \"Hi\";\n", "en.lproj/Localizable.strings"),
                ("\"pay\" = \"Zahlen\";\n\"pay\" = \"Bezahlen\";\n\"hi\" = \"Hallo\";\n", "de.lproj/Localizable.strings"),
            ], profile: .generic(base: "en"))
        #expect(report.findings.map(\.check) == [.duplicateKey])
        #expect(report.findings.first?.value == "Bezahlen")
        #expect(report.matrix.cell("de", "pay") == .issue)
        #expect(report.matrix.completionText("de") == "50%")
    }

    @Test func largeReportsFoldTheirSectionsAndDropTheMatrix() {
        let report = Self.plantedReport(languages: 40, keys: 200)
        let html = ReportFormat.html.render(report.findingsReport(threshold: .error))
        #expect(report.findings.count > HTMLFindingBrowser.unfoldedLimit)
        #expect(html.contains("<details class=\"suite\"") && !html.contains(" open>"))
        #expect(html.contains("keys are not ok in some language: too many columns for a matrix"))
        #expect(html.components(separatedBy: "<tr class=\"finding\"").count - 1 == report.findings.count)
    }

    @Test func aCatalogMissingAlmostEverythingGetsOneRowPerCheck() {
        var table = L10nBenchmark.syntheticTable(languages: 10, keys: 1000)
        for language in table.languages where language != "en" {
            table.texts[language] = [table.keys[0]: table.texts[language]![table.keys[0]]!]
        }
        let directory = makeTempDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for language in table.languages { write(CatalogWriter.json(table, language: language), "\(language).json", in: directory) }
        let report = checkPaths([directory], profile: .generic(base: "en"))
        #expect(report.findings.count == 9 * 999)
        let html = ReportFormat.html.render(report.findingsReport(threshold: .error))
        // One row per language for its 999 missing keys, each key listed with its base text.
        #expect(html.components(separatedBy: "<tr class=\"finding\"").count - 1 == 9)
        #expect(html.components(separatedBy: "data-count=\"999\"><td>999 keys</td>").count - 1 == 9)
        #expect(html.contains("<li><code>screen9.item99</code> <span class=\"value\" dir=\"auto\">Text 999 %@</span>"))
        #expect(html.utf8.count < 1_000_000, "\(html.utf8.count) bytes")
    }

    /// `languages` x `keys` of the synthetic catalog, with one key in 20 broken per language in
    /// rotation: missing, empty, placeholder dropped, left in English.
    static func plantedReport(languages: Int, keys: Int) -> L10nReport {
        var table = L10nBenchmark.syntheticTable(languages: languages, keys: keys)
        // Base texts of two English words: one shared word alone ("Text") would read as a cognate.
        for (k, key) in table.keys.enumerated() { table.texts["en"]![key] = "Plain text \(k) %@" }
        for (l, language) in table.languages.enumerated() where language != "en" {
            for (k, key) in table.keys.enumerated() where (k + l) % 20 == 0 {
                switch (k / 20 + l) % 4 {
                case 0: table.texts[language]![key] = nil
                case 1: table.texts[language]![key] = ""
                case 2: table.texts[language]![key] = table.texts[language]![key]!.replacingOccurrences(of: " %@", with: "")
                default: table.texts[language]![key] = table.texts["en"]![key]
                }
            }
        }
        let directory = makeTempDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for language in table.languages { write(CatalogWriter.json(table, language: language), "\(language).json", in: directory) }
        return checkPaths([directory], profile: .generic(base: "en"))
    }
}

/// The same report in a real browser: what a translator sees, and the DOM after the script ran.
@Suite(.endToEnd, .serialized) struct TranslatorHTMLBrowserTests {
    /// Whether a dumped row (the text after `<tr class="finding"`) is shown: the script hides
    /// the others with the `hidden` attribute.
    static func isShown(_ row: String) -> Bool { !(row.prefix { $0 != ">" }).contains("hidden") }

    /// The pager's line in a dumped DOM.
    static func status(_ dom: String) -> String {
        guard let start = dom.range(of: "<span id=\"f-status\">") else { return "(no status)" }
        return String(dom[start.upperBound...].prefix { $0 != "<" })
    }

    @Test func screenshotAndDOMInHeadlessChromium() throws {
        guard let chromium = HeadlessBrowser.available() else { return }
        let directory = TranslatorHTMLReportTests.fixture()
        let page = directory + "/report.html"
        try TranslatorHTMLReportTests.html(directory).write(toFile: page, atomically: true, encoding: .utf8)
        let png = NSTemporaryDirectory() + "payspec-l10n-report.png"
        try? FileManager.default.removeItem(atPath: png)
        let shot = try chromium.run(["--screenshot=\(png)", "--window-size=1280,2000", "--hide-scrollbars"], page: page)
        #expect(shot.status == 0)
        let data = try Data(contentsOf: URL(fileURLWithPath: png))
        let size = try #require(HeadlessBrowser.pngSize(data), "not a PNG")
        #expect(size.width == 1280 && size.height == 2000)
        #expect(data.count > 50_000, "a blank page compresses to a few kB; this one has tables: \(data.count) bytes")
        print("screenshot: \(png) (\(data.count) bytes)")

        let dom = try chromium.run(["--dump-dom"], page: page).stdout
        // The script ran: the filter is shown and counted every finding.
        #expect(dom.contains("<form id=\"browse\" class=\"browse\">"))
        #expect(Self.status(dom) == "10 of 10 findings, page 1 of 1")
        // Value beside base text, as the browser parsed them, and nothing injected.
        #expect(dom.contains("<span class=\"value\" dir=\"auto\">Привет </span></td><td><span class=\"value\" dir=\"auto\">Hello</span>"))
        #expect(
            dom.contains("<span class=\"value\" dir=\"auto\">ادفع %@ %d</span></td><td><span class=\"value\" dir=\"auto\">Pay %@</span>"))
        #expect(
            dom.contains(
                "&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; \\u{202E}evil\\u{7}</span></td><td><span class=\"value\" dir=\"auto\">Pay %@</span>"
            ))
        #expect(!dom.contains("<img") && !dom.contains("<b>x"))
        #expect(dom.components(separatedBy: "<script").count == 2)

        // Without the script (Debian's chromium 156 dumps nothing with scripts switched off, so
        // the page is written without it): the filter stays hidden and every finding shows.
        let bare = directory + "/bare.html"
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let cut = try #require(html.range(of: "<script>"))
        try (String(html[..<cut.lowerBound]) + "</body></html>\n").write(toFile: bare, atomically: true, encoding: .utf8)
        let plain = try chromium.run(["--dump-dom"], page: bare).stdout
        #expect(plain.contains("<form id=\"browse\" class=\"browse\" hidden=\"\">"))
        // `display:flex` would show a hidden form; the page's style keeps `hidden` hiding.
        #expect(html.contains("[hidden]{display:none!important}"))
        let plainRows = plain.components(separatedBy: "<tr class=\"finding\"").dropFirst()
        #expect(plainRows.count == 10 && plainRows.allSatisfy(Self.isShown))
        #expect(
            plain.components(separatedBy: "<details class=\"suite\"").dropFirst().allSatisfy {
                $0.prefix { $0 != ">" }.hasSuffix(" open=\"\"")
            })
        let noScriptShot = NSTemporaryDirectory() + "payspec-l10n-report-noscript.png"
        _ = try chromium.run(["--screenshot=\(noScriptShot)", "--window-size=1280,2000", "--hide-scrollbars"], page: bare)
        #expect(HeadlessBrowser.pngSize(try Data(contentsOf: URL(fileURLWithPath: noScriptShot)))?.width == 1280)

        // A fragment presets the filter: one check, then one key's text.
        let byCheck = try chromium.run(["--dump-dom"], page: page, fragment: "f-rule=placeholder-mismatch").stdout
        #expect(Self.status(byCheck) == "2 of 10 findings, page 1 of 1")
        let visible = byCheck.components(separatedBy: "<tr class=\"finding\"").dropFirst().filter(Self.isShown)
        #expect(visible.count == 2 && visible.allSatisfy { $0.contains("data-rule=\"placeholder-mismatch\"") })
        let byText = try chromium.run(["--dump-dom"], page: page, fragment: "f-suite=l10n.ru&f-text=expiry").stdout
        #expect(Self.status(byText) == "1 of 10 findings, page 1 of 1")
    }

    /// 100 languages x 1,000 keys with 5% of the keys broken: the page stays a few MB, folds its
    /// sections and pages 100 rows at a time. The load time is printed, not asserted.
    @Test func hundredLanguagesByThousandKeys() throws {
        let report = TranslatorHTMLReportTests.plantedReport(languages: 100, keys: 1000)
        #expect(report.matrix.languages.count == 100 && report.matrix.keys.count == 1000)
        let findings = report.findings.count
        #expect(findings >= 99 * 50)
        let html = ReportFormat.html.render(report.findingsReport(threshold: .error))
        let bytes = html.utf8.count
        print("100 x 1,000 HTML report: \(findings) findings, \(bytes) bytes")
        #expect(bytes < 4_000_000, "\(bytes) bytes")
        #expect(!html.contains(" open>"))
        guard let chromium = HeadlessBrowser.available() else { return }
        let folder = makeTempDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let page = folder + "/large.html"
        try html.write(toFile: page, atomically: true, encoding: .utf8)
        let dom = try chromium.run(["--dump-dom"], page: page)
        print("chromium --headless --dump-dom of the 100 x 1,000 report: \(String(format: "%.2f", dom.seconds)) s wall")
        #expect(Self.status(dom.stdout) == "\(findings) of \(findings) findings, page 1 of \((findings + 99) / 100)")
        let rows = dom.stdout.components(separatedBy: "<tr class=\"finding\"").dropFirst()
        #expect(rows.count == findings)
        #expect(rows.filter(Self.isShown).count == HTMLFindingBrowser.pageSize)
    }
}
