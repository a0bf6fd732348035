import PaySpecAdapter
import PaySpecEnums
import PaySpecJSON
import PaySpecJudging
import PaySpecVectors

/// The synthetic suite of `payspec bench`: the SEB platform-status -> outcome mapping from the
/// generated enums, over made-up vectors in any number. Not a golden suite.
public enum BenchSuite {
    public static let name = HandshakeCheck.benchSuite

    public static func evaluate(_ input: JSONValue) -> JSONValue {
        let raw = input["status"]?.stringValue ?? ""
        let status = SEB.PlatformStatus(rawValue: raw)
        return ["outcome": .string(status.outcome.rawValue), "rawStatus": .string(raw)]
    }

    static let statuses = SEB.PlatformStatus.named.map(\.rawValue) + ["settled", "UNKNOWN_STATUS"]

    /// The distinct inputs (and so outputs) the benchmark vectors cycle through.
    public static var distinctInputs: [JSONValue] { statuses.map { ["status": .string($0)] } }

    /// Vector `i`: statuses in turn, two of them unknown to the SDK.
    public static func vector(_ i: Int) -> RunVector {
        var v = templates[i % templates.count]
        v.id = "\(name)/\(i)"
        v.vector.id = v.id
        return v
    }

    /// One vector per distinct input, copied and renamed on demand.
    static let templates: [RunVector] = distinctInputs.map { input in
        RunVector(
            GoldenVector(id: name, suite: name, description: "", input: input, expect: evaluate(input), level: .must, spec: []), sdk: "seb")
    }

    /// `count` vectors made on demand: no memory per vector.
    public struct Store: VectorStore {
        public let count: Int
        public init(count: Int) { self.count = count }
        public func vector(at index: Int) -> RunVector { BenchSuite.vector(index) }
        public func index(of id: String) -> Int? {
            guard id.hasPrefix(BenchSuite.name + "/"), let i = Int(id.dropFirst(BenchSuite.name.count + 1)), i >= 0, i < count else {
                return nil
            }
            return i
        }
    }
}
