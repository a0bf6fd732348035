/// Which msgids of a gettext project are its base texts where the project has a template.
///
/// The template (`.pot`) lists the messages the program has; `msgmerge` brings a catalog up to
/// it and keeps a message the template dropped only as obsolete (`#~`). A catalog merged with an
/// older template still lists the dropped messages as live ones, so the union of the catalogs'
/// msgids is no base: a catalog merged with the current template would be told it lacks them,
/// though no program shows them any more.
enum GettextTemplateBase {
    /// `sources` (key → its first source entry) without the msgids no template vouches for. A
    /// msgid is a base text when a template lists it, when a catalog with no template in its
    /// folder lists it (nothing says it was dropped), or when a catalog merged with a template
    /// newer than its folder's committed one lists it (the committed template has not caught up).
    /// Unchanged where no document is a template. Linear in the gettext documents' entries.
    static func restricting(_ sources: [String: EntryRef], documents: [CatalogDocument]) -> [String: EntryRef] {
        var templateDates: [Substring: Int] = [:]
        var hasTemplate = Set<Substring>()
        for document in documents where isTemplate(document) {
            let folder = folderOf(document.path)
            hasTemplate.insert(folder)
            if let date = document.templateDate { templateDates[folder] = max(templateDates[folder] ?? date, date) }
        }
        guard !hasTemplate.isEmpty else { return sources }
        var vouched = Set<String>()
        for document in documents where document.format == .gettext {
            let folder = folderOf(document.path)
            let vouches: Bool
            if isTemplate(document) || !hasTemplate.contains(folder) {
                vouches = true
            } else if let date = document.templateDate, let templateDate = templateDates[folder] {
                vouches = date > templateDate
            } else {
                vouches = false
            }
            guard vouches else { continue }
            for entry in document.entries where entry.role == .source { vouched.insert(entry.key) }
        }
        return sources.filter { key, ref in
            documents[Int(ref.document)].format != .gettext || vouched.contains(key)
        }
    }

    static func isTemplate(_ document: CatalogDocument) -> Bool {
        document.format == .gettext && document.path.lowercased().hasSuffix(".pot")
    }

    private static func folderOf(_ path: String) -> Substring {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return path[..<slash]
    }
}
