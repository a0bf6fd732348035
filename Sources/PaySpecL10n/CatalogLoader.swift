import Dispatch
import Foundation
import PaySpecIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds catalog files under the paths given, detects each one's format and parses them all,
/// files in parallel. Unreadable or malformed files become `CatalogParseError`s; the others
/// still load.
public enum CatalogLoader {
    /// Files larger than this are refused rather than read (a hostile or runaway catalog).
    public static let maximumFileSize = 512 * 1024 * 1024

    /// The result of loading: the documents and the files that could not be parsed.
    public struct Result: Sendable {
        public var documents: [CatalogDocument] = []
        public var errors: [CatalogParseError] = []
        /// The legacy tables not read: a String Catalog of their name supersedes them.
        public var superseded: [SupersededTables.Group] = []
    }

    /// Walks `paths` (files or folders) and parses every catalog found. `baseLanguage` names
    /// the language of unqualified folders (`values/`, `Base.lproj`); `unnamedLanguage`, when
    /// given, that of a file whose path names no language at all (`texts.json`).
    public static func load(
        _ paths: [String], baseLanguage: String?, keyMap: KeyMap = KeyMap(), unnamedLanguage: String? = nil
    ) -> Result {
        var result = Result()
        let (files, walkErrors, superseded) = walk(paths)
        result.errors = walkErrors
        result.superseded = superseded
        let allFiles = files
        let slots = ParseSlots(count: allFiles.count)
        let interner = KeyInterner()
        DispatchQueue.concurrentPerform(iterations: allFiles.count) { index in
            slots.set(
                index,
                parseCompact(
                    file: allFiles[index], baseLanguage: baseLanguage, keyMap: keyMap, interner: interner,
                    unnamedLanguage: unnamedLanguage))
        }
        for outcome in slots.values {
            switch outcome {
            case .success(let document)?: result.documents.append(document)
            case .failure(let error)?: result.errors.append(error)
            case nil: break
            }
        }
        return result
    }

    /// The catalog files under `paths` in the order they are read, the paths refused, and the
    /// legacy tables a String Catalog among them supersedes (not read).
    static func walk(_ paths: [String]) -> (files: [String], errors: [CatalogParseError], superseded: [SupersededTables.Group]) {
        var files: [String] = []
        var errors: [CatalogParseError] = []
        for path in paths {
            let kind = FileKind.of(path)
            if kind == .directory {
                for entry in catalogEntries(in: path) {
                    switch entry {
                    case .file(let file): files.append(file)
                    case .refused(let refusal): errors.append(CatalogParseError(file: refusal.path, at: nil, refusal.reason))
                    }
                }
            } else if kind == .missing {
                errors.append(CatalogParseError(file: path, at: nil, "no such file or folder"))
            } else {
                // Anything else is read, or refused with its reason, by `parse(file:)`.
                files.append(path)
            }
        }
        let (read, superseded) = SupersededTables.partition(files)
        return (read, errors, superseded)
    }

    /// Catalog files under a folder, sorted, skipping hidden and build folders.
    public static func catalogFiles(in directory: String) -> [String] {
        InputWalk.files(catalogEntries(in: directory))
    }

    /// Whether a file sits in an Android resource folder other than `values` (`res/raw/`,
    /// `res/drawable-night/`): a Lottie animation or a font's JSON there is no catalog, whatever
    /// its name.
    static func isAndroidResource(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        guard parts.count >= 3, parts[parts.count - 3] == "res" else { return false }
        let type = parts[parts.count - 2].split(separator: "-").first.map(String.init) ?? ""
        return androidResourceTypes.contains(type)
    }

    /// Android's resource types whose folders hold no strings.
    static let androidResourceTypes: Set<String> = [
        "anim", "animator", "color", "drawable", "font", "layout", "menu", "mipmap", "navigation", "raw", "transition", "xml",
    ]

    /// Folder extensions of Xcode's that hold no catalog: asset catalogs, Icon Composer icons,
    /// projects and workspaces.
    static let appleNonCatalogFolders: Set<String> = ["xcassets", "icon", "xcodeproj", "xcworkspace"]

    /// Everything under a folder named like a catalog: regular files to read, and FIFOs,
    /// devices, dangling links and folders so named as refusals. Symlinked folders are followed.
    public static func catalogEntries(in directory: String) -> [InputWalk.Entry] {
        let extensions: Set<String> = [
            "xcstrings", "strings", "stringsdict", "xml", "xliff", "xlf", "json", "csv", "tsv", "arb", "po", "pot",
        ]
        return InputWalk.entries(
            under: directory,
            isInput: { relative in
                let name = (relative as NSString).lastPathComponent
                // The project's own settings (the key map) are no catalog.
                guard !name.hasPrefix("."), name != L10nProjectConfiguration.fileName else { return false }
                let ext = (name as NSString).pathExtension.lowercased()
                guard extensions.contains(ext) else { return false }
                if ext == "json" { return !isAndroidResource(directory + "/" + relative) }
                return ext != "xml" || relative.contains("values")
            },
            skipFolder: { name in
                name.hasPrefix(".") || name == "build" || name == "node_modules"
                    // Xcode's asset catalogs, app icons and project files: JSON and XML that no
                    // localization tool reads (an asset's Contents.json beside the .lproj folders).
                    || appleNonCatalogFolders.contains((name as NSString).pathExtension)
            })
    }

    /// Parses one file for a load that keeps every document until the check: entries in
    /// storage of their exact size, keys shared with the other documents.
    static func parseCompact(
        file: String, baseLanguage: String?, keyMap: KeyMap, interner: KeyInterner, unnamedLanguage: String? = nil
    )
        -> Swift.Result<
            CatalogDocument, CatalogParseError
        >
    {
        switch parse(file: file, baseLanguage: baseLanguage, keyMap: keyMap, unnamedLanguage: unnamedLanguage) {
        case .failure(let error): return .failure(error)
        case .success(var document):
            document.compact()
            interner.intern(&document)
            return .success(document)
        }
    }

    /// Reads and parses a file that holds many languages by extension (`.xcstrings`, `.csv`,
    /// `.tsv`) into its language columns; nil for any other file, which `parse(file:)` reads.
    static func parseColumns(file: String) -> Swift.Result<ColumnarCatalog, CatalogParseError>? {
        let ext = (file as NSString).pathExtension.lowercased()
        guard ext == "xcstrings" || ext == "csv" || ext == "tsv" || ext == "tab" else { return nil }
        let bytes: [UInt8]
        do throws(InputFile.ReadError) { bytes = try InputFile.read(file, maximumSize: maximumFileSize) } catch {
            return .failure(CatalogParseError(file: file, at: nil, error.reason))
        }
        do throws(CatalogParseError) {
            switch ext {
            case "xcstrings": return .success(try XCStringsParser.parseColumns(bytes, file: file))
            case "csv": return .success(try DelimitedTableParser.parseColumns(bytes, file: file, separator: ","))
            default: return .success(try DelimitedTableParser.parseColumns(bytes, file: file, separator: "\t"))
            }
        } catch {
            return .failure(error)
        }
    }

    /// Reads and parses one file.
    public static func parse(
        file: String, baseLanguage: String?, keyMap: KeyMap = KeyMap(), unnamedLanguage: String? = nil
    ) -> Swift.Result<CatalogDocument, CatalogParseError> {
        let bytes: [UInt8]
        do throws(InputFile.ReadError) { bytes = try InputFile.read(file, maximumSize: maximumFileSize) } catch {
            return .failure(CatalogParseError(file: file, at: nil, error.reason))
        }
        var result = parse(bytes: bytes, file: file, baseLanguage: baseLanguage, unnamedLanguage: unnamedLanguage)
        if unnamedLanguage == nil, case .failure(let error) = result, error.namesNoLanguage,
            let document = catalogNamedBySiblings(file, bytes: bytes, baseLanguage: baseLanguage)
                ?? I18nextNamespaceFolder.catalog(file, bytes: bytes, baseLanguage: baseLanguage)
        {
            result = .success(document)
        }
        // An Android module whose lint.xml ignores MissingTranslation lets every string of its
        // default values fall back, as the build and Android Lint do.
        if case .success(var document) = result, document.format == .androidXML, isUnqualified(file),
            LintConfiguration.ignoresMissingTranslation(near: file)
        {
            for entry in document.entries { document.fallbackKeys.insert(entry.key) }
            result = .success(document)
        }
        if case .success(let document) = result, document.format == .androidXML, document.holdsSettings, isUnqualified(file) {
            result = .success(AndroidSettingsFile.excludingSettings(document, file: file))
        }
        if !keyMap.isEmpty, case .success(var document) = result {
            keyMap.apply(to: &document)
            result = .success(document)
        }
        return result
    }

    /// Parses bytes as the catalog `file` names.
    public static func parse(
        bytes: [UInt8], file: String, baseLanguage: String?, unnamedLanguage: String? = nil
    ) -> Swift.Result<CatalogDocument, CatalogParseError> {
        guard let format = CatalogFormat.detect(path: file, bytes: bytes) else {
            return .failure(
                CatalogParseError(
                    file: file, at: nil,
                    "expected a catalog (.xcstrings, .strings, .stringsdict, strings.xml, .xliff, .json, .csv, .tsv, .arb, .po, .pot)"))
        }
        let pathLanguage = pathLanguage(file, baseLanguage: baseLanguage) ?? unnamedLanguage
        func language() throws(CatalogParseError) -> String {
            guard let pathLanguage else {
                throw CatalogParseError(
                    file: file, at: nil, "expected the language in the path (xx.lproj/, values-xx/, xx.json) or --base for values/")
            }
            return pathLanguage
        }
        do {
            switch format {
            case .xcstrings: return .success(try XCStringsParser.parse(bytes, file: file))
            case .strings:
                let lang = try language()
                let pairs = try StringsFileParser.parse(bytes, file: file)
                let entries = pairs.map { CatalogEntry(language: lang, key: $0.key, value: $0.value, file: file, location: $0.location) }
                // The path's language is declared even when the file is empty, so an empty
                // catalog makes its language 0% complete instead of making it vanish.
                var document = CatalogDocument(path: file, format: .strings, entries: entries, declaredLanguages: [lang])
                for pair in pairs where pair.leftAlone { document.mayStayUntranslatedKeys.insert(pair.key) }
                return .success(document)
            case .stringsdict:
                let lang = try language()
                var document = try StringsdictParser.parse(bytes, file: file, language: lang)
                if !document.declaredLanguages.contains(lang) { document.declaredLanguages.append(lang) }
                return .success(document)
            case .androidXML:
                let lang = try language()
                var document = try AndroidStringsParser.parse(bytes, file: file, language: lang)
                if !document.declaredLanguages.contains(lang) { document.declaredLanguages.append(lang) }
                return .success(document)
            case .xliff12, .xliff20: return .success(try XLIFFParser.parse(bytes, file: file, fallbackLanguage: pathLanguage))
            case .json: return .success(try JSONCatalogParser.parse(bytes, file: file, fallbackLanguage: pathLanguage))
            case .csv: return .success(try DelimitedTableParser.parse(bytes, file: file, separator: ","))
            case .tsv: return .success(try DelimitedTableParser.parse(bytes, file: file, separator: "\t"))
            case .arb: return .success(try ARBParser.parse(bytes, file: file, pathLanguage: pathLanguage))
            case .gettext:
                return .success(try GettextParser.parse(bytes, file: file, pathLanguage: pathLanguage, sourceLanguage: baseLanguage))
            }
        } catch {
            return .failure(error)
        }
    }

    /// The language a file's path names (`de.lproj/`, `values-de/`, `de.json`; `values/` and
    /// `Base.lproj/` are `baseLanguage`), if any.
    static func pathLanguage(_ file: String, baseLanguage: String?) -> String? {
        // Flutter and gettext name files their own way (app_pt_BR.arb, cs/LC_MESSAGES/app.po).
        let lowered = file.lowercased()
        // intl_translation's extraction (`intl_messages.arb`) is the base's messages, as written in the code.
        if lowered.hasSuffix(".arb") {
            return ARBParser.language(fromFileName: file) ?? (lowered.hasSuffix("_messages.arb") ? baseLanguage : nil)
        }
        if lowered.hasSuffix(".po") { return GettextParser.language(fromPath: file) }
        if lowered.hasSuffix(".pot") { return nil }
        return LanguageCodes.fromPath(file) ?? (isUnqualified(file) ? baseLanguage : nil)
    }

    /// A JSON catalog named by a code the kit knows no language for (`pr.json`, a joke "Pirate"
    /// among Jellyfin's `de.json`, `fr.json`, …; Dashy's `zz-pirate.json`), read as its stem's:
    /// when the stem is spelled as a language code (two or three letters, and any BCP 47
    /// subtags), at least `CodeTreeCatalogs.fewestLanguages` JSON
    /// files beside it are named by languages, and it shares a key with one of them (the base's
    /// when there is one). The app reads it as one of its catalogs; the check reads it too, and
    /// notes its code. A data file so named (`api.json` of settings) shares no key.
    static func catalogNamedBySiblings(_ file: String, bytes: [UInt8], baseLanguage: String?) -> CatalogDocument? {
        let url = URL(fileURLWithPath: file)
        let stem = url.deletingPathExtension().lastPathComponent
        // Or spelled as a code with subtags (Dashy's `zz-pirate.json`: a code and a variant).
        let isCode = { (code: Substring) in
            (2...3).contains(code.utf8.count) && code.utf8.allSatisfy({ $0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A })
        }
        guard url.pathExtension.lowercased() == "json",
            isCode(stem[...])
                || (LanguageCodes.isWellFormed(stem) && stem.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(isCode) == true)
        else { return nil }
        let folder = url.deletingLastPathComponent()
        let named = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            $0.lowercased().hasSuffix(".json") && LanguageCodes.fromPath($0) != nil
        }.sorted()
        guard named.count >= CodeTreeCatalogs.fewestLanguages,
            let sibling = named.first(where: { LanguageCodes.fromPath($0) == baseLanguage }) ?? named.first,
            case .success(let other) = parse(file: folder.appendingPathComponent(sibling).path, baseLanguage: baseLanguage),
            case .success(let document) = parse(bytes: bytes, file: file, baseLanguage: baseLanguage, unnamedLanguage: stem.lowercased())
        else { return nil }
        let keys = Set(other.entries.map(\.key))
        return document.entries.contains { keys.contains($0.key) } ? document : nil
    }

    static func isUnqualified(_ file: String) -> Bool {
        if file.contains("Base.lproj/") { return true }
        // A table outside any `.lproj` folder, beside `.lproj` folders that localize a table of
        // its name, is the development language's text, as `genstrings` writes it from the code
        // for the translations made from it (alt-tab's `l10n/Localizable.strings` beside
        // `l10n/de.lproj/Localizable.strings`). Alone, it is no table of any language.
        if file.hasSuffix(".strings") || file.hasSuffix(".stringsdict") {
            let folder = PathParts.folder(of: file)
            guard !folder.hasSuffix(".lproj") else { return false }
            let name = String(SupersededTables.lastName(file))
            let siblings = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
            return siblings.contains { $0.hasSuffix(".lproj") && FileManager.default.fileExists(atPath: folder + "/" + $0 + "/" + name) }
        }
        // `values/`, and folders whose qualifiers name no locale (`values-night/`, `values-v21/`).
        let components = file.split(separator: "/")
        guard components.count >= 2 else { return false }
        return LanguageCodes.isAndroidDefaultFolder(String(components[components.count - 2]))
    }
}

/// Results written by parallel workers, one slot each.
final class ParseSlots: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [Swift.Result<CatalogDocument, CatalogParseError>?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Swift.Result<CatalogDocument, CatalogParseError>) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }
}

/// One string per distinct key across all documents: a key longer than 15 bytes is a heap
/// string of its own in every language's file (a million of them at 100 x 10,000), and the
/// documents stay in memory until the check is done.
final class KeyInterner: @unchecked Sendable {
    private let lock = NSLock()
    private var keys: [String: String] = [:]

    /// The keys entered so far.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return keys.count
    }

    func intern(_ document: inout CatalogDocument) {
        lock.lock()
        for i in document.entries.indices where document.entries[i].key.utf8.count > 15 {
            // A key of 15 bytes or fewer is stored inside the string itself: sharing saves
            // nothing, and a million short keys held a table of a million entries for nothing.
            if let shared = keys[document.entries[i].key] {
                document.entries[i].key = shared
            } else {
                keys[document.entries[i].key] = document.entries[i].key
            }
        }
        lock.unlock()
    }
}
