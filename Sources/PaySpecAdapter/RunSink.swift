import PaySpecJSON
import PaySpecJudging

/// Receives verdicts and notes from sessions; must be thread-safe.
public protocol RunSink: AnyObject, Sendable {
    func record(_ index: Int, _ result: VectorResult)
    /// A protocol note; `index` names the vector it is about when there is one with a verdict.
    func note(_ index: Int?, _ note: ProtocolNote)
    /// The output an adapter answered for a vector, before it is judged (the first answer only).
    /// `payspec compare` and `payspec fuzz` keep it; a conformance run does not need it.
    func answered(_ index: Int, _ output: JSONValue)
    /// Whether `answered` wants the outputs: a sink that does not lets the runner judge most
    /// answers by their bytes without decoding them (`ResultCollector`).
    var wantsAnswers: Bool { get }
}

extension RunSink {
    public func answered(_ index: Int, _ output: JSONValue) {}
    public var wantsAnswers: Bool { true }
}
