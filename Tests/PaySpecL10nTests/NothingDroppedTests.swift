import Foundation
import PaySpecTestSupport
import Testing

/// Nothing given to `l10n check` is dropped in silence: an empty catalog counts, an unreadable
/// one is named in every report format.
@Suite(.waitsOnProcesses) struct NothingDroppedTests {
    @Test func anEmptyCatalogMakesItsLanguageZeroPercentComplete() {
        let dir = makeTempDirectory()
        write("\"pay\" = \"Pay\";\n", "en.lproj/Localizable.strings", in: dir)
        write("", "de.lproj/Localizable.strings", in: dir)
        let result = runCLI(["l10n", "check", "--base", "en", dir])
        #expect(result.status == 1)
        #expect(result.stdout.contains("2 languages x 1 keys, 2 files"), "\(result.stdout)")
        #expect(result.stdout.contains("de  0% complete"), "\(result.stdout)")
        #expect(result.stdout.contains("no catalog entries for language \"de\" [missing-language]"), "\(result.stdout)")
    }

    @Test func aBaseWithNoEntriesIsNotAVacuousHundredPercent() {
        let dir = makeTempDirectory()
        write("", "en.lproj/Localizable.strings", in: dir)
        let result = runCLI(["l10n", "check", "--base", "en", dir])
        #expect(result.status == 1)
        #expect(result.stdout.contains("en  0% complete"), "\(result.stdout)")
        #expect(!result.stdout.contains("100%"))
    }

    @Test(arguments: ["text", "json", "junit", "markdown", "html", "github"])
    func anUnreadableCatalogIsNamedInEveryFormat(_ format: String) {
        let dir = makeTempDirectory("unreadable\(format)")
        write("\"pay\" = \"Pay\";\n", "en.lproj/Localizable.strings", in: dir)
        let bad = write("\"broken\" = ;\n", "en.lproj/Broken.strings", in: dir)
        let result = runCLI(["l10n", "check", "--base", "en", "--format", format, dir])
        let all = result.stdout + result.stderr
        #expect(result.status == 2, "\(all)")
        // The text report prints the diagnostic on stderr, next to its summary on stdout.
        let report = format == "text" ? all : result.stdout
        #expect(report.contains("Broken.strings"), "\(format) report does not name \(bad):\n\(result.stdout)")
        switch format {
        case "junit":
            #expect(result.stdout.contains("errors=\"1\""))
            #expect(result.stdout.contains("<error "))
            #expect(result.stdout.contains("type=\"unreadable\""))
        case "markdown", "text", "html": #expect(result.stdout.contains("1 unreadable file"), "\(result.stdout)")
        case "json": #expect(result.stdout.contains("\"unreadable\": 1"))
        default: #expect(result.stdout.contains("::error file="))
        }
    }

    @Test func benchOnCleanSyntheticCatalogsFindsNothingAndSaysSo() throws {
        guard let binary = BuiltBinary.built("debug") else {
            print("note: .build/debug/payspec absent; the bench test is skipped")
            return
        }
        let outcome = try binary.run(["l10n", "bench", "--languages", "2", "--keys", "5", "--formats", "strings,xcstrings,csv"])
        let text = String(decoding: outcome.stdout, as: UTF8.self)
        #expect(outcome.status == 0, "\(outcome)")
        for format in ["strings", "xcstrings", "csv"] {
            let row = text.split(separator: "\n").first { $0.hasPrefix("| \(format) |") }
            #expect(row?.hasSuffix("| 0 |") == true, "\(format): \(String(describing: row))")
        }
    }
}
