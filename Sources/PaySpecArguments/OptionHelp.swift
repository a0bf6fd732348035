/// One titled section of a help page (`OPTIONS:`), written from declarations: each option's
/// usage in a column, its help beside and under it. The prose of a page stays hand-written;
/// the lists of options are never typed twice.
public struct OptionHelp: Sendable {
    public enum Row: Sendable {
        /// One option, its help in the column.
        case option(OptionDeclaration)
        /// Options named together on one line without help (`--suite GLOB  --tag GLOB`).
        case together([OptionDeclaration])
    }

    /// The heading line, colon included.
    public var title: String
    /// Where the help text starts: the usage is padded to it, or followed by three spaces when longer.
    public var column: Int
    public var rows: [Row]

    public init(_ title: String, column: Int, _ rows: [Row]) {
        self.title = title
        self.column = column
        self.rows = rows
    }

    /// Every declaration the section names, in order.
    public var declarations: [OptionDeclaration] {
        rows.flatMap { row -> [OptionDeclaration] in
            switch row {
            case .option(let d): [d]
            case .together(let ds): ds
            }
        }
    }

    /// The section as the page prints it, without a final newline.
    public var text: String {
        // A section without a title continues the prose above it.
        var lines = title.isEmpty ? [] : [title]
        let indent = String(repeating: " ", count: column)
        for row in rows {
            switch row {
            case .together(let ds):
                lines.append("  " + ds.map(\.usage).joined(separator: "  "))
            case .option(let d):
                let usage = "  " + d.usage
                let gap = usage.count < column ? String(repeating: " ", count: column - usage.count) : "   "
                let help = d.helpText.split(separator: "\n", omittingEmptySubsequences: false)
                lines.append(usage + gap + (help.first.map(String.init) ?? ""))
                lines += help.dropFirst().map { indent + $0 }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Sections as a page prints them, a blank line between two.
    public static func text(_ sections: [OptionHelp]) -> String {
        sections.map(\.text).joined(separator: "\n\n")
    }
}

extension OptionHelp.Row {
    /// One option, its help in the column.
    public static func option<Value>(_ option: Option<Value>) -> Self { .option(option.declaration) }
}
