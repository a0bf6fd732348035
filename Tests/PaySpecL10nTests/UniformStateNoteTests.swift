import Foundation
import Testing

@testable import PaySpecL10n

/// Findings that ask for no change where the project as a whole shows why: a String Catalog
/// language whose every value a translation platform exported in state `new`, a base plural the
/// developer wrote with `other` alone, and a missing key whose base text is a name the fallback
/// shows as the language would write it. Each beside the true finding of the same check.
@Suite struct UniformStateNoteTests {
    let base = CheckProfile.generic(base: "en")

    /// A String Catalog of `count` keys (`Key 0`, …) with French and German values in the states given.
    static func catalog(
        count: Int, french: (Int) -> (value: String, state: String), german: (Int) -> (value: String, state: String)
    )
        -> String
    {
        let strings = (0..<count).map { i in
            let (fr, de) = (french(i), german(i))
            return """
                "Key \(i)" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Open the folder \(i)" } },
                  "fr" : { "stringUnit" : { "state" : "\(fr.state)", "value" : "\(fr.value)" } },
                  "de" : { "stringUnit" : { "state" : "\(de.state)", "value" : "\(de.value)" } } } }
                """
        }
        return "{ \"sourceLanguage\" : \"en\", \"strings\" : {\n" + strings.joined(separator: ",\n") + "\n}, \"version\" : \"1.0\" }"
    }

    // Anytype's catalogs (round 12, held out) give each of 1,281 values of 24 languages state
    // "new", translated (`Trier` for Sort) or not (Finnish `History`).
    @Test("a language whose every value is new is one note; English left in it is untranslated; a new value among translated ones stays")
    func uniformNewState() {
        let directory = makeTempDirectory()
        write(
            Self.catalog(
                count: 24,
                french: { i in i == 3 ? ("Open the folder 3", "new") : ("Ouvrir le dossier \(i)", "new") },
                german: { i in i == 5 ? ("Ordner \(i) öffnen", "new") : ("Ordner \(i) öffnen", "translated") }),
            "Localizable.xcstrings", in: directory)
        let report = checkPaths([directory], profile: base)
        #expect(report.parseErrors.isEmpty)
        let (issues, notes) = languageKeysBySeverity(findings(report, .notFinal))
        #expect(issues == ["de Key 5"])
        #expect(notes == ["fr "])
        let note = findings(report, .notFinal).first { $0.language == "fr" }
        #expect(note?.message.hasPrefix("24 of 24 values are in state \"new\"") == true)
        #expect(found(report, .untranslated) == ["fr Key 3"])
    }

    // boring.notch's catalog (round 13, held out) gives 3,374 of 3,540 translations the state
    // "needs_review", a few "translated".
    @Test("a language whose every value needs review is one note; values of two states keep their findings")
    func uniformNeedsReviewState() {
        let directory = makeTempDirectory()
        write(
            Self.catalog(
                count: 24, french: { i in ("Ouvrir le dossier \(i)", "needs_review") },
                german: { i in ("Ordner \(i) öffnen", i % 2 == 0 ? "needs_review" : "new") }),
            "Localizable.xcstrings", in: directory)
        let report = checkPaths([directory], profile: base)
        #expect(report.parseErrors.isEmpty)
        let (issues, notes) = languageKeysBySeverity(findings(report, .notFinal))
        #expect(notes == ["fr "])
        #expect(issues.count == 24 && issues.allSatisfy { $0.hasPrefix("de ") })
        let note = findings(report, .notFinal).first { $0.language == "fr" }
        #expect(note?.message.hasPrefix("24 of 24 values are in state \"needs_review\"") == true)
    }

    // Proton VPN's base stringsdict writes `%d min`, `Step %d of %d` and `Protect up to %d
    // devices` with `other` alone (round 12, held out); Finamp's Polish plurals lack `few`.
    @Test("a base plural with other alone is a note; a translation lacking a form its language needs is still reported")
    func basePluralWithOtherAlone() {
        let report = checkProject(
            [
                (
                    #"{"@@locale": "en", "minutes": "{m, plural, other{{m} min}}", "files": "{n, plural, one{{n} file} other{{n} files}}"}"#,
                    "l10n/app_en.arb"
                ),
                (
                    #"{"@@locale": "pl", "minutes": "{m, plural, one{{m} minuta} few{{m} minuty} many{{m} minut} other{{m} minuty}}", "files": "{n, plural, one{{n} plik} other{{n} plików}}"}"#,
                    "l10n/app_pl.arb"
                ),
            ], profile: base)
        #expect(report.parseErrors.isEmpty)
        let (issues, notes) = languageKeysBySeverity(findings(report, .pluralMissing))
        #expect(issues == ["pl files"])
        #expect(notes == ["en minutes"])
    }
}
