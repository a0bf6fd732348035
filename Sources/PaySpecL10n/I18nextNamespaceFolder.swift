import Foundation

/// A JSON catalog in a folder below its language's folder (`locales/de/views/search.json`): an
/// i18next namespace whose name holds a slash (`views/search`, loaded from
/// `/locales/{{lng}}/{{ns}}.json`). Its language is the nearest folder above it named by a
/// language, when that folder's parent holds the folders of at least
/// `CodeTreeCatalogs.fewestLanguages` languages (a tree of per-language folders, not a source
/// folder that happens to be called `it` or `id`). Its keys are written as i18next addresses a
/// namespace's key, `views/search:button.save`: two namespaces of one language may each hold a
/// `title`, and each is compared with the base's key of its own namespace.
enum I18nextNamespaceFolder {
    /// The most folders between a namespace file and its language's folder.
    static let deepestNamespace = 3

    /// The catalog `file` is in a namespace folder of a language folder, or nil.
    static func catalog(_ file: String, bytes: [UInt8], baseLanguage: String?) -> CatalogDocument? {
        let url = URL(fileURLWithPath: file)
        guard url.pathExtension.lowercased() == "json" else { return nil }
        var namespace = [url.deletingPathExtension().lastPathComponent]
        var folder = url.deletingLastPathComponent()
        // The file's own folder names no language (the loader looked there first): the search
        // starts one folder up.
        namespace.insert(folder.lastPathComponent, at: 0)
        folder = folder.deletingLastPathComponent()
        for _ in 0..<deepestNamespace {
            let name = folder.lastPathComponent
            if let language = LanguageCodes.folderLanguage(name) {
                guard holdsLanguageFolders(folder.deletingLastPathComponent()),
                    case .success(var document) = CatalogLoader.parse(
                        bytes: bytes, file: file, baseLanguage: baseLanguage, unnamedLanguage: language)
                else { return nil }
                let prefix = namespace.joined(separator: "/") + ":"
                for i in document.entries.indices { document.entries[i].key = prefix + document.entries[i].key }
                return document
            }
            namespace.insert(name, at: 0)
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// Whether `folder` holds the folders of at least `CodeTreeCatalogs.fewestLanguages` languages.
    static func holdsLanguageFolders(_ folder: URL) -> Bool {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else { return false }
        var found = 0
        for name in names where LanguageCodes.folderLanguage(name) != nil {
            var isFolder: ObjCBool = false
            if manager.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder), isFolder.boolValue {
                found += 1
                if found >= CodeTreeCatalogs.fewestLanguages { return true }
            }
        }
        return false
    }
}
