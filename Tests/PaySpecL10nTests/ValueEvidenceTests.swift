import Foundation
import Testing

@testable import PaySpecL10n

/// The per-value checks on what the base text shows: names and terms a translation keeps in
/// Latin, line breaks written as their escapes, `{{name}}` placeholders, English sentences kept
/// in partly translated catalogs, spacing lost after a colon or to no-break spaces, sentences
/// run together. Each excused class beside a true finding of its kind. The texts are written here.
@Suite struct ValueEvidenceTests {
    let base = CheckProfile.generic(base: "en")

    @Test("names, domains and example ids the base writes stay Latin; look-alike letters and English words do not")
    func keptNamesInLatin() {
        let report = checkProject(
            [
                (
                    CatalogText.strings([
                        ("grafana", "Grafana Oncall URL"), ("splunk", "Splunk Rest URL"), ("emoji", "Icon Emoji"),
                        ("acoustid", "Specify an acoustid.org API key first."), ("eol", "Classic Mac (CR)"), ("python", "Python script"),
                        ("run", "Run it with Python"),
                        ("italic", "Italic text"),
                        ("wifi", "Only upload on Wi-Fi"), ("example", "Right after /chat/r/, e.g. .../chat/r/abc123-4567."),
                        ("scan", "Scan"), ("safety", "For safety, set the access token"), ("translit", "smscTranslit"),
                        ("abort", "Abort"), ("aspect", "Aspect ratio:"), ("path", "File path"), ("drop", "Drop the file here"),
                    ]), "en.lproj/Localizable.strings"
                ),
                (
                    CatalogText.strings([
                        ("grafana", "URL Grafana Oncall"), ("splunk", "REST URL Splunk"), ("emoji", "Emoji"),
                        ("example", "Сразу после /chat/r/, например, .../chat/r/abc 123-4567."),
                        ("wifi", "Только через wifi"),
                        // True: a Latin C starting a Cyrillic word; a term the base does not write; an
                        // English word where the base has another.
                        ("scan", "Cканировать"), ("translit", "SMSC Translit"), ("abort", "Cancel"),
                        ("eol", "CR (Classic Mac)"), ("python", "Python"),
                        // True: the base's words in the base's order are the base left untranslated, and
                        // a word the base texts write in lower case elsewhere ("the file") is English.
                        ("aspect", "Aspect Ratio:"), ("path", "File"),
                        // True: a word the base texts write only at the start of a text is no name.
                        ("italic", "Italic"),
                    ]), "ru.lproj/Localizable.strings"
                ),
                (
                    CatalogText.strings([
                        ("acoustid", "Ορίστε πρώτα ένα κλειδί API για το Acoustid.org."),
                        ("wifi", "Μεταφόρτωση μόνο μέσω wifi"),
                        // True: an English word misspelt, which the base does not write.
                        ("safety", "Για ασφάλεια, ορίστε το acess token"),
                    ]), "el.lproj/Localizable.strings"
                ),
            ], profile: base)
        #expect(
            found(report, .wrongScript) == ["el safety", "ru abort", "ru aspect", "ru italic", "ru path", "ru scan", "ru translit"],
            "\(report.findings.map(\.message))")
        #expect(ScriptDetector.isIdentifierPart("abc", of: ["abc123"]))
        #expect(!ScriptDetector.isIdentifierPart("abc", of: ["abcdef"]))
        #expect(ScriptDetector.keptTermWords(of: "Only on Wi-Fi").contains("wifi"))
    }

    @Test("a line break written as its escape's letters is one whitespace finding; the base's own escapes and real breaks are none")
    func lineBreaksAsLetters() {
        let report = checkProject(
            [
                (
                    CatalogText.android(
                        [
                            ("manage", "Data will be deleted.\\n\\nFiles are kept."),
                            ("note", "Change the folder?\\n\\nNote: data is downloaded again."),
                            ("fine", "First line.\\nSecond line."), ("literal", "Use \\\\n for a new line"),
                        ], lineByLine: true), "res/values/strings.xml"
                ),
                (
                    CatalogText.android(
                        [
                            // True: escaped once too often (a backslash and n as text), and split by a tool.
                            ("manage", "Данните ще бъдат изтрити.\\\\n\\\\nФайловете се запазват."),
                            ("note", "Да се смени ли папката? \\ N \\ nЗабележка: данните се изтеглят отново."),
                            ("fine", "Първи ред.\\nВтори ред."), ("literal", "Използвайте \\\\n за нов ред"),
                        ], lineByLine: true), "res/values-bg/strings.xml"
                ),
            ], profile: base)
        #expect(found(report, .whitespace) == ["bg manage", "bg note"], "\(report.findings.map(\.message))")
        #expect(report.findings.filter { $0.check == .whitespace }.allSatisfy { $0.message.hasPrefix("line break written as") })
        // The stray n is the line break's, not a Latin word in Bulgarian.
        #expect(found(report, .wrongScript).isEmpty, "\(report.findings.map(\.message))")
    }

    @Test("{{name}} placeholders are compared by name where the base uses them; single braces and literal braces are as before")
    func doubleBracePlaceholders() {
        let report = checkProject(
            [
                (
                    CatalogText.strings([
                        ("remaining", "{{remaining}} available"), ("spaced", "{{ count }} files"), ("icu", "{count} items"),
                        ("braces", "Use {} for none"), ("sort", "Sort by {{attribute}} in {{direction}} order"),
                        ("wiki", "{{PLURAL:$1|file|files}}"),
                    ]), "en.lproj/Localizable.strings"
                ),
                (
                    CatalogText.strings([
                        // True: the name translated, and a name dropped.
                        ("remaining", "{{restante}} disponíveis"), ("sort", "Ordenar por {{attribute}}"),
                        ("spaced", "{{count}} arquivos"), ("icu", "{count} itens"), ("braces", "Use {} para nenhum"),
                        ("wiki", "{{PLURAL:$1|arquivo|arquivos}}"),
                    ]), "pt-BR.lproj/Localizable.strings"
                ),
            ], profile: base)
        #expect(found(report, .placeholderMismatch) == ["pt-BR remaining", "pt-BR sort"], "\(report.findings.map(\.message))")
        #expect(PlaceholderScanner.scan("{{ count }} and {{{user}}}").named == ["{{count}}"])
        #expect(PlaceholderScanner.scan("{{PLURAL:$1|a|b}}").named.isEmpty)
    }

    @Test("an English sentence kept in a partly translated catalog is untranslated, however many English exports keep it; a term is not")
    func sentencesInPartlyTranslatedCatalogs() {
        let directory = makeTempDirectory()
        let sentences = (1...22).map { ("s\($0)", "Error number \($0) while creating the folder") }
        var english = sentences
        english += [("creating", "Error creating space"), ("header", "Authorization Header"), ("retry", "Tap to retry")]
        write(CatalogText.strings(english), "en.lproj/Localizable.strings", in: directory)
        // Five catalogs that are the English exported whole: one finding each.
        for language in ["ca", "cs", "sv", "tr", "nb"] {
            write(CatalogText.strings(english), "\(language).lproj/Localizable.strings", in: directory)
        }
        for (language, word) in [("de", "Fehler"), ("fr", "Erreur"), ("it", "Errore"), ("nl", "Fout")] {
            var pairs = sentences.map { ($0.0, "\(word) \($0.0)") }
            pairs += [("creating", "\(word) beim Erstellen"), ("header", language == "de" ? "Authorization Header" : "\(word) header")]
            pairs.append(("retry", language == "de" ? "Tap to retry" : "\(word) retry"))
            write(CatalogText.strings(pairs), "\(language).lproj/Localizable.strings", in: directory)
        }
        var spanish = sentences.map { ($0.0, "Error \($0.0) al crear la carpeta") }
        spanish += [("creating", "Error creating space"), ("header", "Authorization Header"), ("retry", "Tap to retry")]
        write(CatalogText.strings(spanish), "es.lproj/Localizable.strings", in: directory)
        let report = checkPaths([directory], profile: base)
        let perValue = found(report, .untranslated).filter { !$0.hasSuffix(" ") }
        #expect(perValue == ["de retry", "es creating", "es retry"], "\(report.findings.map(\.message))")
        #expect(report.findings.filter { $0.check == .untranslated && $0.key == nil }.count == 5)
        #expect(IdenticalText.isEnglishSentence("Error creating space"))
        #expect(!IdenticalText.isEnglishSentence("Mac OS Classic Edition"))
    }

    @Test("a space dropped after a colon before an argument, and a sentence of no-break spaces, are whitespace findings; typography is not")
    func spacingLost() {
        let report = checkProject(
            [
                (
                    CatalogText.android(
                        [
                            ("download", "Download here: %1$s"), ("time", "%1$d:%2$02d left"),
                            ("about", "Enter the channel name in the field below"),
                            ("sure", "Do you really want to continue?"),
                        ], lineByLine: true), "res/values/strings.xml"
                ),
                // True: the link glued to the colon; every space a no-break one.
                (
                    CatalogText.android(
                        [
                            ("download", "Descárgalo aquí:%1$s"), ("time", "Quedan %1$d:%2$02d"),
                            ("about", "Podaj\u{00A0}nazwę\u{00A0}kanału\u{00A0}w\u{00A0}polu"),
                            ("sure", "¿Seguro que quieres continuar?"),
                        ], lineByLine: true), "res/values-es/strings.xml"
                ),
                (
                    CatalogText.android(
                        [
                            ("download", "Télécharger ici\u{00A0}: %1$s"), ("time", "%1$d:%2$02d restantes"),
                            ("about", "Saisissez le nom du canal dans le champ ci-dessous"),
                            ("sure", "Voulez-vous vraiment continuer\u{00A0}?"),
                        ], lineByLine: true), "res/values-fr/strings.xml"
                ),
                (CatalogText.android([("download", "ダウンロード:%1$s")], lineByLine: true), "res/values-ja/strings.xml"),
            ], profile: base)
        #expect(found(report, .whitespace) == ["es about", "es download"], "\(report.findings.map(\.message))")
    }

    @Test("a '?' between the letters of two sentences is a missing space, not a letter lost to an encoding")
    func sentencesRunTogether() {
        let report = checkProject(
            [
                (
                    CatalogText.strings([("guide", "Don't know how? Please read the guide:"), ("card", "Card number")]),
                    "en.lproj/Localizable.strings"
                ),
                (CatalogText.strings([("guide", "לא יודע איך?אנא קרא את המדריך:")]), "he.lproj/Localizable.strings"),
                (
                    CatalogText.strings([("guide", "Não sabe como?Leia o guia:"), ("card", "Número do cart?o")]),
                    "pt.lproj/Localizable.strings"
                ),
            ], profile: base)
        #expect(found(report, .whitespace) == ["he guide", "pt guide"], "\(report.findings.map(\.message))")
        #expect(found(report, .encodingDamage) == ["pt card"], "\(report.findings.map(\.message))")
    }
}
