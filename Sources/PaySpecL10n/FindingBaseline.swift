import PaySpecJSON
import PaySpecReport

/// Findings a project has accepted, as Android Lint's baseline records them: one record per
/// check, language and key (`missing-key<TAB>de<TAB>panLabel`), sorted, so the file diffs well
/// and a new finding stands out. A record suppresses every finding it names; a record that
/// matches none is stale (the problem was fixed, or the key renamed) and is reported as
/// `stale-baseline`, so the file does not keep hiding what comes back.
public struct FindingBaseline: Sendable {
    /// One accepted finding.
    public struct Record: Sendable, Hashable, Comparable {
        public var check: String
        public var language: String
        /// The key (the SDK's key when a key map applies); empty for a finding about a whole language.
        public var key: String

        public init(check: String, language: String, key: String) {
            self.check = check
            self.language = language
            self.key = key
        }

        public static func < (a: Record, b: Record) -> Bool {
            (a.check, a.language, a.key) < (b.check, b.language, b.key)
        }
    }

    /// The first line the file starts with, naming its format.
    public static let header = "# payspec l10n baseline 1: check<TAB>language<TAB>key, one accepted finding a line, sorted"

    public var file: String
    /// The records, in the order of their lines, held compactly: a million records cost about
    /// forty bytes each (their text, a check number, a line, a slot in the table), not a
    /// dictionary entry of three strings each.
    var store = BaselineRecordStore()

    public init(file: String) { self.file = file }

    /// How many records the baseline holds.
    public var count: Int { store.count }

    /// The line `record` is on, if the baseline holds it.
    public func line(of record: Record) -> Int? {
        guard let check = CheckID(rawValue: record.check) else { return nil }
        return store.index(of: check, record.language, record.key).map { Int(store.lines[$0]) }
    }

    /// Each record and the line it is on, made on request (the baseline itself holds none of
    /// these dictionaries).
    public var records: [Record: Int] {
        var all: [Record: Int] = [:]
        for i in 0..<store.count { all[store.record(i)] = Int(store.lines[i]) }
        return all
    }

    /// Reads a baseline file: the header or other `#` comments, blank lines, and records of
    /// three tab-separated fields (`\t`, `\n`, `\\` escaped), each check id a known one.
    public static func read(_ bytes: [UInt8], file: String) throws(CatalogParseError) -> FindingBaseline {
        try TextDecoding.validateUTF8(bytes, file: file)
        var baseline = FindingBaseline(file: file)
        var lineNumber = 0
        // Line by line over the bytes in place: no array of every line, no string per field
        // beyond the record's own (a 40 MB baseline took gigabytes as one object graph a line).
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            defer { start = end + 1 }
            if end == bytes.count && start == end && lineNumber > 0 { break }
            lineNumber += 1
            var stop = end
            if stop > start && bytes[stop - 1] == 0x0D { stop -= 1 }
            if stop == start || bytes[start] == UInt8(ascii: "#") { continue }
            var tabs: [Int] = []
            var tabCount = 0
            for i in start..<stop where bytes[i] == 0x09 {
                tabCount += 1
                if tabs.count < 2 { tabs.append(i) }
            }
            let fields: [String] =
                tabCount == 2
                ? [
                    String(decoding: bytes[start..<tabs[0]], as: UTF8.self),
                    String(decoding: bytes[(tabs[0] + 1)..<tabs[1]], as: UTF8.self),
                    String(decoding: bytes[(tabs[1] + 1)..<stop], as: UTF8.self),
                ] : Array(repeating: "", count: tabCount + 1)
            guard fields.count == 3 else {
                throw CatalogParseError(
                    file: file, at: SourceLocation(line: lineNumber, column: 1),
                    "expected three tab-separated fields (check, language, key), found \(fields.count)")
            }
            guard CheckID(rawValue: fields[0]) != nil else {
                throw CatalogParseError(
                    file: file, at: SourceLocation(line: lineNumber, column: 1),
                    "no check '\(fields[0])'; ids: \(CheckID.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            guard !fields[1].isEmpty else {
                throw CatalogParseError(
                    file: file, at: SourceLocation(line: lineNumber, column: fields[0].count + 2), "expected a language")
            }
            let language: String
            do throws(EscapeError) { language = try unescape(fields[1]) } catch {
                let column = fields[0].utf8.count + 2 + error.offset
                throw CatalogParseError(file: file, at: SourceLocation(line: lineNumber, column: column), error.message)
            }
            let key: String
            do throws(EscapeError) { key = try unescape(fields[2]) } catch {
                let column = fields[0].utf8.count + fields[1].utf8.count + 3 + error.offset
                throw CatalogParseError(file: file, at: SourceLocation(line: lineNumber, column: column), error.message)
            }
            if let first = baseline.store.index(of: CheckID(rawValue: fields[0])!, language, key) {
                throw CatalogParseError(
                    file: file, at: SourceLocation(line: lineNumber, column: 1), "the same record as line \(baseline.store.lines[first])")
            }
            baseline.store.append(CheckID(rawValue: fields[0])!, language, key, line: lineNumber)
        }
        return baseline
    }

    /// The record a finding would have.
    public static func record(of finding: L10nFinding) -> Record {
        Record(check: finding.check.rawValue, language: finding.language, key: finding.key ?? "")
    }

    /// The report without the findings the baseline accepts, and a `stale-baseline` warning per
    /// record that matched none. Linear in findings and records.
    public func apply(to report: inout L10nReport) {
        var matched = [Bool](repeating: false, count: store.count)
        report.findings = report.findings.filter { finding in
            guard let index = store.index(of: finding.check, finding.language, finding.key ?? "") else { return true }
            matched[index] = true
            return false
        }
        // The first stale records by line, each a finding; beyond them one finding counts the
        // rest: a baseline of a million stale lines would otherwise become a million findings
        // (gigabytes, and a report nobody reads), where the fix is one: write it again.
        var stale: [(record: Record, line: Int)] = []
        var staleCount = 0
        // The store holds the records in line order: the first stale ones by line, and the one
        // after them that stands for the rest, are the first met.
        for index in 0..<store.count where !matched[index] {
            staleCount += 1
            if stale.count <= Self.maximumStaleFindings { stale.append((store.record(index), Int(store.lines[index]))) }
        }
        stale.sort { $0.line < $1.line }
        for (record, line) in stale.prefix(Self.maximumStaleFindings) {
            report.findings.append(
                L10nFinding(
                    .staleBaseline, language: record.language, key: record.key.isEmpty ? nil : record.key,
                    "baseline record \(record.check) \(record.language) \(record.key.isEmpty ? "(no key)" : record.key) matched no finding; remove it",
                    file: file, location: SourceLocation(line: line, column: 1)))
        }
        if staleCount > Self.maximumStaleFindings {
            let rest = staleCount - Self.maximumStaleFindings
            report.findings.append(
                L10nFinding(
                    .staleBaseline, language: stale[Self.maximumStaleFindings].record.language, key: nil,
                    "\(rest) more baseline records (\(staleCount) in all) matched no finding; write the baseline again with --write-baseline",
                    file: file, location: SourceLocation(line: stale[Self.maximumStaleFindings].line, column: 1)))
        }
        report.findings.sort()
    }

    /// The most stale records reported one by one.
    public static let maximumStaleFindings = 1_000

    /// The canonical baseline of `findings` (notes are information, not accepted problems).
    public static func text(of findings: [L10nFinding]) -> String {
        let records = Set(findings.filter { $0.severity >= .warning }.map(record(of:))).sorted()
        return ([header] + records.map { "\($0.check)\t\(escape($0.language))\t\(escape($0.key))" }).joined(separator: "\n") + "\n"
    }

    static func escape(_ text: String) -> String { BaselineLine.escape(text) }

    typealias EscapeError = BaselineLine.EscapeError

    static func unescape(_ text: String) throws(EscapeError) -> String {
        do throws(EscapeError) { return try BaselineLine.unescape(text) } catch {
            throw EscapeError(
                offset: error.offset, message: error.message.replacingOccurrences(of: "end of the field", with: "end of the key"))
        }
    }
}
