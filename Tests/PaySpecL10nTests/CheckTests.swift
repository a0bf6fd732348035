import Foundation
import PaySpecL10n
import Testing

/// One check: files that trigger it and near-miss files on which it stays silent.
struct CheckCase: Sendable, CustomStringConvertible {
    enum Mode: Sendable {
        case base
        case baseExpecting([String])
        case spec
    }

    var check: CheckID
    var mode: Mode = .base
    var bad: [String: String]
    var good: [String: String]
    var description: String { check.rawValue }

    func profile() -> CheckProfile {
        switch mode {
        case .base: return .generic(base: "en")
        case .baseExpecting(let languages):
            var p = CheckProfile.generic(base: "en")
            p.expectedLanguages = languages
            return p
        case .spec: return specProfile
        }
    }
}

/// The spec's reference texts as one CSV, with `change` applied.
func specCSV(_ change: (inout TranslationTable) -> Void = { _ in }) -> String {
    var table = specTable()
    change(&table)
    return CatalogWriter.delimited(table, separator: ",")
}

func xliff(_ state: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff version="1.2"><file source-language="en" target-language="de"><body>
    <trans-unit id="pay"><source>Pay</source><target state="\(state)">Bezahlen</target></trans-unit>
    </body></file></xliff>
    """
}

let checkCases: [CheckCase] = [
    CheckCase(
        check: .missingLanguage, mode: .baseExpecting(["en", "de", "fr"]),
        bad: ["en.json": #"{"pay": "Pay"}"#, "de.json": #"{"pay": "Bezahlen"}"#],
        good: ["en.json": #"{"pay": "Pay"}"#, "de.json": #"{"pay": "Bezahlen"}"#, "fr.json": #"{"pay": "Payer"}"#]),
    CheckCase(
        check: .unknownLanguage, mode: .baseExpecting(["de", "en"]), bad: ["s.csv": "key,en,qq\npay,Pay,Paa\n"],
        good: ["s.csv": "key,en,de\npay,Pay,Bezahlen\n"]),
    CheckCase(
        check: .noncanonicalLanguage, bad: ["s.csv": "key,en,cz\npay,Pay,Zaplatit\n"],
        good: ["s.csv": "key,en,cs\npay,Pay,Zaplatit\n"]),
    CheckCase(
        check: .languageAlias, mode: .spec,
        bad: [
            "spec.csv": specCSV { table in
                table.languages = table.languages.map { $0 == "no" ? "nb" : $0 }
                table.texts["nb"] = table.texts["no"]
            }
        ],
        good: ["spec.csv": specCSV()]),
    CheckCase(
        check: .mnemonic,
        bad: ["app.pot": "msgid \"_Open\"\nmsgstr \"\"\n", "de.po": "msgid \"_Open\"\nmsgstr \"Öffnen\"\n"],
        good: ["app.pot": "msgid \"_Open\"\nmsgstr \"\"\n", "de.po": "msgid \"_Open\"\nmsgstr \"Ö_ffnen\"\n"]),
    CheckCase(
        check: .missingKey, bad: ["en.json": #"{"pay": "Pay", "cancel": "Cancel"}"#, "de.json": #"{"pay": "Bezahlen"}"#],
        good: ["en.json": #"{"pay": "Pay", "cancel": "Cancel"}"#, "de.json": #"{"pay": "Bezahlen", "cancel": "Abbrechen"}"#]),
    CheckCase(
        check: .extraKey, bad: ["en.json": #"{"pay": "Pay"}"#, "de.json": #"{"pay": "Bezahlen", "old": "Alt"}"#],
        good: ["en.json": #"{"pay": "Pay"}"#, "de.json": #"{"pay": "Bezahlen"}"#]),
    CheckCase(
        check: .emptyValue, bad: ["en.json": #"{"pay": "Pay"}"#, "de.json": #"{"pay": "  "}"#],
        good: ["en.json": #"{"pay": "Pay"}"#, "de.json": #"{"pay": "Bezahlen"}"#]),
    CheckCase(
        check: .untranslated, bad: ["en.json": #"{"pay": "Pay now"}"#, "de.json": #"{"pay": "Pay now"}"#],
        good: [
            "en.json": #"{"pay": "Pay now", "cvv": "CVV", "n": "%d/%d"}"#,
            "de.json": #"{"pay": "Jetzt bezahlen", "cvv": "CVV", "n": "%d/%d"}"#,
        ]),
    CheckCase(
        check: .placeholderMismatch, bad: ["en.json": #"{"hi": "Hi %@, you owe %d"}"#, "de.json": #"{"hi": "Hallo %d, du schuldest %@"}"#],
        good: ["en.json": #"{"hi": "%1$@ owes %2$d {name}"}"#, "de.json": #"{"hi": "{name}: %2$d schuldet %1$@"}"#]),
    CheckCase(
        check: .pluralMissing,
        bad: [
            "en.json": #"{"n": {"one": "%d item", "other": "%d items"}}"#,
            "cs.json": #"{"n": {"one": "%d položka", "other": "%d položek"}}"#,
        ],
        good: [
            "en.json": #"{"n": {"one": "%d item", "other": "%d items"}}"#,
            "cs.json": #"{"n": {"one": "%d položka", "few": "%d položky", "many": "%d položky", "other": "%d položek"}}"#,
        ]),
    CheckCase(
        check: .pluralExtra,
        bad: [
            "en.json": #"{"n": {"one": "%d item", "other": "%d items"}}"#,
            "de.json": #"{"n": {"one": "%d Ding", "few": "Ein paar Dinge", "other": "%d Dinge"}}"#,
        ],
        good: [
            "en.json": #"{"n": {"one": "%d item", "other": "%d items"}}"#, "de.json": #"{"n": {"one": "%d Ding", "other": "%d Dinge"}}"#,
        ]),
    CheckCase(
        check: .notFinal, bad: ["de.xliff": xliff("needs-review-translation")], good: ["de.xliff": xliff("translated")]),
    CheckCase(
        check: .whitespace, bad: ["en.json": #"{"t": "Total:"}"#, "de.json": #"{"t": "\u00a0Summe:"}"#],
        good: ["en.json": #"{"t": "Total: "}"#, "de.json": #"{"t": "Summe: "}"#]),
    CheckCase(
        check: .wrongScript, bad: ["en.json": #"{"pay": "Pay"}"#, "ru.json": #"{"pay": "Оплатить now"}"#],
        good: ["en.json": #"{"pay": "Pay %@"}"#, "ru.json": #"{"pay": "Оплатить CVV %@ 3DS"}"#]),
    CheckCase(
        check: .wrongLanguage, mode: .spec,
        bad: ["spec.csv": specCSV { $0.texts["de"]!["payButtonText"] = "Pay now" }],
        good: ["spec.csv": specCSV { $0.texts["de"]!["payButtonText"] = "Jetzt zahlen" }]),
    CheckCase(
        check: .encodingDamage, bad: ["en.json": #"{"n": "Card number"}"#, "pt.json": #"{"n": "Número do cart?o"}"#],
        good: ["en.json": #"{"n": "Card number"}"#, "pt.json": #"{"n": "Número do cartão"}"#]),
    CheckCase(
        check: .templateMarkup, bad: ["en.json": #"{"n": "%d items"}"#, "de.json": #"{"n": "%d {{PLURAL|Artikel|Artikel}}"}"#],
        good: ["en.json": #"{"n": "%d items"}"#, "de.json": #"{"n": "%d Artikel"}"#]),
    CheckCase(
        check: .duplicateKey,
        bad: ["en.lproj/L.strings": "\"pay\" = \"Pay\";", "de.lproj/L.strings": "\"pay\" = \"Zahlen\";\n\"pay\" = \"Bezahlen\";"],
        good: ["en.lproj/L.strings": "\"pay\" = \"Pay\";", "de.lproj/L.strings": "\"pay\" = \"Bezahlen\";"]),
    CheckCase(
        check: .tooLong, mode: .spec,
        bad: ["spec.csv": specCSV { $0.texts["de"]!["payButtonText"] = "Jetzt sicher und schnell bezahlen" }],
        good: ["spec.csv": specCSV()]),
]

@Suite("Checks")
struct CheckTests {
    func run(_ files: [String: String], _ c: CheckCase) -> L10nReport {
        let directory = makeTempDirectory()
        for (relative, text) in files { write(text, relative, in: directory) }
        return checkPaths([directory], profile: c.profile())
    }

    @Test("every check id has a case") func everyCheckCovered() {
        // stale-baseline is the baseline's finding, not a check of catalogs: BaselineTests covers it.
        #expect(Set(checkCases.map(\.check)) == Set(CheckID.allCases).subtracting([.staleBaseline]))
    }

    @Test("a check fires on bad input", arguments: checkCases)
    func fires(_ c: CheckCase) {
        let report = run(c.bad, c)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        let hits = report.findings.filter { $0.check == c.check }
        #expect(!hits.isEmpty, "\(report.findings)")
        #expect(hits.allSatisfy { $0.severity == c.check.defaultSeverity })
    }

    @Test("a check is silent on good input", arguments: checkCases)
    func silent(_ c: CheckCase) {
        let report = run(c.good, c)
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(report.findings.isEmpty, "\(report.findings)")
    }

    @Test func findingsPointAtFileAndLine() throws {
        let directory = makeTempDirectory()
        write("\"pay\" = \"Pay\";\n\"hi\" = \"Hi %@\";", "en.lproj/L.strings", in: directory)
        let de = write("\"pay\" = \"Bezahlen\";\n\n  \"hi\" = \"Hallo\";", "de.lproj/L.strings", in: directory)
        let report = checkPaths([directory], profile: .generic(base: "en"))
        let finding = try #require(report.findings.first { $0.check == .placeholderMismatch })
        #expect(finding.file == de && finding.location?.line == 3 && finding.location?.column == 3)
        #expect(finding.message == "placeholders (none) do not match the base's %@")
    }

    @Test func duplicateKeyInAStringCatalogIsAFindingNotASyntaxError() throws {
        let directory = makeTempDirectory()
        let path = write(
            """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Pay": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Zahlen"}}}},
              "Pay": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Bezahlen"}}}}
            }}
            """, "L.xcstrings", in: directory)
        let report = checkPaths([path], profile: .generic(base: "en"))
        #expect(report.parseErrors.isEmpty)
        let finding = try #require(report.findings.first)
        #expect(report.findings.count == 1 && finding.check == .duplicateKey)
        #expect(finding.location?.line == 3 && finding.language == "de")
    }

    @Test func mixedPositionalPlaceholdersAreReported() throws {
        let report = checkProject(
            [
                (#"{"a": "%1$@ and %@"}"#, "en.json")
            ], profile: .generic(base: "en"))
        #expect(report.findings.map(\.message) == ["positional and non-positional placeholders mixed: \"%1$@ and %@\""])
    }

    @Test(
        "non-canonical codes carry the suggestion", arguments: [("dk", "da"), ("cz", "cs"), ("gr", "el"), ("ua", "uk")])
    func suggestions(_ raw: String, _ canonical: String) throws {
        let directory = makeTempDirectory()
        var table = specTable()
        table.languages = table.languages.map { $0 == canonical ? raw : $0 }
        table.texts[raw] = table.texts[canonical]
        write(CatalogWriter.delimited(table, separator: ","), "spec.csv", in: directory)
        let report = checkPaths([directory], profile: specProfile)
        #expect(report.findings.map(\.check) == [.noncanonicalLanguage])
        #expect(report.findings.first?.message == "language code \"\(raw)\" should be \"\(canonical)\"")
        #expect(report.matrix.completion(canonical) == 100)
    }

    @Test func specTranslationsHaveEveryPluralTableEntry() {
        for language in specProfile.expectedLanguages! {
            #expect(PluralRules.categories(for: language)?.last == "other", "\(language)")
            #expect(ScriptDetector.expectedScript(for: language) != nil, "\(language)")
        }
        #expect(PluralRules.categories(for: "cs") == ["one", "few", "many", "other"])
        #expect(PluralRules.categories(for: "sl") == ["one", "two", "few", "other"])
        #expect(PluralRules.categories(for: "lv") == ["zero", "one", "other"])
        #expect(PluralRules.categories(for: "vi") == ["other"])
    }

    @Test func scriptDetectionIgnoresAcronymsDigitsAndPlaceholders() {
        #expect(ScriptDetector.foreignWords(in: "CVV/CVC 123 — %1$@ {amount}", expected: .cyrillic).isEmpty)
        #expect(ScriptDetector.foreignWords(in: "Номер карты Visa", expected: .cyrillic).isEmpty)
        #expect(ScriptDetector.foreignWords(in: "Ωραία card", expected: .greek) == ["card"])
        // A capitalised Latin word inside Greek reads as a name; alone, it is the value's language.
        #expect(ScriptDetector.foreignWords(in: "Ωραία Card", expected: .greek).isEmpty)
        #expect(ScriptDetector.foreignWords(in: "Card", expected: .greek) == ["Card"])
        #expect(ScriptDetector.foreignWords(in: "Karta Карта", expected: .latin) == ["Карта"])
    }

    @Test func placeholderScannerReadsEveryForm() {
        let scan = PlaceholderScanner.scan("%@ %d %1$@ %% %lld %.2f {name} 100%")
        #expect(scan.printf.map(\.text) == ["%@", "%d", "%1$@", "%lld", "%.2f"])
        #expect(scan.named == ["name"])
        #expect(scan.mixesPositional)
    }

    @Test func swappedPlaceholderTypesAreNamedInTheMessage() throws {
        let report = checkProject(
            [
                (#"{"hi": "Hi %@, you owe %d"}"#, "en.json"),
                (#"{"hi": "Hallo %d, du schuldest %@"}"#, "de.json"),
            ], profile: .generic(base: "en"))
        #expect(report.findings.map(\.message) == ["placeholders %d %@ do not match the base's %@ %d"])
    }

    @Test(
        "usage errors exit 2 with a pointer to --help",
        arguments: [
            (["l10n"], "l10n needs an action"), (["l10n", "check"], "needs at least one catalog"),
            (["l10n", "check", "--sdk", "comgate", "--base", "en", "x"], "not both"),
            (["l10n", "check", "--disable", "nope", "x"], "no check 'nope'"),
            (["l10n", "check", "--languages", "xx", "x"], "'xx' is not one of the spec's languages"),
            (["l10n", "export", "--format", "yaml", "--output", "x"], "--format must be one of xcstrings, xliff, csv"),
            (["l10n", "translate"], "unknown l10n action 'translate'"),
        ])
    func usageErrors(_ arguments: [String], _ message: String) {
        let result = runCLI(arguments + (arguments.count > 1 ? ["--spec-dir", specDirectory] : []))
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func disabledChecksAreSkipped() {
        let directory = makeTempDirectory()
        write(#"{"a": "A"}"#, "en.json", in: directory)
        write(#"{"a": ""}"#, "de.json", in: directory)
        let result = runCLI(["l10n", "check", "--base", "en", "--disable", "empty-value", directory])
        #expect(result.status == 0)
        #expect(result.stdout.contains("no findings"))
    }
}
