import PaySpecGolden
import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// Where the commands that judge (run, check, repro, vectors export, l10n, drift of an
/// implementation, spec list/show) take the spec and the vectors when no folder is named: the
/// suite compiled into this binary, so they work from any folder. The commands that maintain
/// this repository's data (vectors generate/check, spec check/format, drift --docs) read the
/// folders on disk instead.
enum BuiltInSuite {
    /// The help line for `--golden DIR` of a judging command.
    static let goldenHelp = "Golden vectors folder (default: the vectors built into payspec)."
    /// The help line for a spec folder option of a judging command.
    static let specHelp = "The spec folder (default: the spec built into payspec)."
    /// How messages name the built-in suite.
    static var name: String { "the built-in suite \(PaySpecSuite.version)" }

    /// The golden suites of `directory`, or the built-in ones when it is `nil`.
    static func goldenSuites(_ directory: String?) -> (suites: [VectorSuite], diagnostics: [Diagnostic]) {
        guard let directory else { return PaySpecSuite.goldenSuites() }
        return GoldenLoader.load(directory: directory)
    }

    /// The spec catalog of `directory`, or the built-in one when it is `nil`.
    static func specCatalog(_ directory: String?) throws(SpecCatalog.LoadError) -> SpecCatalog {
        guard let directory else { return try PaySpecSuite.specCatalog() }
        do { return try SpecCatalog.load(directory: directory) } catch let error as SpecCatalog.LoadError { throw error } catch {
            throw SpecCatalog.LoadError(diagnostics: [Diagnostic(file: directory, at: nil, "\(error)")])
        }
    }
}
