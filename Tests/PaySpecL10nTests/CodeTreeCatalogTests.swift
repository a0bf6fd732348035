import Foundation
import Testing

@testable import PaySpecL10n

/// `--code` over a whole repository: the catalogs of other apps in it, and the code of packages
/// that read catalogs of their own, are no evidence that the checked app shows a key. A web
/// monorepo's admin console names the keys of its own `locales/`; a catalog names every key it
/// holds.
@Suite struct CodeTreeCatalogTests {
    /// A web monorepo: the app whose catalogs are checked, a package of shared code that has
    /// no catalogs, and an admin console with catalogs of its own.
    static func monorepo() -> (root: String, checked: [String]) {
        let root = makeTempDirectory()
        write("{}", "package.json", in: root)
        write("{}", "packages/app/package.json", in: root)
        let checked = ["en", "de", "fr"].map { write(#"{"menu": {"save": "Save"}}"#, "packages/app/locales/\($0).json", in: root) }
        write("t('menu.save'); t('shared.used_by_app')\n", "packages/app/src/App.vue", in: root)
        write("{}", "packages/ui/package.json", in: root)
        write("t('shared.from_ui')\n", "packages/ui/src/Button.vue", in: root)
        write("{}", "packages/admin/package.json", in: root)
        for language in ["en", "de", "fr"] {
            write(#"{"admin": {"only_in_admin": "x", "catalog_only": "y"}}"#, "packages/admin/locales/\(language).json", in: root)
        }
        write("t('admin.only_in_admin'); t('shared.read_by_admin')\n", "packages/admin/src/Admin.vue", in: root)
        // i18next's folder a language: each file of it is a catalog.
        for language in ["en", "de", "pt-BR"] {
            write(#"{"folder_catalog_only": "x"}"#, "packages/app/public/locales/\(language)/common.json", in: root)
        }
        // One file named by a language among no others is data the app reads, not a catalog.
        write(#"{"route": "settings.lone_file"}"#, "packages/app/config/en.json", in: root)
        return (root, checked)
    }

    @Test("catalogs of other apps and code of packages with catalogs of their own are no evidence")
    func otherPackagesAndCatalogs() throws {
        let (root, checked) = Self.monorepo()
        let code = try CodeReferences(folders: [root], excluding: checked)
        for key in ["menu.save", "shared.used_by_app", "shared.from_ui", "settings.lone_file"] {
            #expect(code.names(key), "\(key) is named by the app, a package without catalogs, or a lone data file")
        }
        for key in ["admin.only_in_admin", "shared.read_by_admin", "admin.catalog_only", "folder_catalog_only"] {
            #expect(!code.names(key), "\(key) is named only by another package or a catalog")
        }
    }

    @Test("the checked catalogs' own package is never another: a fixture catalog inside it is a catalog, not a package")
    func fixtureCatalogsInTheCheckedPackage() throws {
        let (root, checked) = Self.monorepo()
        for language in ["en", "de", "fr"] {
            write(#"{"fixture_only": "x"}"#, "packages/app/test/fixtures/\(language).json", in: root)
        }
        write("t('shared.from_test')\n", "packages/app/test/App.test.ts", in: root)
        // One file in a catalog format is no set of catalogs: Geany's `data/` package defines how
        // PO files are highlighted in `filetypes.po`, and its interface file names the app's keys.
        write("", "data/meson.build", in: root)
        write("[keywords]\n", "data/filedefs/filetypes.po", in: root)
        write("<property name=\"label\">shared.from_data</property>\n", "data/app.glade", in: root)
        let code = try CodeReferences(folders: [root], excluding: checked)
        #expect(code.names("shared.from_test") && code.names("shared.from_data"))
        #expect(!code.names("fixture_only"))
    }

    @Test("Android merges every module's strings: a module with strings of its own still names the app's keys")
    func androidModulesShareStrings() throws {
        let root = makeTempDirectory()
        write("", "app/build.gradle", in: root)
        let checked = [write(#"<resources><string name="pay">Pay</string></resources>"#, "app/src/main/res/values/strings.xml", in: root)]
        write("", "feature/build.gradle", in: root)
        write(#"<resources><string name="feature_title">F</string></resources>"#, "feature/src/main/res/values/strings.xml", in: root)
        write("getString(R.string.pay)\n", "feature/src/main/java/Feature.kt", in: root)
        let code = try CodeReferences(folders: [root], excluding: checked)
        #expect(code.names("pay"))
    }

    /// The names of a tree of one code file.
    static func code(_ text: String, at path: String) throws -> CodeReferences {
        let root = makeTempDirectory()
        write(text, path, in: root)
        return try CodeReferences(folders: [root], excluding: [])
    }

    @Test("a token that is itself a catalog key names that key, not another key by its last segment")
    func keyTokensNameOnlyThemselves() throws {
        let code = try Self.code("t(\"access_tokens.section_title\"); R.string.night_mode\n", at: "src/App.ts")
        let keys: Set<String> = ["access_tokens.section_title", "infra_tokens.section_title", "night_mode"]
        let judged = code.judging(catalogKeys: keys)
        #expect(judged.names("access_tokens.section_title", catalogKeys: keys))
        #expect(!judged.names("infra_tokens.section_title", catalogKeys: keys))
        #expect(judged.names("night_mode", catalogKeys: keys), "a dotted token that is no key still names by its pieces")
        // Not judged against the catalog's keys, every piece may name a key.
        #expect(code.names("infra_tokens.section_title"))
    }

    @Test("a camel-case identifier names a key only where a generator spells keys so")
    func camelSpellingsOnlyFromGenerators() throws {
        let code = try Self.code("for (const sectionTitle of titles) {}\n", at: "src/Shortcuts.vue")
        #expect(code.judging(catalogKeys: []).names("infra_tokens.section_title"))
        #expect(!code.judging(catalogKeys: [], camelSpellings: false).names("infra_tokens.section_title"))
    }

    @Test("l10n check --code on a web app's JSON catalogs reads no camel-case spelling and no other package")
    func jsonCatalogsThroughTheCommand() {
        let (root, _) = Self.monorepo()
        write("const sectionTitle = 1\n", "packages/app/src/Title.ts", in: root)
        write(
            #"{"menu": {"save": "Save"}, "shared": {"extra": "E", "read_by_admin": "A", "section_title": "T", "used_by_app": "U"}}"#,
            "packages/app/locales/en.json", in: root)
        let result = runCLI(["l10n", "check", "--base", "en", "--code", root, root + "/packages/app/locales"])
        #expect(result.status == 1, "shared.used_by_app is still missing in German and French: \(result)")
        #expect(
            result.stderr.contains(
                "note: 3 keys with findings are named by no file under \(root) (shared.extra, shared.read_by_admin, shared.section_title)"),
            "\(result.stderr)")
        #expect(result.stdout.contains("shared.used_by_app") && !result.stdout.contains("shared.section_title"), "\(result.stdout)")
    }

    @Test(
        "an Android string is named as a resource: R.string, Res.string, @string/ in any XML, a quoted name; not by a variable of its name")
    func androidStringsAreNamedAsResources() throws {
        let root = makeTempDirectory()
        write(
            "val creator = post.creator\ngetString(R.string.pay)\nstringResource(Res.string.shared_title)\n"
                + "resources.getIdentifier(\"dynamic_name\", \"string\", packageName)\nval key = \"trade_state_\" + state\n",
            "app/src/main/java/Main.kt", in: root)
        write("<TextView android:text=\"@string/layout_label\"/>\n", "app/src/main/res/layout/main.xml", in: root)
        let code = try CodeReferences(folders: [root], excluding: []).judging(catalogKeys: [], androidResources: true)
        for key in ["pay", "shared_title", "dynamic_name", "layout_label", "trade_state_open"] {
            #expect(code.names(key), "\(key) is named as a resource")
        }
        #expect(!code.names("creator"), "a variable named creator names no R.string.creator")
        #expect(try CodeReferences(folders: [root], excluding: []).names("creator"), "any token names a key of other catalogs")
    }

    @Test("a tree whose only code belongs to a package with catalogs of its own judged nothing: the run is refused")
    func onlyAnotherPackagesCodeIsRefused() {
        let root = makeTempDirectory()
        write("{}", "packages/app/package.json", in: root)
        for language in ["en", "de"] { write(#"{"title": "T"}"#, "packages/app/locales/\(language).json", in: root) }
        write("{}", "packages/admin/package.json", in: root)
        for language in ["en", "de", "fr"] { write(#"{"title": "T"}"#, "packages/admin/locales/\(language).json", in: root) }
        write("t('title')\n", "packages/admin/src/Admin.vue", in: root)
        let result = runCLI(["l10n", "check", "--base", "en", "--code", root + "/packages/admin", root + "/packages/app/locales"])
        #expect(result.status == 2, "\(result)")
        #expect(
            result.stderr.contains(
                "error: --code \(root)/packages/admin: no file of the app's own code to read (only catalogs, documents and data, build output, binary files or the code of packages with catalogs of their own)"
            ), "\(result.stderr)")
    }
}
