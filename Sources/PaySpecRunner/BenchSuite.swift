import PaySpecEnums
import PaySpecJSON
import PaySpecVectors

/// The synthetic suite of `payspec bench`: the SEB platform-status -> outcome mapping from the
/// generated enums, over made-up vectors in any number. Not a golden suite.
public enum BenchSuite {
    public static let name = "payspec.bench"

    public static func evaluate(_ input: JSONValue) -> JSONValue {
        let raw = input["status"]?.stringValue ?? ""
        let status = PlatformStatus(rawValue: raw)
        return ["outcome": .string(status.outcome.rawValue), "rawStatus": .string(raw)]
    }

    /// `count` vectors; every seventh status is one the SDK does not know.
    public static func vectors(count: Int) -> [RunVector] {
        let statuses = PlatformStatus.named.map(\.rawValue) + ["settled", "UNKNOWN_STATUS"]
        var out: [RunVector] = []
        out.reserveCapacity(count)
        for i in 0..<count {
            let status = statuses[i % statuses.count]
            let input: JSONValue = ["status": .string(status), "paymentId": .string("p-\(i)")]
            let v = GoldenVector(
                id: "\(name)/\(i)", suite: name, description: "", input: input, expect: evaluate(input), level: .must, spec: [])
            out.append(RunVector(v, sdk: "seb"))
        }
        return out
    }
}
