/// A run's verdicts by vector index, held as little as they allow: a plain pass (the verdict a
/// vector's own fields rebuild, `RunVector.result(.passed)`) is one byte, and eight more for
/// its time where one vector is timed alone (in process); any other verdict (a failure, a pass
/// with notes or informative differences) is kept whole. A plain pass
/// is rebuilt from the vector when read, so a run of a million passing vectors retains a
/// megabyte of verdicts, not a million records.
public struct VerdictLedger: Sendable {
    /// Per vector: 0 no verdict, else a plain verdict of status `statuses[code - 1]`, or `kept`.
    fileprivate var codes: [UInt8]
    /// Verdicts that are not plain, by index (their code is `keptCode`).
    fileprivate var kept: [Int: VectorResult]
    /// Where plain verdicts are rebuilt from; `nil` when every verdict is kept.
    fileprivate let vectors: (any VectorStore)?
    /// The time of each plain verdict, once one has a time (a run in process times each vector).
    private var durations: [Double]?

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
            var r = vectors!.withVector(at: index) { $0.result(status) }
            if let durations, !durations[index].isNaN { r.duration = durations[index] }
            return r
        }
        set {
            guard let result = newValue else {
                codes[index] = 0
                kept[index] = nil
                return
            }
            if let vectors, Self.isPlain(result, vectors, at: index) {
                codes[index] = UInt8(Self.statuses.firstIndex(of: result.status)! + 1)
                kept[index] = nil
                if let duration = result.duration {
                    if durations == nil { durations = [Double](repeating: .nan, count: codes.count) }
                    durations![index] = duration
                } else if durations != nil {
                    durations![index] = .nan
                }
            } else {
                codes[index] = Self.keptCode
                kept[index] = result
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

    /// The status at `index` when its verdict is plain (rebuilt from the vector), else `nil`.
    public func plainStatus(at index: Int) -> VerdictStatus? {
        let code = codes[index]
        return code == 0 || code == Self.keptCode ? nil : Self.statuses[Int(code) - 1]
    }

    /// Sets the plain verdict `status` at `index`: the caller knows the verdict it copies was
    /// rebuilt from the same vector as this ledger's at `index`.
    mutating func setPlain(_ index: Int, _ status: VerdictStatus, duration: Double?) {
        codes[index] = UInt8(Self.statuses.firstIndex(of: status)! + 1)
        kept[index] = nil
        if let duration {
            if durations == nil { durations = [Double](repeating: .nan, count: codes.count) }
            durations![index] = duration
        } else if durations != nil {
            durations![index] = .nan
        }
    }

    /// The time of the plain verdict at `index`, if it has one.
    func plainDuration(at index: Int) -> Double? {
        guard let durations, !durations[index].isNaN else { return nil }
        return durations[index]
    }

    /// Drops the slots from `count` on (a report of an interrupted run holds fewer verdicts
    /// than vectors).
    mutating func truncate(to count: Int) {
        for i in count..<codes.count where codes[i] == Self.keptCode { kept[i] = nil }
        codes.removeSubrange(count...)
        durations?.removeSubrange(count...)
    }

    /// What the ledger holds for its verdicts, counted rather than measured: one byte per
    /// vector, and a record (with its slot in the table) per verdict kept whole. The strings a
    /// kept record shares with its vector are not counted again.
    public var retainedBytes: Int {
        codes.count + (durations?.count ?? 0) * MemoryLayout<Double>.stride + kept.count
            * (MemoryLayout<VectorResult>.stride + MemoryLayout<Int>.stride)
    }

    /// A passed verdict that the vector alone rebuilds: nothing to keep but its status. Only
    /// passes are tried: they are nearly every verdict, and every other is kept as it is.
    private static func isPlain(_ r: VectorResult, _ vectors: any VectorStore, at index: Int) -> Bool {
        guard r.status == .passed, r.diff.isEmpty, r.informative.isEmpty, r.input == nil, r.message == nil, r.stderr == nil,
            r.notes.isEmpty, r.issue == nil, r.fresh.isEmpty
        else { return false }
        return vectors.withVector(at: index) { v in
            r.id == v.id && r.suite == v.suite && r.sdk == v.sdk && r.level == v.level && r.file == v.file && r.line == v.line
        }
    }
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

    /// The time of the verdict at `index`, if it has one.
    public func duration(at index: Int) -> Double? {
        codes[index] == Self.keptCode ? kept[index]!.duration : plainDuration(at: index)
    }
}
