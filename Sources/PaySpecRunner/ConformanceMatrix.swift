import PaySpecJSON
import PaySpecJudging
import PaySpecReport
import PaySpecVectors

/// Many saved runs side by side (`payspec report`): suites x implementations per SDK, the
/// ambiguity choices each implementation declared, and how each implementation moved from one
/// version to the next. Written by the shared report layer like every other report.
public struct ConformanceMatrix: Sendable {
    /// The runs, ordered by implementation name, then version (numerically: 0.9 before 0.10),
    /// then as given: of two runs of one implementation and version, the one named later
    /// comes later.
    public let runs: [SavedRun]

    public init(_ runs: [SavedRun]) {
        self.runs = runs.enumerated().sorted { a, b in
            if a.element.name != b.element.name { return a.element.name < b.element.name }
            if VersionOrder.less(a.element.version, b.element.version) { return true }
            if VersionOrder.less(b.element.version, a.element.version) { return false }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// How `shields` chooses the run a badge shows, as the help and the report state it.
    public static let badgeRule =
        "a badge shows each implementation's highest version; of several runs of that version, the one named last"

    /// Column titles, unique even when one implementation and version was run twice.
    public var columns: [String] {
        var seen: [String: Int] = [:]
        return runs.map { run in
            let n = seen[run.label, default: 0] + 1
            seen[run.label] = n
            return n == 1 ? run.label : "\(run.label) (#\(n))"
        }
    }

    /// SDKs with their suites, in the order `KnownSuites` lists them (unknown suites last).
    public var sdks: [(sdk: String, suites: [String])] {
        var sdkOf: [String: String] = [:]
        for run in runs {
            for suite in run.suites.keys {
                sdkOf[suite] = run.sdkOfSuite[suite] ?? KnownSuites.entry(suite)?.sdk ?? sdkOf[suite] ?? "other"
            }
        }
        let known = KnownSuites.all.map(\.name)
        func rank(_ s: String) -> Int { known.firstIndex(of: s) ?? known.count }
        let sdkOrder = ["comgate", "seb", "moneycollect"]
        let groups = Dictionary(grouping: sdkOf.keys, by: { sdkOf[$0]! })
        return groups.keys.sorted { (sdkOrder.firstIndex(of: $0) ?? 9, $0) < (sdkOrder.firstIndex(of: $1) ?? 9, $1) }.map { sdk in
            (sdk, groups[sdk]!.sorted { (rank($0), $0) < (rank($1), $1) })
        }
    }

    /// The status word of a tally: `ok` (all passed), `fail`, `xfail` (only known failures),
    /// `partial` (some unsupported or skipped), `unsupported` (nothing judged).
    public static func status(_ c: RunReport.Counts) -> String {
        if c.failing > 0 { return "fail" }
        if c.total - c.unsupported - c.skipped == 0 { return "unsupported" }
        if c.expectedFailures > 0 { return "xfail" }
        if c.unsupported + c.skipped > 0 { return "partial" }
        return "ok"
    }

    /// `passed/total` and the counts that are not passes.
    static func cell(_ c: RunReport.Counts?) -> [ReportSection.Inline] {
        guard let c else { return [.text("—")] }
        var parts: [ReportSection.Inline] = [.status(status(c)), .text(" \(c.passed)/\(c.total)")]
        let extra: [(Int, String)] = [
            (c.failed, "failed"), (c.errored, "errored"), (c.crashed, "crashed"), (c.timedOut, "timed out"),
            (c.unexpectedPasses, "unexpected passes"), (c.expectedFailures, "xfail"), (c.unsupported, "unsupported"),
            (c.skipped, "skipped"),
        ]
        let words = extra.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        if !words.isEmpty { parts.append(.text(" (" + words.joined(separator: ", ") + ")")) }
        return parts
    }

    static func sdkTitle(_ sdk: String) -> String {
        ["comgate": "Comgate", "seb": "SEB PaymentKit", "moneycollect": "MoneyCollect"][sdk] ?? sdk
    }

    /// The matrix in the shared findings model.
    public func findings(toolVersion: String = "") -> FindingsReport {
        let names = Set(runs.map(\.name))
        let failing = runs.filter { $0.total.failing > 0 || !$0.succeeded }.count
        let summary =
            "\(runs.count) run\(runs.count == 1 ? "" : "s") of \(names.count) implementation\(names.count == 1 ? "" : "s"): "
            + "\(runs.count - failing) passing, \(failing) with failures or problems"
        var sections = [implementationsSection]
        for (sdk, suites) in sdks { sections.append(sdkSection(sdk, suites)) }
        sections.append(choicesSection)
        if let trends = trendsSection { sections.append(trends) }
        let runFindings: [(heading: String, finding: ReportFinding)] = zip(runs, columns).flatMap { run, column in
            run.problems.map { p in
                (
                    "problems recorded in the runs",
                    ReportFinding(
                        .warning, rule: "run-problem", title: column, message: "\(column): \(p)", location: ReportLocation(file: run.path))
                )
            }
        }
        var report = FindingsReport(
            command: "report", toolVersion: toolVersion, title: "conformance matrix", header: [], runFindings: runFindings,
            sections: sections, verdict: nil, succeeded: true, summary: summary,
            rules: [ReportRule("run-problem", "A problem the saved run itself recorded (protocol error, run problem).")],
            data: data)
        report.listsProblems = false
        return report
    }

    var implementationsSection: ReportSection {
        let headers = ["implementation", "language", "suite version", "passed / total", "verdicts", "choices declared", "run file"]
        let rows: [[[ReportSection.Inline]]] = zip(runs, columns).map { run, column in
            let declared = run.choices.count
            return [
                [.strong(column)], [.text(run.implementation?.language ?? "—")], [.text(run.suiteVersion ?? "—")],
                Self.cell(run.total),
                [
                    .text(
                        (run.succeeded ? "run passed" : "run failed")
                            + (run.informative > 0 ? "; \(run.informative) differ from PaySpec's reference texts (informative)" : ""))
                ],
                [.text(declared == 0 ? "none (reference)" : "\(declared)")], [.code(run.path)],
            ]
        }
        return ReportSection("Implementations", [.table(headers: headers, rows: rows, numeric: [])])
    }

    func sdkSection(_ sdk: String, _ suites: [String]) -> ReportSection {
        let headers = ["suite"] + columns
        var rows: [[[ReportSection.Inline]]] = suites.map { suite in
            [[.code(suite)]] + runs.map { Self.cell($0.suites[suite]) }
        }
        let totals: [[ReportSection.Inline]] = runs.map { run in
            var c = RunReport.Counts()
            for suite in suites { if let s = run.suites[suite] { c.merge(s) } }
            return c.total == 0 ? [.text("—")] : Self.cell(c)
        }
        rows.append([[.strong("all \(Self.sdkTitle(sdk))")]] + totals)
        return ReportSection(Self.sdkTitle(sdk), [.table(headers: headers, rows: rows, numeric: [])])
    }

    /// Every ambiguity of the register, and what each implementation declared for it: the
    /// handshake's option, an option given with `--choice`, or nothing (judged as the reference).
    var choicesSection: ReportSection {
        let headers = ["ambiguity", "reference"] + columns
        let rows: [[[ReportSection.Inline]]] = AmbiguityRegister.builtIn.entries.sorted { $0.id < $1.id }.map { entry in
            [[.code(entry.id)], [.text(entry.referenceChoice)]]
                + runs.map { run -> [ReportSection.Inline] in
                    let overridden = run.choiceOverrides[entry.id]
                    guard let option = overridden ?? run.implementation?.choices[entry.id] else { return [.text("—")] }
                    var parts: [ReportSection.Inline] = [option == entry.referenceChoice ? .text(option) : .strong(option)]
                    if overridden != nil { parts.append(.text(" (--choice)")) }
                    return parts
                }
        }
        let note: ReportSection.Body = .paragraph([
            .text(
                "— means not declared: answers were judged under the reference option. Options other than the reference are bold; "
                    + "(--choice) marks a choice given on the command line rather than in the handshake.")
        ])
        let unknown = Set(runs.flatMap { $0.choices.keys }).subtracting(AmbiguityRegister.builtIn.ids).sorted()
        var body: [ReportSection.Body] = [note, .table(headers: headers, rows: rows, numeric: [])]
        if !unknown.isEmpty {
            body.append(.paragraph([.text("Choices for ids this register does not have: "), .code(unknown.joined(separator: ", "))]))
        }
        return ReportSection("Ambiguity choices", body)
    }

    /// Implementations run at more than one version: each version against the one before it.
    var trendsSection: ReportSection? {
        let byName = Dictionary(grouping: runs, by: \.name)
        var rows: [[[ReportSection.Inline]]] = []
        for name in byName.keys.sorted() {
            let versions = byName[name]!
            guard Set(versions.map(\.version)).count > 1 else { continue }
            var previous: SavedRun?
            for run in versions {
                let c = run.total
                var change: [ReportSection.Inline] = [.text("first")]
                var moved: [ReportSection.Inline] = [.text("—")]
                if let p = previous {
                    let delta = c.passed - p.total.passed
                    change = [
                        .status(delta > 0 ? "ok" : delta < 0 ? "fail" : "partial"), .text(" \(delta >= 0 ? "+" : "")\(delta) passed"),
                    ]
                    let suites = Set(run.suites.keys).union(p.suites.keys).sorted()
                    let lines = suites.compactMap { s -> String? in
                        let before = p.suites[s]?.passed ?? 0
                        let after = run.suites[s]?.passed ?? 0
                        return before == after ? nil : "\(s) \(before)→\(after)"
                    }
                    if !lines.isEmpty { moved = [.text(lines.joined(separator: ", "))] }
                }
                rows.append([[.strong(name)], [.text(run.version.isEmpty ? "—" : run.version)], Self.cell(c), change, moved])
                previous = run
            }
        }
        guard !rows.isEmpty else { return nil }
        return ReportSection(
            "Trends across versions",
            [
                .table(
                    headers: ["implementation", "version", "passed / total", "change", "suites that moved (passed)"], rows: rows,
                    numeric: [])
            ])
    }

    var data: [String: JSONValue] {
        let list: [JSONValue] = zip(runs, columns).map { run, column in
            var o: [String: JSONValue] = [
                "column": .string(column), "name": .string(run.name), "version": .string(run.version), "file": .string(run.path),
                "succeeded": .bool(run.succeeded), "total": run.total.json,
                "choices": .object(run.choices.mapValues(JSONValue.string)),
                "suites": .object(run.suites.mapValues(\.json)),
            ]
            if let v = run.suiteVersion { o["suiteVersion"] = .string(v) }
            return .object(o)
        }
        return ["runs": .array(list)]
    }

    /// Whether `bytes` are a badge `shields` writes (a shields.io endpoint labelled payspec): the
    /// only file a badge may replace, since anything else in the folder is not the report's.
    public static func isBadge(_ bytes: [UInt8]) -> Bool {
        guard bytes.count < 4096, let value = try? JSONParser.parseValue(bytes) else { return false }
        return value["schemaVersion"]?.intValue == 1 && value["label"]?.stringValue == "payspec"
    }

    /// One shields.io endpoint document per implementation, for the run `badgeRule` names:
    /// `{"schemaVersion":1,"label":"payspec","message":"1888/1888","color":"brightgreen"}`.
    public var shields: [(file: String, json: String)] {
        var latest: [String: SavedRun] = [:]
        for run in runs { latest[run.name] = run }  // in version order, then as given: the last wins
        var used: Set<String> = []
        return latest.keys.sorted().map { name in
            let run = latest[name]!
            let c = run.total
            let judged = c.total - c.unsupported - c.skipped
            let color =
                c.failing > 0 || !run.succeeded ? "red" : judged == 0 ? "lightgrey" : c.passed == c.total ? "brightgreen" : "yellow"
            let message = judged == 0 ? "nothing judged" : "\(c.passed)/\(c.total)"
            let doc: JSONValue = [
                "schemaVersion": 1, "label": "payspec", "message": .string(message), "color": .string(color),
            ]
            var file = Self.fileName(name)
            var n = 2
            while used.contains(file) {
                file = Self.fileName(name) + "-\(n)"
                n += 1
            }
            used.insert(file)
            return (file + ".json", JSONWriter.line(doc) + "\n")
        }
    }

    /// A file name from an implementation name: letters, digits, `.`, `_` and `-` only, never
    /// a path or a hidden file.
    static func fileName(_ name: String) -> String {
        let mapped = String(
            name.unicodeScalars.map { s -> Character in
                s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "_" || s == "-" || s == ".") ? Character(s) : "-"
            })
        let trimmed = mapped.drop { $0 == "." || $0 == "-" }
        return trimmed.isEmpty ? "implementation" : String(trimmed.prefix(100))
    }
}

/// Orders version strings as people read them: numeric parts as numbers (`0.9` < `0.10`),
/// the rest as text.
public enum VersionOrder {
    public static func less(_ a: String, _ b: String) -> Bool {
        let pa = parts(a)
        let pb = parts(b)
        for (x, y) in zip(pa, pb) where x != y {
            switch (x, y) {
            case (.number(let m), .number(let n)): return m < n
            case (.number, .text): return true
            case (.text, .number): return false
            case (.text(let s), .text(let t)): return s < t
            }
        }
        return pa.count < pb.count
    }

    enum Part: Equatable {
        case number(Int), text(String)
    }

    static func parts(_ s: String) -> [Part] {
        var out: [Part] = []
        var digits = ""
        var text = ""
        for ch in s {
            if ch.isASCII && ch.isNumber {
                if !text.isEmpty { out.append(.text(text)); text = "" }
                digits.append(ch)
            } else {
                if !digits.isEmpty { out.append(.number(Int(digits.prefix(18)) ?? 0)); digits = "" }
                if ch != "." { text.append(ch) }
            }
        }
        if !digits.isEmpty { out.append(.number(Int(digits.prefix(18)) ?? 0)) }
        if !text.isEmpty { out.append(.text(text)) }
        return out
    }
}
