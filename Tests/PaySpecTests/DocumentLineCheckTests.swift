import Foundation
import PaySpecCLI
import PaySpecModel
import PaySpecVectors
import Testing

/// Every normative row cites document lines (`source.lines`), and `spec check --documents DIR`
/// proves the lines exist and hold one of the row's values. The vendor documents are not part of
/// the kit, so these tests write their own documents: stand-ins made from spec/'s own values,
/// each value placed on the line its row cites.
@Suite struct DocumentLineCheckTests {
    func run(_ args: [String]) -> (status: Int32, out: String, err: String) {
        var console = Console.capturing()
        let status = PaySpecCommandLine.run(args, console: &console)
        return (status, console.stdout, console.stderr)
    }

    static let catalog = try! SpecCatalog.load(directory: PackageRoot.spec)

    /// Documents in which every cited line holds the values of the rows citing it (all other
    /// lines are filler), written to a fresh folder.
    func standInDocuments() throws -> String {
        let dir = NSTemporaryDirectory() + "payspec-documents-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        var documents: [String: [Int: [String]]] = [:]
        var lengths: [String: Int] = [:]
        for name in Self.catalog.tableNames {
            guard let schema = TableSchemas.schema(named: name) else { continue }
            for row in Self.catalog.rows(name) {
                guard let source = row.source else { continue }
                let last = (source.lines?.ranges ?? []).map(\.upperBound).max() ?? 0
                lengths[source.document] = max(lengths[source.document] ?? 0, last)
                let first = source.lines?.lineNumbers.first ?? 1
                let values = schema.evidenceFields.compactMap { row.string($0) }.filter { !schema.placeholderValues.contains($0) }
                documents[source.document, default: [:]][first, default: []] += values
            }
        }
        // A must vector's expected strings stand on its first normative row's first cited line.
        for suite in GoldenLoader.load(directory: PackageRoot.path + "/golden").suites {
            for v in suite.vectors {
                let values = MustValueCheck.judgedStrings(v)
                guard !values.isEmpty,
                    let source = v.spec.lazy.compactMap({ reference -> Provenance? in
                        let parts = reference.split(separator: "#", maxSplits: 1).map(String.init)
                        let row = Self.catalog.rows(parts[0]).first { $0.reference(in: parts[0]) == reference }
                        return row?.level == .normative ? row?.source : nil
                    }).first,
                    let line = source.lines?.lineNumbers.first
                else { continue }
                documents[source.document, default: [:]][line, default: []] += values
            }
        }
        for (document, length) in lengths {
            let lines = (1...length).map { n in (documents[document]?[n] ?? ["filler line \(n)"]).joined(separator: " | ") }
            try (lines.joined(separator: "\n") + "\n").write(toFile: dir + "/" + document, atomically: true, encoding: .utf8)
        }
        return dir
    }

    @Test func everyNormativeRowCitesLines() {
        var normative = 0
        for name in Self.catalog.tableNames {
            for row in Self.catalog.rows(name) where row.level == .normative {
                normative += 1
                #expect(row.source?.lines?.ranges.isEmpty == false, "\(name) \(row.label) cites no lines")
            }
        }
        #expect(normative > 100, "only \(normative) normative rows")
    }

    @Test func lineReferencesParseAndRejectWhatIsNotOne() {
        #expect(LineReference("L93")?.ranges == [93...93])
        #expect(LineReference("L54-L57,L59")?.ranges == [54...57, 59...59])
        #expect(LineReference("L10,L34,L157")?.lineNumbers == [10, 34, 157])
        for bad in ["", "93", "L0", "L05", "L9-L9", "L9-L3", "L1,", "L1, L2", "l12", "L1-L2-L3", "L-1", "L1a"] {
            #expect(LineReference(bad) == nil, "\"\(bad)\" must be refused")
        }
    }

    @Test func standInDocumentsPass() throws {
        let dir = try standInDocuments()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = run(["spec", "check", "--spec", PackageRoot.spec, "--documents", dir])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("documents OK: "), "\(r.out)")
        #expect(r.out.contains(" in 4 documents; "), "\(r.out)")
        #expect(r.err.isEmpty, "\(r.err)")
    }

    @Test func aLineWithoutTheRowsValueIsReported() throws {
        let dir = try standInDocuments()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let row = try #require(Self.catalog.table("seb/status-lookup")?.row("method"))
        let source = try #require(row.source)
        let path = dir + "/" + source.document
        var lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        let line = try #require(source.lines?.lineNumbers.first)
        lines[line - 1] = lines[line - 1].replacingOccurrences(of: "GET", with: "POST")
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let r = run(["spec", "check", "--spec", PackageRoot.spec, "--documents", dir])
        #expect(r.status == 1)
        let table = PackageRoot.spec + "/seb/status-lookup.json"
        #expect(
            r.err.contains(
                "\(table):\(row.location.line):\(row.location(of: "source").column): error: row 1 (\"method\"): none of the row's values (\"GET\") appears in \(source.document):L95"
            ), "\(r.err)")
        // The must vectors whose answer holds the method now stand on no line that states it.
        #expect(
            r.err.contains(
                #"golden/seb.lookup-request.json:7:1: error: seb.lookup-request/base-without-slash: level must, but no line its rows cite states "GET"; cite the row whose line does, or make the vector should"#
            ), "\(r.err)")
        let vectors = r.err.split(separator: "\n").filter { $0.hasPrefix("golden/seb.lookup-request.json:") }
        #expect(
            vectors.count >= 3
                && vectors.allSatisfy { $0.hasSuffix(#"states "GET"; cite the row whose line does, or make the vector should"#) })
        #expect(r.err.contains("documents check failed: \(1 + vectors.count) problem(s)"), "\(r.err)")
    }

    @Test func aCitationBeyondTheEndIsReported() throws {
        let dir = try standInDocuments()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let document = "004_7cdc4bb2509c3124.txt"
        let path = dir + "/" + document
        let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        try lines.prefix(100).joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let r = run(["spec", "check", "--spec", PackageRoot.spec, "--documents", dir])
        #expect(r.status == 1)
        #expect(
            r.err.contains(
                #"row 4 ("complete"): source.lines L159-L164 cites beyond the end of 004_7cdc4bb2509c3124.txt, which has 100 lines"#),
            "\(r.err)")
    }

    @Test func aMissingDocumentIsNamed() throws {
        let dir = try standInDocuments()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.removeItem(atPath: dir + "/001_8bfcd886bcda8900.txt")
        let r = run(["spec", "check", "--spec", PackageRoot.spec, "--documents", dir])
        #expect(r.status == 1)
        #expect(r.err.contains("\(dir)/001_8bfcd886bcda8900.txt: error: "), "\(r.err)")
        #expect(!r.out.contains("documents OK"))
    }

    @Test func aMissingFolderIsAUsageError() {
        let r = run(["spec", "check", "--spec", PackageRoot.spec, "--documents", "/nonexistent-documents"])
        #expect(r.status == 2)
        #expect(r.err.contains("/nonexistent-documents: error: documents folder not found"))
    }

    @Test func documentsIsAnOptionOfCheckOnly() {
        let r = run(["spec", "list", "--spec", PackageRoot.spec, "--documents", "/tmp"])
        #expect(r.status == 2)
        #expect(r.err.contains("--documents applies to 'spec check' only"), "\(r.err)")
    }

    @Test func anEmptyFolderJudgesNothingAndFails() throws {
        let dir = NSTemporaryDirectory() + "payspec-documents-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = run(["spec", "check", "--spec", PackageRoot.spec, "--documents", dir])
        #expect(r.status == 1)
        #expect(!r.out.contains("documents OK"))
    }

    /// A version of spec/ from before rows cited lines still loads for `payspec diff`, and the
    /// added citations are provenance changes (info), while `spec check` refuses that version.
    @Test func aSpecWithoutLinesIsComparedButNotAccepted() throws {
        let dir = NSTemporaryDirectory() + "payspec-nolines-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(atPath: PackageRoot.spec, toPath: dir)
        let path = dir + "/seb/outcomes.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let stripped = text.replacing(#/"lines": "[^"]*", /#, with: "")
        #expect(stripped != text)
        try stripped.write(toFile: path, atomically: true, encoding: .utf8)
        let diff = run(["diff", dir, PackageRoot.spec])
        #expect(diff.status == 0, "\(diff.err)")
        #expect(diff.out.contains("provenance-changed"), "\(diff.out)")
        let check = run(["spec", "check", "--spec", dir])
        #expect(check.status == 1)
        #expect(check.err.contains(#"row 1 ("succeeded"): "source" must be {"document": string, "lines""#), "\(check.err)")
    }

    /// A vector's provenance is its rows': `repro` names each with its level and cited lines.
    @Test func reproNamesTheLinesAVectorRestsOn() {
        let r = run(["repro", "seb.status-outcome/status-SETTLED"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("rests on (level must):"), "\(r.out)")
        #expect(r.out.contains("  seb/platform-statuses#SETTLED  normative, 001_8bfcd886bcda8900.txt:L54"), "\(r.out)")
        let derived = run(["repro", "seb.flow-terminations/pageLoadFailed"])
        #expect(derived.out.contains("rests on (level should):"), "\(derived.out)")
        #expect(derived.out.contains("  seb/flow-terminations#pageLoadFailed  derived: The documents list"), "\(derived.out)")
    }

    /// CRLF and CR line ends count lines as an editor does.
    @Test func lineEndsAreCountedAsAnEditorDoes() {
        #expect(DocumentLineCheck.split("a\r\nb\rc\nd") == ["a", "b", "c", "d"])
        #expect(DocumentLineCheck.split("a\n\nb\n") == ["a", "", "b"])
    }
}
