import Foundation
import Testing

@testable import PaySpecL10n

/// `--code DIR`: a key no file of the app names is one the app never shows, so a finding about
/// its translations asks nothing of a translator and is a note; the keys are listed once. Every
/// spelling rule errs towards "named": a key is reported unused only where no spelling of it
/// appears (memos' `editor.audio-recorder.ready-description`, cake_wallet's
/// `high_contrast_theme`, left behind when their screens changed).
@Suite struct UnusedKeyTests {
    /// One app's files: code in several languages' habits, and files that name keys but are no code.
    static func app() -> String {
        let directory = makeTempDirectory()
        write("val title = getString(R.string.menu_title)\n", "src/Main.kt", in: directory)
        write("<TextView android:text=\"@string/layout_label\"/>\n", "res/layout/main.xml", in: directory)
        write("label.text = L10n.Errors.SyncToolbar.librariesMissing\n", "ios/Toolbar.swift", in: directory)
        write("notice.text = Loc.Membership.ManageTier.appleId + Loc.Links.urlScheme\n", "ios/Notice.swift", in: directory)
        // TwidereX: SwiftGen's path names `Scene.Settings.General.Title`; a variable `server` names
        // no `Scene.Settings.Proxy.Server`, whose screen is gone.
        write("let server = Server(); label.text = L10n.Scene.Settings.General.title\n", "ios/Settings.swift", in: directory)
        write("t(\"editor.save\"); t(`tag.${name}`); \"trade_state_\" + state;\n", "web/App.tsx", in: directory)
        write("Open the editor. Use the trade_ menu.\n", "README.md", in: directory)
        write(
            "let prefix = \"speech.onboarding.description\"\nlet key = \"\\(prefix)_\\(n)\"\nlet row = \"row_title_\\(i)\"\n",
            "ios/Speech.swift", in: directory)
        // An array of a values folder refers to strings by name: a use, not a definition.
        write(
            #"<resources><string-array name="modes"><item>@string/night_oled</item></string-array></resources>"#,
            "res/values/arrays.xml", in: directory)
        // Catalogs of a flavor the check is not given, a build folder and a binary file name keys too.
        write(#"<resources><string name="flavor_only">x</string></resources>"#, "src/nightly/res/values/strings.xml", in: directory)
        write("let build_only = 1\n", "android/build/generated.kt", in: directory)
        write("plugins { id(\"com.android.application\") }\n", "android/build.gradle.kts", in: directory)
        // A folder named build beside no build file is code: a manufacturing app's build orders.
        write("L10().holdOrderConfirm\n", "lib/widget/build/build_detail.dart", in: directory)
        write([0, 1, 2] + Array("binary_only".utf8), "assets/blob.bin", in: directory)
        write("\"xliff_only\" = \"x\";\n", "other/en.lproj/Localizable.strings", in: directory)
        // Code a generator wrote from the catalogs names every key, used or not.
        write(
            "// GENERATED CODE - DO NOT MODIFY BY HAND\nString get generatedOnly => Intl.message('x', name: 'generatedOnly');\n",
            "lib/generated/l10n.dart", in: directory)
        write(
            "// Generated using SwiftGen\ninternal enum L10n { static let swiftgenOnly = tr(\"swiftgen_only\") }\n",
            "ios/Strings.swift", in: directory)
        return directory
    }

    @Test("a literal that is itself a key names it, not the keys that go on from it; a literal that is no key is a prefix")
    func literalThatIsAKey() throws {
        let directory = makeTempDirectory()
        write("t(\"admin.background-tasks\"); let prefix = \"speech.onboarding.description\"\n", "web/Admin.tsx", in: directory)
        let code = try CodeReferences(folders: [directory], excluding: [])
        let keys: Set<String> = ["admin.background-tasks", "admin.background-tasks-description", "speech.onboarding.description_1"]
        #expect(code.names("admin.background-tasks", catalogKeys: keys))
        #expect(!code.names("admin.background-tasks-description", catalogKeys: keys))
        #expect(code.names("speech.onboarding.description_1", catalogKeys: keys))
        // Without the catalog's keys, every literal may be a prefix.
        #expect(code.names("admin.background-tasks-description"))
    }

    @Test func whatCountsAsNamed() throws {
        let code = try CodeReferences(folders: [Self.app()], excluding: [])
        for key in [
            "menu_title", "layout_label", "errors.sync_toolbar.libraries_missing", "editor.save", "tag.create-guide",
            "trade_state_trading", "A sentence used as its own key", "items.editor.save", "speech.onboarding.description_3",
            "row_title_2", "night_oled", "Membership.ManageTier.AppleId", "Links.URLScheme", "holdOrderConfirm",
            "Scene.Settings.General.Title",
        ] {
            #expect(code.names(key), "\(key) is named")
        }
        for key in [
            "editor.ready-description", "trade_history", "flavor_only", "build_only", "binary_only", "xliff_only", "high_contrast_theme",
            "generatedOnly", "swiftgen_only", "Scene.Settings.Proxy.Server",
        ] {
            #expect(!code.names(key), "\(key) is named by nothing the app runs")
        }
        #expect(CodeReferences.lowerCamel("errors.sync_toolbar.libraries_missing") == "errorsSyncToolbarLibrariesMissing")
        // Keys only ever quoted may be named by their last segment under a namespace
        // (`useTranslations("settings.general")`, then `t("server")`).
        #expect(code.judging(catalogKeys: [], camelSpellings: false).names("Scene.Settings.Proxy.Server"))
    }

    @Test func aFolderThatIsNoneIsRefused() {
        #expect(throws: CodeFolderError.self) { try CodeReferences(folders: ["/nonexistent/payspec-code"], excluding: []) }
    }

    @Test func findingsOnUnusedKeysAreNotesAndTheKeysAreListedOnce() {
        let directory = Self.app()
        write(
            #"<resources><string name="menu_title">Menu</string><string name="high_contrast_theme">High contrast</string></resources>"#,
            "res/values/strings.xml", in: directory)
        write(#"<resources><string name="unrelated">x</string></resources>"#, "res/values-de/strings.xml", in: directory)
        let plain = runCLI(["l10n", "check", "--base", "en", directory + "/res"])
        #expect(plain.status == 1)
        #expect(plain.stdout.contains("menu_title") && plain.stdout.contains("high_contrast_theme"), "\(plain)")

        let withCode = runCLI(["l10n", "check", "--base", "en", "--code", directory, directory + "/res"])
        #expect(withCode.status == 1, "menu_title is still missing in German: \(withCode)")
        #expect(withCode.stdout.contains("menu_title"))
        #expect(!withCode.stdout.contains("high_contrast_theme"), "\(withCode.stdout)")
        #expect(
            withCode.stderr.contains("note: 1 key with findings is named by no file under \(directory) (high_contrast_theme)"),
            "\(withCode.stderr)")

        let notes = runCLI(["l10n", "check", "--base", "en", "--code", directory, "--notes", directory + "/res"])
        #expect(notes.stdout.contains("high_contrast_theme") && notes.stdout.contains(UnusedKeys.suffix), "\(notes.stdout)")

        let missing = runCLI(["l10n", "check", "--base", "en", "--code", directory + "/nowhere", directory + "/res"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("error: --code \(directory)/nowhere: no such folder"), "\(missing.stderr)")

        // Budget Flow's repository of translations holds a README and property lists beside its
        // catalogs, and no code: refused, not every finding a note.
        let readme = makeTempDirectory("translations-only")
        write("# Translations\nThe menu_title key is the menu's.\n", "README.md", in: readme)
        write("<plist><dict><key>title</key><string>Menu</string></dict></plist>\n", "Changelog.plist", in: readme)
        let translationsOnly = runCLI(["l10n", "check", "--base", "en", "--code", readme, directory + "/res"])
        #expect(translationsOnly.status == 2, "\(translationsOnly)")
        #expect(
            translationsOnly.stderr.contains("error: --code \(readme): no file of the app's own code to read"), "\(translationsOnly.stderr)"
        )
        // Code that names no key of the catalogs is another app's: refused too.
        let other = makeTempDirectory("another-app")
        write("let greeting = \"hello\"\n", "Sources/Main.swift", in: other)
        let otherApp = runCLI(["l10n", "check", "--base", "en", "--code", other, directory + "/res"])
        #expect(otherApp.status == 2, "\(otherApp)")
        #expect(
            otherApp.stderr.contains(
                "error: --code \(other): no file there names any key of the catalogs checked; give the folder of the app's code"),
            "\(otherApp.stderr)")

        // A folder of catalogs alone holds no code: every key would be unused, so the run is refused.
        let catalogs = makeTempDirectory("catalogs-only")
        write(#"<resources><string name="pay">Pay</string></resources>"#, "res/values/strings.xml", in: catalogs)
        write("<resources></resources>", "res/values-de/strings.xml", in: catalogs)
        let catalogsOnly = runCLI(["l10n", "check", "--base", "en", "--code", catalogs, catalogs + "/res"])
        #expect(catalogsOnly.status == 2, "\(catalogsOnly)")
        #expect(catalogsOnly.stderr.contains("error: --code \(catalogs): no file of the app's own code to read"), "\(catalogsOnly.stderr)")
    }

    // TwidereX's Siri intents: Xcode keys a parameter's prompt for one value of an enumeration by
    // both ids (`xeqcBa-aV5Ezl`), and iOS reads the table itself; no code names such a key.
    @Test("a table Xcode makes from an intent definition or a storyboard is read by the system, for the ids the document holds")
    func interfaceDocumentTables() {
        let directory = makeTempDirectory()
        write("let intent = ShareIntent()\n", "Intent/IntentHandler.swift", in: directory)
        write(
            "<dict><key>INIntentParameterPromptDialogFormatStringID</key><string>xeqcBa</string>"
                + "<key>INEnumValueDisplayNameID</key><string>aV5Ezl</string></dict>\n",
            "Intent/Base.lproj/Intents.intentdefinition", in: directory)
        write(#""xeqcBa-aV5Ezl" = "Default?";"gone12-aV5Ezl" = "Gone?";"#, "Intent/en.lproj/Intents.strings", in: directory)
        write(#""xeqcBa-aV5Ezl" = " 既定?";"gone12-aV5Ezl" = " 消えた?";"#, "Intent/ja.lproj/Intents.strings", in: directory)
        // Ids the document holds, in a table of another name, are the code's to name.
        write(#""aV5Ezl-xeqcBa" = "Default?";"#, "Intent/en.lproj/Localizable.strings", in: directory)
        write(#""aV5Ezl-xeqcBa" = " 既定?";"#, "Intent/ja.lproj/Localizable.strings", in: directory)
        let run = runCLI(["l10n", "check", "--base", "en", "--code", directory, directory + "/Intent"])
        let issues = run.stdout.split(separator: "\n").filter { $0.contains("whitespace") }
        #expect(issues.count == 1 && issues[0].contains("Intents.strings") && issues[0].contains("xeqcBa-aV5Ezl"), "\(run)")
        #expect(run.stderr.contains("(aV5Ezl-xeqcBa, gone12-aV5Ezl)"), "\(run.stderr)")
    }

    @Test("an i18next plural form is named by its stem")
    func pluralFormsByStem() throws {
        let directory = makeTempDirectory()
        write("t('items', { count })\n", "src/List.tsx", in: directory)
        let code = try CodeReferences(folders: [directory], excluding: [])
        #expect(UnusedKeys.names("items_one", code) && UnusedKeys.names("items_other", code))
        #expect(!UnusedKeys.names("rows_one", code))
    }
}
