import Foundation
import PaySpecJSON
import Testing

@testable import PaySpecL10n

/// The XML catalog readers compare names as bytes and make strings only for the texts they
/// keep. Each is held here to a plain reading of the same document: the element tree of
/// FoundationXML's `XMLParser` for the scanner and XLIFF, the property-list values
/// (`XMLPropertyList.value`, then `StringsdictParser.add`) for `.stringsdict`, on inputs with
/// references, CDATA, comments, processing instructions, both quotes, self-closing tags, a
/// byte-order mark and CRLF line ends.
@Suite struct XMLFastReadingTests {
    /// Element names, attributes and leaf texts of a tree, in document order.
    func flatten(_ e: XMLElementNode) -> [String] {
        let text = e.elements().isEmpty ? e.text : ""
        return ["\(e.name) \(e.attributes.sorted { $0.key < $1.key }) \(text.debugDescription)"] + e.elements().flatMap(flatten)
    }

    static let trickyDocuments: [String] = [
        "<r a='1' b=\"2\" c='&quot;x&quot;' d=\"&apos;&#65;&#x42;&#x1F600;\"><x:s x:n='v'/><s>A &amp; B &lt;c&gt;</s></r>",
        "\u{FEFF}<?xml version=\"1.0\"?>\r\n<!-- lead -->\r\n<r>\r\n  <s>one</s>\r\n  <s><![CDATA[<b>&amp;</b>]]></s>\r\n</r>\r\n",
        "<r><s>be<!-- c -->fore<?pi data?>after</s><s>x<![CDATA[ ]]>y&#32;z</s><e/><e></e></r>",
        "<?xml version='1.0' encoding='UTF-8'?><!DOCTYPE r SYSTEM \"r.dtd\"><r xmlns:p=\"urn:p\"><p:t p:a=\"&#x9;\">Č&#269;</p:t></r>",
        "<r>\n<a>1</a>\n<b k='&lt;&gt;' l=\"'\" m='\"'>2</b>\n<c\n  n = 'spaced'\n/>\n</r>",
    ]

    @Test("the scanner reads tricky documents as FoundationXML's XMLParser does", arguments: trickyDocuments)
    func scannerAgreesWithFoundation(_ document: String) throws {
        let bytes = Array(document.utf8)
        let ours = try SafeXMLReader.parse(bytes, file: "t.xml", engine: .scanner)
        let foundation = try SafeXMLReader.parse(bytes, file: "t.xml", engine: .foundation)
        #expect(flatten(ours) == flatten(foundation))
    }

    @Test("attributes are found by name in either quote, references expanded")
    func attributesByName() throws {
        var scanner = try XMLScanner(
            document: Array("<u id='a&amp;b' translate=\"n&#111;\" state=\"final\" x:y='1' extra=\"e\"/>".utf8), file: "u.xml")
        guard case .start(let tag) = try scanner.next() else {
            Issue.record("expected a start tag")
            return
        }
        #expect(scanner.attribute("id", of: tag) == "a&b")
        #expect(scanner.attribute("translate", of: tag, is: "no"))
        #expect(!scanner.attribute("state", of: tag, is: "translated"))
        #expect(scanner.attribute("extra", of: tag) == "e")
        #expect(scanner.attribute("y", of: tag) == nil)
        #expect(scanner.attributeValues(of: tag, nameEndingWith: ":y") == ["1"])
        #expect(scanner.attributes(of: tag).map(\.0) == ["id", "translate", "state", "x:y", "extra"])
        #expect(scanner.hasLocalName(tag, "u") && !scanner.hasPrefix(tag))
    }

    // MARK: XLIFF

    /// The (language, key, text, state, final) of each entry, read from a FoundationXML tree.
    func plainXLIFF(_ bytes: [UInt8]) throws -> [String] {
        let root = try SafeXMLReader.parse(bytes, file: "x.xlf", engine: .foundation)
        var out: [String] = []
        func units(_ e: XMLElementNode, _ name: String) -> [XMLElementNode] {
            e.elements().flatMap { $0.localName == name ? [$0] : units($0, name) }
        }
        if root.attributes["version"]?.hasPrefix("2") == true {
            let source = root.attributes["srcLang"]
            let target = root.attributes["trgLang"]!
            for unit in units(root, "unit") where unit.attributes["translate"] != "no" {
                let id = unit.attributes["id"]!
                let segments = unit.elements("segment")
                guard !segments.isEmpty else { continue }
                var state: String?
                for segment in segments {
                    let s = segment.attributes["state"] ?? "initial"
                    if state == nil || !XLIFFParser.finalStates20.contains(s) { state = s }
                }
                let sources = segments.compactMap { $0.element("source")?.text }.joined()
                let targets = segments.compactMap { $0.element("target")?.text }
                if let source, source != target { out.append("\(source) \(id) \(sources.debugDescription) nil true") }
                if !targets.isEmpty {
                    let final = state.map { XLIFFParser.finalStates20.contains($0) } ?? true
                    out.append("\(target) \(id) \(targets.joined().debugDescription) \(state ?? "nil") \(final)")
                }
            }
            return out
        }
        for file in root.elements("file") {
            let source = file.attributes["source-language"]
            let target = file.attributes["target-language"]!
            for unit in units(file, "trans-unit") where unit.attributes["translate"] != "no" {
                let id = unit.attributes["id"]!
                if let source, source != target, let text = unit.element("source")?.text {
                    out.append("\(source) \(id) \(text.debugDescription) nil true")
                }
                guard let t = unit.element("target") else { continue }
                let state = t.attributes["state"]
                let final = unit.attributes["approved"] == "yes" || (state.map { XLIFFParser.finalStates12.contains($0) } ?? true)
                out.append("\(target) \(id) \(t.text.debugDescription) \(state ?? "nil") \(final)")
            }
        }
        return out
    }

    static let trickyXLIFF: [String] = [
        """
        \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>\r
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version='1.2'>\r
          <file original="a" source-language='en' target-language="de"><body>\r
            <!-- a comment --><?pi x?>\r
            <trans-unit id='pay&amp;go' approved="yes"><source>Pay &amp; go</source><target state='needs-translation'>Zahlen &#x26; los</target></trans-unit>\r
            <trans-unit id="skip" translate='no'><source>x</source></trans-unit>\r
            <group id="g"><trans-unit id="cdata"><source><![CDATA[<b>%@</b>]]></source><target>A<![CDATA[<i>]]>&#8364;<x:g id='1'>z</x:g></target></trans-unit></group>\r
            <trans-unit id="t&#233;" translate="n&#111;"><source>s</source><target/></trans-unit>\r
            <trans-unit id="empty"><source/><target state="final"/></trans-unit>\r
          </body></file>
        </xliff>
        """,
        """
        <xliff version="2.0" srcLang="en" trgLang='cs'><file id="f">
          <unit id="u1"><segment state="translated"><source>A</source><target>B&#x1F600;</target></segment><segment state='initial'><source>C</source><target><![CDATA[D&]]></target></segment></unit>
          <unit id='u2'><notes><note>n</note></notes><segment><source>only</source></segment></unit>
          <group id="g"><unit id="u3" translate="no"><segment><source>x</source><target>y</target></segment></unit><unit id="u4"><segment state="final"><source/><target/></segment></unit></group>
        </file></xliff>
        """,
    ]

    @Test("XLIFF entries are those a plain reading of FoundationXML's tree gives", arguments: trickyXLIFF)
    func xliffAgreesWithPlainReading(_ document: String) throws {
        let bytes = Array(document.utf8)
        let parsed = try XLIFFParser.parse(bytes, file: "x.xlf", fallbackLanguage: nil)
        let ours = parsed.entries.map {
            "\($0.language) \($0.key) \(($0.value ?? "").debugDescription) \($0.state ?? "nil") \($0.isFinal)"
        }
        #expect(ours == (try plainXLIFF(bytes)))
        // translate="no" on one unit of each, written with a character reference on another
        // unit of the 1.2 document.
        #expect(parsed.untranslatableKeys == (document.contains("version='1.2'") ? ["skip", "té"] : ["u3"]))
    }

    // MARK: .stringsdict

    /// Entries as the property-list values give them, or the refusal.
    func plainStringsdict(_ bytes: [UInt8]) -> Result<[CatalogEntry], CatalogParseError> {
        do throws(CatalogParseError) {
            var document = CatalogDocument(path: "s", format: .stringsdict)
            var scanner = try SafeXMLReader.scanner(bytes, file: "s")
            while true {
                guard case .start(let tag) = try scanner.next() else { continue }
                if scanner.hasLocalName(tag, "dict") { break }
            }
            try XMLPropertyList.forEachMember(of: &scanner, file: "s") { (key, value, location) throws(CatalogParseError) in
                try StringsdictParser.add(key, value, location, to: &document, file: "s", language: "cs")
            }
            try scanner.finish()
            return .success(document.entries)
        } catch {
            return .failure(error)
        }
    }

    func fastStringsdict(_ bytes: [UInt8]) -> Result<[CatalogEntry], CatalogParseError> {
        do throws(CatalogParseError) {
            return .success(try StringsdictParser.parse(bytes, file: "s", language: "cs").entries)
        } catch {
            return .failure(error)
        }
    }

    func plist(_ members: String, bom: Bool = false, lineEnd: String = "\n") -> [UInt8] {
        let text = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<plist version=\"1.0\">", "<dict>", members, "</dict>", "</plist>", ""]
            .joined(separator: lineEnd)
        return (bom ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8)
    }

    static let format = "<key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"

    /// A plural variable with the given members after its type.
    static func variable(_ members: String, type: String = "<string>NSStringPluralRuleType</string>") -> String {
        "<key>n</key><dict><key>NSStringFormatSpecTypeKey</key>\(type)<key>NSStringFormatValueTypeKey</key><string>d</string>\(members)</dict>"
    }

    static let trickyStringsdicts: [String] = [
        "<key>a</key><dict>\(format)\(variable("<key>one</key><string>%d položka</string><key>few</key><string>%d položky</string><key>other</key><string>%d položek</string>"))</dict>",
        "<key>k&amp;&#x1F600;</key><dict><key>NSString<!-- split -->LocalizedFormatKey</key><string>A &lt;%#@n@&gt;</string>\(variable("<key>&#111;ne</key><string><![CDATA[<b>%d</b>]]></string><key>other</key><string>x<?pi?>y&#10;z</string>"))</dict>",
        "<key>first-wins</key><dict>\(format)<key>NSStringLocalizedFormatKey</key><string>second</string>\(variable("<key>one</key><string>1</string><key>one</key><string>2</string><key>other</key><integer>3</integer><key>other</key><string>4</string>"))</dict>",
        "<key>second-variable</key><dict>\(format)<key>m</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringOtherRule</string><key>other</key><string>no</string></dict><key>s</key><string>plain</string>\(variable("<key>other</key><string>yes</string>"))\(variable("<key>other</key><string>later</string>"))</dict>",
        "<key>self-closing</key><dict><key>NSStringLocalizedFormatKey</key><string/>\(variable("<key>zero</key><string/><key>two</key><custom>as text</custom><key>many</key><array><string>a</string><dict/></array><key>other</key><true/>"))</dict>",
        "<key>type-not-text</key><dict>\(format)\(variable("<key>other</key><string>x</string>", type: "<integer>1</integer>"))</dict>",
        "<key>no-variable</key><dict><key>NSStringLocalizedFormatKey</key><key>as text</key><key>list</key><array><integer>1</integer></array></dict>",
        "<key>format-not-text</key><dict><key>NSStringLocalizedFormatKey</key><integer>1</integer><key>NSStringLocalizedFormatKey</key><string>late</string></dict>",
        "<key>no-format</key><dict>\(variable("<key>other</key><string>x</string>"))</dict>",
        "<key>not-a-dict</key><string>text</string>",
        "<key>bad-member</key><dict>\(format)<string>loose</string></dict>",
        "<key>no-value</key><dict>\(format)<key>dangling</key></dict>",
        "<key>a</key><dict>\(format)</dict><key>a</key><dict>\(format)</dict><key>no-format-after-bad</key><dict><key>x</key><dict><string>bad</string></dict></dict>",
        // Written as Xcode writes it: indented, texts over lines, '>' and references in texts.
        "\t<key>indented</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@n@ &gt; 1</string>\n\t\t<key>n</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n\t\t\t<key>one</key>\n\t\t\t<string>a > b\nline two</string>\n\t\t\t<key>other</key>\n\t\t\t<string>a > b\nline two</string>\n\t\t</dict>\n\t</dict>\n\t<key>k&lt;2</key> <dict>\(format)</dict>",
        "<key>end-of-cdata-in-text</key><dict>\(format)<key>note</key><string>a ]]> b</string></dict>",
        "<key>bad-reference-in-a-skipped-text</key><dict>\(format)<key>note</key><string>a &nbsp; b</string></dict>",
        "<key>bad-reference-in-the-key&bogus;</key><dict>\(format)</dict>",
        "<key>text-between-members</key><dict>\(format) loose <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>other</key><string>x</string></dict></dict>",
        "<key>type-with-reference</key><dict>\(format)\(variable("<key>other</key><string>x</string>", type: "<string>NSString&#80;luralRuleType</string>"))</dict>",
        "<key>second-type-ignored</key><dict>\(format)<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatSpecTypeKey</key><string>other</string><key>other</key><string>x</string></dict></dict>",
        "<key>attribute</key><dict a='1'>\(format)</dict><key>spaced</key><dict >\(format)</dict ><key>prefixed</key><p:dict>\(format)</p:dict>",
        "<key>a</key><dict>\(format)</dict><key>one-line</key><dict>\(format)</dict><key>é-wide</key><dict>\(format)</dict><key>after</key><dict>\(format)</dict>",
    ]

    @Test("stringsdict entries and refusals are those the property-list values give", arguments: trickyStringsdicts)
    func stringsdictAgreesWithPropertyListValues(_ members: String) {
        for bytes in [plist(members), plist(members, bom: true, lineEnd: "\r\n")] {
            #expect(fastStringsdict(bytes) == plainStringsdict(bytes), "\(members)")
        }
    }

    @Test("the tricky stringsdicts read as written: plurals, first of a name wins, refusals where they were")
    func stringsdictPinned() throws {
        func entry(_ index: Int) throws -> CatalogEntry {
            try #require(try StringsdictParser.parse(plist(Self.trickyStringsdicts[index]), file: "s", language: "cs").entries.first)
        }
        #expect(try entry(0).plurals == ["one": "%d položka", "few": "%d položky", "other": "%d položek"])
        let split = try entry(1)
        #expect(split.key == "k&😀" && split.value == "A <%#@n@>" && split.plurals == ["one": "<b>%d</b>", "other": "xy\nz"])
        let first = try entry(2)
        #expect(first.value == "%#@n@" && first.plurals == ["one": "1"])
        #expect(try entry(3).plurals == ["other": "yes"])
        #expect(try entry(4).plurals == ["zero": "", "two": "as text"])
        #expect(try entry(5).plurals == [:])
        #expect(try entry(6).value == "as text")
        // An entry without its format is read, its format nil: the check reports it.
        let formatless = try entry(8)
        #expect(formatless.key == "no-format" && formatless.value == nil && formatless.plurals == ["other": "x"])
        for (index, message) in [(7, "expected NSStringLocalizedFormatKey"), (9, "expected a <dict>"), (10, "expected <key> in <dict>")] {
            #expect(throws: CatalogParseError.self, "\(message)") {
                _ = try StringsdictParser.parse(plist(Self.trickyStringsdicts[index]), file: "s", language: "cs")
            }
            if case .failure(let error) = fastStringsdict(plist(Self.trickyStringsdicts[index])) {
                #expect(error.message.hasPrefix(message) && error.location != nil, "\(error)")
            }
        }
    }

    @Test("generated stringsdicts read as the property-list values give, entries and refusals")
    func generatedStringsdicts() {
        var mix = FastPathTests.Mix(state: 21)
        let names = [
            "NSStringLocalizedFormatKey", "NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey", "zero", "one", "two", "few",
            "many", "other", "n", "o&#110;e", "NSStringLocalized<!--x-->FormatKey",
        ]
        let scalars = [
            "<string>t %d</string>", "<string>NSStringPluralRuleType</string>", "<string>NSString&#80;luralRuleType</string>",
            "<integer>2</integer>", "<string/>", "<true/>", "<x>y</x>", "<string><![CDATA[c&]]></string>",
            "<array><string>a</string></array>",
            "<key>k</key>", "<string>a > b\nc</string>", "<string>x ]]> y</string>", "<string>&amp;&#x1F600;</string>",
            "<string>&bogus;</string>", "<string></string>",
        ]
        // Space between elements as tools write it, or none.
        let gaps = ["", "", "\n\t\t", " ", "\r\n  ", "\n"]
        func value(_ depth: Int) -> String {
            // Entries are mostly dictionaries with a format first; deeper values mostly not.
            let isDict = depth == 0 ? mix.below(8) != 0 : depth < 3 && mix.below(3) == 0
            guard isDict else { return scalars[mix.below(scalars.count)] }
            let gap = gaps[mix.below(gaps.count)]
            var members = (0..<mix.below(5)).map { _ in "<key>\(names[mix.below(names.count)])</key>\(gap)\(value(depth + 1))" }
            if depth == 0 && mix.below(4) != 0 { members.insert(Self.format, at: 0) }
            return "<dict>\(gap)\(members.joined(separator: gap))\(gap)</dict>"
        }
        var entries = 0
        var refusals = 0
        for _ in 0..<1500 {
            let members = (0..<1 + mix.below(3)).map { "<key>e\($0)</key>\(value(0))" }.joined(separator: "\n")
            let bytes = plist(members, bom: mix.below(4) == 0, lineEnd: mix.below(2) == 0 ? "\n" : "\r\n")
            let fast = fastStringsdict(bytes)
            #expect(fast == plainStringsdict(bytes), "\(members)")
            if case .success(let read) = fast { entries += read.count } else { refusals += 1 }
        }
        // Both outcomes are exercised, or the comparison would say little.
        #expect(entries > 100 && refusals > 100, "\(entries) entries, \(refusals) refusals")
    }
}
