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
    /// Expected output for non-reference options: `"ambiguity-id=option"` -> output. A key may
    /// name several choices joined by `,` (`"a=x,b=y"`) where two of them together give another
    /// output than either alone; the key naming the most choices that all hold wins.
    public var expectByChoice: [String: JSONValue]
    /// Choices (`"ambiguity-id=option"`) under which the vector has no defined output: an
    /// implementation that made one of them is not judged on it (verdict `unsupported`), since
    /// its platform cannot even represent the input.
    public var unsupportedByChoice: [String]
    /// Line of the vector in its file (0 for vectors made in memory).
    public var line: Int

    public init(
        id: String, suite: String, description: String, input: JSONValue, expect: JSONValue, level: VectorLevel,
        spec: [String], tags: [String] = [], ambiguities: [String] = [], expectByChoice: [String: JSONValue] = [:],
        unsupportedByChoice: [String] = [], line: Int = 0
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
        self.unsupportedByChoice = unsupportedByChoice
        self.line = line
    }

    /// The output expected from an implementation that made `choices` (ambiguity id -> option).
    public func expected(under choices: [String: String]) -> JSONValue {
        var best: (pairs: Int, key: String)?
        for key in expectByChoice.keys {
            let pairs = Self.choicePairs(key)
            guard pairs.allSatisfy({ choices[$0.ambiguity] == $0.option }) else { continue }
            if let b = best, b.pairs > pairs.count || (b.pairs == pairs.count && b.key < key) { continue }
            best = (pairs.count, key)
        }
        return best.flatMap { expectByChoice[$0.key] } ?? expect
    }

    /// The choice in `choices` under which the vector has no defined output, if any.
    public func unsupportedChoice(under choices: [String: String]) -> String? {
        unsupportedByChoice.first { key in
            Self.choicePairs(key).allSatisfy { choices[$0.ambiguity] == $0.option }
        }
    }

    /// The `ambiguity=option` pairs of an `expectByChoice` or `unsupportedByChoice` key.
    public static func choicePairs(_ key: String) -> [(ambiguity: String, option: String)] {
        key.split(separator: ",").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            return (parts.first ?? "", parts.count == 2 ? parts[1] : "")
        }
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
        if !unsupportedByChoice.isEmpty { object["unsupportedByChoice"] = .array(unsupportedByChoice.map(JSONValue.string)) }
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
