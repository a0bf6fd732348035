import PaySpecJSON
import PaySpecL10n
import Testing

/// Positions in String Catalog errors after text the shared lexer reads in runs (plain bytes,
/// escapes, multi-byte characters, line breaks): columns count characters, as every other
/// diagnostic does.
@Suite struct StringCatalogPositionTests {
    @Test func faultAfterEscapesAndAccentsOnOneLine() {
        let text = #"{"sourceLanguage":"aé\"b\u00e9c dlouhý text","strings":{},"version":01}"#
        #expect(
            throws: CatalogParseError(
                file: "pos.xcstrings", at: SourceLocation(line: 1, column: 70), "expected no leading zeros in a number")
        ) { try XCStringsParser.parse(Array(text.utf8), file: "pos.xcstrings") }
    }

    @Test func faultOnALaterLine() {
        let text = "{\"sourceLanguage\":\"en\",\n  \"strings\":{\"Zaplaceno – děkujeme\\n\":{}},\n  \"version\":1.e}"
        #expect(
            throws: CatalogParseError(
                file: "pos.xcstrings", at: SourceLocation(line: 3, column: 15), "expected a digit after '.', found character 'e'")
        ) { try XCStringsParser.parse(Array(text.utf8), file: "pos.xcstrings") }
    }
}
