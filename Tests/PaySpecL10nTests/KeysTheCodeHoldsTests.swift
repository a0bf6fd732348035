import Foundation
import Testing

@testable import PaySpecL10n

/// `--code DIR` and the keys a `.strings` base table lacks: an iOS app that passes its English
/// text as the key (`NSLocalizedString("Active Carbs", comment: …)`, SwiftUI's `Text("…")`) need
/// not list it in the base table, and a storyboard's table is keyed by the storyboard's objects.
/// Such a key is no stale one: its `extra-key` finding is a note. A key no code quotes, a single
/// word code may quote for other reasons, and an Android resource stay extra.
@Suite struct KeysTheCodeHoldsTests {
    func project() -> String {
        let directory = makeTempDirectory()
        write("\"Cancel\" = \"Cancel\";\n", "App/en.lproj/Localizable.strings", in: directory)
        write(
            CatalogText.strings([
                ("Cancel", "Abbrechen"), ("Active Carbs", "Aktive KH"), ("The maximum bolus amount is %@ U.", "Höchstens %@ IE."),
                ("Bluetooth\\nOff", "Bluetooth\\naus"), ("Old screen title", "Alter Titel"), ("Filter", "Filtern"),
                ("On", "Ein"),
            ]), "App/de.lproj/Localizable.strings", in: directory)
        write("\"SQx-au-ZcM.text\" = \"g COB\";\n", "App/en.lproj/Main.strings", in: directory)
        write(
            "\"3kU-n2-fha.title\" = \"Status\";\n\"gone-00-obj.text\" = \"Weg\";\n\"SQx-au-ZcM.text\" = \"g KH\";\n"
                + "\"B2l-7z-M2N.normalTitle\" = \"SPEICHERN\";\n\"Ok1-aa-bb2.normalTitle\" = \"Los\";\n"
                + "\"Lng-aa-txt.text\" = \"Beobachtete Änderungen\";\n",
            "App/de.lproj/Main.strings", in: directory)
        write(
            // A button whose title the code sets holds none: its old key is stale.
            #"<document><navigationItem title="Status" id="3kU-n2-fha"/><label text="g" id="SQx-au-ZcM"/>"#
                + #"<label id="Lng-aa-txt"><string key="text">Observed changes in glucose</string></label>"#
                + #"<button id="B2l-7z-M2N"><state key="normal"><color key="titleColor"/></state></button>"#
                + #"<button id="Ok1-aa-bb2"><state key="normal" title="Go"/></button></document>"# + "\n",
            "App/Base.lproj/Main.storyboard", in: directory)
        write(
            """
            let carbs = NSLocalizedString("Active Carbs", comment: "Title of the carbs on board")
            let alert = Text("The maximum bolus amount is \\(maximumBolusString(for: amount)) U.", comment: "Alert")
            let off = NSLocalizedString("Bluetooth\\nOff", comment: "Button")
            let icon = UIImage(named: "Filter")
            let label = Text( "On" )

            """, "App/Views.swift", in: directory)
        return directory
    }

    @Test("an extra key the code quotes as its text, or a storyboard object, is a note with --code; the rest stay extra")
    func extraKeysTheCodeHolds() throws {
        let directory = project()
        let report = checkPaths([directory + "/App"], profile: .generic(base: "en"))
        #expect(report.parseErrors.isEmpty, "\(report.parseErrors)")
        #expect(
            languageKeysBySeverity(findings(report, .extraKey)).issues == [
                "de 3kU-n2-fha.title", "de Active Carbs", "de B2l-7z-M2N.normalTitle", "de Bluetooth\nOff", "de Filter",
                "de Lng-aa-txt.text", "de Ok1-aa-bb2.normalTitle", "de Old screen title", "de On", "de The maximum bolus amount is %@ U.",
                "de gone-00-obj.text",
            ], "\(report.findings.map(\.message))")
        var withCode = report
        _ = UnusedKeys.apply(to: &withCode, code: try CodeReferences(folders: [directory], excluding: report.files))
        let (issues, notes) = languageKeysBySeverity(findings(withCode, .extraKey))
        #expect(
            issues == ["de B2l-7z-M2N.normalTitle", "de Filter", "de Old screen title", "de gone-00-obj.text"],
            "\(withCode.findings.map(\.message))")
        #expect(
            notes == [
                "de 3kU-n2-fha.title", "de Active Carbs", "de Bluetooth\nOff", "de Lng-aa-txt.text", "de Ok1-aa-bb2.normalTitle", "de On",
                "de The maximum bolus amount is %@ U.",
            ],
            "\(withCode.findings.map(\.message))")
        #expect(
            findings(withCode, .extraKey).filter { $0.severity == .note }.allSatisfy { $0.message.hasSuffix(UnusedKeys.textInCodeSuffix) })
    }

    @Test("an i18next key written as its text that the code passes to t() in single quotes is no stale key; a word quoted elsewhere is")
    func i18nextKeysInSingleQuotes() throws {
        let directory = makeTempDirectory()
        write(
            #"{"books_one": "{{count}} book", "books_other": "{{count}} books", "Save": "Save", "x": "x"}"#, "locales/en.json",
            in: directory)
        write(
            #"{"Save": "Speichern", "Open file": "Datei öffnen", "Close": "Schließen", "It's gone": "Weg", "x": "x"}"#, "locales/de.json",
            in: directory)
        write("const a = t('Open file');\nconst b = _('It\\'s gone');\nconst c = { icon: 'Close' };\n", "src/App.tsx", in: directory)
        let report = checkPaths([directory + "/locales"], profile: .generic(base: "en"))
        var withCode = report
        _ = UnusedKeys.apply(to: &withCode, code: try CodeReferences(folders: [directory], excluding: report.files))
        let (issues, notes) = languageKeysBySeverity(findings(withCode, .extraKey))
        #expect(issues == ["de Close"], "\(withCode.findings.map(\.message))")
        #expect(notes == ["de It's gone", "de Open file"], "\(withCode.findings.map(\.message))")
    }

    @Test("an Android key the base lacks stays extra whatever the code names: the build needs the default resource")
    func androidKeysStayExtra() throws {
        let directory = makeTempDirectory()
        write(CatalogText.android([("title", "Title")]), "res/values/strings.xml", in: directory)
        write(CatalogText.android([("title", "Titel"), ("old label", "Alt")]), "res/values-de/strings.xml", in: directory)
        write("val s = \"old label\"\n", "src/Main.kt", in: directory)
        let report = checkPaths([directory + "/res"], profile: .generic(base: "en"))
        var withCode = report
        _ = UnusedKeys.apply(to: &withCode, code: try CodeReferences(folders: [directory], excluding: report.files))
        #expect(languageKeysBySeverity(findings(withCode, .extraKey)).notes.isEmpty, "\(withCode.findings.map(\.message))")
    }

    @Test func formatSpecifiersReadAsInterpolations() {
        #expect(CodeLiterals.markingSpecifiers("%@ of %lld (%1$@, %.1f%%)") == "\u{1} of \u{1} (\u{1}, \u{1}%%)")
        #expect(CodeLiterals.markingSpecifiers("100% sure") == "100% sure")
        // A format the code writes out with positions names the key written without them.
        let (quoted, _) = CodeLiterals.read(Data(#"NSLocalizedString("%1$@ and %2$ld others", comment: "")"#.utf8), singleQuotes: false)
        #expect(CodeReferences.holds("%@ and %ld others", in: quoted), "\(quoted)")
        #expect(!CodeReferences.holds("%@ or %ld others", in: quoted))
    }

    @Test("a Swift multi-line literal reads as the compiler reads it: indentation taken, continued lines joined")
    func multiLineLiterals() {
        let swift =
            "\t\tText(\n\t\t\t\"\"\"\n\t\t\tA fee of \\(fee) is expected, \\\n\t\t\tabove \\(limit).\n\n"
            + "\t\t\tIncrease it.\n\t\t\t\"\"\"\n\t\t)\n"
        let (quoted, lookedUp) = CodeLiterals.read(Data(swift.utf8), singleQuotes: false)
        let key = "A fee of \u{1} is expected, above \u{1}.\n\nIncrease it."
        #expect(quoted.contains(key), "\(quoted.map { Array($0.utf8) })")
        #expect(lookedUp.contains(key))
        // An opening delimiter followed by text on its line opens no multi-line literal.
        let (single, _) = CodeLiterals.read(Data(#"let s = """ + "a b""#.utf8), singleQuotes: false)
        #expect(!single.contains { $0.contains("\n") })
    }

    @Test("with --code, a sentence key of an Apple table no code quotes is unused where the code quotes most of them")
    func sentenceKeysNoCodeQuotes() throws {
        let directory = makeTempDirectory()
        let keys = ["Show a Bitcoin address", "Pay %@ now", "Payment sent", "Copy app diagnostics"]
        write(CatalogText.strings(keys.map { ($0, $0) }), "App/en.lproj/Localizable.strings", in: directory)
        write(CatalogText.strings(keys.map { ($0, " " + $0 + " ") }), "App/de.lproj/Localizable.strings", in: directory)
        write(
            """
            let a = Text("Pay \\(amount) now")
            let b = String(localized: "Payment sent")
            let c = Button(
            \"\"\"
            Show a Bitcoin \\
            address
            \"\"\"
            ) {}

            """, "App/Views.swift", in: directory)
        let report = checkPaths([directory + "/App/en.lproj", directory + "/App/de.lproj"], profile: .generic(base: "en"))
        #expect(findings(report, .whitespace).count == 4, "\(report.findings.map(\.message))")
        var withCode = report
        _ = UnusedKeys.apply(to: &withCode, code: try CodeReferences(folders: [directory], excluding: report.files))
        let (issues, notes) = languageKeysBySeverity(findings(withCode, .whitespace))
        #expect(notes == ["de Copy app diagnostics"], "\(withCode.findings.map(\.message))")
        #expect(issues == ["de Pay %@ now", "de Payment sent", "de Show a Bitcoin address"])
        // Code that quotes few of its sentence keys reaches them another way: none is judged.
        write("let a = Text(\"Payment sent\")\n", "App/Views.swift", in: directory)
        var fewQuoted = report
        _ = UnusedKeys.apply(to: &fewQuoted, code: try CodeReferences(folders: [directory], excluding: report.files))
        #expect(languageKeysBySeverity(findings(fewQuoted, .whitespace)).notes.isEmpty)
    }
}
