import Foundation

/// Which files of a `--code` tree are catalogs, and which packages of it read catalogs of their
/// own: neither is evidence that the app whose catalogs are checked shows a key.
///
/// - A catalog names every key it holds, used or not. Files in a catalog format are never read
///   as code; a web app's catalogs have no format of their own (`locales/de.json`,
///   `i18n/fr.ts`, `locales/en/common.json`), so a data or script file is one when it, or its
///   folder, is named by a language among at least three so named.
/// - A package (a folder with a build manifest) that does not hold the checked catalogs but
///   holds catalogs of its own (of two languages or more, or a String Catalog) reads its keys
///   from those: a monorepo's admin console names the keys of its own `locales/`, not those of
///   the app beside it. Android apps are the exception: the build merges every module's
///   resources into one `R`, so any module may read the app's strings.
struct CodeTreeCatalogs {
    /// Extensions of files that may be a web app's catalog when named by a language.
    static let dataExtensions: Set<String> = ["json", "yaml", "yml", "toml", "properties", "js", "mjs", "cjs", "ts"]
    /// Files whose folder is a package: its code reads the catalogs its own build bundles.
    static let manifests: Set<String> = [
        "package.json", "pubspec.yaml", "Package.swift", "build.gradle", "build.gradle.kts", "Cargo.toml", "pyproject.toml",
        "setup.py", "meson.build", "go.mod", "composer.json",
    ]
    /// Fewest files (or folders) of one folder named by a language before they count as catalogs.
    static let fewestLanguages = 3

    /// Data files read as catalogs (standardized paths).
    private(set) var catalogFiles: Set<String> = []
    /// Package folders that read catalogs of their own (standardized paths, no trailing `/`).
    private(set) var otherPackages: Set<String> = []

    /// Classifies `files` (standardized paths of one tree's regular files). `checked` are the
    /// catalogs the check read; `isCatalog` tells a file of a catalog format.
    init(files: [String], checked: Set<String>, isCatalog: (String) -> Bool) {
        // Data files named by a language, per folder, and those in a folder named by a
        // language, per the folder above it (with the language folders seen there).
        var languageFiles: [String: [String]] = [:]
        var inLanguageFolders: [String: (folders: Set<String>, paths: [String])] = [:]
        var packages: Set<String> = []
        for path in files {
            let (folder, name) = Self.split(path)
            if Self.manifests.contains(name) { packages.insert(folder) }
            guard let stem = Self.dataFileStem(name) else { continue }
            if Self.isLanguageName(stem) { languageFiles[folder, default: []].append(path) }
            let (parent, folderName) = Self.split(folder)
            if Self.isLanguageName(folderName) {
                inLanguageFolders[parent, default: ([], [])].folders.insert(folderName)
                inLanguageFolders[parent, default: ([], [])].paths.append(path)
            }
        }
        for (_, paths) in languageFiles where paths.count >= Self.fewestLanguages { catalogFiles.formUnion(paths) }
        for (_, found) in inLanguageFolders where found.folders.count >= Self.fewestLanguages { catalogFiles.formUnion(found.paths) }

        // Android's build merges every module's strings: no module there reads only its own.
        guard !checked.contains(where: { CodeReferences.isAndroidValuesFile(URL(fileURLWithPath: $0)) }) else { return }
        // Every folder above a checked catalog: a package among them is the checked app's.
        var holdingChecked: Set<String> = []
        for path in checked {
            var folder = Self.split(path).folder
            while !folder.isEmpty, holdingChecked.insert(folder).inserted { folder = Self.split(folder).folder }
        }
        // A package reads catalogs of its own when they are a set: files of two languages or
        // more, or a String Catalog (all languages in one file). One file in a catalog format
        // is not (Geany's `filetypes.po` defines how PO files are highlighted).
        var languagesOfPackage: [String: Set<String>] = [:]
        for path in files where !checked.contains(path) && (catalogFiles.contains(path) || isCatalog(path)) {
            guard let package = Self.nearestPackage(of: path, among: packages), !holdingChecked.contains(package),
                !otherPackages.contains(package)
            else { continue }
            if path.hasSuffix(".xcstrings") {
                otherPackages.insert(package)
            } else if let language = LanguageCodes.fromPath(path) {
                languagesOfPackage[package, default: []].insert(language)
                if languagesOfPackage[package]!.count >= 2 { otherPackages.insert(package) }
            }
        }
    }

    /// Whether `path` lies in a package that reads catalogs of its own.
    func isInOtherPackage(_ path: String) -> Bool {
        guard !otherPackages.isEmpty else { return false }
        var folder = Self.split(path).folder
        while !folder.isEmpty {
            if otherPackages.contains(folder) { return true }
            folder = Self.split(folder).folder
        }
        return false
    }

    /// The name of a data or script file without its extension (`de` of `de.json`); nil for
    /// any other file.
    static func dataFileStem(_ name: String) -> Substring? {
        guard let dot = name.lastIndex(of: "."), dataExtensions.contains(name[name.index(after: dot)...].lowercased()) else {
            return nil
        }
        return name[..<dot]
    }

    /// The nearest folder above `path` that holds a manifest.
    static func nearestPackage(of path: String, among packages: Set<String>) -> String? {
        var folder = split(path).folder
        while !folder.isEmpty {
            if packages.contains(folder) { return folder }
            folder = split(folder).folder
        }
        return nil
    }

    /// A file stem or folder named by a language with a two-letter ISO 639-1 code (`de`,
    /// `pt-BR`, `zh_Hans`): three-letter codes are too often words (`run`, `map`, `set`).
    static func isLanguageName(_ name: Substring) -> Bool { isLanguageName(String(name)) }

    static func isLanguageName(_ name: String) -> Bool {
        guard LanguageCodes.looksLikeCode(name) else { return false }
        let primary = LanguageCodes.primarySubtag(name)
        return primary.count == 2 && LanguageCodes.iso639_1.contains(primary.lowercased())
    }

    /// `a/b/c.json` as (`a/b`, `c.json`).
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[..<slash]), String(path[path.index(after: slash)...]))
    }
}
