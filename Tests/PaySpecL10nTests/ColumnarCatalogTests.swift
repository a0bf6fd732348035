import Foundation
import PaySpecJSON
import Testing

@testable import PaySpecL10n

/// Files of many languages (String Catalogs, CSV and TSV tables) read into language columns,
/// and checked a column at a time: the table reader against the scalar-wise reader it
/// replaced, on edge cases and generated tables; the String Catalog's tricky members; and the
/// entries a check keeps, which must not grow with the languages.
@Suite("files of many languages, column by column")
struct ColumnarCatalogTests {
    /// The scalar-wise table reader the byte-level one replaced: its records, each cell's text
    /// and position, or its error.
    enum ScalarwiseTable {
        struct Cell: Equatable {
            var text: String
            var location: PaySpecJSON.SourceLocation
        }

        /// The rows read, or the error's position and kind.
        enum Outcome: Equatable {
            case rows([[Cell]])
            case failure(String)
        }

        static func records(_ text: String, separator: Unicode.Scalar) -> Outcome {
            var cursor = ScalarCursor(text)
            if cursor.current == "\u{FEFF}" { cursor.advance() }
            var records: [[Cell]] = []
            var cells: [Cell] = []
            while !cursor.atEnd {
                let start = cursor.location
                var value = String.UnicodeScalarView()
                if cursor.current == "\"" {
                    cursor.advance()
                    while true {
                        guard let c = cursor.current else { return .failure("\(start): unterminated") }
                        cursor.advance()
                        if c == "\"" {
                            if cursor.current == "\"" {
                                value.append("\"")
                                cursor.advance()
                                continue
                            }
                            break
                        }
                        value.append(c)
                    }
                    if let c = cursor.current, c != separator, c != "\n", c != "\r" {
                        return .failure("\(cursor.location): after quote")
                    }
                } else {
                    while let c = cursor.current, c != separator, c != "\n", c != "\r" {
                        value.append(c)
                        cursor.advance()
                    }
                }
                cells.append(Cell(text: String(value), location: start))
                if cursor.current == separator {
                    cursor.advance()
                    if cursor.atEnd { cells.append(Cell(text: "", location: cursor.location)) }
                    continue
                }
                if cursor.current == "\r" { cursor.advance() }
                if cursor.current == "\n" { cursor.advance() }
                records.append(cells)
                cells = []
            }
            if !cells.isEmpty { records.append(cells) }
            return .rows(records)
        }
    }

    /// The byte-level reader's rows, or its error in the reference's words.
    static func byteRows(_ text: String, separator: Unicode.Scalar) -> ScalarwiseTable.Outcome {
        let (utf8, offset) = try! DelimitedTableParser.utf8Body(Array(text.utf8), file: "t")
        return utf8.withUnsafeBufferPointer { bytes in
            var scanner = DelimitedRowScanner(bytes: bytes, start: offset, file: "t", separator: UInt8(separator.value))
            var rows: [[ScalarwiseTable.Cell]] = []
            var cells: [DelimitedRowScanner.Cell] = []
            do throws(CatalogParseError) {
                while try scanner.nextRow(into: &cells) != nil {
                    rows.append(cells.map { ScalarwiseTable.Cell(text: scanner.text(of: $0), location: $0.location) })
                }
            } catch {
                let kind = error.message.contains("closing") ? "unterminated" : "after quote"
                return .failure("\(error.location.map { "\($0)" } ?? "-"): \(kind)")
            }
            return .rows(rows)
        }
    }

    @Test("the byte-level table reader reads every cell and error as the scalar-wise one did")
    func rowsAgreeWithTheScalarwiseReader() {
        var cases = [
            "", "\n", "\r\n", "key,en\n", "key,en", "key,en,\n", "key,en,", "a,\"b\"\"c\",d\n", "\"a\nb\",c\r\nd,e\r\n", "a\rb,c\r",
            "\"unterminated,x\n", "\"x\"y,z\n", "\u{FEFF}key,en\n", "\u{FEFF}\u{FEFF}key,en\n", "k,\"\"\n", "k,\"\"\"\"\n",
            "k,é,\"ř\"\"\",😀\n",
            "k,a\"b,c\n", "\n\nk,v\n\n", ",,\n,,", "k,\"line\r\nbreak\",x\r\n",
        ]
        var mix = FastPathTests.Mix(state: 7)
        let pieces = ["a", "é", "😀", ",", "\t", "\"", "\"\"", "\n", "\r\n", "\r", " ", "key", "\u{FEFF}"]
        for _ in 0..<3000 { cases.append((0..<mix.below(12)).map { _ in pieces[mix.below(pieces.count)] }.joined()) }
        for text in cases {
            for separator: Unicode.Scalar in [",", "\t"] {
                // The text as `TextDecoding` gave it to the old reader: without its first byte-order mark.
                let decoded = try! TextDecoding.decode(Array(text.utf8), file: "t").0
                let expected = ScalarwiseTable.records(decoded, separator: separator)
                let actual = Self.byteRows(text, separator: separator)
                #expect(actual == expected, "\(text.debugDescription) separated by \(separator.escaped(asASCII: true))")
            }
        }
    }

    @Test("a CSV's quoted fields with line breaks and doubled quotes, CRLF and a BOM, as entries in place")
    func csvEntriesInPlace() throws {
        let text =
            "\u{FEFF}key,note,en,sv\r\npay,Button,Pay,Betala\r\n\"quote\",,\"Say \"\"hi\"\", ok\",\"Säg \"\"hej\"\",\nok\"\r\n\r\nlast,,L,S"
        let document = try DelimitedTableParser.parse(Array(text.utf8), file: "t.csv", separator: ",")
        #expect(document.declaredLanguages == ["en", "sv"])
        #expect(
            document.entries.map { "\($0.language) \($0.key) \($0.value!.debugDescription) \($0.location)" } == [
                #"en pay "Pay" 2:12"#, #"en quote "Say \"hi\", ok" 3:10"#, #"en last "L" 6:7"#,
                #"sv pay "Betala" 2:16"#, #"sv quote "Säg \"hej\",\nok" 3:27"#, #"sv last "S" 6:9"#,
            ])
    }

    @Test("a CSV's errors: a syntax error anywhere wins over a short row earlier")
    func csvErrorOrder() {
        func error(_ text: String) -> String {
            do throws(CatalogParseError) {
                _ = try DelimitedTableParser.parse(Array(text.utf8), file: "t.csv", separator: ",")
                return "no error"
            } catch { return error.description }
        }
        #expect(error("key,en,de\npay,Pay\nok,\"x\n") == "t.csv:3:4: error: expected a closing '\"' for the quoted cell that starts here")
        #expect(error("key,en,de\npay,Pay\nok,a,b,c\n") == "t.csv:2:5: error: expected 3 cells as in the header, found 2")
        #expect(error("en,de\npay,Pay,x\n") == "t.csv:1:1: error: expected a key column in the header (key, id or name)")
        #expect(error("") == "t.csv:1:1: error: expected a header row")
        #expect(error("key,en\npay,\"P\"x\n") == "t.csv:2:8: error: expected a separator or the end of the line after a quoted cell")
    }

    @Test("a String Catalog's plural variations, escapes, stale and untranslatable keys, read into columns")
    func stringCatalogColumns() throws {
        let text = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a\"b" : { "localizations" : {
                  "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Tab\there \u00e9 \ud83d\ude00" } },
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Tab\there" } } } },
                "items" : { "localizations" : {
                  "de" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%d Ding" } },
                    "other" : { "stringUnit" : { "state" : "new", "value" : "%d Dinge" } } } } } } },
                "old" : { "extractionState" : "stale", "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "Alt" } } } },
                "brand" : { "shouldTranslate" : false, "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "PaySpec" } } } }
              },
              "version" : "1.0"
            }
            """#
        let catalog = try XCStringsParser.parseColumns(Array(text.utf8), file: "L.xcstrings")
        #expect(catalog.columns.map(\.language) == ["de", "en"])
        #expect(catalog.untranslatableKeys == ["brand"])
        let document = catalog.document()
        #expect(
            document.entries.map { entry in
                let plurals = entry.plurals.map { p in p.keys.sorted().map { "\($0)=\(p[$0]!)" }.joined(separator: "|") } ?? "-"
                return
                    "\(entry.language) \(entry.key) \(entry.value.debugDescription) \(plurals) \(entry.state ?? "-") \(entry.isFinal) \(entry.isObsolete) \(entry.role) \(entry.location)"
            } == [
                #"de a"b Optional("Tab\there é 😀") - needs_review false false translation 5:31"#,
                #"de items nil one=%d Ding|other=%d Dinge new false false translation 8:44"#,
                #"de old Optional("Alt") - translated true true translation 12:31"#,
                #"en a"b Optional("Tab\there") - translated true false translation 6:31"#,
                #"en items Optional("items") - - true false source 7:15"#,
                #"en old Optional("old") - - true true source 11:13"#,
            ])
        #expect(document.declaredLanguages == ["en"])
    }

    /// A CSV of `languages` columns (English first) and `keys` rows, every text translated.
    static func table(languages: Int, keys: Int) -> String {
        let codes = ["en"] + LanguageCodes.iso639_1.sorted().filter { $0 != "en" && $0 != "no" }.prefix(languages - 1)
        var out = "key," + codes.joined(separator: ",") + "\n"
        for k in 0..<keys { out += "k\(k)," + codes.map { "\"\($0) \"\"\(k)\"\" %@\"" }.joined(separator: ",") + "\n" }
        return out
    }

    @Test("the entries a check keeps to the end are the base's alone, however many languages the table has")
    func retainedEntriesDoNotGrowWithLanguages() throws {
        var kept: [Int] = []
        for languages in [3, 30] {
            let directory = makeTempDirectory()
            write(Self.table(languages: languages, keys: 40), "all.csv", in: directory)
            var counts = StreamedCheckCounts()
            let report = L10nChecker.check(paths: [directory], profile: .generic(base: "en"), baseLanguage: "en", counts: &counts)
            #expect(report.parseErrors.isEmpty)
            #expect(report.matrix.languages.count == languages)
            #expect(counts.columnsCheckedAlone == languages - 1)
            kept.append(counts.entriesKept)
            // Both ways agree (the whole table at once, and a column at a time).
            _ = checkPaths([directory], profile: .generic(base: "en"))
        }
        #expect(kept == [40, 40])
    }

    @Test("a String Catalog's columns are checked alone unless something ties them to the whole")
    func stringCatalogColumnsCheckedAlone() throws {
        let table = TranslationTable(
            keys: ["done", "pay"], languages: ["en", "de", "fr", "pt-BR"], baseLanguage: "en",
            texts: [
                "en": ["done": "Done", "pay": "Pay %@"], "de": ["done": "Fertig", "pay": "Zahlen"],
                "fr": ["done": "Terminé", "pay": "Payer %@"], "pt-BR": ["pay": "Pagar %@"],
            ])
        let directory = makeTempDirectory()
        write(CatalogWriter.xcstrings(table), "Localizable.xcstrings", in: directory)
        var counts = StreamedCheckCounts()
        let streamed = L10nChecker.check(paths: [directory], profile: .generic(base: "en"), baseLanguage: "en", counts: &counts)
        // de and fr alone; pt-BR (a regional catalog) with the base.
        #expect(counts.columnsCheckedAlone == 2)
        #expect(counts.entriesKept == 3)
        let report = checkPaths([directory], profile: .generic(base: "en"))
        #expect(sameOutcome(streamed, report))
        #expect(report.findings.map { "\($0.language) \($0.check.rawValue) \($0.key ?? "-")" }.contains("de placeholder-mismatch pay"))
    }

    @Test("a compact entry stays small: the reason a million of them fit in the memory target")
    func compactEntrySize() {
        #expect(MemoryLayout<ColumnarCatalog.Record>.stride <= 24)
        #expect(MemoryLayout<CatalogEntry>.stride > 4 * MemoryLayout<ColumnarCatalog.Record>.stride)
    }

    @Test("a column grows by half its size, so what a file's columns leave unused is at most a third")
    func columnsGrowByHalves() {
        var records: [Int32] = []
        var largestGap = 0.0
        for n in 0..<10_000 {
            ColumnarCatalog.Builder.growingByHalves(&records, by: 1)
            records.append(Int32(n))
            // Read from 1,000 records on: `reserveCapacity` grants what the allocator's chunk
            // holds, a few bytes over the request, which a column of a hundred records feels
            // (97 records asked for, 100 given) and a column of a catalog does not.
            if records.count > 1_000 {
                largestGap = max(largestGap, Double(records.capacity - records.count) / Double(records.capacity))
            }
        }
        // Doubling leaves up to half a column unused (10,000 records in room for 16,384).
        #expect(largestGap <= 0.34)
        var text: [UInt8] = []
        ColumnarCatalog.Builder.growingByHalves(&text, by: 1_000)
        #expect(text.capacity >= 1_000)
    }
}
