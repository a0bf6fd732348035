import PaySpecArguments
import PaySpecReport
import PaySpecVectors

/// The options that choose which vectors a verb works on, and from which folders.
enum SelectionOptions {
    static let suite = CommonOptions.suite
    static let tag = CommonOptions.tag
    static let id = CommonOptions.id
    static let level = Option<String?>.text("--level", label: "must|should", help: "Only vectors of this level.")
    static let golden = Option<String?>.path("--golden", label: "DIR", help: BuiltInSuite.goldenHelp)
    static let spec = Option<String?>.path("--spec", label: "DIR", help: "Spec tables (default ./spec; accepted for symmetry).")

    /// The `--level` asked for, nil when none.
    static func vectorLevel(_ args: ArgumentScanner) throws -> VectorLevel? {
        guard let l = try args[level] else { return nil }
        guard let v = VectorLevel(rawValue: l) else {
            throw UsageError("\(level.name) must be must or should, not '\(TerminalText.inline(l))'")
        }
        return v
    }

    /// The filters, named together on one line of a help page.
    static let filters: [OptionDeclaration] = [suite.declaration, tag.declaration, id.declaration, level.declaration]
}
