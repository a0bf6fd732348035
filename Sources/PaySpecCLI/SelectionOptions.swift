import PaySpecArguments

/// The options that choose which vectors a verb works on, and from which folders.
enum SelectionOptions {
    static let suite = Option<[String]>.texts("--suite", label: "GLOB", help: "Suites (repeatable; default all).")
    static let tag = Option<[String]>.texts("--tag", label: "GLOB", help: "Tags (repeatable).")
    static let id = Option<[String]>.texts("--id", label: "GLOB", help: "Vector ids (repeatable).")
    static let level = Option<String?>.text("--level", label: "must|should", help: "Only vectors of this level.")
    static let golden = Option<String?>.path("--golden", label: "DIR", help: BuiltInSuite.goldenHelp)
    static let spec = Option<String?>.path("--spec", label: "DIR", help: "Spec tables (default ./spec; accepted for symmetry).")

    /// The filters, named together on one line of a help page.
    static let filters = [suite.declaration, tag.declaration, id.declaration, level.declaration]
}
