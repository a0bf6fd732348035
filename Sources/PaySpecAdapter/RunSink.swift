import PaySpecJSON
import PaySpecJudging

/// Receives verdicts and notes from sessions; must be thread-safe.
public protocol RunSink: AnyObject, Sendable {
    func record(_ index: Int, _ result: VectorResult)
    /// A plain pass of vector `index` (`RunVector.result(.passed)`, timed by `duration`): a sink
    /// that rebuilds plain passes from the vectors records it without `passed` ever being made.
    func recordPass(_ index: Int, duration: Double?, _ passed: () -> VectorResult)
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
    public func recordPass(_ index: Int, duration: Double?, _ passed: () -> VectorResult) {
        var result = passed()
        result.duration = duration
        record(index, result)
    }

    public func answered(_ index: Int, _ output: JSONValue) {}
    public var wantsAnswers: Bool { true }
}
