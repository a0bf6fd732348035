import Foundation
import PaySpecIO

/// Legacy `.strings` and `.stringsdict` tables that a String Catalog of the same table name
/// replaces. Xcode builds one table from one source: a target cannot hold `Localizable.xcstrings`
/// and `de.lproj/Localizable.strings` together, and migrating a table to a String Catalog leaves
/// the old files behind unless someone deletes them. Those files are not shipped, so nothing in
/// them is a translator's to fix.
///
/// "The same project" is the folder the catalog sits in: a `.lproj` folder beside
/// `T.xcstrings` (`Resources/T.xcstrings`, `Resources/de.lproj/T.strings`). A `.strings` table
/// with no catalog of its name beside its `.lproj` folder (another table, or the same table of
/// another target's folder) is read as before.
public enum SupersededTables {
    /// The files of one table that its String Catalog supersedes.
    public struct Group: Sendable, Equatable {
        /// The String Catalog (`Resources/Localizable.xcstrings`).
        public var catalog: String
        /// The legacy files beside it, sorted.
        public var files: [String]
    }

    /// `files` without those a String Catalog among them supersedes, and those, by catalog.
    static func partition(_ files: [String]) -> (read: [String], superseded: [Group]) {
        let catalogs = Set(files.filter { $0.hasSuffix(".xcstrings") })
        guard !catalogs.isEmpty else { return (files, []) }
        var read: [String] = []
        var byCatalog: [String: [String]] = [:]
        for file in files {
            guard let catalog = catalog(superseding: file), catalogs.contains(catalog) else {
                read.append(file)
                continue
            }
            byCatalog[catalog, default: []].append(file)
        }
        let groups = byCatalog.keys.sorted().map { Group(catalog: $0, files: byCatalog[$0]!.sorted()) }
        return (read, groups)
    }

    /// The String Catalog that would supersede `file` (`R/de.lproj/T.strings` -> `R/T.xcstrings`),
    /// if `file` is a table in an `.lproj` folder.
    static func catalog(superseding file: String) -> String? {
        let name = lastName(file)
        let table: Substring
        if name.hasSuffix(".strings") {
            table = name.dropLast(".strings".count)
        } else if name.hasSuffix(".stringsdict") {
            table = name.dropLast(".stringsdict".count)
        } else {
            return nil
        }
        let folder = PathParts.folder(of: file)
        guard !table.isEmpty, lastName(folder).hasSuffix(".lproj") else { return nil }
        let project = PathParts.folder(of: folder)
        return (project.isEmpty ? "" : project.hasSuffix("/") ? project : project + "/") + table + ".xcstrings"
    }

    static func lastName(_ path: String) -> Substring { path.split(separator: "/").last ?? "" }

    /// One line naming the files not checked, and why.
    public static func sentence(_ group: Group) -> String {
        let shown = group.files.prefix(12).joined(separator: ", ")
        let more = group.files.count > 12 ? " and \(group.files.count - 12) more" : ""
        let count = group.files.count == 1 ? "1 legacy file" : "\(group.files.count) legacy files"
        return
            "\(group.catalog) supersedes \(count) of its table, not checked (\(shown)\(more)): Xcode builds the table "
            + "from its String Catalog, so the .strings and .stringsdict files of that name beside it are not shipped"
    }
}
