import Foundation
import PaySpecCLI
import PaySpecJSON
import Testing

@testable import PaySpecL10n

/// Flutter's ARB catalogs: `@@locale`, `@key` metadata, ICU plural and select messages.
@Suite struct ARBTests {
    static let app = fixtures + "/flutter-app"

    @Test func aFlutterProjectIsCheckedWithExactFindings() {
        let report = checkPaths([Self.app], profile: .generic(base: "en"))
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(report.files.count == 3)
        #expect(report.matrix.keys == ["cartItems", "checkoutTitle", "greeting", "payAmount", "savedCards"])
        // Czech uses one/few/other where English has one/other, a select with {name} in every
        // branch and # for the count: none of it is a finding.
        #expect(
            summary(report) == [
                "placeholder-mismatch de payAmount flutter-app/lib/l10n/app_de.arb:4:16",
                "missing-key de savedCards flutter-app/lib/l10n/app_de.arb",
            ], "\(summary(report))")
        let r = runCLI(["l10n", "check", "--base", "en", Self.app])
        #expect(r.status == 1)
        #expect(r.stdout.contains("3 languages x 5 keys, 3 files"), "\(r.stdout)")
        #expect(r.stdout.contains("placeholders {betrag} do not match the base's {amount}"), "\(r.stdout)")
    }

    @Test(
        "ICU messages are read for the checks",
        arguments: [
            ("Pay {amount}", ICUMessage.Reading.text("Pay {amount}")),
            (
                "{count, plural, =0{None} one{# card} other{# cards}}",
                .plural(["=0": "None", "one": "{count} card", "other": "{count} cards"])
            ),
            ("{g, select, male{He paid} other{They paid}}", .text("He paid They paid")),
            ("{g, select, male{{g}: he paid} other{They paid}}", .text("{g} {g}: he paid They paid")),
            ("You have {n, plural, offset:1 one{one} other{{n} more}}", .text("You have {n} one {n} more")),
            ("Total {amount, number, currency}", .text("Total {amount}")),
            ("{a, plural, one{{b, select, x{X} other{Y}}} other{Z}}", .plural(["one": "X Y", "other": "Z"])),
            ("Unbalanced {a, plural, one{x} other{y}", .text("Unbalanced {a, plural, one{x} other{y}")),
            ("It's {name}'s card", .text("It's {name}'s card")),
        ])
    func icu(_ message: String, _ reading: ICUMessage.Reading) {
        #expect(ICUMessage.read(message) == reading)
    }

    @Test func nestingBeyondTheCapIsReadAsText() {
        let deep = String(repeating: "{a, select, other{", count: 40) + "x" + String(repeating: "}}", count: 40)
        #expect(ICUMessage.read(deep) == .text(deep))
    }

    @Test(
        "file names give the language",
        arguments: [
            ("lib/l10n/app_en.arb", "en"), ("intl_pt_BR.arb", "pt-BR"), ("app_zh_Hant_TW.arb", "zh-Hant-TW"), ("de.arb", "de"),
            ("my_app_cs.arb", "cs"), ("strings.arb", nil), ("app_ca_valencia.arb", "ca-valencia"), ("intl_messages.arb", nil),
            ("app_sr_Latn_ijekavsk.arb", "sr-Latn-ijekavsk"),
        ])
    func fileNames(_ path: String, _ language: String?) {
        #expect(ARBParser.language(fromFileName: path) == language)
    }

    @Test(
        "a bad ARB file is an error at its place",
        arguments: [
            ("{\"@@locale\": \"cs\",\n  \"a\": 1}", "2:8", "expected a message string for \"a\", found"),
            ("{\"@@locale\": \"cs\",\n  \"a\": \"x\",\n  \"@a\": \"d\"}", "3:9", "expected an object for \"@a\""),
            ("{\"@@locale\": \"cs\", \"@a\": {\"placeholders\": []}}", "1:43", "expected an object of placeholder objects"),
            ("{\"@@locale\": 5}", "1:14", "expected a language code for \"@@locale\""),
            ("[]", "1:1", "expected a JSON object of keys and messages"),
            ("{\"a\": \"x\"", "1:10", ""),
        ])
    func badARB(_ text: String, _ place: String, _ message: String) {
        expectRefused(
            Array(text.utf8), at: "lib/l10n/app_cs.arb", checkedWith: ["--base", "cs"], diagnostic: ":\(place): error: \(message)")
    }

    @Test func withoutLocaleOrLanguageInTheNameTheFileIsRefused() {
        expectRefused(
            Array("{\"a\": \"x\"}".utf8), at: "strings.arb", checkedWith: ["--base", "en"], giving: .file,
            diagnostic: ":1:1: error: expected \"@@locale\" or the language in the file name")
    }

    @Test func theExportIsAFlutterProjectThatChecksClean() throws {
        let dir = makeTempDirectory()
        let r = runCLI(["l10n", "export", "--format", "arb", "--output", dir + "/lib/l10n"])
        #expect(r.status == 0, "\(r)")
        let en = try String(contentsOfFile: dir + "/lib/l10n/app_en.arb", encoding: .utf8)
        #expect(en.hasPrefix("{\n  \"@@locale\": \"en\",\n  \"panLabel\": \"Card number\",\n  \"@panLabel\": {\"description\": "), "\(en)")
        let nb = try String(contentsOfFile: dir + "/lib/l10n/app_nb.arb", encoding: .utf8)
        #expect(nb.contains("\"@@locale\": \"nb\"") && !nb.contains("\"@panLabel\""))
        let checked = runCLI(["l10n", "check", "--spec-dir", specDirectory, "--disable", "language-alias", dir])
        #expect(checked.status == 0, "\(checked)")
        #expect(checked.stdout.contains("26 languages x 19 keys, 26 files") && checked.stdout.contains("no findings"), "\(checked.stdout)")
        // Exported again without --force: nothing replaced.
        #expect(runCLI(["l10n", "export", "--format", "arb", "--output", dir + "/lib/l10n"]).status == 2)
    }
}

/// gettext catalogs: contexts, plurals, fuzzy entries, escapes, continued strings, headers.
@Suite struct GettextTests {
    static let app = fixtures + "/gettext-app"

    @Test func aGettextProjectIsCheckedWithExactFindings() {
        let report = checkPaths([Self.app], profile: .generic(base: "en"))
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(report.matrix.languages == ["cs", "de", "en"])
        #expect(report.matrix.keys.count == 6)
        // The fuzzy German entry is reported as fuzzy; the German receipt text has a %d its source lacks.
        #expect(
            summary(report) == [
                "not-final de Pay %s gettext-app/po/de.po:14:1",
                "placeholder-mismatch de Tab\tseparated \"receipt\" gettext-app/po/de.po:34:1",
            ], "\(summary(report))")
        #expect(runCLI(["l10n", "check", "--base", "en", Self.app]).status == 1)
    }

    @Test func entriesAreReadAsGettextWritesThem() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.app + "/po/cs.po")))
        let document = try GettextParser.parse(bytes, file: "cs.po", pathLanguage: nil, sourceLanguage: "en")
        let translations = document.entries.filter { $0.role == .translation }
        let byKey = Dictionary(uniqueKeysWithValues: translations.map { ($0.key, $0) })
        #expect(document.declaredLanguages == ["cs"])
        #expect(translations.count == 6)
        #expect(byKey["cardNumberLabel"]?.value == "Číslo karty")
        #expect(
            byKey["Your card was declined.\nTry another card or contact your bank."]?.value
                == "Karta byla zamítnuta.\nZkuste jinou kartu nebo kontaktujte banku.")
        #expect(byKey["Tab\tseparated \"receipt\""]?.value == "Účtenka \"oddělená\"\ttabulátorem")
        #expect(
            byKey["%d item in your cart"]?.plurals
                == ["one": "%d položka v košíku", "few": "%d položky v košíku", "other": "%d položek v košíku"])
        #expect(byKey["%d item in your cart"]?.location == SourceLocation(line: 23, column: 1))
        let sources = document.entries.filter { $0.role == .source }
        #expect(sources.count == 6 && sources.allSatisfy { $0.language == "en" })
        #expect(
            sources.first { $0.key == "%d item in your cart" }?.plurals == [
                "one": "%d item in your cart", "other": "%d items in your cart",
            ])
        // The obsolete (#~) entry is a comment.
        #expect(byKey["Old promo"] == nil)
    }

    @Test func escapesAndATemplate() throws {
        let text = #"""
            msgid ""
            msgstr "Language: sk\n"

            msgid "a\101\x42\\\?\'"
            msgstr "ok"
            """#
        let document = try GettextParser.parse(Array(text.utf8), file: "x.po", pathLanguage: "cs", sourceLanguage: nil)
        #expect(document.declaredLanguages == ["sk"])
        #expect(document.entries.map(\.key) == ["aAB\\?'"])
        let template = try GettextParser.parse(
            Array(try Data(contentsOf: URL(fileURLWithPath: Self.app + "/po/messages.pot"))), file: "messages.pot", pathLanguage: nil,
            sourceLanguage: "en")
        #expect(template.declaredLanguages.isEmpty && template.entries.allSatisfy { $0.role == .source } && template.entries.count == 6)
    }

    @Test(
        "a bad .po is an error at its line and column",
        arguments: [
            ("msgid \"a\"\nmsgstr \"b", "2:8", "unterminated string"),
            ("msgid \"a\"\nmsgstr \"b\\q\"", "2:10", "unknown escape '\\q'"),
            ("\"stray\"\n", "1:1", "expected a keyword (msgid, msgstr, …) before a string"),
            ("msgid \"a\"\nmsgstr[x] \"b\"", "2:1", "expected msgctxt, msgid, msgid_plural, msgstr or msgstr[n], found \"msgstr[x]\""),
            ("msgid \"a\"\nmsgstr \"b\" junk", "2:12", "expected the end of the line after the string"),
            ("msgid a", "1:7", "expected a quoted string after msgid"),
            ("msgstr \"b\"", "1:1", "expected msgid before msgstr"),
        ])
    func badPO(_ text: String, _ place: String, _ message: String) {
        expectRefused(Array(text.utf8), at: "po/cs.po", checkedWith: ["--base", "cs"], diagnostic: ":\(place): error: \(message)")
    }

    @Test func theExportIsAGettextFolderThatChecksClean() throws {
        let dir = makeTempDirectory()
        let r = runCLI(["l10n", "export", "--format", "po", "--output", dir + "/po"])
        #expect(r.status == 0, "\(r)")
        #expect(r.stdout.contains("wrote 27 files"), "\(r.stdout)")
        let cs = try String(contentsOfFile: dir + "/po/cs.po", encoding: .utf8)
        #expect(cs.contains("\"Language: cs\\n\"\n"))
        #expect(
            cs.contains(
                "#. Label above the card number (PAN) field.\nmsgctxt \"panLabel\"\nmsgid \"Card number\"\nmsgstr \"Číslo karty\"\n"))
        let checked = runCLI(["l10n", "check", "--spec-dir", specDirectory, dir])
        #expect(checked.status == 0 && checked.stdout.contains("no findings"), "\(checked)")
    }

    @Test func textsWithLineBreaksAreContinuedAndReadBack() throws {
        let table = TranslationTable(
            keys: ["k"], languages: ["en", "cs"], baseLanguage: "en",
            texts: ["en": ["k": "Line one\nLine \"two\"\\"], "cs": ["k": "Řádek\r\n\tdva"]])
        let text = CatalogWriter.po(table, language: "cs")
        #expect(text.contains("msgid \"\"\n\"Line one\\n\"\n\"Line \\\"two\\\"\\\\\"\n"), "\(text)")
        let document = try GettextParser.parse(Array(text.utf8), file: "cs.po", pathLanguage: nil, sourceLanguage: "en")
        #expect(document.entries.first { $0.role == .translation }?.value == "Řádek\r\n\tdva")
        #expect(document.entries.first { $0.role == .source }?.value == "Line one\nLine \"two\"\\")
    }
}

/// The ICU reader's work, counted: doubling a message at most doubles the scalars visited,
/// however its arguments nest (up to the cap) or repeat.
@Suite struct ICUWorkTests {
    func steps(_ message: String) -> Int {
        var steps = 0
        _ = ICUMessage.read(message, steps: &steps)
        return steps
    }

    @Test(
        "linear in the message",
        arguments: [
            "Pay {a} and {b, select, x{X {c}} other{Y}} ",
            "{n, plural, one{# item} other{# items}} ",
            "{a, select, x{{b, select, y{{c, select, z{deep} other{z}}} other{y}}} other{x}} ",
        ])
    func linear(_ unit: String) {
        let small = steps(String(repeating: unit, count: 500))
        let double = steps(String(repeating: unit, count: 1_000))
        #expect(small >= 500 * unit.unicodeScalars.count / 2)
        #expect(Double(double) <= 2.01 * Double(small), "\(small) visits for 500 units, \(double) for 1,000")
        // Each scalar is visited a bounded number of times: once per nesting level it is in, and once for its branch.
        #expect(double <= 8 * 1_000 * unit.unicodeScalars.count)
    }
}
