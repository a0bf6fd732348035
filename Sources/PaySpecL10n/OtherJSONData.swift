import Foundation
import PaySpecIO

/// A JSON file whose name is no language, in a folder of per-language catalogs
/// (`percentages.json`, the share of each language translated, read by the app to choose the
/// languages it offers; `index.json`, a list of the languages' names) or anywhere in a tree whose
/// other files are catalogs (an app's `google-services.json` or `config.json` beside its
/// `.lproj` or `values-*` folders). It is no catalog when its shape is not one (numbers where a
/// catalog has texts) or none of its keys is a base key: it is skipped with a note. Beside Apple's
/// or Android's own catalogs, a JSON, CSV or TSV file whose path names no language is data however
/// it reads (`isDataBesidePlatformCatalogs`). A file holding the base's keys is a catalog whose
/// name lacks its language, and keeps its error.
public enum OtherJSONData {
    /// `errors` without those of files that are no catalog, and the files skipped.
    static func separate(
        _ errors: [CatalogParseError], documents: [CatalogDocument], baseKeys: [String: Int]
    ) -> (errors: [CatalogParseError], skipped: [String]) {
        guard !errors.isEmpty else { return (errors, []) }
        // A folder of per-language catalogs: a file in it whose path names its language.
        let catalogFolders = Set(documents.filter { LanguageCodes.fromPath($0.path) != nil }.map { folder(of: $0.path) })
        let hasPlatformCatalogs = documents.contains { platformFormats.contains($0.format) }
        var kept: [CatalogParseError] = []
        var skipped: [String] = []
        for error in errors {
            let noCatalog =
                error.namesNoLanguage && (catalogFolders.contains(folder(of: error.file)) || !documents.isEmpty)
                || isDataBesidePlatformCatalogs(error.file, platform: hasPlatformCatalogs)
            guard noCatalog, !holdsBaseKeys(error.file, baseKeys) else {
                kept.append(error)
                continue
            }
            skipped.append(error.file)
        }
        return (kept, skipped.sorted())
    }

    static func folder(of path: String) -> String { (path as NSString).deletingLastPathComponent }

    /// Apple's and Android's own catalogs: where they are the app's, Xcode and the Android build
    /// read no JSON or CSV as strings.
    static let platformFormats: Set<CatalogFormat> = [.strings, .stringsdict, .xcstrings, .androidXML]

    /// A JSON, CSV or TSV file whose path names no language, or a language and a word no catalog
    /// names its locale with (`bg_targets.json`), in a tree whose catalogs are Apple's or
    /// Android's (a sound list `AlexaSounds.csv`, a theme's `Branding.json` with a trailing
    /// comma): data the app reads, no catalog, whatever its shape.
    static func isDataBesidePlatformCatalogs(_ file: String, platform: Bool) -> Bool {
        guard platform, ["json", "csv", "tsv"].contains((file as NSString).pathExtension.lowercased()) else { return false }
        // A language and a word no catalog names its locale with (`bg_targets.json`): data too.
        return LanguageCodes.fromPath(file).map { !LanguageCodes.hasLocaleSubtags($0) } ?? true
    }

    /// Whether the file reads as a catalog one of whose keys is a base key.
    static func holdsBaseKeys(_ file: String, _ baseKeys: [String: Int]) -> Bool {
        guard let bytes = try? InputFile.read(file, maximumSize: CatalogLoader.maximumFileSize) else { return false }
        // Read as a catalog of a stand-in language: only its keys are looked at.
        guard let document = try? JSONCatalogParser.parse(bytes, file: file, fallbackLanguage: "und") else { return false }
        return document.entries.contains { baseKeys[$0.key] != nil }
    }

    /// The note for a skipped file.
    public static func sentence(_ file: String) -> String {
        "\(file) is not a catalog: its name names no locale a catalog is named with, and it holds none of the base's keys as texts; skipped"
    }
}
