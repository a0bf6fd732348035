/// Every report format, written by the shared writers from a `FindingsReport`.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json, junit, github, markdown, sarif, html

    /// The names, for `--format` choices and help texts.
    public static var names: [String] { allCases.map(\.rawValue) }

    public func render(_ report: FindingsReport, color: Bool = false) -> String {
        switch self {
        case .text: return TextWriter.render(report, color: color)
        case .json: return JSONReportWriter.render(report)
        case .junit: return JUnitWriter.render(report)
        case .github: return GitHubAnnotationWriter.render(report)
        case .markdown: return MarkdownWriter.render(report)
        case .sarif: return SARIFWriter.render(report)
        case .html: return HTMLWriter.render(report)
        }
    }
}
