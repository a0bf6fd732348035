import PaySpecJSON

/// How strictly a vector binds an implementation.
public enum VectorLevel: String, Sendable, Hashable, CaseIterable {
    /// Rests on normative rows: every conforming implementation passes it.
    case must
    /// Rests on derived rows: expected of a good port, argued in the spec.
    case should
}

/// One golden vector: an input, the output a conforming implementation gives, and what it rests on.
public struct GoldenVector: Sendable, Hashable {
    /// `suite/short-name`, stable forever.
    public var id: String
    public var suite: String
    public var description: String
    public var input: JSONValue
    /// The expected output under the reference choices of every ambiguity.
    public var expect: JSONValue
    public var level: VectorLevel
    /// Spec rows the vector rests on, as `table#key`.
    public var spec: [String]
    public var tags: [String]
    /// Ambiguity ids the expected output depends on.
    public var ambiguities: [String]
    /// Expected output for non-reference options: `"ambiguity-id=option"` -> output.
    public var expectByChoice: [String: JSONValue]
    /// Line of the vector in its file (0 for vectors made in memory).
    public var line: Int

    public init(
        id: String, suite: String, description: String, input: JSONValue, expect: JSONValue, level: VectorLevel,
        spec: [String], tags: [String] = [], ambiguities: [String] = [], expectByChoice: [String: JSONValue] = [:],
        line: Int = 0
    ) {
        self.id = id
        self.suite = suite
        self.description = description
        self.input = input
        self.expect = expect
        self.level = level
        self.spec = spec
        self.tags = tags
        self.ambiguities = ambiguities
        self.expectByChoice = expectByChoice
        self.line = line
    }

    /// The output expected from an implementation that made `choices` (ambiguity id -> option).
    public func expected(under choices: [String: String]) -> JSONValue {
        for ambiguity in ambiguities {
            if let option = choices[ambiguity], let alternative = expectByChoice["\(ambiguity)=\(option)"] {
                return alternative
            }
        }
        return expect
    }

    /// The vector as written in a golden file.
    public var json: JSONValue {
        var object: [String: JSONValue] = [
            "id": .string(id), "description": .string(description), "input": input, "expect": expect,
            "level": .string(level.rawValue), "spec": .array(spec.map(JSONValue.string)),
            "tags": .array(tags.map(JSONValue.string)),
        ]
        if !ambiguities.isEmpty { object["ambiguities"] = .array(ambiguities.map(JSONValue.string)) }
        if !expectByChoice.isEmpty { object["expectByChoice"] = .object(expectByChoice) }
        return .object(object)
    }
}

/// One golden file: all vectors of one suite.
public struct VectorSuite: Sendable {
    public var name: String
    public var sdk: String
    public var description: String
    /// Whether `payspec vectors generate` writes this file from spec/ (then `vectors check`
    /// regenerates it and compares) or people curate it by hand.
    public var generated: Bool
    public var vectors: [GoldenVector]
    public var path: String

    public init(name: String, sdk: String, description: String, generated: Bool, vectors: [GoldenVector], path: String = "") {
        self.name = name
        self.sdk = sdk
        self.description = description
        self.generated = generated
        self.vectors = vectors
        self.path = path
    }

    /// The canonical file text.
    public var fileText: String {
        JSONWriter.document([
            "suite": .string(name), "sdk": .string(sdk), "description": .string(description),
            "generated": .bool(generated), "vectors": .array(vectors.map(\.json)),
        ])
    }
}
