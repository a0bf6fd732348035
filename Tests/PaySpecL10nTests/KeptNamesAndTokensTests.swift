import Foundation
import Testing

@testable import PaySpecL10n

/// Text a translator keeps on purpose, each beside the true finding of its kind: an
/// identifier's part, an icon token, and the space typography sets before a unit. The texts
/// are written here.
@Suite struct KeptNamesAndTokensTests {
    let base = CheckProfile.generic(base: "en")

    @Test("part of an identifier the base writes as one word is kept; an English word beside it is not")
    func compoundParts() {
        let report = checkProject(
            [
                (
                    CatalogText.strings([
                        ("pidfile", "Saved pidfile '%@'"), ("logfile", "Saved logfile '%@'"), ("keyfile", "Select keyfile"),
                        ("file", "File"), ("wait", "Wait %d seconds"),
                    ]),
                    "en.lproj/Localizable.strings"
                ),
                (
                    CatalogText.strings([
                        ("pidfile", "Збережено pid-файл «%@»"), ("logfile", "Файл log збережено «%@»"),
                        // A true finding: "open" is no part of "keyfile", nor a word of the base.
                        ("keyfile", "Вибрати key файл open"),
                        ("file", "Файл"),
                        // And one more: "sec" begins "seconds", but "onds" is no word: an English abbreviation.
                        ("wait", "Зачекайте %d sec"),
                    ]), "uk.lproj/Localizable.strings"
                ),
            ], profile: base)
        #expect(found(report, .wrongScript) == ["uk keyfile", "uk wait"], "\(report.findings.map(\.message))")
        #expect(ScriptDetector.isCompoundPart("pid", of: ["pidfile"], vocabulary: ["file"]))
        #expect(!ScriptDetector.isCompoundPart("pid", of: ["pidfile"], vocabulary: []))
        #expect(!ScriptDetector.isCompoundPart("pi", of: ["pidfile"], vocabulary: ["dfile"]))
        #expect(!ScriptDetector.isCompoundPart("sec", of: ["seconds"], vocabulary: ["file", "seconds"]))
    }

    @Test("an icon token is markup, not words in another script; one the base no longer has is a stale token")
    func iconTokens() {
        let report = checkProject(
            [
                (
                    CatalogText.android(
                        [("compose", "Tap the button [iconics gmd_edit] to write"), ("lists", "Open Account preferences, then Tabs")],
                        lineByLine: true),
                    "res/values/strings.xml"
                ),
                (
                    CatalogText.android(
                        [
                            ("compose", "Нажмите кнопку [iconics gmd_edit], чтобы написать"),
                            ("lists", "Откройте настройки [iconics gmd_navigate_next] Вкладки"),
                        ], lineByLine: true), "res/values-ru/strings.xml"
                ),
            ], profile: base)
        #expect(found(report, .wrongScript).isEmpty, "\(report.findings.map(\.message))")
        #expect(found(report, .placeholderMismatch) == ["ru lists"], "\(report.findings.map(\.message))")
        #expect(TextMasking.iconTokens(in: "a [iconics gmd_edit] b [see above] [x_]") == ["[iconics gmd_edit]", "[x_]"])
        #expect(TextMasking.iconTokens(in: "[Optional] [ a_b]").isEmpty)
    }

    @Test("a space before a unit or percent sign is typography; other leading and trailing spaces are not")
    func spaceBeforeUnit() {
        let report = checkProject(
            [
                (
                    CatalogText.strings([
                        ("seconds", "s"), ("percent", "% (keyframe)"), ("kilobytes", "kB"), ("ok", "OK"), ("status", "No data found"),
                        ("trailing", "s"),
                    ]), "en.lproj/Localizable.strings"
                ),
                (
                    CatalogText.strings([
                        ("seconds", " с"), ("percent", "\u{00A0}% (кадр)"), ("kilobytes", "\u{202F}кБ"), ("ok", " Гаразд"),
                        ("status", " Дані не знайдено"), ("trailing", "с "),
                    ]), "uk.lproj/Localizable.strings"
                ),
            ], profile: base)
        #expect(found(report, .whitespace) == ["uk ok", "uk status", "uk trailing"], "\(report.findings.map(\.message))")
        #expect(IdenticalText.isUnitSuffix("s") && IdenticalText.isUnitSuffix("% (exact)") && IdenticalText.isUnitSuffix("kB"))
        #expect(!IdenticalText.isUnitSuffix("OK") && !IdenticalText.isUnitSuffix("No data") && !IdenticalText.isUnitSuffix("add"))
    }
}
