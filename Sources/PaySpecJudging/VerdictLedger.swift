import PaySpecJSON
import PaySpecVectors

/// A run's verdicts by vector index, held as little as they allow: a plain pass (the verdict a
/// vector's own fields rebuild, `RunVector.result(.passed)`) is one byte, and four more for its
/// time once verdicts are timed; a plain pass that answered fresh values (`{"$fresh": kind}`)
/// keeps those values beside it until the run-wide check has read them; any other verdict (a
/// failure, a pass with notes or informative differences) is kept whole. A plain pass is
/// rebuilt from the vector when read, so a run of a million passing vectors retains a few
/// megabytes of verdicts, not a million records.
public struct VerdictLedger: Sendable {
    /// Per vector: 0 no verdict, else a plain verdict of status `statuses[code - 1]`, or `kept`.
    fileprivate var codes: [UInt8]
    /// Verdicts that are not plain, by index (their code is `keptCode`).
    fileprivate var kept: [Int: VectorResult]
    /// Where plain verdicts are rebuilt from; `nil` when every verdict is kept.
    fileprivate let vectors: (any VectorStore)?
    /// The time of each plain verdict, once one has a time, in seconds (NaN: none). Single
    /// precision: a time is reported to the microsecond, and the run's timed verdicts are half
    /// of what it retains per vector.
    private var durations: [Float]?
    /// The fresh values answered by plain passes, by index (their verdict is otherwise plain),
    /// with their vector's id: the run-wide checks that read them after the run then need no
    /// golden file read again for it.
    fileprivate var fresh: [Int: PlainFresh] = [:]

    private static let statuses = VerdictStatus.allCases
    fileprivate static let keptCode = UInt8(255)

    /// `count` vectors without a verdict, rebuilt from `vectors` when plain.
    public init(count: Int, vectors: (any VectorStore)?) {
        codes = [UInt8](repeating: 0, count: count)
        kept = [:]
        self.vectors = vectors
    }

    /// Every verdict kept whole, as given (a run assembled elsewhere, a test's fixture).
    public init(_ results: [VectorResult?]) {
        self.init(count: results.count, vectors: nil)
        for (i, r) in results.enumerated() { self[i] = r }
    }

    public var count: Int { codes.count }

    public subscript(index: Int) -> VectorResult? {
        get {
            let code = codes[index]
            if code == 0 { return nil }
            if code == Self.keptCode { return kept[index] }
            let status = Self.statuses[Int(code) - 1]
            let answered = fresh.isEmpty ? nil : fresh[index]
            var r = vectors!.withVector(at: index) { v in
                var r = v.result(status)
                // As `RunVector.judge` leaves a pass that answered fresh values: its input kept.
                if let answered {
                    r.fresh = answered.values
                    r.input = v.input
                }
                return r
            }
            if let durations, !durations[index].isNaN { r.duration = Double(durations[index]) }
            return r
        }
        set {
            guard let result = newValue else {
                codes[index] = 0
                kept[index] = nil
                if !fresh.isEmpty { fresh[index] = nil }
                return
            }
            if let vectors, Self.isPlain(result, vectors, at: index) {
                setPlain(index, result.status, duration: result.duration)
                if !result.fresh.isEmpty {
                    fresh[index] = PlainFresh(id: result.id, values: result.fresh)
                } else if !fresh.isEmpty {
                    fresh[index] = nil
                }
            } else {
                codes[index] = Self.keptCode
                kept[index] = result
                if !fresh.isEmpty { fresh[index] = nil }
            }
        }
    }

    /// The status at `index` without rebuilding the verdict (`nil`: no verdict).
    public func status(at index: Int) -> VerdictStatus? {
        let code = codes[index]
        if code == 0 { return nil }
        if code == Self.keptCode { return kept[index]!.status }
        return Self.statuses[Int(code) - 1]
    }

    /// Verdicts held whole (everything but plain passes).
    public var keptVerdicts: Int { kept.count }

    /// The verdicts held whole, in no order (a plain verdict has no notes, diff or message).
    public var keptResults: Dictionary<Int, VectorResult>.Values { kept.values }

    /// The indices of the verdicts held whole, in vector order.
    public var keptIndices: [Int] { kept.keys.sorted() }

    /// The status at `index` when its verdict is plain (rebuilt from the vector alone), else
    /// `nil`; a pass that answered fresh values is not.
    public func plainStatus(at index: Int) -> VerdictStatus? {
        let code = codes[index]
        if code == 0 || code == Self.keptCode || (!fresh.isEmpty && fresh[index] != nil) { return nil }
        return Self.statuses[Int(code) - 1]
    }

    /// Whether the verdict at `index` is a pass its vector rebuilds, fresh values aside (which
    /// no report shows): a report that lists only what has something to say skips it.
    public func isPlainPass(at index: Int) -> Bool {
        let code = codes[index]
        return code != 0 && code != Self.keptCode && Self.statuses[Int(code) - 1] == .passed
    }

    /// The indices, in vector order, of the verdicts that answered fresh values: the plain
    /// passes that keep them beside their status, and the verdicts held whole that hold some.
    public var indicesWithFreshValues: [Int] {
        (Array(fresh.keys) + kept.compactMap { $0.value.fresh.isEmpty ? nil : $0.key }).sorted()
    }

    /// Sets a plain pass at `index` (no difference, note or fresh value) without a verdict built
    /// and compared with its vector: the caller decided the pass on the vector at `index` of the
    /// store this ledger rebuilds from. `false` (nothing set) when the ledger keeps every verdict
    /// whole.
    package mutating func setPlainPass(_ index: Int, duration: Double?) -> Bool {
        guard vectors != nil else { return false }
        setPlain(index, .passed, duration: duration)
        if !fresh.isEmpty { fresh[index] = nil }
        return true
    }

    /// Sets the plain verdict `status` at `index`: the caller knows the verdict it copies was
    /// rebuilt from the same vector as this ledger's at `index`.
    package mutating func setPlain(_ index: Int, _ status: VerdictStatus, duration: Double?) {
        codes[index] = UInt8(Self.statuses.firstIndex(of: status)! + 1)
        if !kept.isEmpty { kept[index] = nil }
        if let duration {
            if durations == nil { durations = [Float](repeating: .nan, count: codes.count) }
            durations![index] = Float(duration)
        } else if durations != nil {
            durations![index] = .nan
        }
    }

    /// The time of the plain verdict at `index`, if it has one.
    package func plainDuration(at index: Int) -> Double? {
        guard let durations, !durations[index].isNaN else { return nil }
        return Double(durations[index])
    }

    /// Slots for `count` vectors, as many as there were or more (a run whose store was still
    /// being filled when it began learns its count as it goes).
    package mutating func resize(to count: Int) {
        guard count > codes.count else { return truncate(to: count) }
        codes += repeatElement(0, count: count - codes.count)
        if durations != nil { durations! += repeatElement(.nan, count: count - durations!.count) }
    }

    /// Drops the slots from `count` on (a report of an interrupted run holds fewer verdicts
    /// than vectors).
    package mutating func truncate(to count: Int) {
        guard count < codes.count else { return }
        for i in count..<codes.count {
            if codes[i] == Self.keptCode { kept[i] = nil }
            if !fresh.isEmpty { fresh[i] = nil }
        }
        codes.removeSubrange(count...)
        durations?.removeSubrange(count...)
    }

    /// What the ledger holds for its verdicts, counted rather than measured: one byte per
    /// vector (five once timed), a record (with its slot in the table) per verdict kept whole,
    /// and the fresh values (with the id's record) of the plain passes that answered some. The
    /// strings a record shares with its vector are not counted again.
    public var retainedBytes: Int {
        codes.count + (durations?.count ?? 0) * MemoryLayout<Float>.stride + kept.count
            * (MemoryLayout<VectorResult>.stride + MemoryLayout<Int>.stride)
            + fresh.reduce(0) {
                $0 + MemoryLayout<Int>.stride + MemoryLayout<String>.stride + $1.value.values.count * MemoryLayout<FreshValue>.stride
            }
    }

    /// The input of the vector at `index`, where verdicts are rebuilt from vectors.
    func input(at index: Int) -> JSONValue? { vectors?.withVector(at: index) { $0.input } }

    /// A passed verdict that the vector alone rebuilds: nothing to keep but its status. Only
    /// passes are tried: they are nearly every verdict, and every other is kept as it is.
    private static func isPlain(_ r: VectorResult, _ vectors: any VectorStore, at index: Int) -> Bool {
        // A pass that answered fresh values carries its vector's input (see `RunVector.judge`):
        // the values stay beside the status, the input is the vector's own.
        guard r.status == .passed, r.diff.isEmpty, r.informative.isEmpty, r.input == nil || !r.fresh.isEmpty, r.message == nil,
            r.stderr == nil, r.notes.isEmpty, r.issue == nil
        else { return false }
        return vectors.withVector(at: index) { v in
            r.id == v.id && r.suite == v.suite && r.sdk == v.sdk && r.level == v.level && r.file == v.file && r.line == v.line
        }
    }
}

/// The fresh values a plain pass answered, and its vector's id (the same as the vector's: a
/// verdict is plain only when it names its vector).
struct PlainFresh: Sendable {
    var id: String
    var values: [FreshValue]
}

/// A run's verdicts as a collection by vector index (`nil`: the vector got no verdict).
public struct RunVerdicts: RandomAccessCollection, Sendable {
    public var ledger: VerdictLedger

    public init(_ ledger: VerdictLedger) { self.ledger = ledger }
    public init(_ results: [VectorResult?]) { ledger = VerdictLedger(results) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { ledger.count }
    public subscript(index: Int) -> VectorResult? { ledger[index] }
}

/// The verdicts of a report, one per selected vector in golden order: a collection that
/// rebuilds plain passes from their vectors when read (see `VerdictLedger`).
public struct ReportVerdicts: RandomAccessCollection, MutableCollection, Sendable, ExpressibleByArrayLiteral {
    public var ledger: VerdictLedger

    /// Every slot of `ledger` must hold a verdict.
    public init(_ ledger: VerdictLedger) { self.ledger = ledger }
    public init(_ results: [VectorResult]) { ledger = VerdictLedger(results.map { $0 }) }
    public init(arrayLiteral elements: VectorResult...) { self.init(elements) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { ledger.count }
    public subscript(index: Int) -> VectorResult {
        get { ledger[index]! }
        set { ledger[index] = newValue }
    }

    /// The status at `index` without rebuilding the verdict.
    public func status(at index: Int) -> VerdictStatus { ledger.status(at: index)! }
}

extension VerdictLedger {
    /// The suite of the vector at `index`, without rebuilding a plain verdict.
    public func suite(at index: Int) -> String {
        if codes[index] == Self.keptCode { return kept[index]!.suite }
        return vectors!.suite(at: index)
    }

    /// The SDK of the vector at `index`, without rebuilding a plain verdict.
    public func sdk(at index: Int) -> String {
        if codes[index] == Self.keptCode { return kept[index]!.sdk }
        return vectors!.sdk(at: index)
    }

    /// The end of the stretch from `index` whose verdicts share its suite and SDK: a verdict
    /// is its vector's, so the store's stretch (`VectorStore.sameSuiteEnd(from:)`), or the
    /// one verdict where the ledger has no store.
    public func sameSuiteEnd(from index: Int) -> Int {
        guard let vectors else { return index + 1 }
        return max(index + 1, min(count, vectors.sameSuiteEnd(from: index)))
    }

    /// The time of the verdict at `index`, if it has one.
    public func duration(at index: Int) -> Double? {
        codes[index] == Self.keptCode ? kept[index]!.duration : plainDuration(at: index)
    }

    /// The id and the fresh values of the verdict at `index` (`nil`: no verdict), read without
    /// rebuilding a plain pass: its input, which a rebuilt verdict carries, is not decoded.
    public func freshValues(at index: Int) -> (id: String, fresh: [FreshValue])? {
        let code = codes[index]
        if code == 0 { return nil }
        if code == Self.keptCode { return (kept[index]!.id, kept[index]!.fresh) }
        if let answered = fresh.isEmpty ? nil : fresh[index] { return (answered.id, answered.values) }
        return (vectors!.id(at: index), [])
    }

    /// The ids among `ids` whose vectors passed, read without rebuilding a verdict. When the
    /// store's ids start with their suite's name (`idsStartWithTheirSuite`), only the vectors
    /// of the suites `ids` name are read, so a run-wide check that names a few
    /// vectors does not read every golden file again.
    public func passedIDs(among ids: Set<String>) -> Set<String> {
        var out = Set<String>()
        guard !ids.isEmpty else { return out }
        let fromFiles = vectors?.idsStartWithTheirSuite ?? false
        let suites = Set(ids.map { String($0.utf8.prefix { $0 != UInt8(ascii: "/") }) ?? "" })
        for i in 0..<count where status(at: i) == .passed {
            let id: String
            if codes[i] == Self.keptCode {
                id = kept[i]!.id
            } else {
                if fromFiles && !suites.contains(vectors!.suite(at: i)) { continue }
                id = vectors!.id(at: i)
            }
            if ids.contains(id) { out.insert(id) }
        }
        return out
    }
}
