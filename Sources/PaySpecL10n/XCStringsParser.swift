import PaySpecJSON

/// Reads Xcode String Catalogs (`.xcstrings`): `sourceLanguage`, and per key the
/// `localizations` with `stringUnit` states (`translated`, `needs_review`, `new`) and plural
/// `variations`, `extractionState: stale`, `shouldTranslate: false` and a `comment` that asks
/// translators to leave the text alone.
///
/// The catalog is streamed (`CatalogJSONEvents`), so a catalog of a million strings is read
/// without a document tree. A key that occurs twice yields two entries (a `duplicate-key`
/// finding) instead of a syntax error.
public enum XCStringsParser {
    /// The `stringUnit` states that count as final.
    public static let finalStates: Set<String> = ["translated"]

    /// Parses one catalog.
    public static func parse(_ bytes: [UInt8], file: String) throws(CatalogParseError) -> CatalogDocument {
        try parseColumns(bytes, file: file).document()
    }

    /// Parses one catalog into columns, one per language (the document `parse` returns, in
    /// compact form).
    static func parseColumns(_ bytes: [UInt8], file: String) throws(CatalogParseError) -> ColumnarCatalog {
        var state = State(file: file)
        // A repeated key under "strings" is a duplicate-key finding; a repeated member anywhere
        // else ("sourceLanguage", "strings", a language, "state", "value", a plural category)
        // would leave readers to disagree on which one counts, so it is an error.
        try CatalogJSONEvents.read(bytes, file: file, allowsRepeatedMembers: { $0.count == 1 && $0[0] == "strings" }) {
            (path: borrowing [String], event: JSONEvent) throws(CatalogParseError) in
            try state.handle(path, event)
        }
        return try state.finish()
    }

    /// A translation read for the key being read, added once the key's end tells whether it
    /// is stale or not to be translated.
    enum PendingEntry {
        case unit(language: String, value: String, state: String, location: SourceLocation)
        case plural(CatalogEntry)
    }

    struct State {
        let file: String
        var columns: ColumnarCatalog.Builder
        var rootIsObject = false
        var sourceLanguage: String?
        var sawStrings = false
        // The key being read.
        var keyLocation = SourceLocation(line: 1, column: 1)
        var stale = false
        var shouldTranslate = true
        /// The key's `comment` asks translators to leave its text alone (`TranslatorComment`).
        var leftAlone = false
        var pending: [PendingEntry] = []
        /// The column of the language at each place of the last key's list: keys list their
        /// languages in one order, so most are found without hashing the language.
        var columnAtPlace: [(language: String, column: Int)] = []
        /// The last state seen and whether it counts as final.
        var lastState: (state: String, isFinal: Bool)?
        var keys: [(Int32, SourceLocation, Bool)] = []
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
            columns = ColumnarCatalog.Builder(path: file, format: .xcstrings)
        }

        func fail(_ at: SourceLocation, _ message: String) -> CatalogParseError {
            CatalogParseError(file: file, at: at, message)
        }

        mutating func handle(_ p: [String], _ event: JSONEvent) throws(CatalogParseError) {
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
                    leftAlone = false
                    pending.removeAll(keepingCapacity: true)
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
                if p.count == 3 && p[2] == "comment", case .string(let s) = value { leftAlone = TranslatorComment.asksToLeaveAlone(s) }
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
                    pending.append(.unit(language: p[3], value: value, state: state, location: unitLocation))
                } else if p.count == 8 && p[2] == "localizations" && p[5] == "plural" && p[7] == "stringUnit" {
                    let (value, state) = try endUnit()
                    plural[p[6]] = value
                    if !XCStringsParser.finalStates.contains(state) { pluralState = state }
                } else if p.count == 4 && p[2] == "localizations", let at = pluralLocation {
                    pending.append(
                        .plural(
                            CatalogEntry(
                                language: p[3], key: p[1], value: nil, plurals: plural, state: pluralState,
                                isFinal: XCStringsParser.finalStates.contains(pluralState), file: file, location: at)))
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
                columns.markUntranslatable(key)
                return
            }
            if leftAlone { columns.markMayStayUntranslated(key) }
            let number = columns.key(key)
            for (place, entry) in pending.enumerated() {
                switch entry {
                case .unit(let language, let value, let state, let location):
                    columns.append(
                        column: column(language, at: place), key: number, text: value.utf8, state: state,
                        isFinal: isFinal(state), isObsolete: stale, location: location)
                case .plural(var whole):
                    whole.isObsolete = stale
                    columns.append(column: columns.column(whole.language), entry: whole)
                }
            }
            keys.append((number, keyLocation, stale))
        }

        /// The column of `language`, listed at `place` among the key's translations.
        mutating func column(_ language: String, at place: Int) -> Int {
            if place < columnAtPlace.count, columnAtPlace[place].language == language { return columnAtPlace[place].column }
            let column = columns.column(language)
            if place < columnAtPlace.count {
                columnAtPlace[place] = (language, column)
            } else if place == columnAtPlace.count {
                columnAtPlace.append((language, column))
            }
            return column
        }

        /// Whether `state` is final, looked up only when it is not the last state seen.
        mutating func isFinal(_ state: String) -> Bool {
            if let last = lastState, last.state == state { return last.isFinal }
            let isFinal = XCStringsParser.finalStates.contains(state)
            lastState = (state, isFinal)
            return isFinal
        }

        mutating func finish() throws(CatalogParseError) -> ColumnarCatalog {
            let top = SourceLocation(line: 1, column: 1)
            guard rootIsObject else { throw fail(top, "expected a JSON object") }
            guard let sourceLanguage else { throw fail(top, "expected a string member \"sourceLanguage\"") }
            guard sawStrings else { throw fail(top, "expected an object member \"strings\"") }
            columns.setDeclaredLanguages([sourceLanguage])
            // The columns are the language-major order the checker reads each language in; a key
            // with no entry in the source language is its own source text, after them.
            var withSource = Set<Int32>()
            for column in columns.catalog.columns where column.language == sourceLanguage {
                for record in column.records { withSource.insert(record.key) }
            }
            var sources: [CatalogEntry] = []
            for (key, location, stale) in keys where !withSource.contains(key) {
                let text = columns.catalog.keys[Int(key)]
                sources.append(
                    CatalogEntry(
                        language: sourceLanguage, key: text, value: text, isObsolete: stale, role: .source, file: file, location: location))
            }
            columns.setTrailing(sources)
            return columns.finish()
        }
    }
}
