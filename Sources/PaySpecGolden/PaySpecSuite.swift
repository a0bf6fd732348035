import Foundation
import PaySpecJSON
import PaySpecModel
import PaySpecSuiteFiles
import PaySpecVectors

/// The spec tables and golden vectors this build of PaySpec carries inside its compiled code
/// (embedded by PaySpecSuitePlugin from `VERSION`, `spec/` and `golden/`), so a static binary, an
/// Xcode project or an iOS test bundle needs no checkout, no bundle lookup and no path.
///
/// ```swift
/// import PaySpecGolden
/// print(PaySpecSuite.version)                        // 0.2.0+1a2b3c4d5e6f
/// let (suites, problems) = PaySpecSuite.goldenSuites()
/// let catalog = try PaySpecSuite.specCatalog()
/// ```
public enum PaySpecSuite {
    /// The suite's semantic version (`VERSION` at the repository root), for example `0.2.0`.
    public static let semanticVersion = EmbeddedSuite.semanticVersion

    /// SHA-256 of the embedded files (64 hex digits), as `SuiteContent.contentHash` defines it:
    /// equal to the hash of `spec/` and `golden/` of the checkout it was built from.
    public static let contentHash = EmbeddedSuite.contentHash

    /// What reports, `--version` and the handshake show: the semantic version and the first
    /// 12 digits of the content hash, for example `0.2.0+1a2b3c4d5e6f`.
    public static let version = SuiteContent.displayVersion(semantic: semanticVersion, contentHash: contentHash)

    /// Every embedded file, sorted by relative path (`golden/…`, `spec/…`).
    public static let files: [SuiteFile] = EmbeddedSuite.files.map { entry in
        // The bytes were encoded at build time by payspec-embed; failing to decode them is a
        // broken build, not an input problem.
        guard let data = Data(base64Encoded: entry.base64) else { preconditionFailure("embedded \(entry.path) is not base64") }
        return SuiteFile(path: entry.path, bytes: [UInt8](data))
    }

    /// One embedded file by relative path (`spec/ambiguities.json`), decoded alone: reading one
    /// table does not decode the whole suite.
    public static func file(at path: String) -> SuiteFile? {
        guard let entry = EmbeddedSuite.files.first(where: { $0.path == path }), let data = Data(base64Encoded: entry.base64) else {
            return nil
        }
        return SuiteFile(path: entry.path, bytes: [UInt8](data))
    }

    /// The embedded spec files (`spec/**.json`).
    public static var specFiles: [SuiteFile] { files.filter { $0.path.hasPrefix("spec/") } }

    /// The embedded golden suite files (`golden/*.json` without `retired-ids.json`).
    public static var goldenFiles: [SuiteFile] {
        files.filter { $0.path.hasPrefix("golden/") && $0.path != "golden/" + GoldenLoader.retiredIDsFileName }
    }

    /// The embedded `golden/retired-ids.json`, if the suite has one.
    public static var retiredIDsFile: SuiteFile? { files.first { $0.path == "golden/" + GoldenLoader.retiredIDsFileName } }

    /// The embedded golden suites and any problem in them (named by relative path, `golden/x.json`).
    public static func goldenSuites() -> (suites: [VectorSuite], diagnostics: [Diagnostic]) {
        GoldenLoader.load(files: goldenFiles.map { ($0.path, $0.bytes) })
    }

    /// The embedded spec, loaded and cross-checked like `SpecCatalog.load(directory:)`; its
    /// `directory` is `spec`. Throws with every diagnostic when anything is wrong.
    public static func specCatalog() throws(SpecCatalog.LoadError) -> SpecCatalog {
        let (catalog, problems) = SpecCatalog.build(directory: "spec", files: specFiles.map { ($0.path, $0.bytes) })
        if !problems.isEmpty { throw SpecCatalog.LoadError(diagnostics: problems) }
        return catalog
    }
}
