import Foundation
import Testing

@testable import PaySpecL10n

/// Two readings that made true-looking findings of text a translator wrote correctly: a percent
/// sign inside a word ("100%-osan", "%-tal") read as a printf placeholder, and a String
/// Catalog's source-language entries, which are not translations, reported as not final.
@Suite struct PercentAndSourceStateTests {
    let base = CheckProfile.generic(base: "en")

    @Test("a percent sign after a number or before a hyphenated suffix is text where the base has no such placeholder")
    func percentInRunningText() {
        let report = checkProject(
            [
                (
                    CatalogText.strings([
                        ("full", "Fully charged"), ("share", "Share in percent"), ("count", "%d files, 100% done"),
                        ("stray", "Downloaded"), ("renamed", "Downloaded %d files"), ("screen", "% of screen"),
                    ]), "en.lproj/Localizable.strings"
                ),
                (
                    CatalogText.strings([
                        ("full", "100%-osan feltöltve"), ("share", "Arány %-osan"), ("count", "%d fájl, 100%-osan kész"),
                        // A true finding beside the class: a placeholder the base does not have.
                        ("stray", "Letöltve: %s"),
                        // And one the translation renamed, with a percent in running text next to it.
                        ("renamed", "100%-osan letöltve: %s fájl"),
                        // The app writes the number before the value: the suffix follows the percent sign.
                        ("screen", "a képernyő %-a"),
                    ]), "hu.lproj/Localizable.strings"
                ),
                (
                    CatalogText.strings([
                        ("full", "Fulladdat"), ("share", "Andel i %-tal"), ("count", "%d filer, 100% klart"),
                        ("stray", "Hämtat"), ("renamed", "Hämtade %d filer"), ("screen", "% av skärmen"),
                    ]), "sv.lproj/Localizable.strings"
                ),
            ], profile: base)
        let wrong = findings(report, .placeholderMismatch).map { "\($0.language) \($0.key ?? "")" }.sorted()
        #expect(wrong == ["hu renamed", "hu stray"], "\(report.findings.map(\.message))")
    }

    @Test("the running-text reading applies only where the base has no such placeholder")
    func percentThatIsAFormat() {
        let report = checkProject(
            [
                // The base formats with `%-5d`; a translation that drops it is wrong, one that keeps it is right.
                (CatalogText.strings([("table", "Row %-5d"), ("total", "Total: %d")]), "en.lproj/Localizable.strings"),
                (CatalogText.strings([("table", "Sor 5%-os"), ("total", "Összesen: %d")]), "hu.lproj/Localizable.strings"),
                (CatalogText.strings([("table", "Rad %-5d"), ("total", "Totalt: 10%-tal")]), "sv.lproj/Localizable.strings"),
            ], profile: base)
        let wrong = findings(report, .placeholderMismatch).map { "\($0.language) \($0.key ?? "")" }.sorted()
        #expect(wrong == ["hu table", "sv total"], "\(report.findings.map(\.message))")
    }

    @Test("the scan reads a percent in running text as a placeholder; only the comparison with the base excuses it")
    func scanStillSeesThePlaceholder() {
        let scan = PlaceholderScanner.scan("100%-osan")
        #expect(scan.printf.map(\.text) == ["%-o"])
        #expect(scan.printf.map(\.mayBeRunningText) == [true])
        #expect(PlaceholderScanner.scan("Rad %-5d").printf.map(\.mayBeRunningText) == [false])
        #expect(PlaceholderScanner.scan("%d, %-5s").printf.map(\.mayBeRunningText) == [false, false])
        #expect(PlaceholderScanner.scan("a képernyő %-a").printf.map(\.mayBeRunningText) == [true])
        #expect(PlaceholderScanner.scan("%d i %-tal").printf.map(\.mayBeRunningText) == [false, true])
    }

    func catalog(_ units: [(key: String, language: String, value: String, state: String)]) -> String {
        var byKey: [String: [String]] = [:]
        for unit in units {
            byKey[unit.key, default: []].append(
                "\"\(unit.language)\": {\"stringUnit\": {\"state\": \"\(unit.state)\", \"value\": \"\(unit.value)\"}}")
        }
        let strings = byKey.keys.sorted().map { key in
            "\"\(key)\": {\"localizations\": {\(byKey[key]!.joined(separator: ", "))}}"
        }
        return "{\"sourceLanguage\": \"en\", \"strings\": {\(strings.joined(separator: ", "))}, \"version\": \"1.0\"}"
    }

    @Test("a source-language entry in state new is the source, not an unfinished translation")
    func sourceEntriesAreNotTranslations() {
        let report = checkProject(
            [
                (
                    catalog([
                        ("pay", "en", "Pay", "new"), ("pay", "de", "Bezahlen", "translated"),
                        ("refund", "en", "Refund", "new"),
                        // A true finding beside the class: a translation still in state new.
                        ("refund", "de", "Erstatten", "new"),
                        ("receipt", "en", "Receipt", "translated"), ("receipt", "de", "Beleg", "needs_review"),
                    ]), "Localizable.xcstrings"
                )
            ], profile: base)
        let unfinished = findings(report, .notFinal).map { "\($0.language) \($0.key ?? "")" }.sorted()
        #expect(unfinished == ["de receipt", "de refund"], "\(report.findings.map(\.message))")
    }

    @Test("a key's name kept as keyboards of another script print it is no untranslated text; a word or a sentence is")
    func keyNamesInOtherScripts() {
        let directory = makeTempDirectory()
        let texts = [
            ("erase", "Backspace"), ("combo", "Ctrl+Shift+S"), ("home", "Home"), ("hint", "Press Backspace to erase"),
            ("save", "Save"),
        ]
        write(CatalogText.strings(texts), "en.lproj/Localizable.strings", in: directory)
        write(CatalogText.strings(texts.map { ($0.0, $0.0 == "save" ? "Сохранить" : $0.1) }), "ru.lproj/Localizable.strings", in: directory)
        write(CatalogText.strings(texts.map { ($0.0, $0.0 == "save" ? "שמור" : $0.1) }), "he.lproj/Localizable.strings", in: directory)
        let report = checkPaths([directory], profile: base)
        let left = findings(report, .untranslated).map { "\($0.language) \($0.key ?? "")" }.sorted()
        #expect(left == ["he hint", "he home", "ru hint", "ru home"], "\(report.findings.map(\.message))")
        #expect(IdenticalText.verdict("Backspace", script: .latin, language: "de") == .possiblyShared)
    }

    @Test("a plural form may use any argument a form of the base uses, and no other")
    func pluralFormsWithTheirOwnArguments() {
        let directory = makeTempDirectory()
        func plurals(_ items: [(String, String)]) -> String {
            let body = items.map { "<item quantity=\"\($0.0)\">\($0.1)</item>" }.joined()
            return "<resources><plurals name=\"remove\">\(body)</plurals></resources>"
        }
        write(plurals([("one", "Remove %2$s?"), ("other", "Remove %1$d downloads?")]), "res/values/strings.xml", in: directory)
        write(plurals([("one", "%2$s entfernen?"), ("other", "%1$d Downloads entfernen?")]), "res/values-de/strings.xml", in: directory)
        write(
            plurals([
                ("one", "%1$d загрузку удалить?"), ("few", "%1$d загрузки удалить?"), ("many", "%1$d загрузок удалить?"),
                ("other", "%1$d загрузки удалить?"),
            ]),
            "res/values-ru/strings.xml", in: directory)
        // A true finding beside the class: `%1$s` is no argument of the base in that conversion.
        write(plurals([("one", "%1$s kendu?"), ("other", "%1$d deskarga kendu?")]), "res/values-eu/strings.xml", in: directory)
        let report = checkPaths([directory], profile: base)
        let wrong = findings(report, .placeholderMismatch).map(\.language)
        #expect(wrong == ["eu"], "\(report.findings.map(\.message))")
    }
}
