import Foundation
import PaySpecJSON
import PaySpecJudging
import PaySpecVectors

/// The first pass of a run over a golden directory: every file read, checked and counted one
/// at a time, so that the run can read them again one at a time (`GoldenDirectoryStore`).
///
/// It gives what loading the whole set gave: the same diagnostics in the same order (files
/// that cannot be read, each file's problems, then ids used twice), whether each filter glob
/// matches a vector, the expectations' tallies and the skipped verdicts. Per vector it keeps
/// only the 8-byte hash of its id until the duplicate check is done; per file, a record.
struct GoldenSurvey {
    var diagnostics: [Diagnostic] = []
    /// Every vector, the selected ones, and the selected ones that are not skipped.
    var all: GoldenDirectoryStore
    var selected: GoldenDirectoryStore
    var toRun: GoldenDirectoryStore
    /// The skipped verdicts, by index among the selected vectors.
    var skipped: [Int: VectorResult] = [:]
    /// Whether every glob of the filter matched a vector (and its level is some vector's).
    var filterMatches: Bool
    /// The expectations' tallies over every id (when there are expectations).
    var tally: ExpectationsFile.Tally?
    /// The golden files a signal left unread: the pass stopped before them, so their vectors
    /// are in no store and the run that follows judges nothing (0 when every file was read).
    var unread = 0

    /// `beside`: the store a run already reads while this pass goes on (no filter, no
    /// expectations), with the files listed and stamped before its adapter started; each file
    /// is recorded in it once counted, and a file whose stamp no longer holds stops the run.
    /// `stop` is asked before each file: a signal ends the pass there (`unread`), since a run
    /// that stops must write its report within the grace a signal gives it.
    init(
        directory: String, filter: VectorFilter, expectations: ExpectationsFile?, budget: Int = GoldenDirectoryStore.defaultBudget,
        piecewise: (fileSize: Int, vectors: Int) = (GoldenLoader.piecewiseFileSize, GoldenLoader.pieceVectors),
        beside: (store: GoldenDirectoryStore, listed: GoldenListing)? = nil, stop: () -> Bool = { false }
    ) {
        let (paths, listing) = beside.map { ($0.listed.paths, $0.listed.diagnostics) } ?? GoldenLoader.filePaths(directory: directory)
        let growing = beside?.store
        var unreadable = listing
        var problems: [Diagnostic] = []
        var pass = Pass(filter: filter, expectations: expectations)
        // The first files' vectors, while they fit the store's budget: the run starts with them
        // loaded instead of reading them again (a golden set within the budget is read once).
        var leading: [[RunVector]] = []
        var leadingCount = 0
        var leads = growing == nil
        var recorded = 0
        /// Records the files counted since the last call in the growing store, with a whole
        /// file's vectors as read here (a file read in pieces is read again by the run).
        func record(_ suites: [CompactGoldenSuite]?) {
            guard let growing else { return }
            let files = Array(pass.allFiles[recorded...])
            recorded = pass.allFiles.count
            growing.record(files, vectors: suites.flatMap { files.count == 1 ? $0.runVectors : nil })
        }
        // Files are read and checked ahead, two at a time, and counted here in golden order.
        let ahead = GoldenReadAhead(paths: paths, largeFileSize: piecewise.fileSize)
        for (k, path) in paths.enumerated() {
            if stop() {
                unread = paths.count - k
                ahead.cancel()
                break
            }
            var reading = ahead.take(k)
            if let beside, !reading.isLarge, GoldenFileStamp(path: path) != beside.listed.stamps[k] {
                GoldenDirectoryStore.changed(path: path, "it changed after the run started")
            }
            // A large file is read a piece at a time and recorded a piece at a time; one the
            // pieces do not take is read whole below, what it had counted undone.
            if case .large = reading {
                var trial = pass
                if GoldenLoader.readPieces(
                    path: path, pieceVectors: piecewise.vectors, stop: stop, { piece, suite in trial.see(suite, path: path, piece: piece) }
                ) != nil {
                    if let beside, GoldenFileStamp(path: path) != beside.listed.stamps[k] {
                        GoldenDirectoryStore.changed(path: path, "it changed after the run started")
                    }
                    pass = trial
                    leads = false
                    record(nil)
                    continue
                }
                // Declined because of a signal: this file counts as unread, the pass ends here.
                if stop() {
                    unread = paths.count - k
                    ahead.cancel()
                    break
                }
                reading = GoldenReadAhead.read(path, largeFileSize: .max)
                if let beside, GoldenFileStamp(path: path) != beside.listed.stamps[k] {
                    GoldenDirectoryStore.changed(path: path, "it changed after the run started")
                }
            }
            let suites: [CompactGoldenSuite]
            switch reading {
            case .loaded(let loaded, let fileProblems):
                suites = loaded
                problems += fileProblems
            case .unreadable(let problem):
                unreadable.append(problem)
                continue
            case .large:
                continue
            }
            guard let suite = suites.first else { continue }
            if leads && !suite.vectors.isEmpty {
                if leadingCount + suite.vectors.count <= budget {
                    leading.append(suites.runVectors)
                    leadingCount += suite.vectors.count
                } else {
                    leads = false
                }
            }
            pass.see(suite, path: path, piece: nil)
            record(suites)
        }
        var hashes = pass.hashes
        pass.hashes = []
        let (allFiles, selectedFiles, toRunFiles) = (pass.allFiles, pass.selectedFiles, pass.toRunFiles)
        let skipped = pass.skipped
        // Ids used twice: equal hashes are found by sorting them; only those are read again
        // and compared as strings (two ids may share a hash).
        hashes.sort()
        var repeated = Set<UInt64>()
        for k in hashes.indices.dropFirst() where hashes[k] == hashes[k - 1] { repeated.insert(hashes[k]) }
        hashes = []
        if let growing {
            // Beside a run: no filter, no skip, one store, completed with what the pass found.
            let repeats = Self.repeatedIDs(growing, hashes: repeated)
            growing.completed(uniqueIDs: repeats.isEmpty)
            (all, selected, toRun) = (growing, growing, growing)
            diagnostics = unreadable + problems + repeats
            filterMatches = pass.matcher.allMatched
            tally = nil
            return
        }
        let everything = GoldenDirectoryStore(files: allFiles, takes: nil, budget: budget, uniqueIDs: repeated.isEmpty)
        let repeats = Self.repeatedIDs(everything, hashes: repeated)
        let unique = repeats.isEmpty
        all = repeated.isEmpty ? everything : GoldenDirectoryStore(files: allFiles, takes: nil, budget: budget, uniqueIDs: unique)
        all.hold(leading)
        if filter.isEmpty && skipped.isEmpty {
            selected = all
            toRun = all
        } else {
            let accepts: @Sendable (RunVector) -> Bool = { filter.isEmpty || filter.accepts($0) }
            selected = GoldenDirectoryStore(files: selectedFiles, takes: accepts, budget: budget, uniqueIDs: unique)
            if skipped.isEmpty {
                toRun = selected
            } else {
                let expected = expectations
                toRun = GoldenDirectoryStore(
                    files: toRunFiles,
                    takes: { v in accepts(v) && expected?.entry(for: v.id)?.kind != .skip },
                    budget: budget, uniqueIDs: unique)
            }
        }
        diagnostics = unreadable + problems + repeats
        self.skipped = skipped
        filterMatches = pass.matcher.allMatched
        self.tally = pass.tally
    }

    /// The size of the file at `path` (0 when it cannot be told: the file is then read whole,
    /// where its problem is reported).
    static func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }

    /// What the first pass has counted so far: a value, so that a file read in pieces can be
    /// counted on a copy and dropped when the pieces do not take it.
    private struct Pass {
        let filter: VectorFilter
        let expectations: ExpectationsFile?
        /// Without filters or expectations an id hash is all the pass needs of a vector.
        let plain: Bool
        let skips: Bool
        var hashes: [UInt64] = []
        var allFiles: [GoldenDirectoryStore.File] = []
        var selectedFiles: [GoldenDirectoryStore.File] = []
        var toRunFiles: [GoldenDirectoryStore.File] = []
        var counts = (all: 0, selected: 0, toRun: 0)
        var matcher: FilterMatcher
        var tally: ExpectationsFile.Tally?
        var skipped: [Int: VectorResult] = [:]

        init(filter: VectorFilter, expectations: ExpectationsFile?) {
            self.filter = filter
            self.expectations = expectations
            plain = filter.isEmpty && expectations == nil
            skips = expectations.map { $0.entries.contains { $0.kind == .skip } } ?? false
            matcher = FilterMatcher(filter)
            tally = expectations.map(ExpectationsFile.Tally.init)
        }

        /// Counts the vectors of one file (`piece == nil`) or of one piece of it, and records
        /// them as a stretch of each store.
        mutating func see(_ suite: CompactGoldenSuite, path: String, piece: GoldenFilePiece?) {
            var digests = (all: IDDigest(), selected: IDDigest(), toRun: IDDigest())
            var n = (all: 0, selected: 0, toRun: 0)
            for compact in suite.vectors {
                let hash = IDDigest.hash(compact.id)
                hashes.append(hash)
                digests.all.add(hash: hash)
                n.all += 1
                guard !plain else {
                    digests.selected.add(hash: hash)
                    digests.toRun.add(hash: hash)
                    n.selected += 1
                    n.toRun += 1
                    continue
                }
                let v = RunVector(compact, suite: suite.name, sdk: suite.sdk, file: suite.path)
                matcher.see(v)
                tally?.see(v.id)
                guard filter.isEmpty || filter.accepts(v) else { continue }
                digests.selected.add(hash: hash)
                if skips, let e = expectations?.entry(for: v.id), e.kind == .skip {
                    var r = v.result(.skipped, message: "skipped: \(e.reason)")
                    r.issue = e.issue
                    skipped[counts.selected + n.selected] = r
                } else {
                    digests.toRun.add(hash: hash)
                    n.toRun += 1
                }
                n.selected += 1
            }
            // A whole file's placements (a piece brings its own), shared by the three stores' records.
            let placements = piece == nil ? GoldenPlacements(suite.vectors) : nil
            func add(_ files: inout [GoldenDirectoryStore.File], _ start: inout Int, _ count: Int, _ digest: IDDigest) {
                guard count > 0 else { return }
                files.append(
                    GoldenDirectoryStore.File(
                        path: path, suite: suite.name, sdk: suite.sdk, start: start, count: count, digest: digest.value,
                        piece: piece, placements: placements))
                start += count
            }
            add(&allFiles, &counts.all, n.all, digests.all)
            add(&selectedFiles, &counts.selected, n.selected, digests.selected)
            add(&toRunFiles, &counts.toRun, n.toRun, digests.toRun)
        }
    }

    /// "id already used" for every later use of an id, in load order, as the whole-set loader
    /// reports them; only vectors whose id hash is in `hashes` are compared.
    private static func repeatedIDs(_ store: GoldenDirectoryStore, hashes: Set<UInt64>) -> [Diagnostic] {
        guard !hashes.isEmpty else { return [] }
        var firstPath: [String: String] = [:]
        var out: [Diagnostic] = []
        for i in 0..<store.count {
            store.withVector(at: i) { v in
                guard hashes.contains(IDDigest.hash(v.id)) else { return }
                if let other = firstPath[v.id] {
                    out.append(
                        Diagnostic(file: v.file, at: SourceLocation(line: v.line, column: 5), "vector \(v.id): id already used in \(other)")
                    )
                } else {
                    firstPath[v.id] = v.file
                }
            }
        }
        return out
    }
}

/// Whether each glob of a filter matches some vector, seen one vector at a time (the names the
/// usage error suggests are gathered only when one does not).
struct FilterMatcher {
    let filter: VectorFilter
    private var suites: [Bool]
    private var tags: [Bool]
    private var ids: [Bool]
    private var level: Bool
    private var left: Int

    init(_ filter: VectorFilter) {
        self.filter = filter
        suites = [Bool](repeating: false, count: filter.suites.count)
        tags = [Bool](repeating: false, count: filter.tags.count)
        ids = [Bool](repeating: false, count: filter.ids.count)
        level = filter.level == nil
        left = filter.suites.count + filter.tags.count + filter.ids.count + (level ? 0 : 1)
    }

    var allMatched: Bool { left == 0 }

    mutating func see(_ v: RunVector) {
        guard left > 0 else { return }
        for (k, glob) in filter.suites.enumerated() where !suites[k] && Glob.matches(glob, v.suite) {
            suites[k] = true
            left -= 1
        }
        for (k, glob) in filter.tags.enumerated() where !tags[k] && v.tags.contains(where: { Glob.matches(glob, $0) }) {
            tags[k] = true
            left -= 1
        }
        for (k, glob) in filter.ids.enumerated() where !ids[k] && Glob.matches(glob, v.id) {
            ids[k] = true
            left -= 1
        }
        if !level && v.level == filter.level {
            level = true
            left -= 1
        }
    }
}
