import Foundation
import Testing

@testable import PaySpecL10n

/// A JSON catalog with a key written twice is read as the app's decoder reads it, and a check
/// the run says it skipped for a language is silent for that language.
@Suite struct RepeatedKeyAndSkippedCheckTests {
    let base = CheckProfile.generic(base: "en")

    @Test("an ARB template with a key twice: read, the last copy kept, one duplicate-key warning at the repetition's line")
    func repeatedKeyInAnARBTemplate() {
        let report = checkProject(
            [
                (
                    """
                    {
                      "@@locale": "en",
                      "shirt": "Old shirt",
                      "@shirt": {"description": "A product"},
                      "pay": "Pay",
                      "shirt": "Chambray shirt",
                      "@shirt": {"description": "A product"}
                    }
                    """, "l10n/app_en.arb"
                ),
                // German still misses "pay" and keeps an English text: the checks that need the base stay on.
                (#"{"@@locale": "de", "shirt": "Chambray shirt"}"#, "l10n/app_de.arb"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors.map(\.diagnostic))")
        // The message and its repeated description: one warning each, at the repetition's line.
        let duplicates = findings(report, .duplicateKey).sorted { ($0.location?.line ?? 0) < ($1.location?.line ?? 0) }
        #expect(duplicates.map { "\($0.language) \($0.key ?? "") \($0.location?.line ?? 0)" } == ["en shirt 6", "en @shirt 7"])
        #expect(duplicates.allSatisfy { $0.severity == .warning })
        #expect(findings(report, .missingKey).map { "\($0.language) \($0.key ?? "")" } == ["de pay"])
        // The base text is the last copy's: the German value equal to it is untranslated.
        #expect(findings(report, .untranslated).map { "\($0.language) \($0.key ?? "")" } == ["de shirt"])
    }

    @Test("plain JSON, nested: a repeated key keeps the last copy and is one finding per repetition")
    func repeatedKeyInNestedJSON() {
        let report = checkProject(
            [
                (#"{"card": {"pan": "Card number", "pan": "Card"}, "pay": "Pay"}"#, "locales/en.json"),
                (#"{"card": {"pan": "Karte"}, "pay": "Bezahlen"}"#, "locales/de.json"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty)
        #expect(findings(report, .duplicateKey).map(\.key) == ["card.pan"])
        #expect(findings(report, .duplicateKey).first?.value == "Card")
        #expect(report.findings.count == 1, "\(report.findings.map(\.message))")
    }

    @Test("an ARB key's description written twice is one duplicate-key; a description written once is none")
    func repeatedDescriptionInAnARBFile() {
        let report = checkProject(
            [
                (
                    """
                    {
                      "@@locale": "en",
                      "pay": "Pay",
                      "@pay": {"description": "Button"},
                      "cancel": "Cancel",
                      "@cancel": {"description": "Button"},
                      "@pay": {"description": "The pay button"}
                    }
                    """, "l10n/app_en.arb"
                ),
                (#"{"@@locale": "de", "pay": "Bezahlen", "cancel": "Abbrechen"}"#, "l10n/app_de.arb"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors.map(\.diagnostic))")
        let duplicates = findings(report, .duplicateKey)
        #expect(duplicates.map { "\($0.language) \($0.key ?? "") \($0.location?.line ?? 0)" } == ["en @pay 7"])
        #expect(duplicates.first?.severity == .warning)
        #expect(report.findings.count == 1, "\(report.findings.map(\.message))")
    }

    @Test("a catalog of many languages with a language's object twice: the last is read, the repetition is one duplicate-key")
    func repeatedLanguageObject() {
        let report = checkProject(
            [
                (
                    """
                    {
                      "en": {"pay": "Pay", "cancel": "Cancel"},
                      "de": {"pay": "Pay", "cancel": "Abbrechen"},
                      "fr": {"pay": "Payer", "cancel": "Annuler"},
                      "de": {"pay": "Bezahlen", "cancel": "Abbrechen"}
                    }
                    """, "locales/strings.json"
                )
            ], profile: base)
        #expect(report.parseErrors.isEmpty)
        let duplicates = findings(report, .duplicateKey)
        #expect(duplicates.map { "\($0.language) \($0.key ?? "") \($0.location?.line ?? 0)" } == ["de de 5"])
        // The last copy is the one read: its "Bezahlen" is no untranslated "Pay".
        #expect(findings(report, .untranslated).isEmpty, "\(report.findings.map(\.message))")
        // The French object, written once, gives no finding.
        #expect(report.findings.allSatisfy { $0.language == "de" && $0.check == .duplicateKey })
    }

    @Test("a repeated key in an Android resource file stays an error: aapt2 refuses it")
    func repeatedAndroidResourceIsAnError() {
        let report = checkProject(
            [
                (
                    "<resources><string name=\"pay\">Pay</string><string name=\"pay\">Pay now</string></resources>",
                    "res/values/strings.xml"
                )
            ], profile: base)
        #expect(findings(report, .duplicateKey).map(\.severity) == [.error])
    }

    @Test("an unreadable base: every check the note names is silent for every language it names")
    func skippedChecksAreSilent() {
        let directory = makeTempDirectory()
        write("{\"@@locale\": \"en\", \"pay\": ", "l10n/app_en.arb", in: directory)
        // Keys the translations share and the unread base may lack: no missing-key can be told.
        write(#"{"@@locale": "de", "pay": "Bezahlen", "cancel": "Abbrechen"}"#, "l10n/app_de.arb", in: directory)
        write(#"{"@@locale": "cy", "pay": "Talu"}"#, "l10n/app_cy.arb", in: directory)
        write(#"{"@@locale": "fr", "pay": "Payer", "cancel": ""}"#, "l10n/app_fr.arb", in: directory)
        var report = checkPaths([directory], profile: base)
        #expect(report.parseErrors.count == 1)
        let skipped = SkippedChecks.apply(to: &report, baseLanguage: "en")
        #expect(skipped.count == 1)
        for note in skipped {
            for check in note.checks {
                let spoken = report.findings.filter { $0.check == check && note.languages.contains($0.language) }
                #expect(spoken.isEmpty, "\(check.rawValue): \(spoken.map(\.message))")
            }
        }
        #expect(skipped.first?.languages.contains("cy") == true)
        // A check the note does not name still reports what the value itself shows.
        #expect(report.findings.map { "\($0.language) \($0.check.rawValue) \($0.key ?? "")" } == ["fr empty-value cancel"])
    }

    @Test("an unreadable translation file: the language's other files are still checked, only its keys are not called missing")
    func unreadableTranslationKeepsTheLanguagesOtherFiles() {
        let directory = makeTempDirectory()
        write(
            "<resources><string name=\"pay\">Pay</string><string name=\"cancel\">Cancel</string></resources>",
            "res/values/strings.xml", in: directory)
        write("<resources><string name=\"pay\">Bezahlen", "res/values-de/strings.xml", in: directory)
        write("<resources><string name=\"cancel\">Cancel</string></resources>", "res/values-de/more.xml", in: directory)
        var report = checkPaths([directory], profile: base)
        let skipped = SkippedChecks.apply(to: &report, baseLanguage: "en")
        #expect(skipped.map(\.checks) == [[.missingKey, .missingLanguage]])
        #expect(report.findings.map { "\($0.language) \($0.check.rawValue) \($0.key ?? "")" } == ["de untranslated cancel"])
    }
}
