import Testing

@testable import PaySpecL10n

/// What a check holds per key stays small: a key with nothing of its own to know shares one
/// set of key facts, short keys are not entered in the key table, and the matrix reads the
/// basis's key index instead of building its own.
@Suite struct CompactBasisTests {
    static func document(_ language: String, keys: [String], file: String) -> CatalogDocument {
        CatalogDocument(
            path: file, format: .strings,
            entries: keys.enumerated().map { i, key in
                CatalogEntry(language: language, key: key, value: "Wert \(i)", file: file, location: .init(line: i + 1, column: 1))
            }, declaredLanguages: [language])
    }

    static func distinctFacts(_ basis: CheckBasis) -> Int {
        Set(basis.keyFacts.map(ObjectIdentifier.init)).count
    }

    @Test("without base texts every key shares one set of key facts, at 1,000 keys as at 2,000")
    func keysWithoutBaseShareFacts() {
        for count in [1_000, 2_000] {
            let documents = [Self.document("de", keys: (0..<count).map { "k\($0)" }, file: "de.lproj/Localizable.strings")]
            let profile = CheckProfile.generic(base: "en")
            let basis = CheckBasis(documents, scan: LanguageScan(documents, profile: profile), profile: profile)
            #expect(basis.keys.count == count)
            #expect(Self.distinctFacts(basis) == 1)
        }
    }

    @Test("a key with a base text, a budget or an allowance has facts of its own; the others share")
    func keysWithFactsKeepTheirOwn() {
        let keys = (0..<100).map { "k\($0)" }
        let documents = [
            Self.document("en", keys: Array(keys.prefix(40)), file: "en.lproj/Localizable.strings"),
            Self.document("de", keys: keys, file: "de.lproj/Localizable.strings"),
        ]
        var profile = CheckProfile.generic(base: "en")
        profile.expectedKeys = keys
        profile.lengthBudgets["k50"] = 10
        profile.identicalAllowlist["k60"] = ["*"]
        let basis = CheckBasis(documents, scan: LanguageScan(documents, profile: profile), profile: profile)
        // 40 base texts, one budget, one allowance, and the one shared by the 58 others.
        #expect(Self.distinctFacts(basis) == 43)
        #expect(basis.keyFacts[0].baseValue == "Wert 0")
        #expect(basis.keyFacts[50].budget == 10)
        #expect(basis.keyFacts[70].baseValue == nil && basis.keyFacts[70].budget == nil)
    }

    @Test("the matrix of a check answers by the basis's key index, and a key listed twice still has its cell")
    func matrixReadsTheBasisIndex() {
        let directory = makeTempDirectory()
        write("\"pay\" = \"Pay %@\";\n\"done\" = \"Done\";\n", "en.lproj/Localizable.strings", in: directory)
        write("\"pay\" = \"Zaplatit\";\n", "cs.lproj/Localizable.strings", in: directory)
        let report = checkPaths([directory], profile: .generic(base: "en"))
        #expect(report.matrix.cell("cs", "pay") == .placeholder)
        #expect(report.matrix.cell("cs", "done") == .missing)
        #expect(report.matrix.cell("en", "done") == .ok)
        var profile = CheckProfile.generic(base: "en")
        profile.expectedKeys = ["pay", "done", "pay"]
        let twice = checkPaths([directory], profile: profile)
        #expect(twice.matrix.cell("cs", "pay") == .placeholder)
        #expect(twice.matrix.cell("cs", "done") == .missing)
    }

    @Test("the key interner enters only keys longer than a string holds inline")
    func internerSkipsShortKeys() {
        let interner = KeyInterner()
        var document = Self.document("de", keys: ["short", "fifteen_bytes__", "sixteen_bytes___", "a.much.longer.key.name"], file: "de.po")
        interner.intern(&document)
        #expect(interner.count == 2)
        var again = Self.document("fr", keys: ["sixteen_bytes___", "another.long.key.name"], file: "fr.po")
        interner.intern(&again)
        #expect(interner.count == 3)
    }

    @Test("the baseline's record store finds each of 20,000 records, none it lacks, and texts equal as strings")
    func baselineStoreFindsRecords() throws {
        let lines = (0..<20_000).map { "missing-key\t\($0 % 2 == 0 ? "de" : "cs")\tkey.number.\($0)" }
        let baseline = try FindingBaseline.read(
            Array((["# comment"] + lines + ["untranslated\tfr\tcaf\u{E9}"]).joined(separator: "\n").utf8), file: "b.txt")
        #expect(baseline.count == 20_001)
        #expect(baseline.line(of: .init(check: "missing-key", language: "de", key: "key.number.0")) == 2)
        #expect(baseline.line(of: .init(check: "missing-key", language: "cs", key: "key.number.19999")) == 20_001)
        #expect(baseline.line(of: .init(check: "missing-key", language: "de", key: "key.number.1")) == nil)
        #expect(baseline.line(of: .init(check: "untranslated", language: "de", key: "key.number.0")) == nil)
        // "é" written as e and a combining accent is the same key, as Swift strings compare.
        #expect(baseline.line(of: .init(check: "untranslated", language: "fr", key: "cafe\u{301}")) == 20_002)
        #expect(baseline.records.count == 20_001)
        #expect(throws: CatalogParseError.self) {
            try FindingBaseline.read(Array("untranslated\tfr\tcaf\u{E9}\nuntranslated\tfr\tcafe\u{301}\n".utf8), file: "b.txt")
        }
    }

    @Test("past the stale records reported one by one, the finding that counts the rest sits on the next stale line")
    func staleSummarySitsOnTheNextLine() throws {
        let count = FindingBaseline.maximumStaleFindings + 5
        let lines = (0..<count).map { "missing-key\tde\tgone.\($0)" }
        let baseline = try FindingBaseline.read(Array((["# header"] + lines).joined(separator: "\n").utf8), file: "b.txt")
        var report = L10nReport(
            profileName: "base:en", baseLanguage: "en", findings: [], matrix: LanguageKeyMatrix(languages: [], keys: []), files: [],
            parseErrors: [])
        baseline.apply(to: &report)
        let summary = report.findings.filter { $0.key == nil }
        #expect(summary.count == 1)
        // Line 1 is the header: the stale record numbered 1,000 (from 0) is on line 1,002.
        #expect(summary.first?.location?.line == FindingBaseline.maximumStaleFindings + 2)
        #expect(report.findings.count == FindingBaseline.maximumStaleFindings + 1)
    }
}
