import Foundation

/// Where a run's vectors come from: an array loaded from golden files, or vectors made on
/// demand (the benchmark), so a run of millions needs no memory per vector.
public protocol VectorStore: Sendable {
    var count: Int { get }
    func vector(at index: Int) -> RunVector
    func index(of id: String) -> Int?
    /// The id of the vector at `index` (without copying the whole vector).
    func id(at index: Int) -> String
    /// `body` of the vector at `index`, lent rather than copied where the store holds it (a
    /// copy of a vector retains a dozen references: the runner's hot path lends).
    func withVector<R>(at index: Int, _ body: (RunVector) -> R) -> R
    /// The suite and SDK of the vector at `index` (a report's tallies ask for nothing else:
    /// a store that reads its vectors from files answers without reading one).
    func suite(at index: Int) -> String
    func sdk(at index: Int) -> String
    /// The end of the stretch of indices from `index` whose vectors share its suite and SDK
    /// (a store that reads its vectors from files answers with the file's end; another may
    /// answer `index + 1`): a report's tallies ask once per stretch, not once per vector.
    func sameSuiteEnd(from index: Int) -> Int
    /// Whether every id this store holds starts with its suite's name and a slash (vectors
    /// read from golden files are held so by the loader): a look-up of a few ids then reads
    /// only the vectors of the suites those ids name.
    var idsStartWithTheirSuite: Bool { get }
    /// `count` once the store holds more than `index` vectors or every vector it will: a store
    /// still being filled (a golden directory whose first pass runs beside the run) waits for
    /// more; any other answers `count` at once.
    func count(beyond index: Int) -> Int
}

extension VectorStore {
    public func id(at index: Int) -> String { vector(at: index).id }
    public func withVector<R>(at index: Int, _ body: (RunVector) -> R) -> R { body(vector(at: index)) }
    public func suite(at index: Int) -> String { withVector(at: index) { $0.suite } }
    public func sdk(at index: Int) -> String { withVector(at: index) { $0.sdk } }
    public func sameSuiteEnd(from index: Int) -> Int { index + 1 }
    public var idsStartWithTheirSuite: Bool { false }
    public func count(beyond index: Int) -> Int { count }
}

/// Vectors in memory with an id index, built on the first look-up: a run whose answers come
/// in the order sent finds each vector by position and never hashes the ids.
public struct ArrayVectorStore: VectorStore {
    public let vectors: [RunVector]
    private let ids: IDIndex

    public init(_ vectors: [RunVector]) {
        self.vectors = vectors
        ids = IDIndex()
    }

    public var count: Int { vectors.count }
    public func vector(at index: Int) -> RunVector { vectors[index] }
    public func index(of id: String) -> Int? { ids.index(of: id, in: vectors) }
    public func id(at index: Int) -> String { vectors[index].id }
    public func withVector<R>(at index: Int, _ body: (RunVector) -> R) -> R { body(vectors[index]) }

    /// The index by id, shared by the sessions (threads) of a run, made once under a lock.
    private final class IDIndex: @unchecked Sendable {
        private let lock = NSLock()
        private var ids: [String: Int]?

        func index(of id: String, in vectors: [RunVector]) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            if ids == nil {
                var made: [String: Int] = [:]
                made.reserveCapacity(vectors.count)
                // The last vector with an id wins, as it always did.
                for (i, v) in vectors.enumerated() { made[v.id] = i }
                ids = made
            }
            return ids![id]
        }
    }
}
