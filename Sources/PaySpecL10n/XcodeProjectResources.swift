import Foundation

/// Which localized tables the Xcode projects of an app's tree bundle, read from their
/// `project.pbxproj`. Xcode copies a table's translations that its variant group names
/// (`path = de.lproj/Localizable.strings;`) and no other: a `ru.lproj/Localizable.stringsdict`
/// a translation platform pulled in beside the bundled `ru.lproj/Localizable.strings` is in no
/// build, so Russian users see the base's plurals. A language no project names at all
/// (`knownRegions`, or any table's variant group) is one the app does not ship yet.
///
/// Every rule errs towards "bundled": a table no project names at all (a package's, a
/// generated project's) is bundled; so is every file under a folder a project syncs whole (a
/// `PBXFileSystemSynchronizedRootGroup`, a folder reference) or under a Swift package, and a
/// name the projects give a table in one folder counts for every folder.
public struct XcodeProjectResources: Sendable {
    /// Per table file name (`Localizable.strings`), the `.lproj` folders that projects name for
    /// it, lower-cased without the extension (`de`, `zh-hant-tw`, `base`).
    private var languagesOfTable: [String: Set<String>] = [:]
    /// Languages a project ships: its `knownRegions` and every `.lproj` folder it names, as
    /// `languagesOfTable` spells them.
    private var shippedLanguages: Set<String> = []
    /// Names of folders a project copies whole, with every file below them.
    private var syncedFolders: Set<String> = []
    /// Folders that hold a `Package.swift` (standardized paths): SwiftPM bundles their `.lproj`
    /// folders whatever a project says.
    private var packageFolders: Set<String> = []
    /// Projects read.
    public private(set) var projectsRead = 0

    public init() {}

    /// Reads one `project.pbxproj`.
    mutating func readProject(_ data: Data) {
        projectsRead += 1
        let text = String(decoding: data, as: UTF8.self)
        var synchronizing = false
        var regions = false
        for line in text.split(whereSeparator: \.isNewline) {
            if line.contains("knownRegions = (") {
                regions = true
                continue
            }
            if regions {
                if line.contains(");") {
                    regions = false
                } else {
                    let region = line.trimmingCharacters(in: CharacterSet(charactersIn: " \t,\""))
                    shippedLanguages.insert(region.lowercased())
                }
                continue
            }
            if line.contains("isa = PBXFileSystemSynchronizedRootGroup") { synchronizing = true }
            guard let path = Self.value(of: "path", in: line) else { continue }
            if synchronizing || line.contains("lastKnownFileType = folder;") {
                syncedFolders.insert(String(path.split(separator: "/").last ?? path))
                synchronizing = false
            }
            // `de.lproj/Localizable.strings`, or a longer path that ends so.
            let parts = path.split(separator: "/")
            guard parts.count >= 2, parts[parts.count - 2].lowercased().hasSuffix(".lproj") else { continue }
            let folder = parts[parts.count - 2].lowercased().dropLast(".lproj".count)
            languagesOfTable[String(parts[parts.count - 1]), default: []].insert(String(folder))
            shippedLanguages.insert(String(folder))
        }
    }

    /// Notes a Swift package's folder.
    mutating func notePackage(folder: String) { packageFolders.insert(folder) }

    /// The value of `key = value;` on one line of a project, quotes taken off.
    static func value(of key: String, in line: Substring) -> Substring? {
        guard let found = line.range(of: key + " = ") else { return nil }
        // `path` must begin a property, not end another one's name (`projectDirPath = ""`).
        if found.lowerBound > line.startIndex {
            let before = line[line.index(before: found.lowerBound)]
            guard before == " " || before == "\t" || before == "{" || before == ";" else { return nil }
        }
        var rest = line[found.upperBound...]
        if rest.first == "\"" {
            rest = rest.dropFirst()
            guard let end = rest.firstIndex(of: "\"") else { return nil }
            return rest[..<end]
        }
        guard let end = rest.firstIndex(of: ";") else { return nil }
        return rest[..<end]
    }

    /// What the projects of the tree do with `file`, a standardized path ending in
    /// `LL.lproj/NAME`.
    public enum Verdict: Sendable, Equatable {
        /// Bundled, or nothing tells otherwise.
        case bundled
        /// Left out of every build of a language the app ships: the projects name the table
        /// `NAME` in other `.lproj` folders, not in this one, and nothing copies it whole.
        case leftOut
        /// Left out, and the projects ship no table of its language: a language the app does
        /// not offer yet.
        case languageNotShipped
    }

    /// What the projects of the tree do with `file`.
    public func verdict(_ file: String) -> Verdict {
        let parts = file.split(separator: "/")
        guard parts.count >= 2, parts[parts.count - 2].lowercased().hasSuffix(".lproj"),
            let named = languagesOfTable[String(parts[parts.count - 1])]
        else { return .bundled }
        let folder = String(parts[parts.count - 2].lowercased().dropLast(".lproj".count))
        if named.contains(folder) { return .bundled }
        var above = ""
        for part in parts.dropLast() {
            above += "/" + part
            if syncedFolders.contains(String(part)) || packageFolders.contains(above) { return .bundled }
        }
        return shippedLanguages.contains(folder) ? .leftOut : .languageNotShipped
    }
}
