import Foundation
import PaySpecL10n
import Testing

/// One catalog shape: the files to write and the entries that must come out of them.
struct FormatFixture: Sendable, CustomStringConvertible {
    var description: String
    var format: CatalogFormat
    var files: [(String, [UInt8])]
    /// (language, key, value) that must be read.
    var expected: [(String, String, String)]
}

let stringsText = """
    /* A comment with "quotes" and = signs */
    "greeting" = "Hallo \\"Welt\\"";
    // a line comment
    "multi" = "Zeile 1\\nZeile 2\\tTab";
    "unicode" = "\\U00e4\\U00DF \\U2026";
    bare_key = "ohne Anführungszeichen";
    "backslash" = "a\\\\b";
    """

let formatFixtures: [FormatFixture] = [
    FormatFixture(
        description: ".strings UTF-8", format: .strings, files: [("de.lproj/Localizable.strings", Array(stringsText.utf8))],
        expected: [
            ("de", "greeting", "Hallo \"Welt\""), ("de", "multi", "Zeile 1\nZeile 2\tTab"), ("de", "unicode", "äß …"),
            ("de", "bare_key", "ohne Anführungszeichen"), ("de", "backslash", "a\\b"),
        ]),
    FormatFixture(
        description: ".strings UTF-8 with BOM", format: .strings,
        files: [("de.lproj/Localizable.strings", [0xEF, 0xBB, 0xBF] + Array(stringsText.utf8))],
        expected: [("de", "greeting", "Hallo \"Welt\""), ("de", "unicode", "äß …")]),
    FormatFixture(
        description: ".strings UTF-16LE with BOM", format: .strings,
        files: [("fr.lproj/Localizable.strings", utf16Bytes(stringsText, bigEndian: false, bom: true))],
        expected: [("fr", "greeting", "Hallo \"Welt\""), ("fr", "unicode", "äß …")]),
    FormatFixture(
        description: ".strings UTF-16BE with BOM", format: .strings,
        files: [("fr.lproj/Localizable.strings", utf16Bytes(stringsText, bigEndian: true, bom: true))],
        expected: [("fr", "multi", "Zeile 1\nZeile 2\tTab")]),
    FormatFixture(
        description: ".strings UTF-16LE without BOM", format: .strings,
        files: [("it.lproj/Localizable.strings", utf16Bytes(stringsText, bigEndian: false, bom: false))],
        expected: [("it", "backslash", "a\\b")]),
    FormatFixture(
        description: ".strings UTF-16BE without BOM", format: .strings,
        files: [("it.lproj/Localizable.strings", utf16Bytes(stringsText, bigEndian: true, bom: false))],
        expected: [("it", "bare_key", "ohne Anführungszeichen")]),
    FormatFixture(
        description: ".strings binary plist", format: .strings,
        files: [
            (
                "ru.lproj/Localizable.strings",
                BinaryPlistWriter.write(.dictionary([("payButtonText", .string("Оплатить")), ("cvvHint", .string("CVV"))]))
            )
        ],
        expected: [("ru", "payButtonText", "Оплатить"), ("ru", "cvvHint", "CVV")]),
    FormatFixture(
        description: ".stringsdict XML", format: .stringsdict,
        files: [
            (
                "cs.lproj/Localizable.stringsdict",
                Array(
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                    <plist version="1.0"><dict>
                      <key>items</key>
                      <dict>
                        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                        <key>n</key>
                        <dict>
                          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                          <key>NSStringFormatValueTypeKey</key><string>d</string>
                          <key>one</key><string>%d položka</string>
                          <key>few</key><string>%d položky</string>
                          <key>many</key><string>%d položky</string>
                          <key>other</key><string>%d položek</string>
                        </dict>
                      </dict>
                    </dict></plist>
                    """.utf8)
            )
        ],
        expected: [("cs", "items", "%#@n@")]),
    FormatFixture(
        description: ".stringsdict binary plist", format: .stringsdict,
        files: [
            (
                "en.lproj/Localizable.stringsdict",
                BinaryPlistWriter.write(
                    .dictionary([
                        (
                            "items",
                            .dictionary([
                                ("NSStringLocalizedFormatKey", .string("%#@n@")),
                                (
                                    "n",
                                    .dictionary([
                                        ("NSStringFormatSpecTypeKey", .string("NSStringPluralRuleType")),
                                        ("one", .string("%d item")), ("other", .string("%d items")),
                                    ])
                                ),
                            ])
                        )
                    ]))
            )
        ],
        expected: [("en", "items", "%#@n@")]),
    FormatFixture(
        description: "Android strings.xml", format: .androidXML,
        files: [
            (
                "app/src/main/res/values-pt-rBR/strings.xml",
                Array(
                    """
                    <?xml version="1.0" encoding="utf-8"?>
                    <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
                        <string name="apostrophe">Don\\'t \\"stop\\"</string>
                        <string name="quoted">"It's   quoted"</string>
                        <string name="markup">Pay <b>now</b> &amp; <xliff:g id="amount">%1$s</xliff:g></string>
                        <string name="app_id" translatable="false">com.example</string>
                        <string name="unicode">\\u00e9t\\u00e9\\nnext</string>
                        <plurals name="items">
                            <item quantity="one">%d item</item>
                            <item quantity="many">%d itens</item>
                            <item quantity="other">%d itens</item>
                        </plurals>
                    </resources>
                    """.utf8)
            )
        ],
        expected: [
            ("pt-BR", "apostrophe", "Don't \"stop\""), ("pt-BR", "quoted", "It's   quoted"),
            // Markup stays as the build keeps it; <xliff:g> is a note, only its content is text.
            ("pt-BR", "markup", "Pay <b>now</b> & %1$s"), ("pt-BR", "unicode", "été\nnext"),
        ]),
    FormatFixture(
        description: "XLIFF 1.2 (Xcode)", format: .xliff12,
        files: [
            (
                "de.xliff",
                Array(
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
                      <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
                        <body>
                          <trans-unit id="pay" xml:space="preserve"><source>Pay</source><target state="translated">Bezahlen</target><note>Button</note></trans-unit>
                          <trans-unit id="cancel"><source>Cancel</source><target state="needs-review-translation">Abbrechen</target></trans-unit>
                        </body>
                      </file>
                    </xliff>
                    """.utf8)
            )
        ],
        expected: [("de", "pay", "Bezahlen"), ("de", "cancel", "Abbrechen")]),
    FormatFixture(
        description: "XLIFF 2.0", format: .xliff20,
        files: [
            (
                "messages.fr.xlf",
                Array(
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr">
                      <file id="f1">
                        <unit id="pay"><segment state="final"><source>Pay</source><target>Payer</target></segment></unit>
                        <unit id="cancel"><segment state="initial"><source>Cancel</source><target>Annuler</target></segment></unit>
                      </file>
                    </xliff>
                    """.utf8)
            )
        ],
        expected: [("fr", "pay", "Payer"), ("fr", "cancel", "Annuler")]),
    FormatFixture(
        description: "String Catalog .xcstrings", format: .xcstrings,
        files: [
            (
                "Localizable.xcstrings",
                Array(
                    """
                    {
                      "sourceLanguage" : "en",
                      "strings" : {
                        "Pay" : {
                          "localizations" : {
                            "de" : { "stringUnit" : { "state" : "translated", "value" : "Bezahlen" } },
                            "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Payer" } }
                          }
                        },
                        "%lld items" : {
                          "localizations" : {
                            "de" : { "variations" : { "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Artikel" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Artikel" } }
                            } } }
                          }
                        },
                        "Old" : { "extractionState" : "stale", "localizations" : {
                          "de" : { "stringUnit" : { "state" : "translated", "value" : "Alt" } } } },
                        "Brand" : { "shouldTranslate" : false }
                      },
                      "version" : "1.0"
                    }
                    """.utf8)
            )
        ],
        expected: [("de", "Pay", "Bezahlen"), ("fr", "Pay", "Payer"), ("de", "Old", "Alt")]),
    FormatFixture(
        description: "JSON flat, one file per language", format: .json,
        files: [("locales/es.json", Array(#"{"pay": "Pagar", "cancel": "Cancelar"}"#.utf8))],
        expected: [("es", "pay", "Pagar"), ("es", "cancel", "Cancelar")]),
    FormatFixture(
        description: "JSON nested, language from the folder", format: .json,
        files: [("i18n/nl/strings.json", Array(#"{"card": {"pan": {"label": "Kaartnummer"}}, "pay": "Betalen"}"#.utf8))],
        expected: [("nl", "card.pan.label", "Kaartnummer"), ("nl", "pay", "Betalen")]),
    FormatFixture(
        description: "JSON, one file for all languages", format: .json,
        files: [("translations.json", Array(#"{"en": {"pay": "Pay"}, "pl": {"pay": "Zapłać"}}"#.utf8))],
        expected: [("en", "pay", "Pay"), ("pl", "pay", "Zapłać")]),
    FormatFixture(
        description: "CSV spreadsheet", format: .csv,
        files: [
            (
                "sheet.csv",
                Array("key,comment,en,sv\r\npay,Button,Pay,Betala\r\n\"quote\",,\"Say \"\"hi\"\", ok\",\"Säg \"\"hej\"\",\nok\"\r\n".utf8)
            )
        ],
        expected: [("en", "pay", "Pay"), ("sv", "pay", "Betala"), ("en", "quote", "Say \"hi\", ok"), ("sv", "quote", "Säg \"hej\",\nok")]),
    FormatFixture(
        description: "TSV spreadsheet", format: .tsv,
        files: [("sheet.tsv", Array("id\ten\tda\npay\tPay\tBetal\ncancel\tCancel\tAnnuller\n".utf8))],
        expected: [("en", "pay", "Pay"), ("da", "cancel", "Annuller")]),
]

@Suite("Catalog formats")
struct FormatParsingTests {
    @Test("every format and encoding is read", arguments: formatFixtures)
    func readsFixture(_ fixture: FormatFixture) throws {
        let directory = makeTempDirectory()
        for (relative, bytes) in fixture.files { write(bytes, relative, in: directory) }
        let loaded = CatalogLoader.load([directory], baseLanguage: "en")
        #expect(loaded.errors.isEmpty, "\(loaded.errors)")
        let document = try #require(loaded.documents.first)
        #expect(document.format == fixture.format)
        let entries = loaded.documents.flatMap(\.entries).filter { $0.role == .translation }
        for (language, key, value) in fixture.expected {
            let entry = entries.first { $0.language == language && $0.key == key }
            #expect(entry?.value == value, "\(language)/\(key)")
        }
    }

    @Test(
        "the XML scanner and FoundationXML's XMLParser read the same tree",
        arguments: formatFixtures.filter {
            [.androidXML, .xliff12, .xliff20, .stringsdict].contains($0.format) && $0.files[0].1.first == UInt8(ascii: "<")
        })
    func xmlEnginesAgree(_ fixture: FormatFixture) throws {
        func flatten(_ e: XMLElementNode) -> [String] {
            // Text compared on leaves: the scanner drops indentation between child elements.
            let text = e.elements().isEmpty || e.localName == "string" ? e.text : ""
            return ["\(e.localName) \(e.attributes.sorted { $0.key < $1.key }) \(text)"] + e.elements().flatMap(flatten)
        }
        let bytes = fixture.files[0].1
        let ours = try SafeXMLReader.parse(bytes, file: "x", engine: .scanner)
        let foundation = try SafeXMLReader.parse(bytes, file: "x", engine: .foundation)
        #expect(flatten(ours) == flatten(foundation))
    }

    @Test func stringsRecordsKeyPositions() throws {
        let pairs = try StringsFileParser.parse(text: "\n  \"a\" = \"1\";\n\"b\" = \"2\";", file: "x.strings")
        #expect(pairs.map(\.location.description) == ["2:3", "3:1"])
    }

    @Test func binaryStringsReadWithFoundationAgree() throws {
        let bytes = BinaryPlistWriter.write(.dictionary([("k", .string("Größe ✓")), ("n", .string("plain"))]))
        let ours = try StringsFileParser.parse(bytes, file: "x.strings")
        let foundation = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: String]
        #expect(foundation == ["k": "Größe ✓", "n": "plain"])
        #expect(Dictionary(uniqueKeysWithValues: ours.map { ($0.key, $0.value) }) == foundation)
    }

    @Test func stringsdictPluralsAreRead() throws {
        let directory = makeTempDirectory()
        write(formatFixtures[7].files[0].1, "cs.lproj/Localizable.stringsdict", in: directory)
        let entry = try #require(CatalogLoader.load([directory], baseLanguage: "en").documents.first?.entries.first)
        #expect(entry.plurals == ["one": "%d položka", "few": "%d položky", "many": "%d položky", "other": "%d položek"])
    }

    @Test func xcstringsStatesPluralsAndStaleAreRead() throws {
        let fixture = formatFixtures.first { $0.format == .xcstrings }!
        let directory = makeTempDirectory()
        write(fixture.files[0].1, fixture.files[0].0, in: directory)
        let document = try #require(CatalogLoader.load([directory], baseLanguage: "en").documents.first)
        let fr = try #require(document.entries.first { $0.language == "fr" && $0.key == "Pay" })
        #expect(fr.state == "needs_review" && !fr.isFinal)
        let plural = try #require(document.entries.first { $0.language == "de" && $0.key == "%lld items" })
        #expect(plural.plurals == ["one": "%lld Artikel", "other": "%lld Artikel"])
        #expect(document.entries.first { $0.key == "Old" && $0.language == "de" }?.isObsolete == true)
        #expect(document.untranslatableKeys == ["Brand"])
        #expect(document.entries.contains { $0.language == "en" && $0.key == "Pay" && $0.role == .source })
    }

    @Test func xliffStatesAreRead() throws {
        for fixture in formatFixtures where fixture.format == .xliff12 || fixture.format == .xliff20 {
            let directory = makeTempDirectory()
            write(fixture.files[0].1, fixture.files[0].0, in: directory)
            let document = try #require(CatalogLoader.load([directory], baseLanguage: "en").documents.first)
            let targets = document.entries.filter { $0.role == .translation }
            #expect(targets.first { $0.key == "pay" }?.isFinal == true)
            #expect(targets.first { $0.key == "cancel" }?.isFinal == false)
            #expect(document.entries.contains { $0.role == .source && $0.language == "en" && $0.value == "Pay" })
        }
    }

    @Test func androidTranslatableFalseAndPluralsAreRead() throws {
        let fixture = formatFixtures.first { $0.format == .androidXML }!
        let directory = makeTempDirectory()
        write(fixture.files[0].1, fixture.files[0].0, in: directory)
        let document = try #require(CatalogLoader.load([directory], baseLanguage: "en").documents.first)
        #expect(document.untranslatableKeys == ["app_id"])
        #expect(!document.entries.contains { $0.key == "app_id" })
        #expect(document.entries.first { $0.key == "items" }?.plurals == ["one": "%d item", "many": "%d itens", "other": "%d itens"])
    }

    @Test(
        "language comes from the path",
        arguments: [
            ("App/de.lproj/Localizable.strings", "de"), ("res/values-fr/strings.xml", "fr"), ("res/values-pt-rBR/strings.xml", "pt-BR"),
            ("res/values-b+sr+Latn/strings.xml", "sr-Latn"), ("locales/uk.json", "uk"), ("i18n/cs/messages.json", "cs"),
            ("Localizable_el.strings", "el"), ("zh-Hans.lproj/Main.strings", "zh-Hans"),
        ])
    func languageFromPath(_ path: String, _ language: String) {
        #expect(LanguageCodes.fromPath(path) == language)
    }

    @Test func unqualifiedValuesFolderIsTheBaseLanguage() throws {
        let directory = makeTempDirectory()
        write("<resources><string name=\"a\">A</string></resources>", "res/values/strings.xml", in: directory)
        let loaded = CatalogLoader.load([directory], baseLanguage: "en")
        #expect(loaded.documents.first?.entries.first?.language == "en")
    }

    // Damus's `en-US.xcloc` (round 22): Xcode exports a `<file>` per table, and "%@" is a key of
    // several tables. An id is unique within its `<file>` (XLIFF 1.2, `trans-unit`).
    @Test("an XLIFF 1.2 id again in another <file> is another table's key; again in the same <file> it is a duplicate")
    func xliffIdsAreScopedByFile() {
        func unit(_ id: String, _ target: String) -> String {
            "<trans-unit id=\"\(id)\"><source>\(id)</source><target>\(target)</target></trans-unit>"
        }
        func file(_ original: String, _ units: String) -> String {
            "<file original=\"\(original)\" source-language=\"en\" target-language=\"de\" datatype=\"plaintext\"><body>\(units)</body></file>"
        }
        let xliff =
            #"<?xml version="1.0" encoding="UTF-8"?><xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">"#
            + file("App/en.lproj/Localizable.strings", unit("%@", "%@") + unit("Cancel", "Abbrechen"))
            + file("App/en.lproj/InfoPlist.strings", unit("%@", "%@"))
            + file("Widget/en.lproj/Localizable.strings", unit("Cancel", "Abbrechen") + unit("Cancel", "Abbruch"))
            + "</xliff>"
        let report = checkProject([(xliff, "de.xliff")], profile: CheckProfile.generic(base: "en"))
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let duplicates = findings(report, .duplicateKey)
        #expect(duplicates.map { "\($0.language) \($0.key ?? "") \($0.location?.line ?? 0)" }.count == 1, "\(duplicates)")
        #expect(duplicates.first?.key == "Cancel" && duplicates.first?.value == "Abbruch", "\(duplicates)")
    }

    // XLIFF 2.0 scopes a unit id by its `<file>` as 1.2 does.
    @Test("an XLIFF 2.0 unit id again in another <file> is no duplicate; again in the same <file> it is")
    func xliff20IdsAreScopedByFile() {
        func unit(_ id: String, _ target: String) -> String {
            "<unit id=\"\(id)\"><segment state=\"final\"><source>\(id)</source><target>\(target)</target></segment></unit>"
        }
        let xliff =
            #"<?xml version="1.0" encoding="UTF-8"?><xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">"#
            + "<file id=\"app\">" + unit("Cancel", "Abbrechen") + "</file>"
            + "<file id=\"widget\">" + unit("Cancel", "Abbrechen") + unit("Cancel", "Abbruch") + "</file></xliff>"
        let report = checkProject([(xliff, "de.xlf")], profile: CheckProfile.generic(base: "en"))
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let duplicates = findings(report, .duplicateKey)
        #expect(duplicates.count == 1 && duplicates.first?.value == "Abbruch", "\(duplicates)")
    }
}
