import Foundation
import PaySpecCLI
import Testing

@testable import PaySpecL10n

/// XML 1.0 rules every XML catalog is held to: a character reference names a character XML
/// allows (`&#0;`, `&#x1;`, `&#xFFFE;` do not), and character data never holds `]]>`. Each
/// refusal names the file, line and column of the offending text.
@Suite struct XMLCharacterRuleTests {
    /// One catalog per XML format (Android, XLIFF 1.2, XLIFF 2.0, `.stringsdict`, an XML property
    /// list `.strings`), with `BAD` where the hostile text goes.
    static let formats: [(String, String)] = [
        (
            "values/strings.xml",
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n    <string name=\"pay\">Pay BAD now</string>\n</resources>\n"
        ),
        (
            "de.xliff",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
              <file original="x" source-language="en" target-language="de" datatype="plaintext">
                <body>
                  <trans-unit id="pay"><source>Pay</source><target>Zahlen BAD jetzt</target></trans-unit>
                </body>
              </file>
            </xliff>

            """
        ),
        (
            "de.xlf",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="2.0" xmlns="urn:oasis:names:tc:xliff:document:2.0" srcLang="en" trgLang="de">
              <file id="f">
                <unit id="pay"><segment><source>Pay</source><target>Zahlen BAD jetzt</target></segment></unit>
              </file>
            </xliff>

            """
        ),
        (
            "en.lproj/Localizable.stringsdict",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
              <key>pay</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>Pay BAD now</string>
              </dict>
            </dict>
            </plist>

            """
        ),
        (
            "en.lproj/Localizable.strings",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
              <key>pay</key>
              <string>Pay BAD now</string>
            </dict>
            </plist>

            """
        ),
    ]

    /// Where `needle` starts in `text`, as line and column (columns in characters).
    func position(of needle: String, in text: String) -> String {
        let before = text[..<text.range(of: needle)!.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = (before.lastIndex(of: "\n").map { before[before.index(after: $0)...] } ?? before[...]).count + 1
        return "\(line):\(column)"
    }

    func check(_ document: String, at relative: String) -> (status: Int32, text: String, file: String) {
        let dir = makeTempDirectory("xml-rules")
        let file = write(document, relative, in: dir)
        let result = runCLI(["l10n", "check", "--base", "en", file])
        return (result.status, result.stdout + result.stderr, file)
    }

    @Test(arguments: 0..<5, ["&#0;", "&#x0;", "&#x1F;", "&#xFFFE;", "&#65535;", "&#xD800;", "&#X41;", "&#+65;"])
    func aReferenceToACharacterXMLForbidsIsRefused(_ format: Int, _ reference: String) {
        let (relative, template) = Self.formats[format]
        let document = template.replacingOccurrences(of: "BAD", with: reference)
        let result = check(document, at: relative)
        #expect(result.status == 2, "\(result.text)")
        let expected =
            "\(result.file):\(position(of: reference, in: document)): error: expected a character reference to a character XML allows, found \(reference)"
        #expect(result.text.contains(expected), "\(result.text)")
    }

    @Test(arguments: 0..<5)
    func cdataEndInCharacterDataIsRefused(_ format: Int) {
        let (relative, template) = Self.formats[format]
        let document = template.replacingOccurrences(of: "BAD", with: "a]]>b")
        let result = check(document, at: relative)
        #expect(result.status == 2, "\(result.text)")
        let expected = "\(result.file):\(position(of: "]]>", in: document)): error: expected no ']]>' in character data (write ']]&gt;')"
        #expect(result.text.contains(expected), "\(result.text)")
    }

    @Test(arguments: 0..<5)
    func allowedReferencesAndLoneBracketsStillRead(_ format: Int) throws {
        let (relative, template) = Self.formats[format]
        let document = template.replacingOccurrences(of: "BAD", with: "&#9;&#x10FFFF;&#xE000;&#65;]]&gt;]>")
        let root = try XMLScanner.parse(Array(document.utf8), file: relative)
        #expect(root.text.contains("\t\u{10FFFF}\u{E000}A]]>]>"), "\(root.text)")
    }

    @Test func cdataEndInsideAnAttributeValueIsAllowed() throws {
        // XML 1.0 forbids "]]>" in character data only; an attribute value may hold it.
        let root = try XMLScanner.parse(Array("<r a=\"x]]>y\">t</r>".utf8), file: "a.xml")
        #expect(root.attributes["a"] == "x]]>y")
    }
}
