import Foundation
import Testing

@testable import PaySpecL10n

/// `--code DIR`: a translation platform pulls every file and language it holds, and the app
/// ships some. A table file an Xcode project leaves out of a language it ships (Dash Wallet's
/// `ru.lproj/Localizable.stringsdict` beside a bundled `Localizable.strings`) is shown to no user:
/// its findings are notes. A language the app does not offer yet (no project ships it; Traccar's
/// Swahili beside a list of 59 others, Heroic's Danish outside `supportedLngs`) keeps its
/// findings and is named once. Both readings err towards "shipped".
@Suite struct UnshippedCatalogTests {
    static func lists(_ code: String, ext: String = "ts") -> [Set<String>] {
        LanguageList.lists(in: Data(code.utf8), file: "f." + ext, hashComments: LanguageList.hashComments.contains(ext)).map(\.languages)
    }

    @Test("a bracket whose every item begins with a language code is a list, in the ways code writes one")
    func listsInCode() {
        let six: Set<String> = ["ar", "de", "en", "fr", "pt", "zh"]
        // An array, a call's arguments, an object's keys with values of any shape.
        #expect(Self.lists("export const supported = ['ar', 'de', 'en', 'fr', 'pt_BR', 'zh_Hans']\n") == [six])
        #expect(Self.lists("val l = listOf(\"ar\", \"de\", \"en\", \"fr\", \"pt\", \"zh\")", ext: "kt") == [six])
        #expect(
            Self.lists(
                "const languages = {\n  ar: { country: 'AE', name: 'العربية' },\n  de: { country: 'DE', name: 'Deutsch' },\n"
                    + "  en: { country: 'US', name: 'English' },\n  fr: { country: 'FR' },\n  pt_BR: { country: 'BR' },\n  zh: {},\n};\n"
            ) == [six])
        #expect(
            Self.lists(
                "m = mapOf(\"ar\" to \"x\", \"de\" to \"y\", \"en\" to \"z\", \"fr\" to \"w\", \"pt\" to \"v\", \"zh\" to \"u\")", ext: "kt"
            ) == [six])
        // Tuples and constructor calls give their item the first argument's code.
        #expect(
            Self.lists(
                "LANGUAGES = [('ar', 'Arabic'), ('de', 'German'),  # ('da', 'Danish'),\n ('en', 'English'), ('fr', 'French'), ('pt', 'P'), ('zh', 'C')]",
                ext: "py")
                == [six])
        #expect(
            Self.lists(
                "const locales = [Locale('ar'), Locale('de'), Locale('en'), Locale('fr', 'CA'), Locale('pt'), Locale('zh')];", ext: "dart")
                == [six])
        // Comments and strings hold no structure; a trailing comma ends no item.
        #expect(Self.lists("x = [\n 'ar', // 'da',\n 'de', /* 'sv', */ 'en',\n 'fr', 'pt', 'zh',\n]\nlet s = \"[a, b]\"") == [six])
    }

    @Test("not a list of languages: an item that is no code, fewer than five codes, a word not used as a key")
    func notLists() {
        #expect(Self.lists("x = ['ar', 'de', 'en', 'fr', 'pt', 'zh', 'default']").isEmpty)
        #expect(Self.lists("x = ['ar', 'de', 'en', 'fr']").isEmpty)
        #expect(Self.lists("f(ar, de, en, fr, pt, zh)").isEmpty, "bare words that are no object's keys are variables")
        #expect(Self.lists("rtl = { ar: 1, he: 2, fa: 3 }").isEmpty)
        #expect(
            Self.lists("x = [{ code: 'ar' }, { code: 'de' }, { code: 'en' }, { code: 'fr' }, { code: 'pt' }, { code: 'zh' }]").count == 0)
    }

    static let project = """
        /* Begin PBXFileReference section */
        \t\tA1 /* de */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
        \t\tA2 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
        \t\tA3 /* fr */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = fr; path = "Resources/fr.lproj/Localizable.strings"; sourceTree = "<group>"; };
        \t\tA4 /* Shared */ = {isa = PBXFileReference; lastKnownFileType = folder; path = Shared; sourceTree = "<group>"; };
        \t\tA5 /* Widgets */ = {
        \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
        \t\t\texceptions = (
        \t\t\t);
        \t\t\tpath = Widgets;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tA6 = {isa = PBXProject; projectDirPath = ""; projectRoot = ""; };
        \t\t\tknownRegions = (
        \t\t\t\ten,
        \t\t\t\tBase,
        \t\t\t\tfil,
        \t\t\t\t"zh-Hant",
        \t\t\t);
        """

    @Test("an Xcode project leaves out the .lproj files of a table it names in other folders, and nothing else")
    func xcodeProjectLeavesOut() {
        var resources = XcodeProjectResources()
        resources.readProject(Data(Self.project.utf8))
        resources.notePackage(folder: "/app/Kit")
        #expect(resources.verdict("/app/App/fil.lproj/Localizable.strings") == .leftOut, "fil is a known region")
        #expect(resources.verdict("/app/App/zh-Hant.lproj/Localizable.strings") == .leftOut)
        #expect(resources.verdict("/app/App/zh_TW.lproj/Localizable.strings") == .languageNotShipped)
        #expect(resources.verdict("/app/App/sv.lproj/Localizable.strings") == .languageNotShipped)
        for file in [
            "/app/App/de.lproj/Localizable.strings", "/app/App/DE.lproj/Localizable.strings", "/app/App/fr.lproj/Localizable.strings",
            "/app/App/fil.lproj/InfoPlist.strings", "/app/Shared/fil.lproj/Localizable.strings",
            "/app/Widgets/Sub/fil.lproj/Localizable.strings", "/app/Kit/Sources/fil.lproj/Localizable.strings",
        ] {
            #expect(resources.verdict(file) == .bundled, "\(file) may be bundled")
        }
    }

    /// A web app's catalogs: German has an empty text; Swahili, begun, lacks a key and has a
    /// stray space.
    static func webApp(listing languages: [String]) -> String {
        let root = makeTempDirectory()
        for language in ["en", "de", "fr", "it", "es", "pt_BR"] {
            let save = language == "en" ? "Save" : (language == "de" ? "" : "Save \(language)")
            write(#"{"menu": {"open": "Open \#(language)", "save": "\#(save)"}}"#, "src/l10n/\(language).json", in: root)
        }
        write(#"{"menu": {"save": "\u00a0Hifadhi"}}"#, "src/l10n/sw.json", in: root)
        write(
            "const languages = {\n" + languages.map { "  \($0): { name: '\($0)' },\n" }.joined() + "};\nt('menu.save'); t('menu.open');\n",
            "src/LocalizationProvider.jsx", in: root)
        return root
    }

    @Test("l10n check --code: a language the app's list of languages leaves out is named once; its findings stay")
    func languageTheAppDoesNotList() {
        let root = Self.webApp(listing: ["en", "de", "fr", "it", "es", "pt_BR"])
        // The list's file is named under the folder as given, a trailing slash left out.
        let result = runCLI(["l10n", "check", "--base", "en", "--code", root + "/src/", root + "/src/l10n"])
        #expect(result.status == 1, "German's empty text is still an error: \(result)")
        let sw = result.stdout.split(separator: "\n").filter { $0.contains("sw.json") }
        #expect(sw.count == 2 && sw.contains { $0.contains("whitespace") }, "Swahili's two findings stay: \(result.stdout)")
        #expect(
            result.stderr.contains(
                "note: the app's code lists its languages without sw (\(root)/src/LocalizationProvider.jsx:1): no user reads its catalogs until it lists it; the findings on them stay"
            ), "\(result.stderr)")
    }

    @Test("a list that names too few of the catalogs' languages, or not the base, tells nothing")
    func listThatTellsNothing() {
        for listed in [["de", "fr", "it", "es", "pt_BR"], ["en", "de", "fr", "ar", "he"]] {
            let root = Self.webApp(listing: listed)
            let result = runCLI(["l10n", "check", "--base", "en", "--code", root + "/src", root + "/src/l10n"])
            #expect(!result.stderr.contains("lists its languages"), "\(listed): \(result.stderr)")
        }
    }

    @Test("l10n check --code: a table file no Xcode project bundles for a shipped language has notes; others keep theirs")
    func tableTheProjectDoesNotBundle() {
        let root = makeTempDirectory()
        for language in ["en", "de", "fil", "sv"] {
            let text = language == "en" ? "Save %@" : "Sichern"
            write("\"save\" = \"\(text)\";\n", "App/\(language).lproj/Localizable.strings", in: root)
        }
        write(Self.project, "App.xcodeproj/project.pbxproj", in: root)
        write("let s = NSLocalizedString(\"save\", comment: \"\")\n", "App/Main.swift", in: root)
        let result = runCLI(["l10n", "check", "--base", "en", "--code", root, root + "/App"])
        #expect(result.status == 1, "\(result)")
        #expect(
            result.stdout.contains("de.lproj") && result.stdout.contains("sv.lproj") && !result.stdout.contains("fil.lproj"),
            "\(result.stdout)")
        #expect(
            result.stderr.contains(
                "note: 1 catalog file is bundled by no Xcode project of the app, though its language ships (\(root)/App/fil.lproj/Localizable.strings)"
            ), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "note: no Xcode project of the app ships sv: no user reads its catalogs until one does; the findings on them stay"
            ),
            "\(result.stderr)")
        let notes = runCLI(["l10n", "check", "--base", "en", "--notes", "--code", root, root + "/App"])
        #expect(
            notes.stdout.contains("fil.lproj") && notes.stdout.contains("no Xcode project of the app bundles this file"), "\(notes.stdout)")
    }
}
