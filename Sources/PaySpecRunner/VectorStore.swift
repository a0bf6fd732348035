/// Where a run's vectors come from: an array loaded from golden files, or vectors made on
/// demand (the benchmark), so a run of millions needs no memory per vector.
public protocol VectorStore: Sendable {
    var count: Int { get }
    func vector(at index: Int) -> RunVector
    func index(of id: String) -> Int?
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
}
