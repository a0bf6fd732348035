import PaySpecJSON

/// Where each vector of a golden file, or of one piece of it, stands in its bytes, as the
/// checking read found it: a later read of the same bytes rebuilds the compact vectors from
/// these offsets instead of skimming and checking every byte again.
///
/// A vector costs about twenty bytes here (variable-length offsets from the vector's first
/// byte), so a streamed run keeps them for every file whatever the set's size. A hash of every
/// vector's bytes is kept beside them: bytes that changed since the checking read are refused
/// (`vectors(in:suite:)` gives `nil`), never read at offsets that no longer mean anything.
public struct GoldenPlacements: Sendable, Equatable {
    /// The records, one a vector, in file order.
    private let records: [UInt8]
    /// How many vectors.
    public let count: Int
    /// The length of the bytes the offsets are in (the file, or the piece).
    public let byteCount: Int
    /// Every vector's bytes, hashed in order.
    private let contentHash: UInt64

    private enum Flag {
        static let should: UInt8 = 1
        /// The vector names `unsupportedByChoice` (rare): it is skimmed again.
        static let skimmed: UInt8 = 2
    }

    /// The placements of `vectors`, each kept as bytes of one text; `objectStarts` gives where
    /// each vector's `{` stands in the bytes a later read will give (`nil`: where it stands in
    /// its own text, the whole file), `byteCount` their length (`nil`: the text's). `nil` when a
    /// vector is held decoded (a file that took the positioned path).
    public init?(_ vectors: [CompactGoldenVector], objectStarts: [Int]? = nil, byteCount: Int? = nil) {
        var records: [UInt8] = []
        records.reserveCapacity(vectors.count * 24)
        var hash = Self.seed
        var previousEnd = 0
        var previousLine = 0
        var length = byteCount
        for (k, v) in vectors.enumerated() {
            guard case .raw(let raw) = v.storage else { return nil }
            if length == nil { length = raw.text.bytes.count }
            let start = objectStarts?[k] ?? raw.object.lowerBound
            let shift = raw.object.lowerBound
            guard start >= previousEnd, v.line >= previousLine else { return nil }
            Self.append(start - previousEnd, to: &records)
            Self.append(raw.object.count, to: &records)
            func place(_ part: Range<Int>) {
                Self.append(part.isEmpty ? 0 : part.lowerBound - shift, to: &records)
                Self.append(part.count, to: &records)
            }
            place(raw.idString)
            place(raw.input)
            place(raw.expect)
            place(raw.tagsArray)
            place(raw.byChoiceObject)
            records.append((v.level == .should ? Flag.should : 0) | (v.unsupportedByChoice.isEmpty ? 0 : Flag.skimmed))
            Self.append(v.line - previousLine, to: &records)
            raw.text.bytes.withUnsafeBufferPointer { Self.hash($0, raw.object, into: &hash) }
            previousEnd = start + raw.object.count
            previousLine = v.line
        }
        self.records = records
        count = vectors.count
        self.byteCount = length ?? 0
        contentHash = hash
    }

    /// The vectors again, from `text` (the same file or piece read again), for suite `suite`;
    /// `nil` when the bytes are not those the placements were taken from.
    public func vectors(in text: GoldenFileText, suite: String) -> [CompactGoldenVector]? {
        guard text.bytes.count == byteCount else { return nil }
        return text.bytes.withUnsafeBufferPointer { b -> [CompactGoldenVector]? in
            var vectors: [CompactGoldenVector] = []
            vectors.reserveCapacity(count)
            var hash = Self.seed
            var at = 0
            var previousEnd = 0
            var line = 0
            let prefix = Array((suite + "/").utf8)
            func next() -> Int? { Self.read(records, at: &at) }
            for _ in 0..<count {
                guard let gap = next(), let length = next() else { return nil }
                let start = previousEnd + gap
                let object = start..<start + length
                guard object.upperBound <= b.count, length >= 2 else { return nil }
                func part() -> Range<Int>? {
                    guard let offset = next(), let length = next(), offset + length <= object.count else { return nil }
                    return start + offset..<start + offset + length
                }
                guard let idString = part(), let input = part(), let expect = part(), let tagsArray = part(),
                    let byChoiceObject = part()
                else { return nil }
                guard at < records.count else { return nil }
                let flags = records[at]
                at += 1
                guard let lineGap = next() else { return nil }
                line += lineGap
                Self.hash(b, object, into: &hash)
                previousEnd = object.upperBound
                var s = JSONSkimmer(b, from: start, depth: 2)
                do throws(JSONSkimmer.Declined) {
                    if flags & Flag.skimmed != 0 {
                        var v = try GoldenLoader.skimVector(&s, suite: suite, prefix: prefix, text: text)
                        v.line = line
                        vectors.append(v)
                        continue
                    }
                    guard let id = s.string(at: idString) else { return nil }
                    var tags: [String] = []
                    if !tagsArray.isEmpty {
                        var t = JSONSkimmer(b, from: tagsArray.lowerBound, depth: 3)
                        tags = try GoldenLoader.readStrings(&t)
                    }
                    var byChoice: [(key: String, output: Range<Int>)] = []
                    if !byChoiceObject.isEmpty {
                        var c = JSONSkimmer(b, from: byChoiceObject.lowerBound, depth: 3)
                        byChoice = try GoldenLoader.readByChoice(&c)
                    }
                    vectors.append(
                        CompactGoldenVector(
                            id: id, level: flags & Flag.should != 0 ? .should : .must, tags: tags, line: line, unsupportedByChoice: [],
                            raw: .init(
                                text: text, suite: suite, object: object, input: input, expect: expect, byChoice: byChoice,
                                idString: idString, tagsArray: tagsArray, byChoiceObject: byChoiceObject)))
                } catch {
                    return nil
                }
            }
            guard at == records.count, hash == contentHash else { return nil }
            return vectors
        }
    }

    /// The bytes the records take (for the counts of what a run holds).
    public var retainedBytes: Int { records.count }

    private static let seed: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Folds the bytes of `range` into `hash`, eight at a time: not a defence against anyone,
    /// only a cheap way to tell bytes changed between two reads.
    private static func hash(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, into hash: inout UInt64) {
        guard let base = b.baseAddress else { return }
        var h = hash ^ UInt64(range.count)
        var i = range.lowerBound
        while i + 8 <= range.upperBound {
            let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            h = (h ^ word) &* 0x9E37_79B9_7F4A_7C15
            h ^= h >> 29
            i += 8
        }
        while i < range.upperBound {
            h = (h ^ UInt64(base[i])) &* 0x0000_0100_0000_01B3
            i += 1
        }
        hash = h
    }

    /// Appends `value` (not negative) in seven-bit groups, low first.
    private static func append(_ value: Int, to out: inout [UInt8]) {
        var v = UInt(value)
        while v >= 0x80 {
            out.append(UInt8(v & 0x7F) | 0x80)
            v >>= 7
        }
        out.append(UInt8(v))
    }

    private static func read(_ bytes: [UInt8], at: inout Int) -> Int? {
        var value: UInt = 0
        var shift: UInt = 0
        while at < bytes.count, shift < 63 {
            let byte = bytes[at]
            at += 1
            value |= UInt(byte & 0x7F) << shift
            if byte < 0x80 { return Int(bitPattern: value) }
            shift += 7
        }
        return nil
    }
}
