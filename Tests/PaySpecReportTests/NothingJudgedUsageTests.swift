import Foundation
import PaySpecCLITestSupport
import PaySpecTestSupport
import Testing

/// Inputs that would let a command judge nothing, or blame the wrong thing, are usage errors
/// (exit 2) that name the path or option.
@Suite struct NothingJudgedUsageTests {
    @Test func anL10nCheckOfAFolderWithNoCatalogNamesTheFolder() throws {
        let dir = tempDirectory() + "/empty"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let r = InProcessCLI.run(["l10n", "check", dir])
        #expect(r.status == 2)
        #expect(r.err.contains(dir) && r.err.contains("no catalog file"), "\(r.err)")
    }

    @Test(arguments: [#"{"keyMap": {}}"#, "{}"])
    func aKeyMapThatMapsNothingIsRefusedAtItsPlace(_ text: String) throws {
        let dir = tempDirectory()
        try FileManager.default.createDirectory(atPath: dir + "/res/values", withIntermediateDirectories: true)
        try #"<resources><string name="comgate_pan_label">Card number</string></resources>"#
            .write(toFile: dir + "/res/values/strings.xml", atomically: false, encoding: .utf8)
        try text.write(toFile: dir + "/map.json", atomically: false, encoding: .utf8)
        let r = InProcessCLI.run(["l10n", "check", "--key-map", dir + "/map.json", dir + "/res"])
        #expect(r.status == 2)
        #expect(r.err.contains(dir + "/map.json:1:"), "\(r.err)")
    }

    @Test func aSpecCheckWithNoSpecFolderIsAUsageError() {
        let r = InProcessCLI.run(["spec", "check", "--spec", tempDirectory() + "/no-spec"])
        #expect(r.status == 2)
        #expect(r.err.contains("spec directory not found"))
    }

    @Test func aBenchReferenceAdapterThatIsNoProgramNamesTheOption() {
        let r = InProcessCLI.run(["bench", "--reference-adapter", "/nonexistent/adapter", "--repeat", "1"])
        #expect(r.status == 2)
        #expect(r.err.contains("--reference-adapter /nonexistent/adapter"), "\(r.err)")
    }
}
