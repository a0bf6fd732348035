import Foundation
import PaySpecIO

/// An Android resources file of the default `values/` folder that holds the app's settings
/// beside its strings (`<bool>`, `<integer>`, `<color>`, `<dimen>`: a white-label build's
/// `setup.xml` with the app's name, server URLs and feature flags), and that no language folder
/// has a file of: the project does not send it to translators. Its strings are read as
/// `translatable="false"`: a value left empty for a branded build to fill is no empty text, and
/// a translation lacking its keys lacks nothing. A file of strings alone (`strings_feature.xml`
/// not translated yet) is still checked: its keys missing from every language are real gaps.
enum AndroidSettingsFile {
    /// The resource elements that are settings, not text.
    static let settingElements: Set<String> = ["bool", "integer", "integer-array", "color", "dimen", "fraction"]

    /// Whether a folder of the resource folder of `file` that names a language
    /// (`values-de/`, `values-b+sr+Latn/`) holds a file of the same name.
    static func isTranslated(_ file: String) -> Bool {
        let name = String(file.split(separator: "/").last ?? "")
        let resources = PathParts.folder(of: PathParts.folder(of: file))
        let root = resources.isEmpty ? "." : resources
        guard let folders = try? FileManager.default.contentsOfDirectory(atPath: root) else { return true }
        for folder in folders where folder.hasPrefix("values-") {
            guard LanguageCodes.androidQualifier(String(folder.dropFirst(7))) != nil else { continue }
            if FileManager.default.fileExists(atPath: root + "/" + folder + "/" + name) { return true }
        }
        return false
    }

    /// `document` with its strings read as not to be translated, when it is such a file.
    static func excludingSettings(_ document: CatalogDocument, file: String) -> CatalogDocument {
        guard document.holdsSettings, !document.entries.isEmpty, !isTranslated(file) else { return document }
        var document = document
        for entry in document.entries { document.untranslatableKeys.insert(entry.key) }
        document.entries = []
        return document
    }
}
