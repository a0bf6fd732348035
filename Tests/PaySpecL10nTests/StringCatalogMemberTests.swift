import Foundation
import PaySpecCLI
import Testing

@testable import PaySpecL10n

/// A String Catalog member that appears twice in one object is refused where the two copies
/// would change what the catalog says (JSON readers disagree on which one wins), with the
/// position of the second copy; a key repeated under "strings" stays a duplicate-key finding.
@Suite struct StringCatalogMemberTests {
    func catalog(_ body: String) -> String { "{\n  \"sourceLanguage\" : \"en\",\n" + body + "\n  \"version\" : \"1.0\"\n}\n" }

    static let unit = #"{ "stringUnit" : { "state" : "translated", "value" : "Zahlen" } }"#

    /// Each case: the catalog's members and the member repeated in it.
    static let cases: [(String, String)] = [
        (#"  "strings" : {},\n  "strings" : { "pay" : {} },"#, "strings"),
        (#"  "sourceLanguage" : "de",\n  "strings" : {},"#, "sourceLanguage"),
        (
            #"  "strings" : { "pay" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "A", "value" : "B" } } } } },"#,
            "value"
        ),
        (#"  "strings" : { "pay" : { "localizations" : { "de" : \#(unit), "de" : \#(unit) } } },"#, "de"),
        (
            #"  "strings" : { "pay" : { "extractionState" : "manual", "extractionState" : "stale", "localizations" : {} } },"#,
            "extractionState"
        ),
        (
            #"  "strings" : { "n" : { "localizations" : { "de" : { "variations" : { "plural" : { "one" : \#(unit), "one" : \#(unit) } } } } } },"#,
            "one"
        ),
    ]

    func position(of needle: String, in text: String, occurrence: Int) -> String {
        var range = text.range(of: needle)!
        for _ in 1..<occurrence { range = text.range(of: needle, range: range.upperBound..<text.endIndex)! }
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = (before.lastIndex(of: "\n").map { before[before.index(after: $0)...] } ?? before[...]).count + 1
        return "\(line):\(column)"
    }

    @Test(arguments: 0..<6)
    func aRepeatedMemberIsRefusedAtItsSecondCopy(_ index: Int) {
        let (body, member) = Self.cases[index]
        let text = catalog(body.replacingOccurrences(of: "\\n", with: "\n"))
        let dir = makeTempDirectory("xcstrings-members")
        let file = write(text, "Localizable.xcstrings", in: dir)
        let result = runCLI(["l10n", "check", "--base", "en", file])
        let output = result.stdout + result.stderr
        #expect(result.status == 2, "\(output)")
        // Each member occurs twice in the catalog; the second copy is refused.
        let at = position(of: "\"\(member)\"", in: text, occurrence: 2)
        #expect(
            output.contains("\(file):\(at): error: expected the member \"\(member)\" only once in this object (it is also at "), "\(output)"
        )
    }

    @Test func aKeyRepeatedUnderStringsIsADuplicateKeyFindingNotARefusal() {
        let text = catalog(
            #"  "strings" : { "pay" : { "localizations" : { "de" : \#(Self.unit) } },\#n    "pay" : { "localizations" : { "de" : \#(Self.unit) } } },"#
        )
        let dir = makeTempDirectory("xcstrings-duplicate-key")
        let file = write(text, "Localizable.xcstrings", in: dir)
        let result = runCLI(["l10n", "check", "--base", "en", file])
        let output = result.stdout + result.stderr
        #expect(!output.contains("unreadable"), "\(output)")
        #expect(result.status == 1, "\(output)")
        #expect(output.contains("\(file):4:59: error: pay: duplicate key \"pay\" in this file [duplicate-key]"), "\(output)")
    }

    @Test func manyMembersAreCheckedWithASetAndADuplicateAmongThemIsFound() {
        let members = (0..<200).map { "\"m\($0)\" : 1" }.joined(separator: ", ")
        let text = catalog("  \"strings\" : { \"pay\" : { \(members), \"m150\" : 2 } },")
        #expect(throws: CatalogParseError.self) { try XCStringsParser.parse(Array(text.utf8), file: "x.xcstrings") }
        let distinct = catalog("  \"strings\" : { \"pay\" : { \(members) } },")
        #expect(throws: Never.self) { try XCStringsParser.parse(Array(distinct.utf8), file: "x.xcstrings") }
    }
}

/// A `.strings` file written as an XML property list (Apple's tools read it) is a catalog.
@Suite struct XMLPropertyListStringsTests {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
          <key>pay.title</key>
          <string>Pay &amp; go</string>
          <key>pay.done</key>
          <string>Done</string>
        </dict>
        </plist>

        """

    @Test func anXMLPropertyListStringsFileIsRead() throws {
        let pairs = try StringsFileParser.parse(Array(Self.plist.utf8), file: "en.lproj/Localizable.strings")
        #expect(pairs.map(\.key) == ["pay.title", "pay.done"])
        #expect(pairs.map(\.value) == ["Pay & go", "Done"])
        #expect(pairs.map(\.location.description) == ["5:3", "7:3"])
        // With a byte order mark too.
        let bom = try StringsFileParser.parse([0xEF, 0xBB, 0xBF] + Array(Self.plist.utf8), file: "en.lproj/Localizable.strings")
        #expect(bom.map(\.value) == ["Pay & go", "Done"])
    }

    @Test func checkReadsItBesideATextStringsFile() {
        let dir = makeTempDirectory("xml-plist-strings")
        write(Self.plist, "en.lproj/Localizable.strings", in: dir)
        write("\"pay.title\" = \"Zahlen & los\";\n", "de.lproj/Localizable.strings", in: dir)
        let result = runCLI(["l10n", "check", "--base", "en", dir])
        let output = result.stdout + result.stderr
        #expect(result.status == 1, "\(output)")
        #expect(!output.contains("unreadable"), "\(output)")
        #expect(output.contains("2 languages x 2 keys, 2 files"), "\(output)")
        #expect(output.contains("\"pay.done\""), "the key only the XML plist has is missing in de: \(output)")
    }

    @Test func aNonStringValueIsRefusedAtItsKey() {
        let dir = makeTempDirectory("xml-plist-strings-bad")
        let text = Self.plist.replacingOccurrences(of: "<string>Done</string>", with: "<integer>1</integer>")
        let file = write(text, "en.lproj/Localizable.strings", in: dir)
        let result = runCLI(["l10n", "check", "--base", "en", file])
        #expect(result.status == 2)
        #expect(
            (result.stdout + result.stderr).contains("\(file):7:3: error: expected a <string> value for the key \"pay.done\""),
            "\(result.stdout + result.stderr)")
    }
}
