/// Which msgids of a gettext project are its base texts where the project has a template.
///
/// The template (`.pot`) lists the messages the program has; `msgmerge` brings a catalog up to
/// it and keeps a message the template dropped only as obsolete (`#~`). A catalog merged with an
/// older template still lists the dropped messages as live ones, so the union of the catalogs'
/// msgids is no base: a catalog merged with the current template would be told it lacks them,
/// though no program shows them any more.
enum GettextTemplateBase {
    /// `sources` (key → its first source entry) without the msgids no template vouches for. A
    /// msgid is a base text when a template lists it, when a catalog no template governs lists it
    /// (nothing says it was dropped), or when a catalog merged with a template newer than its
    /// governing one lists it (the committed template has not caught up). A template governs the
    /// catalogs of its folder (`po/app.pot`, `po/de.po`) and those of its domain below it
    /// (`locale/app.pot`, `locale/de/LC_MESSAGES/app.po`). Unchanged where no document is a
    /// template. Linear in the gettext documents' entries.
    static func restricting(_ sources: [String: EntryRef], documents: [CatalogDocument]) -> [String: EntryRef] {
        var templates: [Template] = []
        for document in documents where isTemplate(document) {
            templates.append(
                Template(folder: folderOf(document.path), domain: domainOf(document.path), date: document.templateDate))
        }
        guard !templates.isEmpty else { return sources }
        var vouched = Set<String>()
        for document in documents where document.format == .gettext {
            let vouches: Bool
            if isTemplate(document) {
                vouches = true
            } else {
                let folder = folderOf(document.path)
                let domain = domainOf(document.path)
                let governing = templates.filter { $0.governs(folder: folder, domain: domain) }
                if governing.isEmpty {
                    vouches = true
                } else if let date = document.templateDate, let newest = governing.compactMap(\.date).max() {
                    vouches = date > newest
                } else {
                    vouches = false
                }
            }
            guard vouches else { continue }
            for entry in document.entries where entry.role == .source { vouched.insert(entry.key) }
        }
        return sources.filter { key, ref in
            documents[Int(ref.document)].format != .gettext || vouched.contains(key)
        }
    }

    /// A template's folder, domain (its file name without `.pot`) and `POT-Creation-Date`.
    private struct Template {
        let folder: Substring
        let domain: Substring
        let date: Int?

        func governs(folder other: Substring, domain otherDomain: Substring) -> Bool {
            if other == folder { return true }
            let below = folder.isEmpty || (other.hasPrefix(folder) && other.dropFirst(folder.count).first == "/")
            return below && otherDomain == domain
        }
    }

    static func isTemplate(_ document: CatalogDocument) -> Bool {
        document.format == .gettext && document.path.lowercased().hasSuffix(".pot")
    }

    private static func folderOf(_ path: String) -> Substring {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return path[..<slash]
    }

    /// The file name without its extension: the gettext domain in an `LC_MESSAGES` layout.
    private static func domainOf(_ path: String) -> Substring {
        let name = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path[...]
        return name.lastIndex(of: ".").map { name[..<$0] } ?? name
    }
}
