import PaySpecJSON

/// A catalog file that holds many languages (a String Catalog, a CSV or TSV table), held
/// language by language in compact form until each language is checked: per entry a key
/// number, the text's place in one byte buffer per language, the state's number and the
/// position, 24 bytes where a `CatalogEntry` takes over 100 and a heap string or two.
/// A language becomes entries of its own only when it is checked, so a check can hold one or
/// two languages' entries at a time instead of the whole file's.
struct ColumnarCatalog: Sendable {
    /// One entry of a column. An entry with plural variants is kept whole, in the column's
    /// `fullEntries`.
    struct Record: Sendable {
        var key: Int32
        /// The text's first byte in the column's `text`; for an entry kept whole, its index in
        /// `fullEntries`.
        var textStart: Int32
        /// `noValue` for an entry without a value, `keptWhole` for one kept whole.
        var textLength: Int32
        var line: Int32
        var column: Int32
        /// Index into `states`; -1 when the format records none.
        var state: Int16
        var isFinal: Bool
        var isObsolete: Bool

        static let noValue: Int32 = -1
        static let keptWhole: Int32 = -2
    }

    /// One language's entries, in the order the file holds them.
    struct Column: Sendable {
        /// The language code exactly as the file wrote it.
        var language: String
        var records: [Record] = []
        var text: [UInt8] = []
        var fullEntries: [CatalogEntry] = []
    }

    var path: String
    var format: CatalogFormat
    var keys: [String] = []
    var states: [String] = []
    var columns: [Column] = []
    /// Entries that come after every column (the String Catalog's implicit source texts).
    var trailing: [CatalogEntry] = []
    var untranslatableKeys: Set<String> = []
    /// Keys whose developer's comment asks translators to leave the text as the base has it.
    var mayStayUntranslatedKeys: Set<String> = []
    var declaredLanguages: [String] = []

    /// How many entries the catalog holds.
    var entryCount: Int { columns.reduce(trailing.count) { $0 + $1.records.count } }

    /// The entries of column `index`, made now.
    func entries(ofColumn index: Int) -> [CatalogEntry] {
        let column = columns[index]
        var out: [CatalogEntry] = []
        out.reserveCapacity(column.records.count)
        column.text.withUnsafeBufferPointer { text in
            for record in column.records {
                if record.textLength == Record.keptWhole {
                    out.append(column.fullEntries[Int(record.textStart)])
                    continue
                }
                let value: String? =
                    record.textLength == Record.noValue
                    ? nil
                    : String(
                        decoding: UnsafeBufferPointer(rebasing: text[Int(record.textStart)..<Int(record.textStart + record.textLength)]),
                        as: UTF8.self)
                out.append(
                    CatalogEntry(
                        language: column.language, key: keys[Int(record.key)], value: value,
                        state: record.state < 0 ? nil : states[Int(record.state)], isFinal: record.isFinal,
                        isObsolete: record.isObsolete, file: path,
                        location: SourceLocation(line: Int(record.line), column: Int(record.column))))
            }
        }
        return out
    }

    /// The whole file as one document: the columns in order, then the trailing entries.
    func document() -> CatalogDocument {
        document(columns: Array(columns.indices))
    }

    /// A document of the file with only the entries of `columnIndices` (and the trailing
    /// entries), declaring what the whole file declares.
    func document(columns columnIndices: [Int]) -> CatalogDocument {
        var entries: [CatalogEntry] = []
        entries.reserveCapacity(columnIndices.reduce(trailing.count) { $0 + columns[$1].records.count })
        for index in columnIndices { entries += self.entries(ofColumn: index) }
        entries += trailing
        var document = CatalogDocument(
            path: path, format: format, entries: entries, untranslatableKeys: untranslatableKeys, declaredLanguages: declaredLanguages)
        document.mayStayUntranslatedKeys = mayStayUntranslatedKeys
        return document
    }

    /// Fills a `ColumnarCatalog` as a parser reads: keys and states numbered once, columns
    /// found by language.
    struct Builder {
        private(set) var catalog: ColumnarCatalog
        private var keyNumbers: [String: Int32] = [:]
        private var columnNumbers: [String: Int] = [:]
        private var stateNumbers: [String: Int16] = [:]
        private var lastState: (String, Int16)?

        init(path: String, format: CatalogFormat) {
            catalog = ColumnarCatalog(path: path, format: format)
        }

        /// The number of `key`, given on first sight.
        mutating func key(_ key: String) -> Int32 {
            if let number = keyNumbers[key] { return number }
            let number = Int32(catalog.keys.count)
            catalog.keys.append(key)
            keyNumbers[key] = number
            return number
        }

        /// The column of `language`, made on first sight.
        mutating func column(_ language: String) -> Int {
            if let number = columnNumbers[language] { return number }
            catalog.columns.append(Column(language: language))
            columnNumbers[language] = catalog.columns.count - 1
            return catalog.columns.count - 1
        }

        /// The column of a language that has one (a table's header), without a lookup.
        mutating func addColumn(_ language: String) -> Int {
            catalog.columns.append(Column(language: language))
            if columnNumbers[language] == nil { columnNumbers[language] = catalog.columns.count - 1 }
            return catalog.columns.count - 1
        }

        private mutating func state(_ state: String?) -> Int16 {
            guard let state else { return -1 }
            // Most entries have the state of the one before ("translated"): no hashing for them.
            if let last = lastState, last.0 == state { return last.1 }
            if let number = stateNumbers[state] {
                lastState = (state, number)
                return number
            }
            // A file with thousands of distinct states is hostile; past Int16 they are kept as the last one seen.
            guard catalog.states.count < Int(Int16.max) else { return Int16(catalog.states.count - 1) }
            let number = Int16(catalog.states.count)
            catalog.states.append(state)
            stateNumbers[state] = number
            return number
        }

        /// Appends an entry with a single value (or none) to column `column`.
        mutating func append(
            column: Int, key: Int32, text: some Collection<UInt8>, hasValue: Bool = true, state: String? = nil, isFinal: Bool = true,
            isObsolete: Bool = false, location: SourceLocation
        ) {
            let stateNumber = self.state(state)
            let start = Int32(catalog.columns[column].text.count)
            if hasValue {
                Self.growingByHalves(&catalog.columns[column].text, by: text.count)
                catalog.columns[column].text.append(contentsOf: text)
            }
            Self.growingByHalves(&catalog.columns[column].records, by: 1)
            catalog.columns[column].records.append(
                Record(
                    key: key, textStart: start, textLength: hasValue ? Int32(catalog.columns[column].text.count) - start : Record.noValue,
                    line: Int32(clamping: location.line), column: Int32(clamping: location.column), state: stateNumber,
                    isFinal: isFinal, isObsolete: isObsolete))
        }

        /// Makes room in `array` for `more` elements by half its size again, not by doubling: a
        /// file's hundred columns all grow at once while its bytes are still held, and what
        /// doubling leaves unused in each is the largest share of the peak after the file itself.
        static func growingByHalves<Element>(_ array: inout [Element], by more: Int) {
            let needed = array.count + more
            guard needed > array.capacity else { return }
            array.reserveCapacity(max(needed, array.count + array.count / 2, 16))
        }

        /// Appends an entry kept whole (one with plural variants) to column `column`.
        mutating func append(column: Int, entry: CatalogEntry) {
            let key = self.key(entry.key)
            catalog.columns[column].records.append(
                Record(
                    key: key, textStart: Int32(catalog.columns[column].fullEntries.count), textLength: Record.keptWhole, line: 0,
                    column: 0, state: -1, isFinal: entry.isFinal, isObsolete: entry.isObsolete))
            catalog.columns[column].fullEntries.append(entry)
        }

        mutating func setTrailing(_ entries: [CatalogEntry]) { catalog.trailing = entries }
        mutating func setDeclaredLanguages(_ languages: [String]) { catalog.declaredLanguages = languages }
        mutating func markUntranslatable(_ key: String) { catalog.untranslatableKeys.insert(key) }
        mutating func markMayStayUntranslated(_ key: String) { catalog.mayStayUntranslatedKeys.insert(key) }

        /// The catalog read. (Its arrays keep the room they grew into: pages never written are
        /// not resident, and a copy to the exact size would cost a second copy at the peak.)
        func finish() -> ColumnarCatalog { catalog }
    }
}
