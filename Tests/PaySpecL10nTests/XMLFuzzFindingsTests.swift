import Testing

@testable import PaySpecL10n

/// Inputs found while fuzzing the XML readers (tools/fuzz/README.md) that used to take quadratic
/// time: a document type with thousands of '<' in its internal subset (the entity scan searched
/// the rest of the file at every '<'), and thousands of elements on one line (columns were
/// counted from the start of the line for every tag). Both are now read in one pass; these tests
/// pin the results, without timing anything (timed assertions do not belong in tests).
@Suite("XML fuzz findings")
struct XMLFuzzFindingsTests {
    @Test func doctypeWithManyAngleBracketsIsReadAndHasNoEntity() throws {
        let bytes = Array(("<!DOCTYPE r [" + String(repeating: "<x", count: 2035) + "]><a/>").utf8)
        #expect(throws: Never.self) { try SafeXMLReader.refuseEntityDeclarations(bytes, file: "fuzz.xml") }
        let entity = Array(("<!DOCTYPE r [" + String(repeating: "<x", count: 2035) + "<!ENTITY e \"x\">]><a/>").utf8)
        #expect(throws: CatalogParseError.self) { try SafeXMLReader.refuseEntityDeclarations(entity, file: "fuzz.xml") }
    }

    @Test func manyElementsOnOneLineKeepExactColumns() throws {
        let bytes = Array(("<a>" + String(repeating: "<b c=\"d\"/>", count: 4000) + "<b c=\"d\">").utf8)
        do {
            _ = try SafeXMLReader.parse(bytes, file: "fuzz.xml")
            Issue.record("an unclosed element must be refused")
        } catch {
            // The last <b> starts after "<a>" and 4000 elements of 10 characters: column 4004.
            #expect(error.description.hasPrefix("fuzz.xml:1:"), "\(error.description)")
        }
    }
}
