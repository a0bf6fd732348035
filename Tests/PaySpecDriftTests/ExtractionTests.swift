import Foundation
import PaySpecDrift
import PaySpecModel
import PaySpecTestSupport
import Testing

@Suite("Extraction reproduces the normative rows of spec/", .waitsOnProcesses)
struct ExtractionTests {
    @Test("the four fixture documents, together, show no drift against spec/")
    func fixturesMatchSpec() throws {
        let paths = Support.fixtureNames.map { Support.fixtures + "/" + $0 }
        let extraction = try DocumentExtractor.extract(paths: paths)
        #expect(DocumentDrift.compare(extraction, with: Support.catalog).isEmpty)
        #expect(extraction.tableNames == DocumentDrift.extractedTables)
    }

    @Test(
        "every normative row of each extracted table is found, and no more",
        arguments: DocumentDrift.extractedTables)
    func rowCounts(table: String) throws {
        let paths = Support.fixtureNames.map { Support.fixtures + "/" + $0 }
        let extraction = try DocumentExtractor.extract(paths: paths)
        let normative = Support.catalog.rows(table).filter { $0.level == .normative }.count
        #expect(extraction.tables[table]?.count == normative)
    }

    @Test("each fixture alone is recognised by its content and drifts nowhere", arguments: Support.fixtureNames)
    func eachFixtureAlone(name: String) throws {
        let (_, findings) = try Support.drift("renamed-\(UUID().uuidString).txt", Support.fixture(name))
        #expect(findings.isEmpty)
    }

    @Test("rows carry provenance: file, line and the heading above the table")
    func provenance() throws {
        let text = Support.fixture("comgate-results-de.txt")
        let path = Support.write("doc.txt", text)
        let extraction = try DocumentExtractor.extract(paths: [path])
        let row = try #require(extraction.tables["comgate/errors"]?.first { $0.identity == "invalidCvv" })
        #expect(row.document == path)
        #expect(row.line == Support.line(of: "`INVALID_CVV`", in: text))
        #expect(row.section == "Eingabeprüfung")
        #expect(row.fields["category"] == "fieldValidation")
        #expect(row.row == 4)
    }

    @Test("the documented message of a code is read from the sample code")
    func documentedMessage() throws {
        let path = Support.write("doc.txt", Support.fixture("comgate-results-de.txt"))
        let rows = try DocumentExtractor.extract(paths: [path]).tables["comgate/errors"] ?? []
        #expect(rows.filter { $0.fields["message"] != nil }.map(\.identity) == ["paymentNetworkError"])
    }

    @Test("a translated field name takes the name the sample code switches over")
    func translatedFieldName() throws {
        let path = Support.write("doc.md", Support.fixture("seb-result-et.md"))
        let rows = try DocumentExtractor.extract(paths: [path]).tables["seb/result-fields"] ?? []
        #expect(rows.first?.identity == "outcome")
        #expect(rows.first?.fields["presence"] == "always")
    }

    @Test("payspec extract prints the tables with provenance; --out writes one file per table")
    func extractCommand() throws {
        let paths = Support.fixtureNames.map { Support.fixtures + "/" + $0 }
        let printed = Support.run(["extract"] + paths)
        #expect(printed.status == 0)
        #expect(printed.out.contains("\"table\": \"moneycollect/statuses\""))
        #expect(printed.out.contains("\"line\""))
        let out = Support.temporaryDirectory() + "/out"
        let written = Support.run(["extract", "--output", out] + paths)
        #expect(written.status == 0)
        #expect(FileManager.default.fileExists(atPath: out + "/seb/platform-statuses.json"))
        #expect(FileManager.default.fileExists(atPath: out + "/comgate/errors.json"))
    }

    @Test("payspec drift --docs on the fixtures exits 0 and says so")
    func driftCommandClean() {
        let paths = Support.fixtureNames.map { Support.fixtures + "/" + $0 }
        let result = Support.run(["drift", "--docs", "--spec", Support.specDirectory] + paths)
        #expect(result.status == 0)
        #expect(result.out.contains("no differences"))
    }
}
