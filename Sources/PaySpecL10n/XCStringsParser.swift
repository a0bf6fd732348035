import PaySpecJSON

/// Reads Xcode String Catalogs (`.xcstrings`): `sourceLanguage`, and per key the
/// `localizations` with `stringUnit` states (`translated`, `needs_review`, `new`) and plural
/// `variations`, `extractionState: stale` and `shouldTranslate: false`.
///
/// The catalog is streamed (`JSONEventReader`), so a catalog of a million strings is read
/// without a document tree. A key that occurs twice yields two entries (a `duplicate-key`
/// finding) instead of a syntax error.
public enum XCStringsParser {
    /// The `stringUnit` states that count as final.
    public static let finalStates: Set<String> = ["translated"]

    /// Parses one catalog.
    public static func parse(_ bytes: [UInt8], file: String) throws(CatalogParseError) -> CatalogDocument {
        var state = State(file: file)
        // A repeated key under "strings" is a duplicate-key finding; a repeated member anywhere
        // else ("sourceLanguage", "strings", a language, "state", "value", a plural category)
        // would leave readers to disagree on which one counts, so it is an error.
        var reader = JSONEventReader(bytes: bytes, file: file) { $0.count == 1 && $0[0] == "strings" }
        try reader.read { (reader: borrowing JSONEventReader, event: JSONEventReader.Event) throws(CatalogParseError) in
            try state.handle(reader.path, event)
        }
        return try state.finish()
    }

    struct State {
        let file: String
        var document: CatalogDocument
        var rootIsObject = false
        var sourceLanguage: String?
        var sawStrings = false
        // The key being read.
        var keyLocation = SourceLocation(line: 1, column: 1)
        var stale = false
        var shouldTranslate = true
        var pending: [CatalogEntry] = []
        var keys: [(String, SourceLocation, Bool)] = []
        // The string unit being read.
        var unitValue: String?
        var unitState: String?
        var unitLocation = SourceLocation(line: 1, column: 1)
        // The plural being read.
        var plural: [String: String] = [:]
        var pluralState = "translated"
        var pluralLocation: SourceLocation?

        init(file: String) {
            self.file = file
            document = CatalogDocument(path: file, format: .xcstrings)
        }

        func fail(_ at: SourceLocation, _ message: String) -> CatalogParseError {
            CatalogParseError(file: file, at: at, message)
        }

        mutating func handle(_ p: [String], _ event: JSONEventReader.Event) throws(CatalogParseError) {
            let inStrings = p.count >= 2 && p[0] == "strings"
            switch event {
            case .objectStart(let at):
                if p.isEmpty {
                    rootIsObject = true
                } else if p.count == 1 && p[0] == "strings" {
                    sawStrings = true
                } else if inStrings && p.count == 2 {
                    keyLocation = at
                    stale = false
                    shouldTranslate = true
                    pending = []
                } else if inStrings && p.count == 5 && p[2] == "localizations" && p[4] == "stringUnit" {
                    startUnit(at)
                } else if inStrings && p.count == 6 && p[2] == "localizations" && p[4] == "variations" && p[5] == "plural" {
                    pluralLocation = at
                    plural = [:]
                    pluralState = "translated"
                } else if inStrings && p.count == 8 && p[2] == "localizations" && p[5] == "plural" && p[7] == "stringUnit" {
                    startUnit(at)
                }
            case .scalar(let value, let at):
                if p.isEmpty { throw fail(at, "expected a JSON object") }
                if p.count == 1 && p[0] == "sourceLanguage", case .string(let s) = value { sourceLanguage = s }
                if p.count == 1 && p[0] == "strings" { throw fail(at, "expected an object member \"strings\"") }
                guard inStrings else { return }
                if p.count == 2 { throw fail(at, "expected an object for the key \"\(p[1])\"") }
                if p.count == 3 && p[2] == "extractionState", case .string(let s) = value { stale = s == "stale" }
                if p.count == 3 && p[2] == "shouldTranslate", case .bool(false) = value { shouldTranslate = false }
                let isUnitField = (p.count == 6 && p[4] == "stringUnit") || (p.count == 9 && p[7] == "stringUnit")
                if isUnitField && p[2] == "localizations", case .string(let s) = value {
                    if p[p.count - 1] == "value" { unitValue = s }
                    if p[p.count - 1] == "state" { unitState = s }
                }
            case .objectEnd:
                guard inStrings else { return }
                if p.count == 2 {
                    endKey(p[1])
                } else if p.count == 5 && p[2] == "localizations" && p[4] == "stringUnit" {
                    let (value, state) = try endUnit()
                    pending.append(
                        CatalogEntry(
                            language: p[3], key: p[1], value: value, state: state, isFinal: XCStringsParser.finalStates.contains(state),
                            file: file, location: unitLocation))
                } else if p.count == 8 && p[2] == "localizations" && p[5] == "plural" && p[7] == "stringUnit" {
                    let (value, state) = try endUnit()
                    plural[p[6]] = value
                    if !XCStringsParser.finalStates.contains(state) { pluralState = state }
                } else if p.count == 4 && p[2] == "localizations", let at = pluralLocation {
                    pending.append(
                        CatalogEntry(
                            language: p[3], key: p[1], value: nil, plurals: plural, state: pluralState,
                            isFinal: XCStringsParser.finalStates.contains(pluralState), file: file, location: at))
                    pluralLocation = nil
                }
            }
        }

        mutating func startUnit(_ at: SourceLocation) {
            unitLocation = at
            unitValue = nil
            unitState = nil
        }

        func endUnit() throws(CatalogParseError) -> (String, String) {
            guard let unitValue else { throw fail(unitLocation, "expected a string \"value\" in the stringUnit") }
            guard let unitState else { throw fail(unitLocation, "expected a string \"state\" in the stringUnit") }
            return (unitValue, unitState)
        }

        mutating func endKey(_ key: String) {
            guard shouldTranslate else {
                document.untranslatableKeys.insert(key)
                return
            }
            for var entry in pending {
                entry.isObsolete = stale
                document.entries.append(entry)
            }
            keys.append((key, keyLocation, stale))
        }

        mutating func finish() throws(CatalogParseError) -> CatalogDocument {
            let top = SourceLocation(line: 1, column: 1)
            guard rootIsObject else { throw fail(top, "expected a JSON object") }
            guard let sourceLanguage else { throw fail(top, "expected a string member \"sourceLanguage\"") }
            guard sawStrings else { throw fail(top, "expected an object member \"strings\"") }
            document.declaredLanguages = [sourceLanguage]
            // Language-major order: the checker then reads each language as one run.
            var byLanguage: [String: [CatalogEntry]] = [:]
            var order: [String] = []
            for entry in document.entries {
                if byLanguage[entry.language] == nil { order.append(entry.language) }
                byLanguage[entry.language, default: []].append(entry)
            }
            document.entries = []
            for language in order { document.entries += byLanguage.removeValue(forKey: language)! }
            var withSource = Set<String>()
            for entry in document.entries where entry.language == sourceLanguage { withSource.insert(entry.key) }
            for (key, location, stale) in keys where !withSource.contains(key) {
                document.entries.append(
                    CatalogEntry(
                        language: sourceLanguage, key: key, value: key, isObsolete: stale, role: .source, file: file, location: location))
            }
            return document
        }
    }
}
