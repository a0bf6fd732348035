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
}

extension VectorStore {
    public func id(at index: Int) -> String { vector(at: index).id }
    public func withVector<R>(at index: Int, _ body: (RunVector) -> R) -> R { body(vector(at: index)) }
}

/// Vectors in memory with an id index.
public struct ArrayVectorStore: VectorStore {
    public let vectors: [RunVector]
    let ids: [String: Int]

    public init(_ vectors: [RunVector]) {
        self.vectors = vectors
        var ids: [String: Int] = [:]
        ids.reserveCapacity(vectors.count)
        for (i, v) in vectors.enumerated() { ids[v.id] = i }
        self.ids = ids
    }

    public var count: Int { vectors.count }
    public func vector(at index: Int) -> RunVector { vectors[index] }
    public func index(of id: String) -> Int? { ids[id] }
    public func id(at index: Int) -> String { vectors[index].id }
    public func withVector<R>(at index: Int, _ body: (RunVector) -> R) -> R { body(vectors[index]) }
}
