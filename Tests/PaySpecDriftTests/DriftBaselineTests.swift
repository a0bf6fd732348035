import Foundation
import PaySpecDrift
import PaySpecTestSupport
import Testing

@Suite("drift --baseline: drift the team has seen and decided on", .waitsOnProcesses)
struct DriftBaselineTests {
    /// The four fixtures with one code added to the German page.
    static func revisedSet() -> [String] {
        let revised = Support.fixture("comgate-results-de.txt").replacingOccurrences(
            of: "`INVALID_CVV`\tPrüfziffer ungültig.",
            with: "`INVALID_CVV`\tPrüfziffer ungültig.\n`.cardBlocked`\t`CARD_BLOCKED`\tKarte gesperrt.")
        let folder = Support.temporaryDirectory()
        return [Support.write("comgate-results-de.txt", revised, in: folder)]
            + Support.fixtureNames.dropFirst().map { Support.fixtures + "/" + $0 }
    }

    @Test("--write-baseline records the drift; --baseline then accepts it and exits 0")
    func writeThenApply() throws {
        let docs = Self.revisedSet()
        let baseline = Support.temporaryDirectory() + "/drift-baseline.txt"
        let spec = ["--spec", Support.specDirectory]
        #expect(Support.run(["drift", "--docs"] + spec + docs).status == 1)
        let written = Support.run(["drift", "--docs", "--write-baseline", baseline] + spec + docs)
        #expect(written.status == 0)
        #expect(written.err.contains("wrote \(baseline): 1 accepted findings"))
        let text = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(text.hasPrefix(DriftBaseline.header + "\n"))
        #expect(
            text.contains(
                "doc-row-added\tcomgate/errors\tcardBlocked\tcase \"cardBlocked\", category \"fieldValidation\", code \"CARD_BLOCKED\"\n"))
        let applied = Support.run(["drift", "--docs", "--baseline", baseline] + spec + docs)
        #expect(applied.status == 0)
        #expect(applied.out.contains("no differences"))
        // The same row changing again is drift again, and the old record is stale.
        let again = docs[0]
        try String(contentsOfFile: again, encoding: .utf8).replacingOccurrences(of: "`CARD_BLOCKED`", with: "`CARD_LOCKED`")
            .write(toFile: again, atomically: true, encoding: .utf8)
        let changed = Support.run(["drift", "--docs", "--baseline", baseline] + spec + docs)
        #expect(changed.status == 1)
        #expect(changed.out.contains("doc-row-added"))
        #expect(changed.out.contains("\(baseline):2: warning: comgate/errors \"cardBlocked\": baseline record"))
        // Replacing a baseline needs --force.
        let refused = Support.run(["drift", "--docs", "--write-baseline", baseline] + spec + docs)
        #expect(refused.status == 2)
        #expect(refused.err.contains("exists; pass --force to replace it"))
        #expect(Support.run(["drift", "--docs", "--write-baseline", baseline, "--force"] + spec + docs).status == 0)
    }

    @Test("--write-baseline and --output naming one file is refused before anything is written, as l10n check does")
    func baselineAndReportNamedTwice() throws {
        let docs = Support.fixtureNames.map { Support.fixtures + "/" + $0 }
        let folder = Support.temporaryDirectory()
        for spelling in [folder + "/F", folder + "/./F", folder + "//F"] {
            let result = Support.run(
                ["drift", "--docs", "--spec", Support.specDirectory, "--write-baseline", folder + "/F", "--output", spelling] + docs)
            #expect(result.status == 2, "\(spelling): \(result.err)")
            #expect(result.err.contains("--write-baseline and --output name one file"), "\(result.err)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/F"), "\(spelling)")
        }
        // An existing baseline named twice stays as it was: no failure report lands on it.
        let baseline = DriftBaseline.header + "\n"
        try baseline.write(toFile: folder + "/F", atomically: true, encoding: .utf8)
        let again = Support.run(
            ["drift", "--docs", "--spec", Support.specDirectory, "--write-baseline", folder + "/F", "--output", folder + "/./F"] + docs)
        #expect(again.status == 2)
        #expect(try String(contentsOfFile: folder + "/F", encoding: .utf8) == baseline)
    }

    @Test("--write-baseline onto a device is written through, so /dev/full is a write error, not a file kept")
    func baselineOntoAFullDevice() {
        let docs = Support.fixtureNames.map { Support.fixtures + "/" + $0 }
        let result = Support.run(["drift", "--docs", "--spec", Support.specDirectory, "--write-baseline", "/dev/full"] + docs)
        #expect(result.status == 74, "\(result.err)")
        #expect(result.err.contains("/dev/full"), "\(result.err)")
    }

    @Test("a stale record warns without failing; --fail-on warning fails on it")
    func stale() {
        let baseline = Support.write(
            "drift-baseline.txt", DriftBaseline.header + "\ndoc-row-removed\tcomgate/error-reasons\tNO_FUNDS\t\n")
        let docs = Support.fixtureNames.map { Support.fixtures + "/" + $0 }
        let result = Support.run(["drift", "--docs", "--spec", Support.specDirectory, "--baseline", baseline] + docs)
        #expect(result.status == 0)
        #expect(result.out.contains("\(baseline):2: warning"))
        #expect(
            Support.run(["drift", "--docs", "--spec", Support.specDirectory, "--baseline", baseline, "--fail-on", "warning"] + docs).status
                == 1)
    }

    @Test(
        "a malformed baseline is bad input naming line and column",
        arguments: [
            ("doc-row-added\tcomgate/errors\tx\n", "1:1: error: expected four tab-separated fields"),
            ("# c\nrow-removed\tcomgate/errors\tx\t\n", "2:1: error: 'row-removed' is no document drift rule"),
            ("doc-row-added\tcomgate/errors\tx\\q\t\n", "1:31: error: unknown escape '\\q'"),
            ("doc-row-added\ta\tb\t\ndoc-row-added\ta\tb\t\n", "2:1: error: the same record as line 1"),
        ])
    func malformed(text: String, message: String) {
        let baseline = Support.write("b.txt", text)
        let docs = Support.fixtureNames.map { Support.fixtures + "/" + $0 }
        let result = Support.run(["drift", "--docs", "--spec", Support.specDirectory, "--baseline", baseline] + docs)
        #expect(result.status == 2)
        #expect(result.err.contains("\(baseline):\(message)"))
    }

    @Test("--baseline goes with --docs, and not with --write-baseline")
    func usage() {
        let inventory = Support.write("inventory.json", "{}")
        #expect(Support.run(["drift", "--inventory", inventory, "--baseline", inventory]).err.contains("go with --docs"))
        let both = Support.run(["drift", "--docs", "x.txt", "--baseline", "a", "--write-baseline", "b"])
        #expect(both.status == 2)
        #expect(both.err.contains("not both"))
        #expect(Support.run(["drift", "--docs", "x.txt", "--force"]).err.contains("--force goes with --write-baseline"))
    }
}
