import Foundation
import Testing

@testable import PaySpecL10n

/// The per-value checks read as each format means them: i18next placeholders with a format,
/// String Catalog argument labels, the format's own rule for a plural's `other`, and one finding
/// for a value that several checks would report for one reason. Each excused class beside a true
/// finding of its kind. The texts are written here.
@Suite struct FormatRuleAndOneFindingTests {
    let base = CheckProfile.generic(base: "en")

    func found(_ report: L10nReport, _ check: CheckID) -> [String] {
        report.findings.filter { $0.check == check }.map { "\($0.language) \($0.key ?? "")" }.sorted()
    }

    func messages(_ report: L10nReport, _ check: CheckID) -> [String] {
        report.findings.filter { $0.check == check }.map(\.message)
    }

    func json(_ pairs: [(String, String)]) -> String {
        "{" + pairs.map { "\"\($0.0)\": \"\($0.1)\"" }.joined(separator: ", ") + "}\n"
    }

    func catalog(_ units: [(key: String, language: String, value: String, state: String)]) -> String {
        var byKey: [String: [String]] = [:]
        for unit in units {
            byKey[unit.key, default: []].append(
                "\"\(unit.language)\": {\"stringUnit\": {\"state\": \"\(unit.state)\", \"value\": \"\(unit.value)\"}}")
        }
        let strings = byKey.keys.sorted().map { key in "\"\(key)\": {\"localizations\": {\(byKey[key]!.joined(separator: ", "))}}" }
        return "{\"sourceLanguage\": \"en\", \"strings\": {\(strings.joined(separator: ", "))}, \"version\": \"1.0\"}"
    }

    func stringsdict(_ items: [(String, String)]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>members</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        \(items.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined())
        </dict></dict></dict></plist>
        """
    }

    @Test("an i18next placeholder with a format is its name; single braces or a translated name where the base has one is a mismatch")
    func doubleBracedPlaceholdersWithFormat() {
        let directory = makeTempDirectory()
        let english = [
            ("date", "{{value, date}}"), ("price", "{{ count, currency(EUR) }} in total"), ("rate", "{{value, bytes(bits: true)}}"),
            ("number", "{{value, number}} items"), ("wiki", "{{PLURAL:$1|file, folder|files}}"),
        ]
        write(json(english), "locales/en.json", in: directory)
        write(
            json([
                // True: single braces print the text as written; a translated name is never filled.
                ("date", "{value, date}"), ("rate", "{{मान, bytes(bits: true)}}"),
                // The format is the language's to choose; the name is the argument.
                ("price", "कुल {{count, currency(INR)}}"), ("number", "{{ value, number }} आइटम"),
                ("wiki", "{{PLURAL:$1|फ़ाइल, फ़ोल्डर|फ़ाइलें}}"),
            ]), "locales/hi.json", in: directory)
        let report = checkPaths([directory], profile: base)
        #expect(found(report, .placeholderMismatch) == ["hi date", "hi rate"], "\(report.findings.map(\.message))")
        // The finding names the base's placeholder, not "(none)".
        #expect(messages(report, .placeholderMismatch).allSatisfy { $0.hasSuffix("do not match the base's {{value}}") })
        #expect(PlaceholderScanner.scan("{{ count, currency(EUR) }}").named == ["{{count}}"])
        #expect(PlaceholderScanner.scan("{{PLURAL:$1|a, b}}").named.isEmpty)
    }

    @Test("a String Catalog argument label is read past: the position decides which argument prints")
    func argumentLabelsCompareByPosition() {
        let scan = PlaceholderScanner.scan("Delete %1$(secretName)@? Type %2$(confirmSecretName)@, %3$(count)lld left")
        #expect(scan.printf.map(\.text) == ["%1$(secretName)@", "%2$(confirmSecretName)@", "%3$(count)lld"])
        #expect(scan.printf.map(\.conversion) == ["@", "@", "lld"])
        #expect(PlaceholderScanner.scan("%(shellName)@").printf.map(\.text) == ["%(shellName)@"])
        // Java's `(` flag has no label.
        #expect(PlaceholderScanner.scan("%(d").printf.map(\.conversion) == ["d"])
        let directory = makeTempDirectory()
        let text = "If you delete %1$(secretName)@, type %2$(confirmSecretName)@ to confirm."
        write(
            catalog([
                ("delete", "en", text, "translated"),
                // True: the Italian prints the first argument where the base prints the second.
                ("delete", "it", "Se elimini %1$(secretName)@, digita %1$(secretName)@ per confermare.", "translated"),
                // Reordered by position: the same arguments.
                ("delete", "de", "Gib %2$(confirmSecretName)@ ein, um %1$(secretName)@ zu löschen.", "translated"),
            ]), "Localizable.xcstrings", in: directory)
        let report = checkPaths([directory], profile: base)
        #expect(found(report, .placeholderMismatch) == ["it delete"], "\(report.findings.map(\.message))")
        #expect(messages(report, .placeholderMismatch).first?.contains("%2$(confirmSecretName)@") == true)
    }

    @Test("a value in a state not final that is still the base text or empty is one not-final finding; other defects stay")
    func oneFindingPerValue() {
        let directory = makeTempDirectory()
        write(
            catalog([
                ("delete", "en", "Delete this secret from the keychain?", "translated"),
                ("delete", "de", "Delete this secret from the keychain?", "new"),
                ("unlock", "en", "Unlock with Touch ID to continue", "translated"),
                // True: translated, and still the English.
                ("unlock", "de", "Unlock with Touch ID to continue", "translated"),
                ("rename", "en", "Rename the secret", "translated"), ("rename", "de", "", "new"),
                // Two defects of the text: the state and a leading space.
                ("export", "en", "Export the public key", "translated"),
                ("export", "de", " Den öffentlichen Schlüssel exportieren", "needs_review"),
            ]), "Localizable.xcstrings", in: directory)
        let report = checkPaths([directory], profile: base)
        #expect(found(report, .notFinal) == ["de delete", "de export", "de rename"], "\(report.findings.map(\.message))")
        #expect(found(report, .untranslated) == ["de unlock"], "\(report.findings.map(\.message))")
        #expect(found(report, .emptyValue).isEmpty, "\(report.findings.map(\.message))")
        #expect(found(report, .whitespace) == ["de export"], "\(report.findings.map(\.message))")
        let states = Dictionary(uniqueKeysWithValues: report.findings.filter { $0.check == .notFinal }.map { ($0.key ?? "", $0.message) })
        #expect(states["delete"] == "state \"new\" is not final: the value is still the base text")
        #expect(states["rename"] == "state \"new\" is not final: the value is empty")
        #expect(states["export"] == "state \"needs_review\" is not final")
        #expect(report.matrix.cell("de", "delete") == .state)
        #expect(report.matrix.cell("de", "unlock") == .untranslated)
    }

    @Test("a plural entry in a state not final with some variants still the base text says which, once")
    func pluralVariantsStillTheBase() {
        let directory = makeTempDirectory()
        func unit(_ state: String, _ value: String) -> String { "{\"stringUnit\": {\"state\": \"\(state)\", \"value\": \"\(value)\"}}" }
        func plural(_ state: String, _ forms: [(String, String)]) -> String {
            "{\"variations\": {\"plural\": {" + forms.map { "\"\($0.0)\": \(unit(state, $0.1))" }.joined(separator: ", ") + "}}}"
        }
        let english = plural("translated", [("one", "%lld new post"), ("other", "%lld new posts")])
        // Its `one` is translated, its `other` still the English.
        let french = plural("needs_review", [("one", "%lld nouvelle publication"), ("other", "%lld new posts")])
        write(
            "{\"sourceLanguage\": \"en\", \"strings\": {\"posts\": {\"localizations\": {\"en\": \(english), \"fr\": \(french)}}}, \"version\": \"1.0\"}",
            "Localizable.xcstrings", in: directory)
        let report = checkPaths([directory], profile: base)
        #expect(found(report, .untranslated).isEmpty, "\(report.findings.map(\.message))")
        #expect(messages(report, .notFinal) == ["state \"needs_review\" is not final: plural variants other are still the base text"])
    }

    @Test("an empty translation of a table whose base holds no text is reported; an extra key's empty value is the key's finding")
    func emptyValuesWithoutBaseText() {
        let directory = makeTempDirectory()
        func strings(_ pairs: [(String, String)]) -> String { pairs.map { "\"\($0.0)\" = \"\($0.1)\";" }.joined(separator: "\n") + "\n" }
        // The English is the code's `NSLocalizedString(…, value:)`: the base table is empty.
        write("", "Lib/en.lproj/Localizable.strings", in: directory)
        var german = (1...12).map { ("[Screen/label\($0)]", "Beschriftung \($0)") }
        // True: the app shows nothing here.
        german.append(("[Screen/title]", ""))
        write(strings(german), "Lib/de.lproj/Localizable.strings", in: directory)
        // A table with its base text: the empty value of a key the base lacks is the key's to remove.
        write(strings([("pay", "Pay")]), "App/en.lproj/Main.strings", in: directory)
        write(strings([("pay", "Bezahlen"), ("old", "")]), "App/de.lproj/Main.strings", in: directory)
        let report = checkPaths([directory], profile: base)
        #expect(found(report, .emptyValue) == ["de [Screen/title]"], "\(report.findings.map(\.message))")
        #expect(found(report, .extraKey) == ["de old"], "\(report.findings.map(\.message))")
    }

    @Test("a plural without other names the format's rule; a category the numbers need keeps CLDR's reason")
    func pluralOtherIsTheFormatsRule() {
        let directory = makeTempDirectory()
        write(stringsdict([("one", "%d member"), ("other", "%d members")]), "App/en.lproj/Localizable.stringsdict", in: directory)
        // True, for the format: Russian's `other` is for fractions, but .stringsdict needs it.
        write(
            stringsdict([("one", "%d участник"), ("few", "%d участника"), ("many", "%d участников")]),
            "App/ru.lproj/Localizable.stringsdict", in: directory)
        // True, for both reasons: Ukrainian lacks `few` as well.
        write(stringsdict([("one", "%d учасник"), ("many", "%d учасників")]), "App/uk.lproj/Localizable.stringsdict", in: directory)
        // Complete: no finding.
        write(
            stringsdict([("one", "%d członek"), ("few", "%d członków"), ("many", "%d członków"), ("other", "%d członka")]),
            "App/pl.lproj/Localizable.stringsdict", in: directory)
        let report = checkPaths([directory], profile: base)
        #expect(found(report, .pluralMissing) == ["ru members", "uk members"], "\(report.findings.map(\.message))")
        let byLanguage = Dictionary(
            uniqueKeysWithValues: report.findings.filter { $0.check == .pluralMissing }.map { ($0.language, $0.message) })
        #expect(
            byLanguage["ru"]
                == "plural has no \"other\", which Apple's .stringsdict format requires in every plural, whatever the language's categories"
        )
        #expect(
            byLanguage["uk"]
                == "plural categories whole numbers need for uk missing: few; plural has no \"other\", which Apple's .stringsdict format requires in every plural, whatever the language's categories"
        )
    }
}
