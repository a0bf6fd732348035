import Foundation
import PaySpecDrift
import PaySpecTestSupport
import Testing

@Suite("Bad input: a clear error naming file and line, exit 2, nothing half-written", .waitsOnProcesses)
struct BadInputTests {
    @Test("a document that is not UTF-8 names the line and column of the first bad byte")
    func notUTF8() {
        let bytes = Array("ComgateError\n\nZeile ".utf8) + [0xFF, 0xFE] + Array(" kaputt\n".utf8)
        let path = Support.write("latin.txt", bytes)
        let result = Support.run(["drift", "--docs", "--spec", Support.specDirectory, path])
        #expect(result.status == 2)
        #expect(result.err.contains("\(path):3:7: error: the document is not UTF-8 text"))
        #expect(result.out.isEmpty)
    }

    @Test("a table whose columns match no known shape is named by its line, not guessed")
    func unknownShape() {
        let text = Support.fixture("comgate-results-de.txt") + "\nSonstiges\n\nName\tWert\nfoo\tbar\n"
        let path = Support.write("odd.txt", text)
        let result = Support.run(["extract", path])
        #expect(result.status == 2)
        let line = Support.line(of: "Name\tWert", in: text)
        #expect(result.err.contains("\(path):\(line):1: error: table with 2 columns (Name | Wert) matches no known table shape"))
        #expect(result.out.isEmpty)
    }

    @Test("a row with more cells than its header")
    func tooManyCells() {
        let text = Support.fixture("comgate-session-pl.txt").replacingOccurrences(
            of: "`.ready`\tGotowa do płatności.",
            with: "`.ready`\tGotowa do płatności.\tnadmiar")
        let path = Support.write("wide.txt", text)
        let result = Support.run(["drift", "--docs", "--spec", Support.specDirectory, path])
        #expect(result.status == 2)
        let line = Support.line(of: "nadmiar", in: text)
        let header = Support.line(of: "Stan\tZnaczenie", in: text)
        #expect(result.err.contains("\(path):\(line):1: error: table row has 3 cells but its header (line \(header)) has 2"))
    }

    @Test("a document about no known SDK")
    func unknownSDK() {
        let path = Support.write("recipe.txt", "Kartoffelsalat\n\nZutaten\tMenge\nKartoffeln\t1 kg\n")
        let result = Support.run(["extract", path])
        #expect(result.status == 2)
        #expect(result.err.contains("\(path): error: cannot tell which SDK the document describes"))
    }

    @Test("extract --out writes nothing when one document is bad")
    func nothingHalfWritten() {
        let good = Support.fixtures + "/moneycollect-en.txt"
        let bad = Support.write("bad.txt", [0x43, 0x6F, 0xC3, 0x28])
        let out = Support.temporaryDirectory() + "/out"
        let result = Support.run(["extract", "--out", out, good, bad])
        #expect(result.status == 2)
        #expect(result.err.contains("\(bad):1:3: error: the document is not UTF-8 text"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("an unreadable git revision")
    func badRevision() {
        let result = Support.run(["diff", "--repo", Support.root, "no-such-revision-42", Support.specDirectory])
        #expect(result.status == 2)
        #expect(result.err.contains("no-such-revision-42: error: not a spec directory and not a readable git revision"))
        #expect(result.out.isEmpty)
    }

    @Test("an inventory file that is not JSON")
    func badInventory() {
        let path = Support.write("inventory.json", "{\"comgate/errors\": [\"A\",}\n")
        let result = Support.run(["drift", "--spec", Support.specDirectory, "--inventory", path])
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("\(path):1:"))
    }

    @Test("an inventory whose values are not strings")
    func inventoryNotStrings() {
        let path = Support.write("inventory.json", "{\"type\":\"inventory\",\"inventory\":{\"comgate/errors\":[1]}}")
        let result = Support.run(["drift", "--spec", Support.specDirectory, "--inventory", path])
        #expect(result.status == 2)
        #expect(result.err.contains("inventory \"comgate/errors\" must be an array of strings"))
    }

    @Test("a malformed allowlist line")
    func badAllowlist() {
        let allow = Support.write("allow.txt", "# accepted\nrow-removed comgate/errors\n")
        let result = Support.run(["diff", Support.specDirectory, Support.specDirectory, "--allowlist", allow])
        #expect(result.status == 2)
        #expect(result.err.contains("\(allow):2:1: error: expected 'RULE TABLE#KEY'"))
    }

    @Test("drift needs exactly one mode")
    func usage() {
        let result = Support.run(["drift", "--spec", Support.specDirectory])
        #expect(result.status == 2)
        #expect(result.err.contains("drift needs exactly one of --docs"))
    }
}
