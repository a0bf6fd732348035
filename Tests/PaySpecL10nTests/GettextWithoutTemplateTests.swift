import Foundation
import Testing

@testable import PaySpecL10n

/// gettext catalogs read as gettext installs them: a locale modifier names a locale of its own,
/// and catalogs kept without their template are judged by their own messages and by those of
/// the newest template any of them was merged with, not by every message any catalog lists.
@Suite struct GettextWithoutTemplateTests {
    let base = CheckProfile.generic(base: "en")

    func po(date: String?, _ entries: [(String, String)], language: String? = nil) -> String {
        var header = ""
        if let date { header += "\"POT-Creation-Date: \(date)\\n\"\n" }
        if let language { header += "\"Language: \(language)\\n\"\n" }
        let body = entries.map { "msgid \"\($0.0)\"\nmsgstr \"\($0.1)\"\n" }.joined(separator: "\n")
        return "msgid \"\"\nmsgstr \"\"\n\(header)\n\(body)"
    }

    func missing(_ report: L10nReport) -> [String] {
        report.findings.filter { $0.check == .missingKey }.map { "\($0.language) \($0.key ?? "")" }.sorted()
    }

    @Test("a modifier makes a locale of its own: a script modifier a script subtag, any other a variant")
    func modifiers() {
        #expect(GettextLocale.bcp47("en@shaw") == "en-Shaw")
        #expect(GettextLocale.bcp47("sr@Latn") == "sr-Latn")
        #expect(GettextLocale.bcp47("sr@latin") == "sr-Latn")
        #expect(GettextLocale.bcp47("uz@cyrillic") == "uz-Cyrl")
        #expect(GettextLocale.bcp47("ks_IN@devanagari") == "ks-Deva-IN")
        #expect(GettextLocale.bcp47("sr@ijekavianlatin") == "sr-Latn-ijekavsk")
        #expect(GettextLocale.bcp47("ca_ES@valencia") == "ca-ES-valencia")
        #expect(GettextLocale.bcp47("de_DE@euro") == "de-DE-x-euro")
        #expect(GettextLocale.bcp47("en@quot") == "en-x-quot")
        #expect(GettextLocale.bcp47("zh_Hant@latin") == "zh-Hant")
        // Whatever the modifier, never the language without it.
        for modifier in ["shaw", "latin", "euro", "quot", "valencia", "Dsrt", "boldquot", "ijekavian"] {
            #expect(GettextLocale.bcp47("en@\(modifier)") != "en", "\(modifier)")
            #expect(LanguageCodes.isWellFormed(GettextLocale.bcp47("en@\(modifier)")!), "\(modifier)")
        }
        // A private-use subtag names no script: German with the euro is still judged as Latin.
        #expect(ScriptDetector.expectedScript(for: "de-DE-x-euro") == .latin)
        #expect(ScriptDetector.expectedScript(for: "en-Shaw") == nil)
        // A file named with the modifier is that locale even where its header names the language alone.
        let report = checkProject(
            [
                (po(date: nil, [("Open", "Otvori")], language: "sr"), "po/sr@latin.po"),
                (po(date: nil, [("Open", "Отвори")], language: "sr"), "po/sr.po"),
            ], profile: base)
        #expect(Set(report.matrix.languages) == ["en", "sr", "sr-Latn"])
        #expect(report.findings.filter { $0.check == .duplicateKey }.isEmpty)
    }

    @Test("a Shavian catalog is English in another script, not the base: the other catalogs keep their msgids as their base")
    func shavianIsNotTheBase() {
        let report = checkProject(
            [
                (
                    po(date: "2010-05-17 06:44+0000", [("Clear", "𐑒𐑤𐑽"), ("Old message", "𐑴𐑤𐑛")], language: "en@shaw"), "po/en@shaw.po"
                ),
                (po(date: "2026-08-01 10:00+0000", [("Clear", "Effacer"), ("Undo", "Annuler")]), "po/fr.po"),
                (po(date: "2026-08-01 10:00+0000", [("Clear", "Löschen"), ("Undo", "")]), "po/de.po"),
            ], profile: base)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(report.matrix.languages.contains("en-Shaw"))
        // No key is extra: without a template, no catalog's list is the program's.
        #expect(report.findings.filter { $0.check == .extraKey }.isEmpty, "\(report.findings.map(\.message))")
        // The true finding beside the class: German lists "Undo" untranslated. The Shavian
        // catalog, merged in 2010, lacks "Undo", a message of the newest template; its stale
        // "Old message" is no finding for the others.
        #expect(missing(report) == ["de Undo", "en-Shaw Undo"], "\(report.findings.map(\.message))")
        #expect(report.gettextWithoutTemplate)
        // Shavian letters are not judged as Latin, nor is the catalog called untranslated.
        #expect(report.findings.filter { $0.language == "en-Shaw" && $0.check != .missingKey }.isEmpty)
    }

    @Test("without a template a catalog misses what it lists untranslated and what the newest template added since it was merged")
    func missingWithoutTemplate() {
        let directory = makeTempDirectory()
        // The newest template (two catalogs of 2026-07-31) has "Search" and "Zoom in"; "Quit
        // without context" was dropped (a context was added), and only old catalogs list it.
        write(po(date: "2026-07-31 12:02+0000", [("Search", "Suche"), ("Zoom in", "")]), "po/de.po", in: directory)
        write(po(date: "2026-07-31 12:02+0000", [("Search", "Rechercher"), ("Zoom in", "Zoomer")]), "po/fr.po", in: directory)
        write(po(date: "2022-08-27 20:34+0000", [("Search", "Traži"), ("Quit", "")]), "po/hr.po", in: directory)
        write(po(date: nil, [("Search", "Sök"), ("Quit", "Avsluta")]), "po/sv.po", in: directory)
        var report = checkPaths([directory], profile: base)
        // de lists "Zoom in" untranslated; hr lists "Quit" untranslated and predates "Zoom in";
        // sv (no date: not known to be the newest) lacks "Zoom in" too. fr and de lack the
        // stale "Quit": no finding, the cell falls back to the msgid as gettext shows it.
        #expect(missing(report) == ["de Zoom in", "hr Quit", "hr Zoom in", "sv Zoom in"], "\(report.findings.map(\.message))")
        #expect(report.matrix.cell("fr", "Quit") == .fallback)
        let predates = report.findings.first { $0.language == "hr" && $0.key == "Zoom in" }
        #expect(predates?.message.contains("2026-07-31") == true && predates?.message.contains("2022-08-27") == true)
        // The value checks still read each msgid as the base text.
        #expect(report.findings.filter { $0.check == .untranslated }.isEmpty)
        let skipped = SkippedChecks.apply(to: &report, baseLanguage: "en")
        #expect(skipped.count == 1 && skipped[0].sentence.contains("no template"), "\(skipped.map(\.sentence))")
        // missing-key is judged on evidence, so the note names only extra-key as skipped, and
        // the missing keys it judged stay reported.
        #expect(skipped.first?.checks == [.extraKey])
        #expect(skipped.first?.sentence.contains("skipped extra-key:") == true, "\(skipped.map(\.sentence))")
        #expect(missing(report) == ["de Zoom in", "hr Quit", "hr Zoom in", "sv Zoom in"])
    }

    @Test("with a template the keys are the template's and every check is as before")
    func withTemplate() {
        let directory = makeTempDirectory()
        write("msgid \"\"\nmsgstr \"\"\n\nmsgid \"Search\"\nmsgstr \"\"\n\nmsgid \"Zoom in\"\nmsgstr \"\"\n", "po/app.pot", in: directory)
        write(po(date: "2026-07-31 12:02+0000", [("Search", "Suche"), ("Zoom in", "")]), "po/de.po", in: directory)
        write(po(date: "2022-08-27 20:34+0000", [("Search", "Traži")]), "po/hr.po", in: directory)
        var report = checkPaths([directory], profile: base)
        #expect(!report.gettextWithoutTemplate)
        #expect(missing(report) == ["de Zoom in", "hr Zoom in"], "\(report.findings.map(\.message))")
        #expect(SkippedChecks.apply(to: &report, baseLanguage: "en").isEmpty)
    }

    @Test("the header date reads as minutes since 1970, UTC, and back as a day")
    func headerDates() {
        #expect(GettextParser.headerMinutes("1970-01-01 00:00+0000") == 0)
        #expect(GettextParser.headerMinutes(" 2026-07-31 12:02+0200") == GettextParser.headerMinutes("2026-07-31 10:02+0000"))
        #expect(GettextParser.headerMinutes("YEAR-MO-DA HO:MI+ZONE") == nil)
        #expect(GettextParser.day(GettextParser.headerMinutes("2024-02-29 23:59+0000")!) == "2024-02-29")
        #expect(GettextParser.day(GettextParser.headerMinutes("2000-03-01 00:00-0100")!) == "2000-03-01")
    }
}

/// Where a folder has a template, its msgids are the base: a message only catalogs merged with an
/// older template list is one the template dropped (Bottles, round 14: 642 findings of msgids such
/// as `Bottle Name` in the six catalogs merged with the newest template).
@Suite struct GettextTemplateBaseTests {
    let base = CheckProfile.generic(base: "en")
    let helper = GettextWithoutTemplateTests()

    func template(date: String, _ msgids: [String]) -> String {
        helper.po(date: date, msgids.map { ($0, "") })
    }

    func keys(_ report: L10nReport, _ check: CheckID) -> (issues: [String], notes: [String]) {
        languageKeysBySeverity(findings(report, check))
    }

    @Test("a message only older catalogs list is no missing key, and a note where a catalog lists it")
    func droppedMessage() {
        let directory = makeTempDirectory()
        write(template(date: "2023-09-27 10:57+0530", ["Search", "Zoom in"]), "po/app.pot", in: directory)
        write(helper.po(date: "2023-03-27 13:50+0530", [("Search", "Suche"), ("Bottle Name", "Flaschenname")]), "po/de.po", in: directory)
        write(helper.po(date: "2023-09-27 10:57+0530", [("Search", "Szukaj"), ("Zoom in", "Powiększ")]), "po/pl.po", in: directory)
        let report = checkPaths([directory], profile: base)
        #expect(report.parseErrors.isEmpty)
        // Polish, merged with the template, lacks nothing; German lacks the template's new message.
        #expect(keys(report, .missingKey).issues == ["de Zoom in"], "\(report.findings.map(\.message))")
        #expect(keys(report, .extraKey) == ([], ["de Bottle Name"]))
        #expect(findings(report, .extraKey).first?.message.contains("not in the template") == true)
    }

    @Test("a catalog merged with a newer template than the committed one vouches for its messages")
    func newerCatalog() {
        let directory = makeTempDirectory()
        write(template(date: "2023-03-27 13:50+0530", ["Search"]), "po/app.pot", in: directory)
        write(helper.po(date: "2024-01-01 10:00+0000", [("Search", "Suche"), ("Export", "Exportieren")]), "po/de.po", in: directory)
        write(helper.po(date: "2023-03-27 13:50+0530", [("Search", "Szukaj")]), "po/pl.po", in: directory)
        let report = checkPaths([directory], profile: base)
        #expect(keys(report, .missingKey).issues == ["pl Export"], "\(report.findings.map(\.message))")
        #expect(findings(report, .extraKey).isEmpty)
    }

    @Test("a folder without a template keeps its catalogs' messages as base texts")
    func otherFolder() {
        let directory = makeTempDirectory()
        write(template(date: "2023-09-27 10:57+0530", ["Search"]), "po/app.pot", in: directory)
        write(helper.po(date: "2023-09-27 10:57+0530", [("Search", "Suche")]), "po/de.po", in: directory)
        write(helper.po(date: "2023-09-27 10:57+0530", [("Search", "Suche")]), "po/pl.po", in: directory)
        write(helper.po(date: "2023-01-01 10:00+0000", [("Read the manual", "Lies das Handbuch")]), "help/po/de.po", in: directory)
        write(helper.po(date: "2023-01-01 10:00+0000", [("Read the manual", "")]), "help/po/pl.po", in: directory)
        let report = checkPaths([directory], profile: base)
        #expect(keys(report, .missingKey).issues == ["pl Read the manual"], "\(report.findings.map(\.message))")
        #expect(findings(report, .extraKey).isEmpty)
    }
}

extension GettextTemplateBaseTests {
    @Test("a template governs its domain's catalogs below it, in an LC_MESSAGES layout, and no other domain's")
    func domainBelow() {
        let directory = makeTempDirectory()
        write(template(date: "2023-09-27 10:57+0530", ["Search"]), "locale/app.pot", in: directory)
        write(
            helper.po(date: "2023-03-27 13:50+0530", [("Search", "Suche"), ("Bottle Name", "Flaschenname")]),
            "locale/de/LC_MESSAGES/app.po", in: directory)
        write(helper.po(date: "2023-09-27 10:57+0530", [("Search", "Szukaj")]), "locale/pl/LC_MESSAGES/app.po", in: directory)
        write(helper.po(date: "2023-01-01 10:00+0000", [("Help", "Hilfe")]), "locale/de/LC_MESSAGES/help.po", in: directory)
        write(helper.po(date: "2023-01-01 10:00+0000", [("Help", "")]), "locale/pl/LC_MESSAGES/help.po", in: directory)
        let report = checkPaths([directory], profile: base)
        #expect(report.parseErrors.isEmpty)
        #expect(keys(report, .missingKey).issues == ["pl Help"], "\(report.findings.map(\.message))")
        #expect(keys(report, .extraKey) == ([], ["de Bottle Name"]))
    }
}
