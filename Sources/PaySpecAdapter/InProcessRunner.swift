import Dispatch
import PaySpecJSON
import PaySpecJudging
import PaySpecVectors

/// A Swift implementation of the suites, run in process (no adapter, no protocol).
///
/// ```swift
/// struct MySDK: PaySpecImplementation {
///     func handshake() -> ImplementationInfo {
///         ImplementationInfo(name: "my-sdk", version: "1.0", language: "swift", suites: ["seb.status-outcome"])
///     }
///     func evaluate(suite: String, input: JSONValue) throws -> JSONValue { … }
/// }
/// ```
public protocol PaySpecImplementation: Sendable {
    func handshake() -> ImplementationInfo
    func evaluate(suite: String, input: JSONValue) throws -> JSONValue
}

/// Raised by an implementation for a vector it does not support (verdict `unsupported`).
public struct UnsupportedVector: Error, Sendable {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
}

public enum InProcessRunner {
    /// Runs every vector through `implementation`; the same verdicts as through an adapter.
    /// Answers are judged under the implementation's declared choices, with `choiceOverrides`
    /// (the caller's `--choice`) taking precedence. Choices are not validated here: the
    /// `ConformancePipeline` does that before it calls this.
    public static func run(
        _ vectors: [RunVector], implementation: any PaySpecImplementation, keepResults: Bool = true,
        choiceOverrides: [String: String] = [:], texts: AuthoredTextPolicy = .reference,
        stop: () -> Bool = { RunInterruption.isInterrupted }
    ) -> RawRun {
        run(
            ArrayVectorStore(vectors), implementation: implementation, keepResults: keepResults, choiceOverrides: choiceOverrides,
            texts: texts, stop: stop)
    }

    public static func run(
        _ vectors: any VectorStore, implementation: any PaySpecImplementation, keepResults: Bool = true,
        choiceOverrides: [String: String] = [:], texts: AuthoredTextPolicy = .reference,
        stop: () -> Bool = { RunInterruption.isInterrupted }
    ) -> RawRun {
        let info = implementation.handshake()
        let choices = info.choices.merging(choiceOverrides) { $1 }
        let supported = Set(info.suites)
        let collector = ResultCollector(count: vectors.count, keep: keepResults, vectors: vectors)
        var interrupted = false
        for i in 0..<vectors.count {
            let v = vectors.vector(at: i)
            // Asked before every vector: an implementation may take long over one, and a
            // signal's grace is seconds; the flag costs a lock, not a system call.
            if stop() {
                interrupted = true
                break
            }
            guard supported.contains(v.suite) else {
                collector.record(i, v.result(.unsupported, message: "suite \(v.suite) not announced by the implementation"))
                continue
            }
            if let undefined = v.undefinedResult(choices: choices) {
                collector.record(i, undefined)
                continue
            }
            do {
                let started = DispatchTime.now().uptimeNanoseconds
                let output = try implementation.evaluate(suite: v.suite, input: v.input)
                var result = v.judge(output, choices: choices, texts: texts)
                result.duration = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
                collector.record(i, result)
            } catch let e as UnsupportedVector {
                collector.record(i, v.result(.unsupported, message: e.reason))
            } catch {
                collector.record(i, v.result(.errored, message: "\(error)"))
            }
        }
        return RawRun(implementation: info, verdicts: collector.results, notes: [], interrupted: interrupted, counts: collector.counts)
    }
}
