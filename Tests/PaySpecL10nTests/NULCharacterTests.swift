import Foundation
import PaySpecCLITestSupport
import PaySpecTestSupport
import Testing

@testable import PaySpecL10n

/// A NUL inside a translation ends the text wherever it is read as a C string: the catalog is
/// damaged in every format that can carry one, and the check says so.
@Suite struct NULCharacterTests {
    static let formats: [(name: String, files: [(String, [UInt8])])] = [
        (
            "strings",
            [
                ("en.lproj/L.strings", Array("\"n\" = \"Card number\";\n".utf8)),
                ("de.lproj/L.strings", Array("\"n\" = \"Karten\0nummer\";\n".utf8)),
            ]
        ),
        ("csv", [("t.csv", Array("key,en,de\nn,Card number,Karten\0nummer\n".utf8))]),
        ("po", [("de.po", Array("msgid \"\"\nmsgstr \"Language: de\\n\"\n\nmsgid \"Card number\"\nmsgstr \"Karten\0nummer\"\n".utf8))]),
        (
            "android",
            [
                ("res/values/strings.xml", Array("<resources><string name=\"n\">Card number</string></resources>\n".utf8)),
                ("res/values-de/strings.xml", Array("<resources><string name=\"n\">Karten\0nummer</string></resources>\n".utf8)),
            ]
        ),
        ("json", [("en.json", Array("{\"n\": \"Card number\"}".utf8)), ("de.json", Array("{\"n\": \"Karten\\u0000nummer\"}".utf8))]),
    ]

    @Test(arguments: 0..<formats.count)
    func aNULInAValueIsEncodingDamage(_ index: Int) {
        let (name, files) = Self.formats[index]
        let directory = makeTempDirectory("nul-\(name)")
        for (relative, bytes) in files { write(bytes, relative, in: directory) }
        let result = InProcessCLI.run(["l10n", "check", "--base", "en", directory])
        #expect(result.status == 1, "\(name): \(result.out) \(result.err)")
        #expect(result.out.contains("encoding-damage"), "\(name): \(result.out)")
        #expect(result.out.contains("U+0000"), "\(name): \(result.out)")
        // The same catalog without the NUL is clean.
        let clean = makeTempDirectory("clean-\(name)")
        for (relative, bytes) in files { write(bytes.filter { $0 != 0 }.map { $0 }, relative, in: clean) }
        if name == "json" {
            write(Array("{\"n\": \"Kartennummer\"}".utf8), "de.json", in: clean)
        }
        let fine = InProcessCLI.run(["l10n", "check", "--base", "en", clean])
        #expect(!fine.out.contains("U+0000"), "\(name): \(fine.out)")
    }

    @Test func aNULTheBaseHasTooIsNoDamage() {
        #expect(MarkupTags.encodingDamage("a\u{0}b", base: "x\u{0}y") == nil)
        #expect(MarkupTags.encodingDamage("a\u{0}b", base: "ab")?.contains("U+0000") == true)
        #expect(ValueChecks.hasSpecialByte("Karten\u{0}nummer"))
    }
}
