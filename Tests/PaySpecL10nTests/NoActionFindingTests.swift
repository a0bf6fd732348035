import Foundation
import Testing

@testable import PaySpecL10n

/// Findings that would ask a translator for no change: a plural category the `other` text
/// already serves, a String Catalog key Xcode marked stale, a separator of escaped spaces and
/// a file of values not to translate. Each beside a true finding of the same check.
@Suite struct NoActionFindingTests {
    let base = CheckProfile.generic(base: "en")

    @Test("a missing one where the other text reads the same for every number; a missing one where it does not")
    func pluralCategoriesTheOtherTextServes() {
        let report = checkProject(
            [
                (
                    #"{"@@locale": "en", "items": "{n, plural, one{{n} item} other{{n} items}}", "minutes": "{m, plural, one{{m} min} other{{m} min}}", "delete": "{n, plural, one{Delete this item?} other{Delete these items?}}"}"#,
                    "l10n/app_en.arb"
                ),
                // Filipino writes "na item" after every number; Turkish keeps the noun singular after a
                // numeral, but "these items" without the count changes with it.
                (
                    #"{"@@locale": "fil", "items": "{n, plural, other{{n} na item}}", "minutes": "{m, plural, other{{m}m}}", "delete": "{n, plural, other{Burahin ang mga item?}}"}"#,
                    "l10n/app_fil.arb"
                ),
                (
                    #"{"@@locale": "tr", "items": "{n, plural, other{{n} öğe}}", "minutes": "{m, plural, other{{m} dk}}", "delete": "{n, plural, other{Bu öğeler silinsin mi?}}"}"#,
                    "l10n/app_tr.arb"
                ),
                // Croatian's one covers 21 and 31, which take the singular; a unit symbol still reads the same.
                (
                    #"{"@@locale": "hr", "items": "{n, plural, few{{n} stavke} other{{n} stavki}}", "minutes": "{m, plural, few{{m} m} other{{m} m}}", "delete": "{n, plural, one{Izbrisati stavku?} few{Izbrisati stavke?} other{Izbrisati stavke?}}"}"#,
                    "l10n/app_hr.arb"
                ),
            ], profile: base)
        #expect(report.parseErrors.isEmpty)
        #expect(found(report, .pluralMissing) == ["fil delete", "hr items", "tr delete"])
    }

    @Test("a String Catalog key Xcode marked stale is a note; a key missing from a translation is still reported")
    func staleKeysAreNotes() {
        let directory = makeTempDirectory()
        write(
            #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Pay" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Bezahlen" } } } },
                "Cancel" : { },
                "Universal" : { "extractionState" : "stale", "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "Universell" } } } }
              },
              "version" : "1.0"
            }
            """#, "Localizable.xcstrings", in: directory)
        let report = checkPaths([directory], profile: base)
        let stale = report.findings.filter { $0.check == .extraKey }
        #expect(stale.map { "\($0.language) \($0.key ?? "") \($0.severity)" } == ["de Universal note"])
        #expect(found(report, .missingKey) == ["de Cancel"])
        let quiet = runCLI(["l10n", "check", "--base", "en", directory])
        #expect(!quiet.stdout.contains("[extra-key]") && quiet.stdout.contains("[missing-key]"), "\(quiet.stdout)")
        let notes = runCLI(["l10n", "check", "--base", "en", "--notes", directory])
        #expect(notes.stdout.contains("marked stale"), "\(notes.stdout)")
    }

    @Test("escaped spaces and a donottranslate file are no empty value; an empty base string is")
    func separatorsAndValuesNotToTranslate() {
        let report = checkProject(
            [
                (
                    #"<resources><string name="sep">\u0020\u0020\u0020\u0020</string><string name="blank"></string><string name="pay">Pay</string></resources>"#,
                    "res/values/strings.xml"
                ),
                (#"<resources><string name="pref_default">""</string></resources>"#, "res/values/donottranslate_prefs.xml"),
                (
                    #"<resources><string name="sep">\u0020·\u0020</string><string name="blank">Leer</string><string name="pay"> </string></resources>"#,
                    "res/values-de/strings.xml"
                ),
            ], profile: base)
        #expect(found(report, .emptyValue) == ["de pay", "en blank"])
        // The preference default is not to be translated: not missing in German either.
        #expect(!found(report, .missingKey).contains("de pref_default"))
    }
}
