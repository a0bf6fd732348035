import PaySpecJSON

/// The bytes of one golden file, shared by the compact vectors read from it.
public final class GoldenFileText: Sendable {
    public let bytes: [UInt8]
    public init(_ bytes: [UInt8]) { self.bytes = bytes }
}

/// A golden vector as `payspec run` needs it: what selection and reports need decoded (id,
/// level, tags, line), the rest kept as byte ranges of its file. The input is sent as its own
/// bytes and an answer compared with the expected output's bytes; a value is built only where
/// bytes cannot decide (an answer that differs, an output under a declared choice).
///
/// Derived from the golden file at load time, with the rules of `GoldenLoader` (a file that
/// breaks one is loaded the positioned way and reported), never stored.
public struct CompactGoldenVector: Sendable {
    public let id: String
    public let level: VectorLevel
    public let tags: [String]
    /// Line of the vector in its file (0 for vectors made in memory).
    public internal(set) var line: Int
    /// Choices under which the vector has no defined output (`GoldenVector.unsupportedByChoice`).
    public let unsupportedByChoice: [String]
    let storage: Storage

    enum Storage: Sendable {
        case raw(Raw)
        /// Boxed: a decoded vector is twice the size of the byte ranges, and rare (vectors made
        /// in memory, files that took the positioned path); unboxed it would size every vector.
        indirect case parsed(GoldenVector)
    }

    struct Raw: Sendable {
        var text: GoldenFileText
        var suite: String
        var object: Range<Int>
        var input: Range<Int>
        var expect: Range<Int>
        /// The keys of `expectByChoice` and the ranges of their outputs.
        var byChoice: [(key: String, output: Range<Int>)]
        /// The ranges of the id's string, the `tags` array and the `expectByChoice` object
        /// (empty where the member is absent): what a later reading of the same bytes needs to
        /// rebuild the vector without skimming it again (`GoldenPlacements`).
        var idString: Range<Int>
        var tagsArray: Range<Int>
        var byChoiceObject: Range<Int>
        var hasExpectByChoice: Bool { !byChoice.isEmpty }

        /// The range of the output expected under `choices`, chosen as `GoldenVector.expected(under:)` chooses.
        func expectation(under choices: [String: String]) -> Range<Int> {
            guard !byChoice.isEmpty else { return expect }
            return expectation(under: ChoiceSelection(choices))
        }

        /// The same, with each key's pairs looked up once per set of choices.
        func expectation(under selection: ChoiceSelection) -> Range<Int> {
            guard !byChoice.isEmpty else { return expect }
            var best: (pairs: Int, key: String, output: Range<Int>)?
            for (key, output) in byChoice {
                guard let pairs = selection.pairsHeld(key) else { continue }
                if let b = best, b.pairs > pairs || (b.pairs == pairs && b.key < key) { continue }
                best = (pairs, key, output)
            }
            return best?.output ?? expect
        }
    }

    /// A vector already decoded (made in memory, or from a file that took the positioned path).
    public init(_ vector: GoldenVector) {
        id = vector.id
        level = vector.level
        tags = vector.tags
        line = vector.line
        unsupportedByChoice = vector.unsupportedByChoice
        storage = .parsed(vector)
    }

    init(id: String, level: VectorLevel, tags: [String], line: Int, unsupportedByChoice: [String], raw: Raw) {
        self.id = id
        self.level = level
        self.tags = tags
        self.line = line
        self.unsupportedByChoice = unsupportedByChoice
        storage = .raw(raw)
    }

    /// Whether the vector is kept as its file's bytes (a file that took the positioned path
    /// keeps its vectors decoded).
    public var keepsBytes: Bool {
        if case .raw = storage { return true }
        return false
    }

    /// The whole vector, decoded (from its bytes, each time: the runner asks only on a
    /// failure, for a report, or where choices select another expected output).
    public var vector: GoldenVector {
        switch storage {
        case .parsed(let v): return v
        case .raw(let raw):
            let bytes = Array(raw.text.bytes[raw.object])
            // The load checked these bytes against the same rules: decoding cannot fail.
            guard let value = try? JSONParser.parseValue(bytes),
                case .success(let v) = GoldenLoader.vector(
                    from: value, keys: { [] }, suite: raw.suite, index: 0, line: line)
            else { preconditionFailure("golden vector \(id) no longer decodes") }
            return v
        }
    }

    /// The input, decoded (from its bytes only, not the whole vector's).
    public var input: JSONValue {
        switch storage {
        case .parsed(let v): return v.input
        case .raw(let raw): return Self.decode(raw.text, raw.input, id)
        }
    }

    /// The output expected from an implementation that made `choices` (`GoldenVector.expected(under:)`):
    /// only the expectation's bytes are decoded where it depends on no choice.
    public func expected(under choices: [String: String]) -> JSONValue {
        switch storage {
        case .parsed(let v): return v.expected(under: choices)
        case .raw(let raw): return Self.decode(raw.text, raw.expectation(under: choices), id)
        }
    }

    private static func decode(_ text: GoldenFileText, _ range: Range<Int>, _ id: String) -> JSONValue {
        guard let value = try? JSONParser.parseValue(Array(text.bytes[range])) else {
            preconditionFailure("golden vector \(id) no longer decodes")
        }
        return value
    }

    /// Appends the input as `JSONWriter.line` writes it; `false` (and nothing appended) when
    /// its bytes are not already that form, so the caller encodes `vector.input`.
    public func appendCompactInput(to out: inout [UInt8]) -> Bool {
        guard case .raw(let raw) = storage else { return false }
        return Self.appendCompact(raw.text, raw.input, to: &out)
    }

    /// Appends the output expected under `choices` as `JSONWriter.line` writes it; `false`
    /// (nothing appended) when its bytes are not already that form.
    public func appendCompactExpectation(under choices: [String: String] = [:], to out: inout [UInt8]) -> Bool {
        guard case .raw(let raw) = storage else { return false }
        return Self.appendCompact(raw.text, raw.expectation(under: choices), to: &out)
    }

    /// The same, with the keys of `expectByChoice` judged through `selection` (one per set of
    /// choices, kept across vectors: a key is split once, not once per answer).
    public func appendCompactExpectation(under selection: ChoiceSelection, to out: inout [UInt8]) -> Bool {
        guard case .raw(let raw) = storage else { return false }
        return Self.appendCompact(raw.text, raw.expectation(under: selection), to: &out)
    }

    /// Calls `body` with the bytes of the output expected under `selection`, as the golden file
    /// holds them (a checked JSON value); `nil` for a vector held decoded, which has no bytes.
    public func withExpectationBytes<Result>(
        under selection: ChoiceSelection, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result? {
        guard case .raw(let raw) = storage else { return nil }
        let range = raw.expectation(under: selection)
        return raw.text.bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Whether `answer` (the bytes of a checked JSON value) is the output expected under
    /// `selection` token for token, whitespace aside, in a golden file whose expectation names no
    /// matcher: the answer is then that output as a value, decided without writing either side
    /// compact. `false` means "decide another way", not "differs"; any `"$` in the expectation's
    /// bytes (a matcher, or a string that starts with `$`) leaves it to the other ways.
    public func expectationHasSameTokens(as answer: UnsafeBufferPointer<UInt8>, under selection: ChoiceSelection) -> Bool {
        withExpectationBytes(under: selection) { JSONTokenEquality.sameTokens($0, answer) && !Self.namesDollar($0) } ?? false
    }

    /// Whether a string in `bytes` starts with `$` (every matcher's name does).
    private static func namesDollar(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count > 1 else { return false }
        for i in 0..<(bytes.count - 1) where bytes[i] == UInt8(ascii: "\"") && bytes[i + 1] == UInt8(ascii: "$") { return true }
        return false
    }

    /// Whether the vector's bytes name `$authored` (a decoded vector: whether it holds a marker).
    public var mayHoldAuthoredContent: Bool {
        switch storage {
        case .parsed(let v): return AuthoredValue.contains(v.expect) || v.expectByChoice.values.contains(where: AuthoredValue.contains)
        case .raw(let raw):
            let needle = Array(#""$authored""#.utf8)
            let bytes = raw.text.bytes[raw.object]
            guard bytes.count >= needle.count else { return false }
            var i = bytes.startIndex
            while let at = bytes[i...].firstIndex(of: needle[0]), at + needle.count <= bytes.endIndex {
                if bytes[at..<(at + needle.count)].elementsEqual(needle) { return true }
                i = at + 1
            }
            return false
        }
    }

    /// Whether the expected output is the same whatever the choices (no `expectByChoice`).
    public var expectationIgnoresChoices: Bool {
        switch storage {
        case .raw(let raw): return !raw.hasExpectByChoice
        case .parsed(let v): return v.expectByChoice.isEmpty
        }
    }

    private static func appendCompact(_ text: GoldenFileText, _ range: Range<Int>, to out: inout [UInt8]) -> Bool {
        text.bytes.withUnsafeBufferPointer { JSONSkimmer($0).compact(range, into: &out) }
    }
}

/// One golden file's vectors in compact form.
public struct CompactGoldenSuite: Sendable {
    public var name: String
    public var sdk: String
    public var path: String
    public var vectors: [CompactGoldenVector]

    public init(name: String, sdk: String, path: String, vectors: [CompactGoldenVector]) {
        self.name = name
        self.sdk = sdk
        self.path = path
        self.vectors = vectors
    }

    /// A suite already decoded.
    public init(_ suite: VectorSuite) {
        self.init(name: suite.name, sdk: suite.sdk, path: suite.path, vectors: suite.vectors.map(CompactGoldenVector.init))
    }
}

/// One set of declared choices, and which `expectByChoice` keys it satisfies: the keys are few
/// and shared by many vectors, so each is split and checked once. Not shared between threads
/// (one per adapter session).
public final class ChoiceSelection {
    public let choices: [String: String]
    /// Per key: how many pairs it names when every one holds, `nil` when one does not.
    private var held: [String: Int?] = [:]

    public init(_ choices: [String: String]) { self.choices = choices }

    /// The number of pairs of `key` when `choices` holds every one of them, else `nil`.
    func pairsHeld(_ key: String) -> Int? {
        if let known = held[key] { return known }
        let pairs = GoldenVector.choicePairs(key)
        let answer = pairs.allSatisfy { choices[$0.ambiguity] == $0.option } ? pairs.count : nil
        held[key] = .some(answer)
        return answer
    }
}
