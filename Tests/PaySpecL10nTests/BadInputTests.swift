import Foundation
import PaySpecL10n
import Testing

/// A file that cannot be read or parsed: its bytes, and the exact diagnostic expected after
/// the path (`:line:col: error: …`).
struct BadInput: Sendable, CustomStringConvertible {
    var description: String
    var relative: String
    var bytes: [UInt8]
    var expected: String
}

let badInputs: [BadInput] = [
    BadInput(
        description: ".strings missing semicolon", relative: "de.lproj/Localizable.strings",
        bytes: Array("\"a\" = \"1\";\n\"b\" = \"2\"\n\"c\" = \"3\";\n".utf8),
        expected: ":3:1: error: expected ';' after the value of \"b\", found '\"'"),
    BadInput(
        description: ".strings unterminated string", relative: "de.lproj/Localizable.strings",
        bytes: Array("\"a\" = \"1\";\n  \"b\" = \"open\n".utf8),
        expected: ":2:9: error: expected a closing '\"' for the string that starts here"),
    BadInput(
        description: ".strings unterminated comment", relative: "de.lproj/Localizable.strings",
        bytes: Array("/* never closed\n\"a\" = \"1\";".utf8),
        expected: ":1:1: error: expected '*/' to close this comment"),
    BadInput(
        description: ".strings invalid UTF-8", relative: "de.lproj/Localizable.strings",
        bytes: Array("\"a\" = \"1\";\n\"b\" = \"".utf8) + [0xC3, 0x28] + Array("\";\n".utf8),
        expected: ":2:8: error: expected UTF-8 or UTF-16 text; byte 0xC3 is not valid UTF-8"),
    BadInput(
        description: ".strings Latin-1 bytes", relative: "fr.lproj/Localizable.strings",
        bytes: Array("\"a\" = \"caf".utf8) + [0xE9] + Array("\";\n".utf8),
        expected: ":1:11: error: expected UTF-8 or UTF-16 text; byte 0xE9 is not valid UTF-8"),
    BadInput(
        description: ".strings UTF-16 odd length", relative: "de.lproj/Localizable.strings",
        bytes: [0xFF, 0xFE, 0x22, 0x00, 0x61],
        expected: ": error: expected UTF-16 text; the file has an odd number of bytes"),
    BadInput(
        description: ".strings UTF-16 unpaired surrogate", relative: "de.lproj/Localizable.strings",
        bytes: utf16Bytes("\"a\" = \"", bigEndian: false, bom: true) + [0x00, 0xD8] + utf16Bytes("\";", bigEndian: false, bom: false),
        expected: ":1:8: error: expected UTF-16 text; found an unpaired surrogate"),
    BadInput(
        description: "binary plist truncated", relative: "de.lproj/Localizable.strings",
        bytes: Array(BinaryPlistWriter.write(.dictionary([("a", .string("b"))])).dropLast(10)),
        expected: ": error: binary plist, byte offset 25: expected offset and reference sizes between 1 and 8"),
    BadInput(
        description: "binary plist reference cycle", relative: "de.lproj/Localizable.strings",
        bytes: {
            // A dictionary whose only value is itself: object 0 = {"k": object 0}.
            var out = Array("bplist00".utf8)
            out += [0xD1, 0x01, 0x00, 0x51, 0x6B]  // dict(1): key ref 1, value ref 0; "k"
            out += [8, 11]  // offset table
            out += [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 2] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 13]
            return out
        }(),
        expected: ": error: binary plist, byte offset 11: nesting deeper than 64 (a reference cycle?)"),
    BadInput(
        description: "XLIFF with an XXE payload", relative: "de.xliff",
        bytes: Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE xliff [
              <!ENTITY xxe SYSTEM "file:///etc/passwd">
            ]>
            <xliff version="1.2"><file source-language="en" target-language="de"><body>
            <trans-unit id="a"><source>A</source><target>&xxe;</target></trans-unit></body></file></xliff>
            """.utf8),
        expected: ":3:3: error: refused: the document type declares an entity (<!ENTITY>); entity declarations are not allowed in catalogs"),
    BadInput(
        description: "Android strings.xml with billion laughs", relative: "res/values-de/strings.xml",
        bytes: Array(
            """
            <?xml version="1.0"?>
            <!DOCTYPE resources [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>
            <resources><string name="a">&lol2;</string></resources>
            """.utf8),
        expected: ":2:22: error: refused: the document type declares an entity (<!ENTITY>); entity declarations are not allowed in catalogs"
    ),
    BadInput(
        description: "Android strings.xml mismatched tag", relative: "res/values-de/strings.xml",
        bytes: Array("<resources>\n  <string name=\"a\">A</strin>\n</resources>\n".utf8),
        expected: ":2:21: error: expected </string> to close the element opened at 2:3, found </strin>"),
    BadInput(
        description: "Android unescaped apostrophe", relative: "res/values-fr/strings.xml",
        bytes: Array("<resources>\n  <string name=\"a\">l'avion</string>\n</resources>\n".utf8),
        expected: ":2:3: error: expected \\' for an apostrophe (aapt rejects an unescaped one) in \"l'avion\""),
    BadInput(
        description: "XLIFF with an undeclared entity", relative: "de.xliff",
        bytes: Array(
            "<xliff version=\"1.2\">\n<file target-language=\"de\"><body>\n<trans-unit id=\"a\"><target>&nbsp;x</target></trans-unit>\n</body></file></xliff>"
                .utf8),
        expected: ":3:28: error: expected a predefined entity (&lt; &gt; &amp; &quot; &apos;) or a character reference, found &nbsp;"),
    BadInput(
        description: "XLIFF cut off before its end", relative: "de.xliff",
        bytes: Array("<xliff version=\"1.2\">\n  <file target-language=\"de\"><body>\n".utf8),
        expected: ":3:1: error: expected </body> to close the element opened at 2:30, found end of file"),
    BadInput(
        description: "Android attribute without quotes", relative: "res/values-de/strings.xml",
        bytes: Array("<resources>\n  <string name=a>A</string>\n</resources>".utf8),
        expected: ":2:16: error: expected a quoted value for the attribute name, found 'a'"),
    BadInput(
        description: "xcstrings JSON syntax error", relative: "Localizable.xcstrings",
        bytes: Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : { , }\n  }\n}\n".utf8),
        expected: ":4:13: error: expected a string key, found character ','"),
    BadInput(
        description: "JSON without a language", relative: "strings.json",
        bytes: Array(#"{"pay": "Pay"}"#.utf8),
        expected:
            ":1:1: error: expected the language in the file or folder name (de.json, de/strings.json) or language codes as the top-level keys"
    ),
    BadInput(
        description: "CSV unterminated quote", relative: "sheet.csv",
        bytes: Array("key,en,de\npay,Pay,\"Bezahlen\n".utf8),
        expected: ":2:9: error: expected a closing '\"' for the quoted cell that starts here"),
    BadInput(
        description: "CSV row with too few cells", relative: "sheet.csv",
        bytes: Array("key,en,de\npay,Pay\n".utf8),
        expected: ":2:5: error: expected 3 cells as in the header, found 2"),
    BadInput(
        description: ".strings without a language in its path", relative: "Localizable.strings",
        bytes: Array("\"a\" = \"b\";".utf8),
        expected: ": error: expected the language in the path (xx.lproj/, values-xx/, xx.json) or --base for values/"),
]

@Suite("Unreadable catalogs")
struct BadInputTests {
    @Test("a bad file is reported with file, line, column and exit status 2", arguments: badInputs)
    func refused(_ input: BadInput) {
        expectRefused(
            input.bytes, at: input.relative, checkedWith: ["--spec-dir", specDirectory, "--base", "en"], giving: .file,
            diagnostic: input.expected)
    }

    @Test func xxeIsRefusedAndTheSecretNeverRead() throws {
        let directory = makeTempDirectory()
        let secret = write("TOP-SECRET-VALUE", "secret.txt", in: directory)
        let xliff = """
            <?xml version="1.0"?>
            <!DOCTYPE xliff [<!ENTITY xxe SYSTEM "file://\(secret)">]>
            <xliff version="1.2"><file source-language="en" target-language="de"><body>
            <trans-unit id="a"><source>A</source><target>&xxe;</target></trans-unit></body></file></xliff>
            """
        let path = write(xliff, "de.xliff", in: directory)
        let result = runCLI(["l10n", "check", "--base", "en", "--format", "json", path])
        #expect(result.status == 2)
        #expect(!result.stdout.contains("TOP-SECRET") && !result.stderr.contains("TOP-SECRET"))
        #expect(result.stderr.contains("refused"))
    }

    @Test(
        "both XML engines refuse entity declarations",
        arguments: [SafeXMLReader.Engine.scanner, SafeXMLReader.Engine.foundation])
    func bothEnginesRefuseEntities(_ engine: SafeXMLReader.Engine) {
        let xxe = badInputs.first { $0.description == "XLIFF with an XXE payload" }!
        #expect(throws: CatalogParseError.self) { try SafeXMLReader.parse(xxe.bytes, file: "x.xliff", engine: engine) }
    }

    @Test func otherFilesAreStillCheckedNextToABadOne() {
        let directory = makeTempDirectory()
        write("\"a\" = ;", "de.lproj/Localizable.strings", in: directory)
        write("\"a\" = \"A\";", "en.lproj/Localizable.strings", in: directory)
        write("\"a\" = \"\";", "fr.lproj/Localizable.strings", in: directory)
        let result = runCLI(["l10n", "check", "--base", "en", directory])
        #expect(result.status == 2)
        #expect(result.stdout.contains("empty-value"))
        #expect(result.stderr.contains("de.lproj/Localizable.strings:1:7: error: expected a quoted value, found ';'"))
    }

    @Test func missingPathIsReported() {
        let result = runCLI(["l10n", "check", "--base", "en", "/nonexistent/catalog.strings"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("/nonexistent/catalog.strings: error: no such file or folder"))
    }

    @Test func hugeNestingIsRefusedNotCrashed() {
        let deep = String(repeating: "{\"a\":", count: 5000) + "\"x\"" + String(repeating: "}", count: 5000)
        expectRefused(Array(deep.utf8), at: "de.json", checkedWith: ["--base", "en"], giving: .file, diagnostic: ":1:")
    }
}
