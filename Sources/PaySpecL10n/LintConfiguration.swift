import Foundation
import PaySpecIO

/// What an Android module's lint.xml says about missing translations. Android Lint reads the
/// lint.xml of the module (the folder that holds `src/`) and of its parents; a module that sets
/// `<issue id="MissingTranslation" severity="ignore"/>` ships partial translations on purpose.
enum LintConfiguration {
    /// Whether a lint.xml above the resource folder of `file` (`…/res/values/strings.xml`), up
    /// to four folders up, ignores MissingTranslation. Only the first lint.xml found is read.
    static func ignoresMissingTranslation(near file: String) -> Bool {
        var folder = PathParts.folder(of: file)  // values
        folder = PathParts.folder(of: folder)  // res
        for _ in 0..<4 {
            folder = PathParts.folder(of: folder)
            guard !folder.isEmpty, folder != "/" else { return false }
            let path = folder + "/lint.xml"
            guard let bytes = FileManager.default.contents(atPath: path), bytes.count < 1 << 20,
                let text = String(data: bytes, encoding: .utf8)
            else { continue }
            return ignores(text)
        }
        return false
    }

    /// Whether a lint.xml text holds an `<issue id="MissingTranslation" severity="ignore"/>`.
    static func ignores(_ text: String) -> Bool {
        for issue in text.components(separatedBy: "<issue").dropFirst() {
            let tag = issue.prefix(while: { $0 != ">" })
            let compact = tag.replacingOccurrences(of: "'", with: "\"").replacingOccurrences(of: " ", with: "")
            if compact.contains("id=\"MissingTranslation\"") && compact.contains("severity=\"ignore\"") { return true }
        }
        return false
    }
}
