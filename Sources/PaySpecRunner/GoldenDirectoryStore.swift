import Foundation
import PaySpecJSON
import PaySpecJudging
import PaySpecReport
import PaySpecVectors

/// The vectors of a golden directory, read one file at a time while a run asks for them.
///
/// The store holds a record per file (its path, where its vectors stand, a digest of their ids)
/// and the vectors of the files most recently asked for, up to a budget of vectors: a run asks
/// in golden order (the sessions send in order, the reports read in order), so each file is
/// read once per pass, and what a run holds does not grow with the golden set. The files were
/// checked by a first pass (`GoldenSurvey`); a file read again is loaded by the same rules.
public final class GoldenDirectoryStore: VectorStore, @unchecked Sendable {
    /// The loader holds each vector read from a golden file to its suite's name and a slash.
    public var idsStartWithTheirSuite: Bool { true }

    /// One golden file, or one piece of a large one, and the stretch of the store's indices its
    /// vectors take.
    public struct File: Sendable {
        public var path: String
        /// The suite and SDK of every vector of the file.
        public var suite: String
        public var sdk: String
        /// The store's index of the file's first vector.
        public var start: Int
        /// How many of the file's vectors the store takes.
        public var count: Int
        /// The ids of those vectors, hashed in order (`IDDigest`): a file changed since the
        /// first pass is caught when read again, not judged under another vector's name.
        var digest: UInt64
        /// The piece of the file these vectors stand in (`nil`: the whole file).
        var piece: GoldenFilePiece?
        /// Where the whole file's vectors stand in it (a piece holds its own): read again, the
        /// file is rebuilt from them, not skimmed again.
        var placements: GoldenPlacements? = nil
    }

    /// The files whose vectors the store takes, in golden order.
    public var files: [File] { lock.withLock { recorded } }
    public var count: Int { lock.withLock { known } }
    private var recorded: [File]
    /// The vectors of the files recorded so far.
    private var known: Int
    /// Whether every file is recorded: a store the first pass still fills grows until then
    /// (`init(growingBudget:)`).
    private var complete = true
    /// Which vectors of a file the store takes (`nil`: every one).
    private let takes: (@Sendable (RunVector) -> Bool)?
    /// The most vectors kept loaded (or the one file being read, when it alone is larger).
    private let budget: Int
    /// Whether no id is used twice in the store (then an id is looked up among the loaded files first).
    private var uniqueIDs: Bool

    /// Guards everything below, and wakes those waiting for the first pass to record more files.
    private let lock = NSCondition()
    /// Loaded files, least recently used first.
    private var cache: [Chunk] = []
    private var held = 0
    private var mostHeld = 0
    private var reads = 0
    private var skimmedAgain = 0
    private var placed = 0
    private var handedOver = 0
    /// A file the first pass read and waits to hand over (see `record`), and the vectors others wait for the pass to record.
    private var parked: Chunk?
    private var waited: [Int] = []
    /// Beside a first pass (an adapter's run), the file asked for last is let go only once
    /// another is asked for and a third needs the room (see `locateLocked`).
    private var keepsPrevious = false
    private var lastUsed: Chunk?
    /// The index the run asked for last (a growing store lets go of the files before it).
    private var asked = 0
    /// Every id's hash with its index, sorted; made on the first look-up the loaded files cannot answer.
    private var idTable: [(hash: UInt64, index: Int32)]?

    /// The vectors of `files` that `takes` accepts, keeping at most `budget` of them loaded (or
    /// one file's, when it alone holds more).
    init(files: [File], takes: (@Sendable (RunVector) -> Bool)?, budget: Int, uniqueIDs: Bool) {
        self.recorded = files
        self.known = files.last.map { $0.start + $0.count } ?? 0
        self.takes = takes
        self.budget = budget
        self.uniqueIDs = uniqueIDs
    }

    /// Every vector of the golden directory, recorded file by file as the first pass, running
    /// meanwhile, checks them (`record(_:vectors:)`, then `completed(uniqueIDs:)`): the run
    /// sends the first files' vectors while the pass reads the next ones. Until the pass ends,
    /// `count` is the vectors recorded so far and `count(beyond:)` waits for more.
    init(growingBudget budget: Int) {
        recorded = []
        known = 0
        takes = nil
        self.budget = budget
        uniqueIDs = false
        complete = false
        keepsPrevious = true
    }

    /// Records the next files of a growing store, in golden order; `vectors`, when given, are
    /// the vectors of a whole file as the first pass read them, handed over for the run instead
    /// of read again. The pass then waits for room (the run lets go of the files it has gone
    /// past), so it reads at most the budget and one file ahead of the run; it stops waiting
    /// when the run asks for that file (taken as it is) or waits for the pass (the vectors are
    /// then read again when asked for, as any file let go).
    func record(_ files: [File], vectors: [RunVector]?) {
        guard !files.isEmpty else { return }
        lock.lock()
        defer { lock.unlock() }
        recorded += files
        known = recorded.last.map { $0.start + $0.count } ?? 0
        lock.broadcast()
        guard let vectors, files.count == 1, vectors.count == files[0].count else { return }
        let chunk = Chunk(start: files[0].start, vectors: vectors)
        parked = chunk
        while parked === chunk && !waited.contains(where: { $0 >= known }) {
            // Files wholly before the vector the run asked for last are behind it (a restart may
            // still ask for one again: it is then read again).
            while held + vectors.count > budget, let k = cache.firstIndex(where: { $0.start + $0.vectors.count + Self.lag <= asked }) {
                held -= cache.remove(at: k).vectors.count
            }
            if held + vectors.count <= budget {
                parked = nil
                hand(chunk)
                return
            }
            lock.wait()
        }
        if parked === chunk { parked = nil }
    }

    /// Holds `chunk`, read by the first pass, in the cache (under the lock, room made).
    private func hand(_ chunk: Chunk) {
        cache.append(chunk)
        held += chunk.vectors.count
        mostHeld = max(mostHeld, held)
        handedOver += chunk.vectors.count
    }

    /// Ends a growing store: every file is recorded, and whether an id is used twice is known.
    func completed(uniqueIDs: Bool) {
        lock.lock()
        self.uniqueIDs = uniqueIDs
        complete = true
        lock.broadcast()
        lock.unlock()
    }

    /// How far behind the last vector asked for a held file may end and still be kept: about
    /// the requests in flight of a few sessions.
    private static let lag = 512

    public func count(beyond index: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        waitForPass(index) { !complete && known <= index }
        return known
    }

    /// Waits while `blocked` holds for the vector at `index` (`Int.max`: every file): a pass
    /// waiting for room with a file in hand that is not the one waited for records it without
    /// its vectors instead, so neither waits on the other.
    private func waitForPass(_ index: Int, while blocked: () -> Bool) {
        guard blocked() else { return }
        waited.append(index)
        lock.broadcast()
        while blocked() { lock.wait() }
        waited.remove(at: waited.firstIndex(of: index)!)
    }

    /// How many vectors the first pass handed over as it read them, held for the run instead
    /// of read again (a count, for tests and benchmarks).
    public var vectorsHandedOver: Int { lock.withLock { handedOver } }

    /// The bytes of the placements the file records hold, each counted once (the stores of one
    /// run share them).
    private var placementBytes: Int {
        var seen = Set<Int>()
        var bytes = 0
        for file in recorded {
            guard let p = file.placements ?? file.piece?.placements else { continue }
            // Records of one file or piece are counted once, however many stretches share them.
            let key = file.path.hashValue ^ (file.piece?.bytes.lowerBound ?? -1)
            if seen.insert(key).inserted { bytes += p.retainedBytes }
        }
        return bytes
    }

    /// The default budget: enough for the requests in flight of several sessions at their
    /// default window, a few thousand vectors.
    public static let defaultBudget = 4096

    public func vector(at index: Int) -> RunVector {
        let (chunk, k) = locate(index)
        return chunk.vectors[k]
    }

    public func id(at index: Int) -> String {
        let (chunk, k) = locate(index)
        return chunk.vectors[k].id
    }

    public func withVector<R>(at index: Int, _ body: (RunVector) -> R) -> R {
        let (chunk, k) = locate(index)
        return body(chunk.vectors[k])
    }

    public func suite(at index: Int) -> String { lock.withLock { recorded[fileIndex(of: index)].suite } }

    public func sdk(at index: Int) -> String { lock.withLock { recorded[fileIndex(of: index)].sdk } }

    public func sameSuiteEnd(from index: Int) -> Int {
        lock.withLock {
            let file = recorded[fileIndex(of: index)]
            return file.start + file.count
        }
    }

    /// The file whose stretch holds `index` (under the lock: a growing store records more).
    private func fileIndex(of index: Int) -> Int {
        precondition(index >= 0 && index < known, "vector index \(index) out of range 0..<\(known)")
        var low = 0
        var high = recorded.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if recorded[mid].start <= index { low = mid } else { high = mid - 1 }
        }
        return low
    }

    public func index(of id: String) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        // An id may be any file's, and used twice: asked once every file is recorded.
        waitForPass(.max) { !complete }
        if uniqueIDs {
            for chunk in cache.reversed() { if let k = chunk.offset(of: id) { return chunk.start + k } }
        }
        if idTable == nil { idTable = makeIDTable() }
        let table = idTable!
        let hash = IDDigest.hash(id)
        var low = 0
        var high = table.count
        while low < high {
            let mid = (low + high) / 2
            if table[mid].hash < hash { low = mid + 1 } else { high = mid }
        }
        // The last vector with an id wins, as in `ArrayVectorStore`.
        var found: Int?
        while low < table.count && table[low].hash == hash {
            let i = Int(table[low].index)
            if i > (found ?? -1) {
                let (chunk, k) = locateLocked(i)
                if chunk.vectors[k].id == id { found = i }
            }
            low += 1
        }
        return found
    }

    /// The most vectors held loaded at once so far (a count, for tests and benchmarks).
    public var peakVectorsHeld: Int { lock.withLock { mostHeld } }

    /// How many times a file was read.
    public var fileReads: Int { lock.withLock { reads } }

    /// How many vectors were read again by skimming and checking their bytes, and how many were
    /// rebuilt from the first pass's placements instead (counts, for tests and benchmarks).
    public var vectorsSkimmedAgain: Int { lock.withLock { skimmedAgain } }
    public var vectorsPlaced: Int { lock.withLock { placed } }

    /// What the store holds whatever is loaded, counted: a record per file, and the id table
    /// once a look-up needed it.
    public var retainedBytes: Int {
        lock.withLock {
            recorded.count * MemoryLayout<File>.stride + (idTable?.count ?? 0) * MemoryLayout<(hash: UInt64, index: Int32)>.stride
                + placementBytes
        }
    }

    /// The loaded file holding `index`, and the vector's place in it.
    private func locate(_ index: Int) -> (Chunk, Int) {
        lock.lock()
        defer { lock.unlock() }
        return locateLocked(index)
    }

    private func locateLocked(_ index: Int) -> (Chunk, Int) {
        asked = index
        // A pass waiting for room looks again now and then as the run goes on.
        if parked != nil && index & 63 == 0 { lock.broadcast() }
        if let last = cache.last, let k = last.offset(ofIndex: index) {
            if keepsPrevious { lastUsed = last }
            return (last, k)
        }
        for (n, chunk) in cache.enumerated().reversed() {
            guard let k = chunk.offset(ofIndex: index) else { continue }
            cache.remove(at: n)
            cache.append(chunk)
            if keepsPrevious { lastUsed = chunk }
            return (chunk, k)
        }
        let low = fileIndex(of: index)
        // Room is made before the file is read, so the files held never exceed the budget
        // (or the one file, when it alone is larger). Beside a first pass, the file asked for
        // before stays: an adapter's answers to its last requests are still to be judged, and
        // reading it again for them would let go of this one (so the budget and one file).
        let previous = keepsPrevious ? lastUsed : nil
        while held + recorded[low].count > budget, let k = leastNeeded(by: index, keeping: previous) {
            held -= cache.remove(at: k).vectors.count
        }
        if let chunk = parked, let k = chunk.offset(ofIndex: index) {
            // The file the first pass waits to hand over: taken as it is, not read again.
            parked = nil
            hand(chunk)
            lock.broadcast()
            if keepsPrevious { lastUsed = chunk }
            return (chunk, k)
        }
        let chunk = Chunk(start: recorded[low].start, vectors: load(recorded[low]))
        if keepsPrevious { lastUsed = chunk }
        cache.append(chunk)
        held += chunk.vectors.count
        mostHeld = max(mostHeld, held)
        return (chunk, index - chunk.start)
    }

    /// The held file to let go of first when the run asks for `index`: the least recently used
    /// of those behind it (a run asks in golden order), then, only when none is left, the one
    /// ahead that the run reaches last. A file the first pass handed over is ahead of the run
    /// until it is asked for: letting it go first would read it again, as each piece of a large
    /// file read again would, with the files after it handed over and waiting.
    private func leastNeeded(by index: Int, keeping previous: Chunk?) -> Int? {
        if let k = cache.firstIndex(where: { $0 !== previous && $0.start + $0.vectors.count <= index }) { return k }
        return cache.indices.filter { cache[$0] !== previous }.max { cache[$0].start < cache[$1].start }
    }

    /// Holds the vectors of the store's first files, as the first pass read them (`vectors[k]`
    /// is file `k`'s), within the budget: the run asks for those first and reads none of them
    /// again. Files whose vectors are not the ones recorded are left to be read.
    func hold(_ vectors: [[RunVector]]) {
        lock.withLock {
            for (k, fileVectors) in vectors.enumerated() {
                guard k < recorded.count, takes == nil, fileVectors.count == recorded[k].count, held + fileVectors.count <= budget
                else { return }
                var digest = IDDigest()
                for v in fileVectors { digest.add(v.id) }
                guard digest.value == recorded[k].digest else { return }
                cache.append(Chunk(start: recorded[k].start, vectors: fileVectors))
                held += fileVectors.count
                mostHeld = max(mostHeld, held)
            }
        }
    }

    /// The vectors the store takes from `file` (or its piece), read again.
    private func load(_ file: File) -> [RunVector] {
        reads += 1
        var vectors: [RunVector]
        if let piece = file.piece {
            guard let compact = GoldenLoader.readPiece(piece, path: file.path, suite: file.suite) else {
                Self.changed(file, "its vectors are not those it held")
            }
            if piece.placements == nil { skimmedAgain += compact.count } else { placed += compact.count }
            vectors = compact.map { RunVector($0, suite: file.suite, sdk: file.sdk, file: file.path) }
        } else {
            guard case .success(let bytes) = GoldenLoader.readFile(file.path) else { Self.changed(file, "it can no longer be read") }
            if let placements = file.placements {
                // Checked by the first pass: the same bytes need no second check, only their offsets.
                guard let compact = placements.vectors(in: GoldenFileText(bytes), suite: file.suite) else {
                    Self.changed(file, "its vectors are not those it held")
                }
                placed += compact.count
                vectors = compact.map { RunVector($0, suite: file.suite, sdk: file.sdk, file: file.path) }
            } else {
                vectors = GoldenLoader.loadCompact(files: [(file.path, bytes)]).suites.runVectors
                skimmedAgain += vectors.count
            }
        }
        if let takes { vectors = vectors.filter(takes) }
        var digest = IDDigest()
        for v in vectors { digest.add(v.id) }
        guard vectors.count == file.count, digest.value == file.digest else { Self.changed(file, "its vectors are not those it held") }
        return vectors
    }

    /// A golden file edited while the run reads it: its verdicts could no longer be tied to the
    /// vectors judged. The run stops at once with the file's name and the status of a golden
    /// file that cannot be used (2); nothing is judged under a wrong id, no report is written.
    static func changed(_ file: File, _ why: String) -> Never { changed(path: file.path, why) }

    static func changed(path: String, _ why: String) -> Never {
        let message =
            "error: golden file '\(TerminalText.inline(path))' changed during the run (\(why)); "
            + "run again on a golden directory nobody edits meanwhile\n"
        FileHandle.standardError.write(Data(message.utf8))
        exit(2)
    }

    private func makeIDTable() -> [(hash: UInt64, index: Int32)] {
        var table: [(hash: UInt64, index: Int32)] = []
        table.reserveCapacity(known)
        for file in recorded {
            for (k, v) in load(file).enumerated() { table.append((IDDigest.hash(v.id), Int32(file.start + k))) }
        }
        table.sort { $0.hash < $1.hash || ($0.hash == $1.hash && $0.index < $1.index) }
        return table
    }

    /// One loaded file's vectors, from the store index `start` on.
    private final class Chunk: @unchecked Sendable {
        let start: Int
        let vectors: [RunVector]
        /// By id, made on the first look-up (under the store's lock).
        private var ids: [String: Int]?

        init(start: Int, vectors: [RunVector]) {
            self.start = start
            self.vectors = vectors
        }

        func offset(ofIndex index: Int) -> Int? {
            index >= start && index < start + vectors.count ? index - start : nil
        }

        func offset(of id: String) -> Int? {
            if ids == nil {
                var made: [String: Int] = [:]
                made.reserveCapacity(vectors.count)
                for (k, v) in vectors.enumerated() { made[v.id] = k }
                ids = made
            }
            return ids![id]
        }
    }
}

/// Vector ids hashed without a per-process seed (FNV-1a, 64 bits), and a sequence of them
/// folded into one value: what the first pass keeps of an id.
struct IDDigest {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    static func hash(_ id: String) -> UInt64 {
        var id = id
        // Over the contiguous UTF-8 (native strings already are): no per-byte iterator.
        return id.withUTF8 { bytes in
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                h ^= UInt64(byte)
                h &*= 0x0000_0100_0000_01B3
            }
            return h
        }
    }

    mutating func add(_ id: String) { add(hash: Self.hash(id)) }

    mutating func add(hash: UInt64) {
        value ^= hash
        value &*= 0x0000_0100_0000_01B3
        value ^= value >> 29
    }
}

extension VectorStore {
    /// Every vector of the store in an array (for callers that need them all at once; a run
    /// asks by index instead).
    public var everyVector: [RunVector] {
        if let array = self as? ArrayVectorStore { return array.vectors }
        return (0..<count).map { vector(at: $0) }
    }
}
