import PaySpecJSON

/// Documents in, spec rows out: which SDK a document is about and which table each block is,
/// told from content alone.
public enum DocumentExtractor {
    /// The rows one document states. Throws for a document whose SDK cannot be told or a table
    /// whose columns match no known shape (naming its line; nothing is guessed).
    public static func extract(_ document: VendorDocument) throws(DriftInputError) -> Extraction {
        guard let sdk = SDKDetector.detect(document) else {
            throw DriftInputError(
                Diagnostic(
                    file: document.path, at: nil,
                    "cannot tell which SDK the document describes: it names no Comgate, SEB or MoneyCollect API"))
        }
        let tables = try DocumentTableScanner.tables(in: document)
        var shaped: [(DocumentTable, TableShape)] = []
        var problems: [Diagnostic] = []
        for table in tables {
            guard let shape = TableShape.of(table) else {
                let header = table.header.joined(separator: " | ")
                problems.append(
                    Diagnostic(
                        file: document.path, at: SourceLocation(line: document.sourceLine(table.line), column: 1),
                        "table with \(table.width) columns (\(header)) matches no known table shape; not extracted"))
                continue
            }
            shaped.append((table, shape))
        }
        if !problems.isEmpty { throw DriftInputError(problems) }
        var extraction = try extract(document, sdk: sdk, shaped)
        extraction.documents = [document.path]
        extraction.sdks = [document.path: sdk]
        // A document that names the SDK but states none of its tables was not read: saying
        // "no differences" about it would be green on a page nobody could read.
        guard !extraction.tables.isEmpty else {
            let found = tables.isEmpty ? "no table" : "\(tables.count) table(s), none of them a \(sdk.rawValue) table"
            throw DriftInputError(
                Diagnostic(
                    file: document.path, at: nil,
                    "the document names the \(sdk.rawValue) SDK, but no table of it was recognised "
                        + "(read as \(document.format.rawValue): \(found)); nothing could be compared"))
        }
        return extraction.placed(in: document)
    }

    static func extract(
        _ document: VendorDocument, sdk: VendorSDK, _ shaped: [(DocumentTable, TableShape)]
    ) throws(DriftInputError)
        -> Extraction
    {
        switch sdk {
        case .comgate:
            var e = ComgateExtractor(document: document)
            e.run(shaped)
            return e.extraction
        case .seb:
            var e = SEBExtractor(document: document)
            e.run(shaped)
            return e.extraction
        case .moneycollect:
            var e = MoneyCollectExtractor(document: document)
            e.run()
            return e.extraction
        }
    }

    /// Reads and extracts every file, merging the tables; every problem of every file is reported.
    public static func extract(paths: [String]) throws(DriftInputError) -> Extraction {
        var all = Extraction()
        var problems: [Diagnostic] = []
        for path in paths {
            do {
                all.merge(try extract(try VendorDocument.read(path: path)))
            } catch {
                problems += error.diagnostics
            }
        }
        if !problems.isEmpty { throw DriftInputError(problems) }
        return all
    }
}
