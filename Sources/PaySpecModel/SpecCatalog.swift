import Foundation
import PaySpecIO
import PaySpecJSON

/// Every table of a spec directory, checked against each other.
public struct SpecCatalog: Sendable {
    /// Tables by name (`comgate/errors`, `ambiguities`, …).
    public var tables: [String: SpecTable]
    /// Reference translations by language code.
    public var translations: [String: TranslationFile]
    /// The directory the catalog was read from.
    public var directory: String

    public func table(_ name: String) -> SpecTable? { tables[name] }

    /// The table or an empty one, for code that has already checked the catalog is complete.
    public func rows(_ name: String) -> [SpecRow] { tables[name]?.rows ?? [] }

    /// Table names in a stable order.
    public var tableNames: [String] { tables.keys.sorted() }

    /// What went wrong reading a catalog: one or more diagnostics.
    public struct LoadError: Error, CustomStringConvertible, Sendable {
        public var diagnostics: [Diagnostic]
        public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
        public init(diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    }

    /// Every `.json` path below `directory`, sorted: regular files to read, and anything else
    /// named `*.json` (a FIFO, a folder, a dangling link) as a refusal with its reason.
    public static func specEntries(in directory: String) throws -> [InputWalk.Entry] {
        guard FileKind.of(directory) == .directory else {
            throw LoadError(diagnostics: [Diagnostic(file: directory, at: nil, "spec directory not found")])
        }
        return InputWalk.entries(under: directory, isInput: { $0.hasSuffix(".json") })
    }

    /// Every regular `.json` file below `directory`, sorted; a refusal is a `LoadError`.
    public static func specFiles(in directory: String) throws -> [String] {
        let entries = try specEntries(in: directory)
        let refusals = InputWalk.refusals(entries)
        guard refusals.isEmpty else { throw LoadError(diagnostics: refusals.map(Diagnostic.init(refusal:))) }
        return InputWalk.files(entries)
    }

    /// Loads and cross-checks the catalog; throws with every diagnostic when anything is wrong.
    public static func load(directory: String) throws -> SpecCatalog {
        var files: [(String, [UInt8])] = []
        var diagnostics: [Diagnostic] = []
        for entry in try specEntries(in: directory) {
            switch entry {
            case .refused(let refusal): diagnostics.append(Diagnostic(refusal: refusal))
            case .file(let path):
                do throws(InputFile.ReadError) { files.append((path, try InputFile.read(path))) } catch {
                    diagnostics.append(Diagnostic(refusal: error))
                }
            }
        }
        let (catalog, problems) = build(directory: directory, files: files)
        diagnostics += problems
        if !diagnostics.isEmpty { throw LoadError(diagnostics: diagnostics) }
        return catalog
    }

    /// Whether a normative row's `source` must cite document lines.
    public enum CitationRule: Sendable {
        /// Every normative row cites its lines (`spec check`, the build, the generators).
        case required
        /// Lines may be missing: versions of spec/ written before rows cited lines still load,
        /// so `payspec diff` can compare them with today's.
        case optional
    }

    /// Builds a catalog from file contents (paths only name things in messages).
    public static func build(
        directory: String, files: [(path: String, bytes: [UInt8])], citations: CitationRule = .required
    ) -> (SpecCatalog, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var tables: [String: SpecTable] = [:]
        var unreadable: Set<String> = []
        var translations: [String: TranslationFile] = [:]
        for (path, bytes) in files {
            if path.contains("/translations/") || path.hasPrefix("translations/") {
                let (file, problems) = TranslationFile.load(path: path, bytes: bytes)
                diagnostics += problems
                if let file { translations[file.language] = file }
            } else {
                let (table, problems) = SpecTableLoader.load(path: path, bytes: bytes, citations: citations)
                diagnostics += problems
                if table == nil { unreadable.insert(path) }
                if let table {
                    if let other = tables[table.name] {
                        diagnostics.append(Diagnostic(file: path, at: nil, "table \"\(table.name)\" is also defined in \(other.path)"))
                    }
                    tables[table.name] = table
                }
            }
        }
        let catalog = SpecCatalog(tables: tables, translations: translations, directory: directory)
        var check = CrossReferenceCheck(catalog: catalog, unreadable: unreadable)
        diagnostics += check.run()
        return (catalog, diagnostics)
    }
}
