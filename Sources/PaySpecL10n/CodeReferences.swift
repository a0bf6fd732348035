import Foundation

/// The names an app's own files hold, read once from the folders `--code` gives: which catalog
/// keys something other than a catalog names. A key no such file names is one the app never
/// shows (a key left behind when its screen went), so what its translations lack or hold asks
/// nothing of a translator; a developer may remove it.
///
/// A key counts as named when a file holds it as a token (`R.string.key`, `@string/key`,
/// `t("menu.save")`, `S.of(context).saveLabel`), its last segment (`menu.save` as `save`), its
/// camel-case spelling (`menu.save_all` as `menuSaveAll` or `saveAll`, as SwiftGen and Flutter's
/// generator name them; not for a web app's JSON catalogs, whose keys code only ever quotes), or
/// a prefix of it that ends at `.`, `_` or `-` (`"trade_state_" + state`, `` t(`tag.${name}`) ``,
/// `"\(prefix)_\(n)"` after `prefix = "speech.onboarding.description"`: keys made at run time),
/// or an Android resource file's `@string/key`. An Android app's key counts only as a resource
/// name (`judging(catalogKeys:camelSpellings:androidResources:)`). A key with any other
/// character (a sentence used as its own key, a gettext msgid) is never judged unused: code
/// quotes such keys in too many ways.
/// Every rule errs towards "named", so a key reported unused is one no spelling of it appears for.
public struct CodeReferences: Sendable {
    /// Tokens: runs of ASCII letters, digits, `_`, `-` and `.`.
    private var tokens: Set<String> = []
    /// The tokens that hold a `.` (`R.string.menu_title`, `L10n.Errors.librariesMissing`), whose
    /// pieces name keys too.
    private var dottedTokens: Set<String> = []
    /// The dot-separated pieces of `dottedTokens` (of those that are no catalog key, once
    /// `judging(catalogKeys:)` has set them aside).
    private var pieces: Set<String> = []
    /// Two neighbouring pieces of a dotted token, each lower-cased without `_` and `-`
    /// (`L10n.Scene.SyncToolbar.librariesMissing` gives `synctoolbar.librariesmissing`): how a
    /// generated accessor spells a key's last two segments (`judging(catalogKeys:)` sets them).
    private var neighbours: Set<String> = []
    /// The names code gives Android resources: the piece after `string`, `plurals` or `array`
    /// in a dotted token (`R.string.creator`, `Res.string.creator`), an `@string/` reference in
    /// any XML file, and a whole quoted literal (`getIdentifier("creator", "string", …)`).
    private var resourceNames: Set<String> = []
    /// Tables Xcode makes from an Interface Builder document or an intent definition of their
    /// name (`Base.lproj/Intents.intentdefinition` for `de.lproj/Intents.strings`): the folder
    /// above the `.lproj` (or the document's own) and the name, joined by `/`.
    private var interfaceTables: Set<String> = []
    /// The keys an Interface Builder document's table has for the texts it holds: an object's id
    /// and the property its text is in (`SQx-au-ZcM.text`, `B2l-7z-M2N.normalTitle`).
    private var interfaceTexts: Set<String> = []
    /// Whether keys are Android resource names, which code names only in the ways of
    /// `resourceNames`: a variable `creator` names no `R.string.creator`.
    private var androidResources = false
    /// Whether a key's camel-case spelling names it: code generated from the catalog spells
    /// keys so (SwiftGen, Flutter), but nothing generates identifiers from a web app's JSON
    /// catalog, where `sectionTitle` is a variable, not `section_title`.
    private var camelSpellings = true
    /// The string literals of code files (`"Active Carbs"` of `NSLocalizedString("Active Carbs",
    /// comment: …)`) that are more than one token: a key written as its own text is quoted whole.
    private var quotedTexts: Set<String> = []
    /// The literals code passes to a lookup (`CodeLiterals.lookupCalls`), one token or more.
    private var lookedUpTexts: Set<String> = []
    /// Tokens that end a string literal and hold a separator (`"speech.onboarding.description"`):
    /// the prefix of keys the code makes by adding `_1`, `_2`, … to it.
    private var literalEnds: Set<String> = []
    /// Lists of language codes in the app's code: which languages it offers (`UnshippedCatalogs`).
    public private(set) var languageLists: [LanguageList] = []
    /// What the Xcode projects of the tree bundle.
    public private(set) var xcodeResources = XcodeProjectResources()
    /// Files read: none means nothing was judged.
    public private(set) var filesRead = 0
    /// Files read that are code or a template or layout code shows (`codeExtensions`): none
    /// means the folder holds no app (a repository of translations with a README and property
    /// lists), and every key would be unused.
    public private(set) var codeFilesRead = 0

    /// Folders never read: version control, dependencies and build output.
    static let skippedFolders: Set<String> = [
        ".git", ".build", ".gradle", ".dart_tool", ".idea", ".svn", "node_modules", "Pods", "Carthage", "DerivedData",
    ]
    /// Files beside which a folder named `build` is a build's output (Gradle's `app/build`,
    /// Flutter's, an Xcode project's): elsewhere it is code (`lib/widget/build/`, the screens of
    /// a manufacturing app's build orders).
    static let buildFiles: Set<String> = CodeTreeCatalogs.manifests.union([
        "CMakeLists.txt", "Makefile", "GNUmakefile", "settings.gradle", "settings.gradle.kts", "gradlew", "Podfile", "project.yml",
    ])

    /// Whether `folder` is never read: one of `skippedFolders`, or a `build` folder beside a
    /// build file or an Xcode project.
    static func isSkipped(_ folder: URL, _ manager: FileManager) -> Bool {
        let name = folder.lastPathComponent
        if skippedFolders.contains(name) { return true }
        guard name == "build" else { return false }
        let siblings = (try? manager.contentsOfDirectory(atPath: folder.deletingLastPathComponent().path)) ?? []
        return siblings.contains { buildFiles.contains($0) || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
    }
    /// Catalog files, which name every key they hold: never evidence that the app uses one.
    static let catalogExtensions: Set<String> = ["strings", "stringsdict", "xcstrings", "arb", "po", "pot", "xliff", "xlf", "mo"]
    /// Files larger than this are data, not code.
    static let largestFile = 8 << 20

    /// Reads every text file under `folders`, except `catalogs` (the files the check read), any
    /// other catalog (`CodeTreeCatalogs`) and the code of packages that read catalogs of their
    /// own. Throws the first folder that is not one.
    public init(folders: [String], excluding catalogs: [String]) throws(CodeFolderError) {
        let excluded = Set(catalogs.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        let manager = FileManager.default
        for folder in folders {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw CodeFolderError(folder: folder)
            }
            let root = URL(fileURLWithPath: folder).standardizedFileURL
            guard let walker = manager.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey, .isRegularFileKey, .fileSizeKey])
            else { throw CodeFolderError(folder: folder) }
            var files: [String] = []
            for case let url as URL in walker {
                let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isRegularFileKey, .fileSizeKey])
                if values?.isDirectory == true {
                    if Self.isSkipped(url, manager) { walker.skipDescendants() }
                    continue
                }
                guard values?.isRegularFile == true, (values?.fileSize ?? 0) <= Self.largestFile else { continue }
                if Self.interfaceDocumentExtensions.contains(url.pathExtension) {
                    interfaceTables.insert(Self.tableName(url.standardizedFileURL))
                }
                let path = url.standardizedFileURL.path
                if url.lastPathComponent == "Package.swift" {
                    xcodeResources.notePackage(folder: (path as NSString).deletingLastPathComponent)
                }
                files.append(path)
            }
            let tree = CodeTreeCatalogs(files: files, checked: excluded) { path in
                let url = URL(fileURLWithPath: path)
                return Self.hasCatalogExtension(url) || Self.isAndroidValuesFile(url)
            }
            for path in files where !tree.catalogFiles.contains(path) && !tree.isInOtherPackage(path) {
                let url = URL(fileURLWithPath: path)
                guard !Self.hasCatalogExtension(url) else { continue }
                // A catalog names its own keys, but an Android resource file also refers to
                // others (`<item>@string/night_mode</item>` in a values folder's array): those
                // references are read, the definitions are not.
                if excluded.contains(path) || Self.isAndroidValuesFile(url) {
                    if url.pathExtension == "xml", let data = manager.contents(atPath: path) { readResourceReferences(data) }
                    continue
                }
                guard let data = manager.contents(atPath: path), !Self.isGeneratedAccessor(data) else { continue }
                if url.pathExtension == "pbxproj" { xcodeResources.readProject(data) }
                let ext = url.pathExtension.lowercased()
                if LanguageList.codeExtensions.contains(ext) {
                    // Named as the user named the folder, as the other notes name files.
                    let named = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
                    let shown = path.hasPrefix(root.path + "/") ? named + path.dropFirst(root.path.count) : path
                    languageLists += LanguageList.lists(in: data, file: shown, hashComments: LanguageList.hashComments.contains(ext))
                }
                if ext == "storyboard" || ext == "xib" { interfaceTexts.formUnion(InterfaceDocumentTexts.keys(in: data)) }
                if read(data) {
                    filesRead += 1
                    if Self.codeExtensions.contains(ext) {
                        codeFilesRead += 1
                        let literals = CodeLiterals.read(data, singleQuotes: CodeLiterals.singleQuotedStrings.contains(ext))
                        quotedTexts.formUnion(literals.quoted)
                        lookedUpTexts.formUnion(literals.lookedUp)
                    }
                    // A layout, menu or manifest names strings as `@string/key`.
                    if url.pathExtension == "xml" { readResourceReferences(data) }
                }
            }
        }
    }

    /// Extensions of source code, and of the templates, layouts and interface documents code
    /// shows, in the languages and toolkits the catalogs serve.
    static let codeExtensions: Set<String> = [
        "swift", "m", "mm", "h", "c", "cc", "cpp", "hpp", "kt", "kts", "java", "dart", "js", "jsx", "mjs", "cjs", "ts", "tsx",
        "vue", "svelte", "astro", "py", "rb", "php", "go", "rs", "cs", "fs", "vala", "lua", "ex", "exs", "erl", "scala", "groovy",
        "html", "htm", "erb", "ejs", "hbs", "twig", "jinja", "j2", "liquid", "xml", "storyboard", "xib", "intentdefinition",
        "ui", "glade", "blp", "qml", "desktop", "in", "xaml", "axaml", "razor", "cshtml", "sh",
    ]

    /// Documents whose texts Xcode exports to a table of their name, keyed by object ids.
    static let interfaceDocumentExtensions: Set<String> = ["storyboard", "xib", "intentdefinition"]

    /// A table's or document's folder, above its `.lproj`, and its name without extension.
    static func tableName(_ url: URL) -> String {
        var folder = url.deletingLastPathComponent()
        if folder.pathExtension == "lproj" { folder = folder.deletingLastPathComponent() }
        return folder.path + "/" + url.deletingPathExtension().lastPathComponent
    }

    /// Whether the system reads `key` of the table `file` from an Interface Builder document or
    /// an intent definition of the tree: the table is one Xcode made from such a document, and
    /// the document holds the key's object id (`BgM-ve-c93` of `BgM-ve-c93.title`) or each id
    /// it joins (`xeqcBa-aV5Ezl`: a parameter's prompt for one value of an enumeration). Code
    /// never names such a key; a key whose object left the document is named by nothing.
    public func documentReads(_ key: String, table file: String) -> Bool {
        guard !interfaceTables.isEmpty, interfaceTables.contains(Self.tableName(URL(fileURLWithPath: file).standardizedFileURL))
        else { return false }
        let id = key.prefix { $0 != "." }
        guard !id.isEmpty else { return false }
        return tokens.contains(String(id)) || id.split(separator: "-").allSatisfy { tokens.contains(String($0)) }
    }

    /// Marks a generator leaves at the head of the code it writes from catalogs (Flutter's Intl
    /// plugin and `intl` message files, gen-l10n's classes when committed, SwiftGen): such a file
    /// names every key of the catalogs it was made from, used or not, so it is no evidence that
    /// the app shows one.
    static let generatedMarkers = [
        "GENERATED CODE - DO NOT MODIFY BY HAND", "code generated via package:intl", "Generated using SwiftGen",
        "Callers can lookup localized strings with an instance of", "/// The translations for ",
    ]

    /// Whether a file is code generated from the catalogs: a generator's mark in its first 2 KiB.
    static func isGeneratedAccessor(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(2048), as: UTF8.self)
        return generatedMarkers.contains { head.contains($0) }
    }

    /// A file of a catalog format (`.strings`, `.po`, `.arb`, …).
    static func hasCatalogExtension(_ url: URL) -> Bool { catalogExtensions.contains(url.pathExtension.lowercased()) }

    /// An Android `values*/` resource file: the catalogs of a variant or flavor the check was not
    /// given still only hold keys.
    static func isAndroidValuesFile(_ url: URL) -> Bool {
        url.pathExtension == "xml" && url.deletingLastPathComponent().lastPathComponent.hasPrefix("values")
    }

    /// Adds a file's tokens; false for a binary file (a NUL in its first 4 KiB).
    private mutating func read(_ data: Data) -> Bool {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Bool in
            let bytes = raw.bindMemory(to: UInt8.self)
            if bytes.prefix(4096).contains(0) { return false }
            var start = -1
            for i in 0...bytes.count {
                let inToken = i < bytes.count && Self.isTokenByte(bytes[i])
                if inToken {
                    if start < 0 { start = i }
                } else if start >= 0 {
                    // A run that ends in a separator is a key's prefix only where code goes on
                    // to add the rest: a quote (`"trade_state_" + state`), `${` or `%`. Before a
                    // space or a line end it is a word of prose and its full stop ("the editor.").
                    var end = i
                    if i == bytes.count || !Self.continuesAKey(bytes[i]) {
                        while end > start, Self.isSeparator(bytes[end - 1]) { end -= 1 }
                    }
                    if end > start { insert(UnsafeBufferPointer(rebasing: bytes[start..<end])) }
                    if end == i, start > 0, i < bytes.count, Self.isQuote(bytes[start - 1]), Self.isQuote(bytes[i]) {
                        resourceNames.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                    }
                    if i < bytes.count, Self.isQuote(bytes[i]), end == i,
                        bytes[start..<end].contains(where: Self.isSeparator)
                    {
                        literalEnds.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                    }
                    start = -1
                }
            }
            return true
        }
    }

    /// Whether an Interface Builder document of the tree holds the text of `key`
    /// (`SQx-au-ZcM.text`): its object, with a text in that property (`InterfaceDocumentTexts`).
    public func interfaceHolds(_ key: String) -> Bool { interfaceTexts.contains(key) }

    /// Whether a file of code passes `key` as the first argument of a lookup (`Text("On")`,
    /// `t("Save")`): a word as well as a sentence (`CodeLiterals`).
    public func looksUp(_ key: String) -> Bool { Self.holds(key, in: lookedUpTexts) }

    /// Whether a file of code quotes `text` whole as a string literal of more than one token (a
    /// key written as its own text: `NSLocalizedString("Active Carbs", comment: …)`).
    public func quotes(_ text: String) -> Bool { Self.holds(text, in: quotedTexts) }

    /// Whether `literals` hold `key`, its format specifiers read as `CodeLiterals` reads the
    /// literals' interpolations and specifiers (`Delete \(name)?` and `"Delete %1$@?"` for
    /// `Delete %@?`).
    static func holds(_ key: String, in literals: Set<String>) -> Bool {
        literals.contains(key.utf8.contains(UInt8(ascii: "%")) ? CodeLiterals.markingSpecifiers(key) : key)
    }

    /// Adds the names after `@string/` and `@plurals/` in an Android resource file.
    private mutating func readResourceReferences(_ data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        for marker in ["@string/", "@plurals/"] {
            var rest = text[...]
            while let found = rest.range(of: marker) {
                let name = rest[found.upperBound...].prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
                if !name.isEmpty {
                    tokens.insert(String(name))
                    resourceNames.insert(String(name))
                }
                rest = rest[found.upperBound...]
            }
        }
    }

    private mutating func insert(_ run: UnsafeBufferPointer<UInt8>) {
        let token = String(decoding: run, as: UTF8.self)
        tokens.insert(token)
        if run.contains(UInt8(ascii: ".")), dottedTokens.insert(token).inserted {
            addPieces(of: token)
            var afterResourceType = false
            for piece in token.split(separator: ".") {
                if afterResourceType { resourceNames.insert(String(piece)) }
                afterResourceType = piece == "string" || piece == "plurals" || piece == "array"
            }
        }
    }

    /// Adds a dotted token's pieces and its neighbouring pairs.
    private mutating func addPieces(of token: String) {
        var previous: Substring?
        for piece in token.split(separator: ".") {
            pieces.insert(String(piece))
            if let previous { neighbours.insert(Self.folded(previous) + "." + Self.folded(piece)) }
            previous = piece
        }
    }

    static func isSeparator(_ b: UInt8) -> Bool { b == UInt8(ascii: ".") || b == UInt8(ascii: "_") || b == UInt8(ascii: "-") }

    /// What follows a key's prefix where code makes the rest of the key at run time: a quote, or
    /// an interpolation (`${`, `{`, Swift's `\(`, a `%` conversion).
    static func continuesAKey(_ b: UInt8) -> Bool {
        isQuote(b) || b == UInt8(ascii: "$") || b == UInt8(ascii: "{") || b == UInt8(ascii: "\\") || b == UInt8(ascii: "%")
    }

    static func isQuote(_ b: UInt8) -> Bool { b == UInt8(ascii: "'") || b == UInt8(ascii: "\"") || b == UInt8(ascii: "`") }

    static func isTokenByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_")
            || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")
    }

    /// The same names, judged for a catalog whose keys are `catalogKeys`: a token that is itself
    /// one of them (`t("access_tokens.section_title")`) names that key, and its pieces name no
    /// other (`infra_tokens.section_title` is not named by the other key's last segment).
    /// `camelSpellings` is false for catalogs no generator makes identifiers from.
    public func judging(catalogKeys: Set<String>, camelSpellings: Bool = true, androidResources: Bool = false) -> CodeReferences {
        var judged = self
        judged.camelSpellings = camelSpellings
        judged.androidResources = androidResources
        judged.pieces = []
        judged.neighbours = []
        for token in dottedTokens where !catalogKeys.contains(token) { judged.addPieces(of: token) }
        return judged
    }

    /// Whether a file holds `name` as a token or as a piece of a dotted one.
    private func holds(_ name: String) -> Bool { tokens.contains(name) || pieces.contains(name) }

    /// Whether some file names `key` in one of the spellings above; true for a key that is not
    /// one token (it has a space or punctuation), which is never judged. A string literal that is
    /// itself one of `catalogKeys` (`t("admin.background-tasks")`) names that key, not the keys
    /// that go on from it (`admin.background-tasks-description`): it is a use, not a prefix.
    public func names(_ key: String, catalogKeys: Set<String> = []) -> Bool {
        // A key of a namespace in a folder (`views/search:button.save`): the code names the key
        // under its namespace (`useTranslation("views/search")`, then `t("button.save")`).
        if let colon = key.firstIndex(of: ":"), key[..<colon].contains("/") {
            return names(String(key[key.index(after: colon)...]), catalogKeys: catalogKeys)
        }
        guard !key.isEmpty, key.utf8.allSatisfy(Self.isTokenByte) else { return true }
        if androidResources {
            // `R.string` spells a `.` of a resource name as `_`.
            if resourceNames.contains(key) || resourceNames.contains(key.replacingOccurrences(of: ".", with: "_")) { return true }
        } else if holds(key) {
            return true
        }
        let segments = key.split(separator: ".")
        if !androidResources, let last = segments.last {
            let camel = Self.lowerCamel(String(last))
            let lastNamed = holds(String(last)) || (camelSpellings && (holds(camel) || holds(Self.lowerFirstWord(camel))))
            // A generator spells a key of three segments or more as a path
            // (`L10n.Scene.Settings.Misc.Proxy.server`): its last segment alone ("server", "title")
            // is a word any code holds, so the segment before it must precede it. Where keys are
            // only ever quoted (a web app's JSON), code may name the last segment alone under a
            // namespace (`useTranslations("settings.general")`, then `t("title")`).
            if lastNamed,
                !camelSpellings || segments.count < 3
                    || neighbours.contains(Self.folded(segments[segments.count - 2]) + "." + Self.folded(last))
            {
                return true
            }
        }
        if camelSpellings, !androidResources, holds(Self.lowerCamel(key)) { return true }
        var prefix = ""
        for character in key.dropLast() {
            if character == "." || character == "_" || character == "-", literalEnds.contains(prefix), !catalogKeys.contains(prefix) {
                return true
            }
            prefix.append(character)
            if character == "." || character == "_" || character == "-", holds(prefix) { return true }
        }
        return false
    }

    /// A segment as `neighbours` holds it: lower-cased, without `_` and `-`.
    static func folded(_ segment: Substring) -> String {
        String(segment.lowercased().filter { $0 != "_" && $0 != "-" })
    }

    /// `AppleId` as `appleId`, `URLScheme` as `urlScheme`: the first word lower-cased, as SwiftGen
    /// names a key's last segment (`Loc.Membership.ManageTier.appleId` for `….AppleId`).
    static func lowerFirstWord(_ name: String) -> String {
        let characters = Array(name)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        guard upper > 0 else { return name }
        // Of a run of capitals before a lower-case letter, the last begins the next word.
        let end = upper > 1 && upper < characters.count ? upper - 1 : upper
        return String(characters[..<end]).lowercased() + String(characters[end...])
    }

    /// `menu.save_all` as `menuSaveAll`: each word after the first capitalised, separators dropped.
    static func lowerCamel(_ name: String) -> String {
        var out = ""
        var upperNext = false
        for character in name {
            if character == "." || character == "_" || character == "-" {
                upperNext = !out.isEmpty
                continue
            }
            out += upperNext ? character.uppercased() : String(character)
            upperNext = false
        }
        return out
    }
}

/// A `--code` path that is no readable folder.
public struct CodeFolderError: Error, Sendable {
    public var folder: String
}
