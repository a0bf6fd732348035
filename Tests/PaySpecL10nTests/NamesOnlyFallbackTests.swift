import Foundation
import Testing

@testable import PaySpecL10n

/// A base text of coined names alone reads the same untranslated in a language written in Latin:
/// where its translation is missing or fuzzy, the fallback shows what a translation would
/// (Outline's `TextBundle`, AdGuard's `AdGuard`, Bottles' `VKD3D` and `LatencyFleX`, OsmAnd's
/// `CarPlay`). Acronyms of capitals alone are no such evidence: OsmAnd's `TTS`, `CNG` and `OSM ID`
/// (round 15) are written each language's way.
@Suite struct NamesOnlyFallbackTests {
    let base = CheckProfile.generic(base: "en")

    @Test("coined names alone; acronyms, words, ordinals and OK are not")
    func namesOnly() {
        #expect(IdenticalText.isNamesOnly("TextBundle"))
        #expect(IdenticalText.isNamesOnly("AdGuard (%s)"))
        #expect(IdenticalText.isNamesOnly("VKD3D"))
        #expect(IdenticalText.isNamesOnly("V4L2: %s"))
        #expect(IdenticalText.isNamesOnly("CarPlay"))
        #expect(IdenticalText.isNamesOnly("iOS"))
        #expect(!IdenticalText.isNamesOnly("DXVK"))
        #expect(!IdenticalText.isNamesOnly("OSM ID"))
        #expect(!IdenticalText.isNamesOnly("LINE"))
        #expect(!IdenticalText.isNamesOnly("[PRIVATE]  %s"))
        #expect(!IdenticalText.isNamesOnly("_OK"))
        #expect(!IdenticalText.isNamesOnly("Use AdGuard"))
        #expect(!IdenticalText.isNamesOnly("%s"))
        #expect(!IdenticalText.isNamesOnly("5th"))
        #expect(!IdenticalText.isNamesOnly("%s GB"))
        #expect(!IdenticalText.isNamesOnly("YYYY-MM-DD"))
    }

    @Test("a missing key of coined names alone is a note in a Latin-script language, a finding elsewhere")
    func missingKey() {
        let directory = makeTempDirectory()
        write(
            #"<resources><string name="adguard">AdGuard</string><string name="tts">TTS</string><string name="ok">OK</string><string name="close">Close the line</string></resources>"#,
            "res/values/strings.xml", in: directory)
        write(#"<resources><string name="close">Sulge rida</string></resources>"#, "res/values-et/strings.xml", in: directory)
        write(#"<resources><string name="close">Закрыть линию</string></resources>"#, "res/values-ru/strings.xml", in: directory)
        let report = checkPaths([directory], profile: base)
        #expect(report.parseErrors.isEmpty)
        let (issues, notes) = languageKeysBySeverity(findings(report, .missingKey))
        #expect(issues == ["et ok", "et tts", "ru adguard", "ru ok", "ru tts"], "\(report.findings.map(\.message))")
        #expect(notes == ["et adguard"])
        #expect(findings(report, .missingKey).first { $0.severity == .note }?.message.hasSuffix(MissingTables.namesOnlyBase) == true)
    }

    @Test("a fuzzy entry of a coined name is a note in a Latin-script language; of a phrase or an acronym, a finding")
    func fuzzy() {
        let directory = makeTempDirectory()
        write(
            "msgid \"\"\nmsgstr \"\"\n\nmsgid \"VKD3D\"\nmsgstr \"\"\n\nmsgid \"DXVK\"\nmsgstr \"\"\n\nmsgid \"Use VKD3D\"\nmsgstr \"\"\n",
            "po/app.pot", in: directory)
        let entries =
            "#, fuzzy\nmsgid \"VKD3D\"\nmsgstr \"Bruk VKD3D\"\n\n#, fuzzy\nmsgid \"DXVK\"\nmsgstr \"Bruk DXVK\"\n\n"
            + "#, fuzzy\nmsgid \"Use VKD3D\"\nmsgstr \"VKD3D\"\n"
        write("msgid \"\"\nmsgstr \"\"\n\n" + entries, "po/nb.po", in: directory)
        write("msgid \"\"\nmsgstr \"\"\n\n" + entries, "po/ar.po", in: directory)
        let report = checkPaths([directory], profile: base)
        #expect(report.parseErrors.isEmpty)
        let (issues, notes) = languageKeysBySeverity(findings(report, .notFinal))
        #expect(issues == ["ar DXVK", "ar Use VKD3D", "ar VKD3D", "nb DXVK", "nb Use VKD3D"], "\(report.findings.map(\.message))")
        #expect(notes == ["nb VKD3D"])
    }
}
