import Foundation
import Testing

@testable import PaySpecL10n

/// A base text of names alone reads the same untranslated in a language written in Latin: where
/// its translation is missing or fuzzy, the fallback shows what a translation would (Bottles'
/// `DXVK` and `DXVK NVAPI`, Outline's `TextBundle`, AdGuard's `AdGuard`).
@Suite struct NamesOnlyFallbackTests {
    let base = CheckProfile.generic(base: "en")

    @Test("names and acronyms alone; words set in capitals, OK and prose are not")
    func namesOnly() {
        let lower: Set<String> = ["line", "private", "the"]
        let isLower = { lower.contains($0) }
        #expect(IdenticalText.isNamesOnly("DXVK", isLowerCaseWord: isLower))
        #expect(IdenticalText.isNamesOnly("DXVK NVAPI", isLowerCaseWord: isLower))
        #expect(IdenticalText.isNamesOnly("TextBundle", isLowerCaseWord: isLower))
        #expect(IdenticalText.isNamesOnly("AdGuard (%s)", isLowerCaseWord: isLower))
        #expect(!IdenticalText.isNamesOnly("LINE", isLowerCaseWord: isLower))
        #expect(!IdenticalText.isNamesOnly("[PRIVATE]  %s", isLowerCaseWord: isLower))
        #expect(!IdenticalText.isNamesOnly("_OK", isLowerCaseWord: isLower))
        #expect(!IdenticalText.isNamesOnly("Use DXVK", isLowerCaseWord: isLower))
        #expect(!IdenticalText.isNamesOnly("%s", isLowerCaseWord: isLower))
        #expect(!IdenticalText.isNamesOnly("PROMOTION", isLowerCaseWord: isLower))
        #expect(!IdenticalText.isNamesOnly("5th", isLowerCaseWord: isLower))
        #expect(!IdenticalText.isNamesOnly("PM", isLowerCaseWord: isLower))
        #expect(!IdenticalText.isNamesOnly("%s GB", isLowerCaseWord: isLower))
        #expect(!IdenticalText.isNamesOnly("YYYY-MM-DD", isLowerCaseWord: isLower))
        #expect(IdenticalText.isNamesOnly("V4L2: %s", isLowerCaseWord: isLower))
        #expect(IdenticalText.isNamesOnly("VKD3D", isLowerCaseWord: isLower))
    }

    @Test("a missing key of names alone is a note in a Latin-script language, a finding elsewhere")
    func missingKey() {
        let directory = makeTempDirectory()
        write(
            #"<resources><string name="dxvk">DXVK</string><string name="line">LINE</string><string name="ok">OK</string><string name="close">Close the line</string></resources>"#,
            "res/values/strings.xml", in: directory)
        write(#"<resources><string name="close">Sulge rida</string></resources>"#, "res/values-et/strings.xml", in: directory)
        write(#"<resources><string name="close">Закрыть линию</string></resources>"#, "res/values-ru/strings.xml", in: directory)
        let report = checkPaths([directory], profile: base)
        #expect(report.parseErrors.isEmpty)
        let (issues, notes) = languageKeysBySeverity(findings(report, .missingKey))
        #expect(issues == ["et line", "et ok", "ru dxvk", "ru line", "ru ok"], "\(report.findings.map(\.message))")
        #expect(notes == ["et dxvk"])
        #expect(findings(report, .missingKey).first { $0.severity == .note }?.message.hasSuffix(MissingTables.namesOnlyBase) == true)
    }

    @Test("a fuzzy entry of a name is a note in a Latin-script language; of a phrase, a finding")
    func fuzzy() {
        let directory = makeTempDirectory()
        write("msgid \"\"\nmsgstr \"\"\n\nmsgid \"DXVK\"\nmsgstr \"\"\n\nmsgid \"Use DXVK\"\nmsgstr \"\"\n", "po/app.pot", in: directory)
        let entries = "#, fuzzy\nmsgid \"DXVK\"\nmsgstr \"Bruk DXVK\"\n\n#, fuzzy\nmsgid \"Use DXVK\"\nmsgstr \"DXVK\"\n"
        write("msgid \"\"\nmsgstr \"\"\n\n" + entries, "po/nb.po", in: directory)
        write("msgid \"\"\nmsgstr \"\"\n\n" + entries, "po/ar.po", in: directory)
        let report = checkPaths([directory], profile: base)
        #expect(report.parseErrors.isEmpty)
        let (issues, notes) = languageKeysBySeverity(findings(report, .notFinal))
        #expect(issues == ["ar DXVK", "ar Use DXVK", "nb Use DXVK"], "\(report.findings.map(\.message))")
        #expect(notes == ["nb DXVK"])
    }
}
