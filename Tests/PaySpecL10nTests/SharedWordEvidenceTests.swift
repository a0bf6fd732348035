import Foundation
import Testing

@testable import PaySpecL10n

/// A single short word kept as the English base has it, in a Latin-script catalog: a word left
/// untranslated ("Reset" in Czech, where the others write their own word) or one the languages
/// share ("Podcast"). The other languages of the key decide, whichever way the files are read.
/// The texts are written here.
@Suite("Shared words judged by the other languages")
struct SharedWordEvidenceTests {
    static let formats = ["android", "strings", "json"]

    /// Per language: the reset button, the podcast tab and a sentence (translated everywhere).
    static let texts: [String: (reset: String, podcast: String, sentence: String)] = [
        "en": ("Reset", "Podcast", "Your subscriptions are up to date"),
        "cs": ("Reset", "Podcast", "Vaše odběry jsou aktuální"),
        "de": ("Zurücksetzen", "Podcast", "Deine Abonnements sind aktuell"),
        "fr": ("Réinitialiser", "Podcast", "Vos abonnements sont à jour"),
        "es": ("Restablecer", "Podcast", "Tus suscripciones están al día"),
        "it": ("Ripristina", "Podcast", "Le tue iscrizioni sono aggiornate"),
        "nl": ("Herstellen", "Podcast", "Je abonnementen zijn bijgewerkt"),
        "pl": ("Resetuj", "Podcast", "Twoje subskrypcje są aktualne"),
    ]

    /// The catalogs of `languages` in one format, in a new folder.
    func catalogs(_ format: String, languages: [String], name: String = #function) -> String {
        let directory = makeTempDirectory(name + format)
        for language in languages {
            let t = Self.texts[language]!
            let pairs = [("reset_button", t.reset), ("podcast_tab", t.podcast), ("feeds_current", t.sentence)]
            switch format {
            case "android":
                let body = pairs.map { "    <string name=\"\($0.0)\">\($0.1)</string>" }.joined(separator: "\n")
                let folder = language == "en" ? "values" : "values-\(language)"
                write(
                    "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(body)\n</resources>\n", "res/\(folder)/strings.xml",
                    in: directory)
            case "strings":
                let body = pairs.map { "\"\($0.0)\" = \"\($0.1)\";" }.joined(separator: "\n")
                write(body + "\n", "App/\(language).lproj/Localizable.strings", in: directory)
            default:
                let body = pairs.map { "\"\($0.0)\": \"\($0.1)\"" }.joined(separator: ", ")
                write("{\(body)}", "l10n/\(language).json", in: directory)
            }
        }
        return directory
    }

    func untranslated(_ report: L10nReport) -> [String] {
        report.findings.filter { $0.check == .untranslated }.map { "\($0.language) \($0.key ?? "")" }
    }

    @Test(
        "a single word kept in Czech (\"Reset\") is no finding without an English-only word, even where six languages translate it",
        arguments: formats)
    func singleWordNeedsMoreEvidence(_ format: String) {
        let directory = catalogs(format, languages: ["en", "cs", "de", "fr", "es", "it", "nl", "pl"])
        // checkPaths also expects the check of each file as it is read to agree. The peers'
        // translations do not tell a word left in English from one the language shares
        // ("Box" in German, "Filter" in Slovak, "Live" in Dutch).
        let report = checkPaths([directory], profile: .generic(base: "en"))
        #expect(untranslated(report).isEmpty, "\(report.findings.map(\.message))")
        #expect(report.matrix.cell("cs", "reset_button") == .ok)
        #expect(report.matrix.cell("cs", "podcast_tab") == .ok && report.matrix.cell("de", "podcast_tab") == .ok)
    }

    @Test("with fewer than four other languages to judge by, a kept short word is not reported", arguments: formats)
    func tooFewLanguagesToJudge(_ format: String) {
        let directory = catalogs(format, languages: ["en", "cs", "de", "fr", "es"])
        let report = checkPaths([directory], profile: .generic(base: "en"))
        #expect(untranslated(report).isEmpty, "\(report.findings.map(\.message))")
        #expect(report.matrix.cell("cs", "reset_button") == .ok)
    }

    @Test("a kept word the language's own translations use elsewhere is a word of the language")
    func wordTheLanguageUses() {
        let directory = catalogs("android", languages: ["en", "de", "fr", "es", "it", "nl", "pl"])
        // Czech keeps "Reset" but writes it in a sentence of its own: a Czech word, then.
        let czech = """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <string name="reset_button">Reset</string>
                <string name="podcast_tab">Podcast</string>
                <string name="feeds_current">Po resetu jsou odběry aktuální; reset nic nesmaže</string>
            </resources>
            """
        write(czech, "res/values-cs/strings.xml", in: directory)
        let report = checkPaths([directory], profile: .generic(base: "en"))
        #expect(untranslated(report).isEmpty, "\(report.findings.map(\.message))")
        #expect(report.matrix.cell("cs", "reset_button") == .ok)
    }

    @Test("the verdict on a text equal to the base: by nature, possibly shared, untranslated")
    func verdicts() {
        #expect(IdenticalText.verdict("Reset", script: .latin) == .possiblyShared)
        #expect(IdenticalText.verdict("Podcast", script: nil, language: "cs") == .possiblyShared)
        #expect(IdenticalText.verdict("Reset", script: .cyrillic) == .untranslated)
        #expect(IdenticalText.verdict("Reset", script: nil, language: "ja") == .untranslated)
        #expect(IdenticalText.verdict("Cancel", script: .latin) == .untranslated)
        // Several words too are judged by the key's other languages and the language's own words.
        #expect(IdenticalText.verdict("Reset all feeds", script: .latin) == .possiblyShared)
        #expect(IdenticalText.verdict("GitHub", script: .latin) == .sameByNature)
        #expect(IdenticalText.sharedWords("%@ via GitHub") == ["via"])
    }
}
