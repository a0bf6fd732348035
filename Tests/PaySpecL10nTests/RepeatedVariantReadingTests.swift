import PaySpecJSON
import Testing

@testable import PaySpecL10n

// The count of texts read is a debug build's (`TextReading.tally`): a release build keeps no
// counter on its hot path, and these tests are compiled where it exists.
#if DEBUG
    /// A plural variant whose text is the variant before's is not scanned again, and still gets
    /// every finding of its own, under its own category.
    @Suite("plural variants repeating one text are read once")
    struct RepeatedVariantReadingTests {
        static let base = ValueChecks.KeyFacts(
            baseValue: nil, baseScan: PlaceholderScanner.scan("%d files"), basePlurals: ["one": "%d file", "other": "%d files"],
            budget: nil, allowedIdentical: nil)

        /// Runs the checks on a Czech entry of `plurals`; returns its findings and the texts read anew.
        static func check(_ plurals: [String: String]) -> (findings: [L10nFinding], texts: Int) {
            let entry = CatalogEntry(
                language: "cs", key: "files", value: "%#@files@", plurals: plurals, file: "cs.lproj/Localizable.stringsdict",
                location: SourceLocation(line: 1, column: 1))
            let context = ValueChecks.Context(profile: .generic(base: "en"))
            let tally = TextReading.Tally()
            var findings: [L10nFinding] = []
            TextReading.$tally.withValue(tally) {
                _ = ValueChecks.run(
                    entry, language: "cs", facts: ValueChecks.LanguageFacts("cs", base: "en"), key: base, context: context,
                    into: &findings)
            }
            return (findings, tally.texts)
        }

        @Test("four variants of one text are read once; four distinct texts four times")
        func readsEachDistinctTextOnce() {
            let same = Self.check(["one": "%d soubor", "few": "%d soubor", "many": "%d soubor", "other": "%d soubor"])
            #expect(same.texts == 1)
            #expect(same.findings.isEmpty)
            let distinct = Self.check(["one": "%d soubor", "few": "%d soubory", "many": "%d souboru", "other": "%d souborů"])
            #expect(distinct.texts == 4)
            // Runs of equal texts in category order: one reading a run.
            let runs = Self.check(["one": "%d soubor", "few": "%d soubory", "many": "%d soubory", "other": "%d souborů"])
            #expect(runs.texts == 3)
        }

        @Test("a repeated text's findings are reported for every variant, each under its category")
        func repeatedTextKeepsEveryVariantsFindings() {
            // Cyrillic letters in Czech and a placeholder the base has not: both per variant.
            let text = "%@ файлов"
            let result = Self.check(["one": text, "few": text, "many": text, "other": text])
            #expect(result.texts == 1)
            for category in ["one", "few", "many", "other"] {
                #expect(result.findings.contains { $0.check == .wrongScript && $0.message.contains("(\(category))") })
                #expect(result.findings.contains { $0.check == .placeholderMismatch && $0.message.contains("(\(category))") })
            }
        }
    }
#endif
