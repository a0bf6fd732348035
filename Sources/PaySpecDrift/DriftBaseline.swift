import PaySpecIO
import PaySpecJSON
import PaySpecReport

/// Document drift a team has seen and decided on, recorded as `l10n check` records accepted
/// findings: one record a line (`rule<TAB>table<TAB>key<TAB>evidence`), sorted, so the file
/// diffs well. A record accepts the finding with exactly that rule, row and evidence (what the
/// document states), so the same row changing again is reported again. A record that matches
/// no finding is stale (spec/ caught up, or the vendor changed back) and is reported as
/// `stale-baseline`, a warning, so the file does not keep hiding what comes back.
public struct DriftBaseline: Sendable {
    public struct Record: Sendable, Hashable, Comparable {
        public var rule: String
        public var table: String
        public var key: String
        public var evidence: String

        public static func < (a: Record, b: Record) -> Bool {
            (a.rule, a.table, a.key, a.evidence) < (b.rule, b.table, b.key, b.evidence)
        }
    }

    /// The first line of the file, naming its format.
    public static let header = "# payspec drift baseline 1: rule<TAB>table<TAB>key<TAB>evidence, one accepted finding a line, sorted"

    public var file: String
    /// Each record and the line it stands on.
    public var records: [Record: Int] = [:]

    static func record(of finding: Finding) -> Record {
        Record(rule: finding.rule, table: finding.table, key: finding.key, evidence: finding.evidence)
    }

    /// Reads a baseline: `#` comments, blank lines, and records of four tab-separated fields
    /// (escaped as `BaselineLine` escapes them); a malformed line is an error naming its line
    /// and column.
    public static func read(_ bytes: [UInt8], file: String) throws(DriftInputError) -> DriftBaseline {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw DriftInputError(Diagnostic(file: file, at: nil, "the baseline is not UTF-8 text"))
        }
        var baseline = DriftBaseline(file: file)
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            var line = String(raw)
            if line.hasSuffix("\r") { line.removeLast() }
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            func problem(_ column: Int, _ message: String) -> DriftInputError {
                DriftInputError(Diagnostic(file: file, at: SourceLocation(line: number, column: column), message))
            }
            guard fields.count == 4 else {
                throw problem(1, "expected four tab-separated fields (rule, table, key, evidence), found \(fields.count)")
            }
            guard fields[0].hasPrefix("doc-") else {
                throw problem(1, "'\(fields[0])' is no document drift rule (doc-row-added, doc-row-changed, doc-row-removed)")
            }
            var values: [String] = []
            var column = 1
            for field in fields {
                do throws(BaselineLine.EscapeError) { values.append(try BaselineLine.unescape(field)) } catch {
                    throw problem(column + error.offset, error.message)
                }
                column += field.utf8.count + 1
            }
            let record = Record(rule: values[0], table: values[1], key: values[2], evidence: values[3])
            if let first = baseline.records[record] { throw problem(1, "the same record as line \(first)") }
            baseline.records[record] = number
        }
        return baseline
    }

    /// Reads the baseline file at `path`.
    public static func read(path: String) throws(DriftInputError) -> DriftBaseline {
        let bytes: [UInt8]
        do throws(InputFile.ReadError) { bytes = try InputFile.read(path) } catch { throw DriftInputError(Diagnostic(refusal: error)) }
        return try read(bytes, file: path)
    }

    /// `findings` without those the baseline accepts, and a `stale-baseline` warning per record
    /// that matched none.
    public func apply(to findings: [Finding]) -> [Finding] {
        var matched = Set<Record>()
        var kept = findings.filter { finding in
            let record = Self.record(of: finding)
            guard records[record] != nil else { return true }
            matched.insert(record)
            return false
        }
        for (record, line) in records.sorted(by: { $0.value < $1.value }) where !matched.contains(record) {
            kept.append(
                Finding(
                    rule: "stale-baseline", severity: .warning, table: record.table, key: record.key,
                    message: "baseline record \(record.rule) \(record.table)#\(record.key) matched no finding; remove it",
                    file: file, line: line))
        }
        return kept
    }

    /// The canonical baseline of `findings`: errors and warnings, not accepted by an allowlist.
    public static func text(of findings: [Finding]) -> String {
        let records = Set(findings.filter { !$0.accepted && $0.severity >= .warning && $0.rule.hasPrefix("doc-") }.map(record(of:)))
            .sorted()
        let lines = records.map { r in [r.rule, r.table, r.key, r.evidence].map(BaselineLine.escape).joined(separator: "\t") }
        return ([header] + lines).joined(separator: "\n") + "\n"
    }
}
