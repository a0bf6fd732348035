import Foundation
import PaySpecAdapter
import PaySpecArguments
import PaySpecGolden
import PaySpecJSON
import PaySpecJudging
import PaySpecReport
import PaySpecVectors

/// A conformance run that cannot start or cannot be judged: a usage or configuration error
/// (exit status 2), or an implementation whose handshake is unusable (exit status 3).
public struct ConformanceError: Error, Sendable, CustomStringConvertible {
    /// The exit status the command line gives for it.
    public var exitCode: Int32
    public var message: String

    /// A usage or configuration error: an unknown name, a bad choice, a broken expectations file.
    public static func usage(_ message: String) -> ConformanceError { ConformanceError(exitCode: 2, message: message) }
    /// The implementation could not be started, or its handshake is invalid.
    public static func implementation(_ message: String) -> ConformanceError { ConformanceError(exitCode: 3, message: message) }

    public var description: String { message }
}

/// What a conformance run is asked to do, whichever way the implementation is plugged in.
public struct ConformanceOptions: Sendable {
    /// The golden directory, or `nil` for the vectors embedded in PaySpecGolden (the default:
    /// no checkout and no path needed).
    public var golden: String?
    /// Which vectors run; a glob that matches nothing is a usage error.
    public var filter: VectorFilter
    /// Ambiguity choices declared by the caller (`--choice`). They are the implementation's
    /// choices for judging and override what its handshake says; the report lists them.
    public var choices: [String: String]
    /// The expectations file (known failures and skips), if any.
    public var expectations: String?
    /// Rewrite the expectations file from this run.
    public var updateExpectations: Bool
    /// Fail the run for every unsupported vector (for the CI of a complete port).
    public var requireAll: Bool
    /// How content PaySpec authored is judged: its reference texts with informative differences
    /// (the default), strictly (`--strict-texts`), or against the SDK's own texts (`--texts`).
    public var texts: AuthoredTextPolicy
    /// Read the golden directory one file at a time while the run needs it, instead of loading
    /// it whole first: a run's memory then does not grow with the golden set (`payspec run`).
    /// The built-in suite, part of the binary, is always in memory.
    public var streamsGolden = false
    /// How many vectors a golden directory read file by file keeps loaded at most (or one
    /// file's or piece's, when it alone holds more; `GoldenDirectoryStore`).
    public var streamedVectorBudget = GoldenDirectoryStore.defaultBudget
    /// With `streamsGolden`: files from this size on are read a piece of at most
    /// `streamedPieceVectors` vectors at a time (`GoldenLoader.readPieces`), smaller ones whole.
    public var piecewiseFileSize = GoldenLoader.piecewiseFileSize
    public var streamedPieceVectors = GoldenLoader.pieceVectors
    /// With `streamsGolden`, no filter and no expectations file: the first pass runs beside the
    /// run (`FirstPassBesideRun`), so an adapter gets its first requests while the later files
    /// are still read and checked (`payspec run --adapter`).
    public var firstPassBesideRun = false

    public init(
        golden: String? = nil, filter: VectorFilter = VectorFilter(), choices: [String: String] = [:],
        expectations: String? = nil, updateExpectations: Bool = false, requireAll: Bool = false,
        texts: AuthoredTextPolicy = .reference
    ) {
        self.texts = texts
        self.golden = golden
        self.filter = filter
        self.choices = choices
        self.expectations = expectations
        self.updateExpectations = updateExpectations
        self.requireAll = requireAll
    }
}

/// The one conformance pipeline of `payspec run`, `payspec check`, the Swift Testing helper and
/// `AdapterServer`: golden vectors, selection, choices, expectations, judging and the exit
/// decision. Nothing is green that judged nothing.
///
/// ```swift
/// let pipeline = try ConformancePipeline(ConformanceOptions(filter: VectorFilter(suites: ["seb.*"])))
/// let selection = pipeline.selection()
/// let raw = try pipeline.run(MySDK(), selection)
/// let outcome = pipeline.judge(raw, selection, source: "in-process")
/// ```
public struct ConformancePipeline: Sendable {
    public let options: ConformanceOptions
    /// Every vector of the golden directory, in suite then file order: in memory, or read file
    /// by file (`ConformanceOptions.streamsGolden`).
    public let vectors: any VectorStore
    /// Golden files that could not be loaded; they fail the run (once a first pass beside the
    /// run has ended).
    public var goldenDiagnostics: [Diagnostic] { firstPass?.diagnostics ?? loadedDiagnostics }
    private let loadedDiagnostics: [Diagnostic]
    /// The golden files a signal left unread while the directory was read: their vectors are
    /// not counted, and the run ends interrupted (once a first pass beside the run has ended).
    public var unreadGoldenFiles: Int { firstPass?.unread ?? loadedUnread }
    private let loadedUnread: Int
    private let firstPass: FirstPassBesideRun?
    let expectations: ExpectationsFile?
    let stale: [String]
    /// The selection made by the first pass over a golden directory read file by file.
    private let streamed: Selection?

    /// Every vector of the golden directory, in suite then file order, in an array (read whole
    /// when the directory is read file by file).
    public var allVectors: [RunVector] { vectors.everyVector }

    /// Loads the golden vectors (the directory `options.golden`, or the embedded suite when it
    /// is `nil`) and the expectations file, and checks the filters and choices. `stop` is asked
    /// before each file of a golden directory: a signal ends the reading there
    /// (`unreadGoldenFiles`), and the run that follows judges nothing.
    public init(
        _ options: ConformanceOptions, stop: @escaping @Sendable () -> Bool = { RunInterruption.isInterrupted }
    ) throws(ConformanceError) {
        guard let golden = options.golden else {
            let (suites, diagnostics) = GoldenLoader.loadCompact(files: PaySpecSuite.goldenFiles.map { ($0.path, $0.bytes) })
            try self.init(vectors: suites.runVectors, goldenDiagnostics: diagnostics, options: options)
            return
        }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: golden, isDirectory: &isDir), isDir.boolValue else {
            throw .usage(
                "golden directory '\(TerminalText.inline(golden))' not found; pass --golden DIR, or leave it out to use the built-in vectors"
            )
        }
        if options.streamsGolden {
            try self.init(streaming: golden, options: options, stop: stop)
            return
        }
        let (suites, diagnostics, unread) = GoldenLoader.loadCompact(directory: golden, stoppingWhen: stop)
        try self.init(vectors: suites.runVectors, goldenDiagnostics: diagnostics, options: options, unread: unread)
    }

    /// A pipeline over a golden directory read one file at a time: a first pass checks every
    /// file, the filters and the expectations, keeping a record per file; the run reads them again.
    private init(streaming golden: String, options: ConformanceOptions, stop: @escaping @Sendable () -> Bool) throws(ConformanceError) {
        self.options = options
        let choiceProblems = AmbiguityChoices.problems(options.choices)
        if !choiceProblems.isEmpty { throw .usage(choiceProblems.map { "--choice: \($0)" }.joined(separator: "\n")) }
        // The expectations file is read before the pass that counts against it; its problems
        // are reported after the filters', in the order of a set loaded whole.
        let loaded = Self.loadExpectations(options)
        if options.firstPassBesideRun && options.filter.isEmpty && options.expectations == nil {
            // Listed and stamped now, before any adapter starts: a file edited later is caught.
            let store = GoldenDirectoryStore(growingBudget: options.streamedVectorBudget)
            firstPass = FirstPassBesideRun(
                golden: golden, options: options, store: store, listed: GoldenListing(directory: golden), stop: stop)
            vectors = store
            loadedDiagnostics = []
            loadedUnread = 0
            expectations = nil
            stale = []
            streamed = Selection(selectedStore: store, toRunStore: store, skipped: [:])
            return
        }
        firstPass = nil
        let survey = GoldenSurvey(
            directory: golden, filter: options.filter, expectations: try? loaded.get(), budget: options.streamedVectorBudget,
            piecewise: (options.piecewiseFileSize, options.streamedPieceVectors), stop: stop)
        vectors = survey.all
        loadedDiagnostics = survey.diagnostics
        loadedUnread = survey.unread
        // A pass a signal cut short proves no filter wrong and no expectation stale.
        if !survey.filterMatches && survey.unread == 0 {
            // The usage error names the closest names: gathered from the files again.
            try Self.checkFilter(options.filter, vectors: survey.all.everyVector, golden: golden, goldenDiagnostics: survey.diagnostics)
        }
        // Not applied, nor rewritten by --update-expectations, from a set a signal cut short:
        // its entries for the vectors of the unread files would be dropped as gone.
        expectations = survey.unread == 0 ? try loaded.get() : nil
        if expectations != nil, let path = options.expectations, let tally = survey.tally {
            let (s, broad) = tally.check(path: path)
            if !broad.isEmpty { throw .usage(broad.map(\.description).joined(separator: "\n")) }
            stale = s
        } else {
            stale = []
        }
        streamed = Selection(selectedStore: survey.selected, toRunStore: survey.toRun, skipped: survey.skipped)
    }

    /// The expectations file of `options`: none, an empty one to be written, or the file read.
    private static func loadExpectations(_ options: ConformanceOptions) -> Result<ExpectationsFile?, ConformanceError> {
        guard let path = options.expectations else { return .success(nil) }
        if options.updateExpectations && !FileManager.default.fileExists(atPath: path) { return .success(ExpectationsFile()) }
        do {
            return .success(try ExpectationsFile.load(path: path))
        } catch {
            return .failure(.usage(error.diagnostics.map(\.description).joined(separator: "\n")))
        }
    }

    /// How messages name where the vectors come from.
    var goldenName: String { options.golden.map { "the golden directory '\($0)'" } ?? "the built-in suite \(PaySpecSuite.version)" }

    /// A pipeline over vectors already in memory (`options.golden` is not read).
    public init(vectors: [RunVector], goldenDiagnostics: [Diagnostic] = [], options: ConformanceOptions) throws(ConformanceError) {
        try self.init(vectors: vectors, goldenDiagnostics: goldenDiagnostics, options: options, unread: 0)
    }

    /// `unread`: golden files a signal left unread; the filters and expectations are then not
    /// checked against the part that was read.
    private init(vectors: [RunVector], goldenDiagnostics: [Diagnostic], options: ConformanceOptions, unread: Int) throws(ConformanceError) {
        self.options = options
        self.vectors = ArrayVectorStore(vectors)
        loadedDiagnostics = goldenDiagnostics
        loadedUnread = unread
        firstPass = nil
        streamed = nil
        let choiceProblems = AmbiguityChoices.problems(options.choices)
        if !choiceProblems.isEmpty { throw .usage(choiceProblems.map { "--choice: \($0)" }.joined(separator: "\n")) }
        guard unread == 0 else {
            expectations = nil
            stale = []
            return
        }
        try Self.checkFilter(options.filter, vectors: vectors, golden: options.golden ?? "golden", goldenDiagnostics: goldenDiagnostics)
        guard let path = options.expectations else {
            expectations = nil
            stale = []
            return
        }
        if options.updateExpectations && !FileManager.default.fileExists(atPath: path) {
            expectations = ExpectationsFile()
            stale = []
            return
        }
        let file: ExpectationsFile
        do {
            file = try ExpectationsFile.load(path: path)
        } catch {
            throw .usage(error.diagnostics.map(\.description).joined(separator: "\n"))
        }
        let (s, broad) = file.check(allIDs: vectors.map(\.id), path: path)
        if !broad.isEmpty { throw .usage(broad.map(\.description).joined(separator: "\n")) }
        expectations = file
        stale = s
    }

    /// Every glob must match something on its own: a typo is a usage error naming the closest
    /// real names, not an empty green run.
    static func checkFilter(
        _ filter: VectorFilter, vectors: [RunVector], golden: String, goldenDiagnostics: [Diagnostic]
    ) throws(ConformanceError) {
        var problems: [String] = []
        // Names are gathered only for an option that was given: a run without filters over
        // hundreds of thousands of vectors does not build three arrays of them.
        func check(_ option: String, _ globs: [String], _ what: String, _ allNames: @autoclosure () -> [String], listAll: Bool) {
            guard !globs.isEmpty else { return }
            let names = allNames()
            for glob in globs where !names.contains(where: { Glob.matches(glob, $0) }) {
                let close = NameSuggestions.closest(to: glob, in: names)
                var line = "\(option) '\(TerminalText.inline(glob))' matches no \(what)"
                if !close.isEmpty {
                    line += "; did you mean \(close.map { "'\($0)'" }.joined(separator: " or "))?"
                } else if listAll {
                    line += "; the \(what)s are: \(Set(names).sorted().joined(separator: ", "))"
                } else if let slash = glob.firstIndex(of: "/"), vectors.contains(where: { $0.suite == glob[..<slash] }) {
                    line += "; \(golden)/\(glob[..<slash]).json lists the ids of that suite"
                }
                problems.append(line)
            }
        }
        check(CommonOptions.suite.name, filter.suites, "suite", vectors.map(\.suite), listAll: true)
        check(CommonOptions.tag.name, filter.tags, "tag", vectors.flatMap(\.tags), listAll: true)
        check(CommonOptions.id.name, filter.ids, "vector id", vectors.map(\.id), listAll: false)
        if let level = filter.level, !vectors.contains(where: { $0.level == level }) {
            problems.append("--level \(level.rawValue): no vector has that level")
        }
        guard !problems.isEmpty else { return }
        if !goldenDiagnostics.isEmpty {
            problems.append("(\(goldenDiagnostics.count) golden file problems; the vectors of those files were not loaded:)")
            problems += goldenDiagnostics.map { "  \($0)" }
        }
        throw .usage(problems.joined(separator: "\n"))
    }

    /// The vectors the filters select, in golden order, and those of them the expectations skip.
    public struct Selection: Sendable {
        /// Every selected vector, in golden order.
        public let selectedStore: any VectorStore
        /// The selected vectors to send to the implementation (the others are skipped).
        public let toRunStore: any VectorStore
        let skipped: [Int: VectorResult]

        init(selectedStore: any VectorStore, toRunStore: any VectorStore, skipped: [Int: VectorResult]) {
            self.selectedStore = selectedStore
            self.toRunStore = toRunStore
            self.skipped = skipped
        }

        init(selected: [RunVector], toRun: [RunVector], skipped: [Int: VectorResult]) {
            selectedStore = ArrayVectorStore(selected)
            toRunStore = skipped.isEmpty && selected.count == toRun.count ? selectedStore : ArrayVectorStore(toRun)
            self.skipped = skipped
        }

        /// Every selected vector, in golden order, in an array.
        public var selected: [RunVector] { selectedStore.everyVector }
        /// The selected vectors to send, in an array.
        public var toRun: [RunVector] { toRunStore.everyVector }
    }

    /// Applies the filters and the expectations' skips.
    public func selection() -> Selection {
        if let streamed { return streamed }
        let allVectors = allVectors
        // Without filters or skips the selection shares the loaded array: no copy per vector.
        let selected = options.filter.isEmpty ? allVectors : allVectors.filter(options.filter.accepts)
        guard let expectations, expectations.entries.contains(where: { $0.kind == .skip }) else {
            return Selection(selected: selected, toRun: selected, skipped: [:])
        }
        var toRun: [RunVector] = []
        var skipped: [Int: VectorResult] = [:]
        for (i, v) in selected.enumerated() {
            if let e = expectations.entry(for: v.id), e.kind == .skip {
                var r = v.result(.skipped, message: "skipped: \(e.reason)")
                r.issue = e.issue
                skipped[i] = r
            } else {
                toRun.append(v)
            }
        }
        return Selection(selected: selected, toRun: toRun, skipped: skipped)
    }

    /// Runs the selection through a Swift implementation in process. Its declared choices are
    /// checked against the register first (an invalid one is `ConformanceError.implementation`).
    public func run(
        _ implementation: any PaySpecImplementation, _ selection: Selection, stop: () -> Bool = { RunInterruption.isInterrupted }
    ) throws(ConformanceError) -> RawRun {
        let problems = AmbiguityChoices.problems(implementation.handshake().choices)
        if !problems.isEmpty {
            let name = implementation.handshake().name
            throw .implementation("implementation '\(name)' declares invalid choices: " + problems.joined(separator: "; "))
        }
        return InProcessRunner.run(
            selection.toRunStore, implementation: implementation, choiceOverrides: options.choices, texts: options.texts, stop: stop)
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
        /// Runs the selection through `jobs` adapter processes. An adapter that cannot be started,
        /// or whose handshake is invalid (another protocol, an unknown choice), is
        /// `ConformanceError.implementation`.
        public func run(
            adapter command: AdapterCommand, session: SessionOptions = SessionOptions(), jobs: Int = SessionDefaults.jobs,
            _ selection: Selection,
            progress: (@Sendable (Int, Int) -> Void)? = nil
        ) throws(ConformanceError) -> RawRun {
            var session = session
            session.choiceOverrides = options.choices
            session.texts = options.texts
            do {
                return try ConformanceRunner.runAdapter(
                    selection.toRunStore, command: command, options: session, jobs: jobs, progress: progress)
            } catch {
                throw .implementation(error.message)
            }
        }
    #endif

    /// Judges outputs recorded elsewhere under the declared choices; a selected vector with no
    /// recorded output is unsupported, an output for an id no golden file has is a protocol note.
    public func judgeRecorded(
        _ outputs: [String: JSONValue], _ selection: Selection, stop: () -> Bool = { RunInterruption.isInterrupted }
    ) -> RawRun {
        ConformanceRunner.judgeRecorded(
            selection.toRun, outputs: outputs, choices: options.choices, knownIDs: Set(vectors.everyVector.map(\.id)), texts: options.texts,
            stop: stop)
    }

    /// The report of a run and the exit status it earns.
    public struct Outcome: Sendable {
        public var report: RunReport
        /// Lines for standard error (the expectations file was rewritten, or could not be).
        public var messages: [String]
        /// 0 everything as expected; 1 unexpected results or nothing judged; 2 the expectations
        /// file could not be written (the report is still complete).
        public var exitCode: Int32
    }

    /// Merges verdicts in golden order, applies expectations and declared choices, and decides:
    /// an empty selection, a run that judged nothing (every vector unsupported or skipped), and
    /// with `requireAll` any unsupported vector, fail the run.
    public func judge(_ raw: RawRun, _ selection: Selection, source: String) -> Outcome {
        // A first pass beside the run has ended: every file is recorded, its problems known.
        let goldenDiagnostics = self.goldenDiagnostics
        // Verdicts by their position in the report; a plain pass stays one byte (VerdictLedger).
        let selected = selection.selectedStore
        let toRun = selection.toRunStore
        var ledger = VerdictLedger(count: selected.count, vectors: selected)
        var filled = 0
        func append(_ r: VectorResult) {
            ledger[filled] = r
            filled += 1
        }
        var notRun = 0
        // A run's results stand in `toRun` order: merged by position, the id only checked. A
        // raw run from elsewhere, in another order, is merged by id.
        var byID: [String: VectorResult]?
        var next = 0
        // The same store on both sides (no skips): position i is the same vector without comparing ids.
        let sameStore = (selected as AnyObject) === (toRun as AnyObject) && selected is GoldenDirectoryStore
        if sameStore && selection.skipped.isEmpty && Self.holdsEveryVerdictInPlace(raw.results.ledger, selected) {
            // The run's verdicts are already the report's, in place: shared, not copied (a
            // million-vector run would otherwise hold its verdicts twice).
            ledger = raw.results.ledger
            filled = selected.count
        }
        for i in filled..<selected.count {
            if let s = selection.skipped[i] {
                append(s)
                continue
            }
            defer { next += 1 }
            let id = { selected.id(at: i) }
            if byID == nil, next < raw.results.count, raw.results.count == toRun.count {
                if let plain = raw.results.ledger.plainStatus(at: next), filled == i, (sameStore && next == i) || toRun.id(at: next) == id()
                {
                    // Rebuilt from the same vector on both sides: copied as its status alone.
                    ledger.setPlain(filled, plain, duration: raw.results.ledger.plainDuration(at: next))
                    filled += 1
                    continue
                }
                if let r = raw.results[next] {
                    if r.id == id() {
                        append(r)
                        continue
                    }
                } else {
                    notRun += 1
                    continue
                }
            }
            if byID == nil {
                var map: [String: VectorResult] = [:]
                for r in raw.results.compactMap({ $0 }) { map[r.id] = r }
                byID = map
            }
            if let r = byID?[id()] { append(r) } else { notRun += 1 }
        }
        ledger.truncate(to: filled)
        FreshValueCheck.apply(to: &ledger)
        SameAsCheck.apply(to: &ledger)
        var results = ReportVerdicts(ledger)
        var problems: [String] = []
        var messages: [String] = []
        var exitOverride: Int32?
        if let expectations, let path = options.expectations {
            problems = expectations.apply(to: &results, path: path)
            if options.updateExpectations {
                let updated = expectations.updated(from: results, allIDs: vectors.everyVector.map(\.id))
                do {
                    try OutputFile.write(updated.text, to: path)
                    messages.append("updated \(path): \(updated.entries.count) entries")
                    // The rewritten file describes this run: nothing in it is unexpected any more.
                    problems = []
                    for i in results.indices {
                        let status = results.status(at: i)
                        if status.isFailure { results[i].status = .expectedFailure }
                        if status == .unexpectedPass { results[i].status = .passed }
                    }
                } catch {
                    messages.append("error: cannot write \(error.description); \(path) is unchanged")
                    exitOverride = 74
                    problems = stale + problems
                }
            } else {
                problems = stale + problems
            }
        }
        var report = RunReport(
            implementation: raw.implementation, source: source, verdicts: results, notes: raw.notes,
            goldenDiagnostics: goldenDiagnostics, expectationProblems: problems, interrupted: raw.interrupted || unreadGoldenFiles > 0,
            notRun: notRun)
        report.totalVectors = vectors.count
        report.selectedVectors = selected.count
        report.choiceOverrides = options.choices
        report.runProblems = runProblems(report)
        return Outcome(report: report, messages: messages, exitCode: exitOverride ?? report.exitCode)
    }

    /// Whether `ledger` holds a verdict for every vector of `store`, each at its vector's index
    /// (the verdicts held whole name their vector; a plain one is rebuilt from it).
    private static func holdsEveryVerdictInPlace(_ ledger: VerdictLedger, _ store: any VectorStore) -> Bool {
        guard ledger.count == store.count else { return false }
        for i in 0..<ledger.count where ledger.status(at: i) == nil { return false }
        return ledger.keptIndices.allSatisfy { ledger[$0]?.id == store.id(at: $0) }
    }

    /// Why a run that has no failing verdict still must not pass.
    func runProblems(_ report: RunReport) -> [String] {
        if unreadGoldenFiles > 0 {
            // Not "no vectors": the set was not read to its end, so the report counts only
            // the vectors of the files read before the signal.
            return [
                "interrupted while reading \(goldenName): \(unreadGoldenFiles) golden files not read; their vectors are not counted"
            ]
        }
        if vectors.count == 0 { return ["no vectors: \(goldenName) holds none"] }
        if report.selectedVectors == 0 {
            return ["no vector selected: the filters each match vectors, but no vector matches them all together"]
        }
        let c = report.counts
        var out: [String] = []
        if report.judged == 0 && !report.interrupted {
            var why: [String] = []
            if c.unsupported > 0 { why.append("\(c.unsupported) unsupported") }
            if c.skipped > 0 { why.append("\(c.skipped) skipped") }
            var line = "nothing was judged: of \(report.selectedVectors) selected vectors, " + why.joined(separator: ", ")
            if c.unsupported > 0 { line += "; check the suites the implementation announces (\(announced(report)))" }
            out.append(line)
        }
        if options.requireAll && c.unsupported > 0 {
            let suites = Set(
                report.results.indices.filter { report.results.status(at: $0) == .unsupported }.map { report.results[$0].suite }
            )
            .sorted()
            out.append("--require-all: \(c.unsupported) vectors unsupported (suites: \(suites.joined(separator: ", ")))")
        }
        return out
    }

    private func announced(_ report: RunReport) -> String {
        guard let info = report.implementation else { return "no handshake" }
        return info.suites.isEmpty ? "it announces none" : "it announces " + info.suites.joined(separator: ", ")
    }
}
