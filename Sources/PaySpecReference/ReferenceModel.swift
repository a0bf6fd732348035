import PaySpecEnums
import PaySpecJSON

/// Why the model could not answer a vector: the input does not fit the suite's contract.
public struct ModelError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// What a suite model is told besides the input.
public struct ModelContext: Sendable {
    /// Ambiguity id -> chosen option; missing ids take the reference choice.
    public var choices: [String: String]
    /// Told of every ambiguity read, when someone asks which ones an answer depends on.
    let reads: ChoiceReads?

    public init(choices: [String: String] = [:]) {
        self.choices = choices
        reads = nil
    }

    init(choices: [String: String], reads: ChoiceReads) {
        self.choices = choices
        self.reads = reads
    }

    /// The option in force for an ambiguity, as its generated option type: models switch over
    /// its cases, so an option renamed or removed in the register is a compile error. A declared
    /// option the register does not have (the runner refuses one before a model runs) reads as the
    /// reference option.
    public func choice<Option: AmbiguityOption>(_ key: AmbiguityKey<Option>) -> Option {
        reads?.ids.insert(key.id)
        return choices[key.id.rawValue].flatMap(Option.init(rawValue:)) ?? Option.reference
    }
}

/// The ambiguities one evaluation read. An answer can only change with an ambiguity it read:
/// every other choice leaves the evaluation on the same path. One evaluation at a time.
final class ChoiceReads: @unchecked Sendable {
    var ids: Set<AmbiguityID> = []
}

/// The behaviour of one suite: an input in, an output out. Pure: no UI, no network, no clock.
public protocol SuiteModel: Sendable {
    func evaluate(_ input: JSONValue, _ context: ModelContext) throws(ModelError) -> JSONValue
}

/// The reference model: every suite's behaviour behind one entry point.
///
/// ```swift
/// let output = try ReferenceModel().evaluate(suite: "seb.status-outcome", input: ["status": "SETTLED"])
/// ```
public struct ReferenceModel: Sendable {
    public var context: ModelContext

    /// The reference model under CHOICES (ambiguity id -> option; missing ids take the reference choice).
    public init(choices: [String: String] = [:]) {
        context = ModelContext(choices: choices)
    }

    /// Every suite the model implements.
    public static let suites: [String: any SuiteModel] = ComgateModels.all
        .merging(SEBModels.all) { a, _ in a }
        .merging(MoneyCollectModels.all) { a, _ in a }

    /// The output for one vector's input.
    public func evaluate(suite: String, input: JSONValue) throws(ModelError) -> JSONValue {
        guard let model = Self.suites[suite] else { throw ModelError("unsupported suite \(suite)") }
        return try model.evaluate(input, context)
    }

    /// The output for one input and the ambiguities the answer read: under any other option of
    /// an ambiguity not in the set, the answer is the same.
    public func evaluateReadingChoices(
        suite: String, input: JSONValue
    ) throws(ModelError) -> (
        output: JSONValue, read: Set<AmbiguityID>
    ) {
        guard let model = Self.suites[suite] else { throw ModelError("unsupported suite \(suite)") }
        let reads = ChoiceReads()
        let output = try model.evaluate(input, ModelContext(choices: context.choices, reads: reads))
        return (output, reads.ids)
    }
}
