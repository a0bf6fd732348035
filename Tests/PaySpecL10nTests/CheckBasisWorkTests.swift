import Testing

@testable import PaySpecL10n

/// The work a check does once, not twice: the basis made of the base files, and the base
/// vocabulary only a text in another script reads.
@Suite struct CheckBasisWorkTests {
    @Test("a folder of base files alone is judged by the basis made of them, with the same report")
    func baseOnlyFolderReusesItsBasis() {
        let directory = makeTempDirectory()
        write("\"pay\" = \"Pay %@\";\n\"done\" = \"Done\";\n\"pay\" = \"Pay twice\";\n", "en.lproj/Localizable.strings", in: directory)
        var counts = StreamedCheckCounts()
        let streamed = L10nChecker.check(paths: [directory], profile: .generic(base: "en"), baseLanguage: "en", counts: &counts)
        #expect(counts.basisReused)
        let whole = checkPaths([directory], profile: .generic(base: "en"))
        #expect(sameOutcome(streamed, whole))
        #expect(whole.findings.contains { $0.check == .duplicateKey && $0.key == "pay" })
    }

    @Test("a folder with translations read later makes its basis again from every document")
    func translatedFolderChecksTheWhole() {
        let directory = makeTempDirectory()
        write("\"pay\" = \"Pay %@\";\n", "en.lproj/Localizable.strings", in: directory)
        write("\"pay\" = \"Zaplatit\";\n", "cs.lproj/Localizable.strings", in: directory)
        // The first translation is read with the base; the second is checked as it is read.
        write("\"pay\" = \"Zahlen %@\";\n", "de.lproj/Localizable.strings", in: directory)
        var counts = StreamedCheckCounts()
        let streamed = L10nChecker.check(paths: [directory], profile: .generic(base: "en"), baseLanguage: "en", counts: &counts)
        #expect(!counts.basisReused)
        #expect(sameOutcome(streamed, checkPaths([directory], profile: .generic(base: "en"))))
        #expect(streamed.findings.contains { $0.check == .placeholderMismatch && $0.language == "cs" })
    }

    @Test("the base vocabulary is made on first use only, and holds the base's words")
    func vocabularyIsMadeOnDemand() {
        let context = ValueChecks.Context(profile: .generic(base: "en"), baseTexts: ["a": "Import podcast list", "b": "Pay %@"])
        #expect(!context.hasMadeVocabulary)
        #expect(context.baseVocabulary == ["import", "podcast", "list", "pay"])
        #expect(context.hasMadeVocabulary)
    }

    @Test("a translation in another script still keeps a base word of another key")
    func vocabularyStillExcusesBaseWords() {
        let report = checkProject(
            [
                ("\"import\" = \"Import podcast list\";\n\"pay\" = \"Episodes\";\n", "en.lproj/Localizable.strings"),
                ("\"import\" = \"Імпорт списку\";\n\"pay\" = \"Епізоди podcast\";\n", "uk.lproj/Localizable.strings"),
            ], profile: .generic(base: "en"))
        #expect(!report.findings.contains { $0.check == .wrongScript && $0.key == "pay" })
    }
}

extension CheckBasisWorkTests {
    @Test("with placeholder-mismatch disabled no base text is scanned for placeholders or wiki parameters")
    func disabledPlaceholderCheckScansNothing() {
        let document = CatalogDocument(
            path: "en.lproj/Localizable.strings", format: .strings,
            entries: [
                CatalogEntry(
                    language: "en", key: "pay", value: "Pay %@ to {{{user}}}", file: "en.lproj/Localizable.strings",
                    location: .init(line: 1, column: 1))
            ])
        func basis(_ profile: CheckProfile) -> CheckBasis {
            CheckBasis([document], scan: LanguageScan([document], profile: profile), profile: profile)
        }
        var disabled = CheckProfile.generic(base: "en")
        disabled.disabled.insert(.placeholderMismatch)
        #expect(basis(.generic(base: "en")).keyFacts[0].baseScan?.printf.count == 1)
        #expect(basis(.generic(base: "en")).keyFacts[0].wikiParameters == ["user"])
        #expect(basis(disabled).keyFacts[0].baseScan == nil)
        #expect(basis(disabled).keyFacts[0].wikiParameters.isEmpty)
    }
}
