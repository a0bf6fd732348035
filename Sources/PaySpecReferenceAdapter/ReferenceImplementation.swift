import PaySpecAdapter
import PaySpecGolden
import PaySpecJSON
import PaySpecJudging
import PaySpecReference

/// The reference model as a `PaySpecImplementation`: every suite it models, plus the benchmark suite.
public struct ReferenceImplementation: PaySpecImplementation {
    public var model: ReferenceModel

    public init(choices: [String: String] = [:]) {
        model = ReferenceModel(choices: choices)
    }

    public static var suites: [String] { (ReferenceModel.suites.keys.sorted()) + [BenchSuite.name] }

    public func handshake() -> ImplementationInfo {
        ImplementationInfo(
            name: "payspec-reference", version: PaySpecSuite.semanticVersion, language: "swift", suites: Self.suites,
            choices: model.context.choices)
    }

    public func evaluate(suite: String, input: JSONValue) throws -> JSONValue {
        if suite == BenchSuite.name { return BenchSuite.evaluate(input) }
        return try model.evaluate(suite: suite, input: input)
    }
}
