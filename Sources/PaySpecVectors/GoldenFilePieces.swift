import Foundation
import PaySpecIO
import PaySpecJSON

/// A stretch of one golden file's `vectors` array: a streamed run holds a large file a piece at
/// a time, so a 100 MB suite file costs what a hundred small ones do.
public struct GoldenFilePiece: Sendable, Equatable {
    /// The file's bytes from the piece's first vector's `{` to its last vector's `}`.
    public var bytes: Range<Int>
    /// The line the piece's first vector starts on.
    public var firstLine: Int
    /// How many vectors the piece holds.
    public var count: Int
    /// Where each of its vectors stands in `bytes`: read again, the piece is rebuilt from them
    /// (`readPiece`) instead of being skimmed again.
    public var placements: GoldenPlacements? = nil
}

extension GoldenLoader {
    /// Files from this size on are read in pieces by a streamed run; smaller ones whole.
    public static let piecewiseFileSize = 2 << 20
    /// The most vectors of one piece.
    public static let pieceVectors = 512
    /// The most bytes of one piece (a piece holds at least one vector, whatever its size).
    public static let pieceBytes = 256 << 10
    /// What is read from the file at a time.
    public static let pieceBlock = 256 << 10
    /// A vector larger than this sends its file to the whole-file path.
    static let largestPiecewiseVector = 16 << 20

    /// Reads the golden file at `path` from start to end a piece at a time, by the rules of
    /// `loadCompact(files:)`: `each` gets every piece (at most `pieceVectors` vectors or
    /// `pieceBytes` bytes) with its vectors in compact form, in file order, and what is held at
    /// once is a piece and a block of look-ahead.
    ///
    /// Returns the suite's name, or `nil` when the file has a problem or a shape the pieces do
    /// not take (anything the whole-file skim declines, an id used twice, members after
    /// `vectors`): the caller then discards what it was handed and loads the file whole, which
    /// names every problem with its position. `stop`, asked before each piece, also ends the
    /// reading with `nil` (a signal): the caller that asked it knows why.
    public static func readPieces(
        path: String, pieceVectors: Int = pieceVectors, pieceBytes: Int = pieceBytes, block: Int = pieceBlock,
        stop: () -> Bool = { false }, _ each: (GoldenFilePiece, CompactGoldenSuite) -> Void
    ) -> String? {
        guard let file = try? InputFileReader(path) else { return nil }
        var reader = PieceReader(file: file, block: max(1, block))
        // The members before `vectors` (the whole-file skim's header), within the first blocks.
        var header: (name: String, at: Int)?
        while reader.extend(keeping: 0) {
            header = reader.text.bytes.withUnsafeBufferPointer { Self.skimHeader($0) }
            if header != nil { break }
        }
        guard let (name, arrayStart) = header, let sdk = KnownSuites.entry(name)?.sdk else { return nil }
        let prefix = Array((name + "/").utf8)
        var ids = Set<Int>()
        var piece: (start: Int, line: Int, end: Int, vectors: [CompactGoldenVector], starts: [Int])?
        func hand(_ p: (start: Int, line: Int, end: Int, vectors: [CompactGoldenVector], starts: [Int])) {
            let placements = GoldenPlacements(p.vectors, objectStarts: p.starts.map { $0 - p.start }, byteCount: p.end - p.start)
            each(
                GoldenFilePiece(bytes: p.start..<p.end, firstLine: p.line, count: p.vectors.count, placements: placements),
                CompactGoldenSuite(name: name, sdk: sdk, path: path, vectors: p.vectors))
        }
        guard var at = reader.skipWhitespace(from: arrayStart + 1) else { return nil }
        var closed = reader.byte(at) == UInt8(ascii: "]") ? at + 1 : nil
        while closed == nil {
            guard reader.byte(at) == UInt8(ascii: "{") else { return nil }
            reader.countLines(to: at)
            let line = reader.line
            var skimmed: (vector: CompactGoldenVector, end: Int)?
            while skimmed == nil {
                let text = reader.text
                let base = reader.base
                skimmed = text.bytes.withUnsafeBufferPointer { b in
                    // Inside the file's object and its `vectors` array: the depth limit is the whole file's.
                    var s = JSONSkimmer(b, from: at - base, depth: 2)
                    guard var v = try? skimVector(&s, suite: name, prefix: prefix, text: text) else { return nil }
                    v.line = line
                    return (v, base + s.index)
                }
                // An incomplete vector at the end of the look-ahead is read again with more.
                if skimmed == nil && (reader.end - at > largestPiecewiseVector || !reader.extend(keeping: at)) { return nil }
            }
            guard let (vector, end) = skimmed, ids.insert(vector.id.hashValue).inserted else { return nil }
            if piece == nil { piece = (at, line, end, [], []) }
            piece!.vectors.append(vector)
            piece!.starts.append(at)
            piece!.end = end
            guard let next = reader.skipWhitespace(from: end) else { return nil }
            if reader.byte(next) == UInt8(ascii: "]") {
                closed = next + 1
            } else {
                guard reader.byte(next) == UInt8(ascii: ","), let following = reader.skipWhitespace(from: next + 1) else { return nil }
                at = following
            }
            if let p = piece, closed == nil, p.vectors.count >= pieceVectors || p.end - p.start >= pieceBytes {
                if stop() { return nil }
                hand(p)
                piece = nil
            }
        }
        // The object closes after the array, and nothing but white space follows.
        guard let close = reader.skipWhitespace(from: closed!), reader.byte(close) == UInt8(ascii: "}"),
            reader.skipWhitespace(from: close + 1) == nil, !reader.failed
        else { return nil }
        if let piece { hand(piece) }
        return name
    }

    /// The vectors of one piece of a file `readPieces` read, read again by the same rules, or
    /// `nil` when the bytes there are no longer such a piece.
    /// The piece's placements, when it has them, rebuild its vectors without skimming them.
    public static func readPiece(_ piece: GoldenFilePiece, path: String, suite: String) -> [CompactGoldenVector]? {
        guard let file = try? InputFileReader(path) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(piece.bytes.count)
        guard (try? file.read(at: piece.bytes.lowerBound, count: piece.bytes.count, into: &bytes)) == piece.bytes.count else {
            return nil
        }
        let text = GoldenFileText(bytes)
        if let placements = piece.placements {
            guard let vectors = placements.vectors(in: text, suite: suite), vectors.count == piece.count else { return nil }
            return vectors
        }
        let prefix = Array((suite + "/").utf8)
        var vectors: [CompactGoldenVector] = []
        var starts: [Int] = []
        let read: Bool = bytes.withUnsafeBufferPointer { b in
            var at = 0
            while true {
                var s = JSONSkimmer(b, from: at, depth: 2)
                s.skipWhitespace()
                starts.append(s.index)
                guard let v = try? skimVector(&s, suite: suite, prefix: prefix, text: text) else { return false }
                vectors.append(v)
                if s.atEnd() { return true }
                guard s.byte(at: s.index) == UInt8(ascii: ",") else { return false }
                at = s.index + 1
            }
        }
        guard read, vectors.count == piece.count else { return nil }
        let lines = SourceLocation.lines(atOffsets: starts, in: bytes)
        for i in vectors.indices { vectors[i].line = lines[i] + piece.firstLine - 1 }
        return vectors
    }

    /// The members of a golden file's object before `vectors`, by the whole-file skim's rules
    /// (only `description`, `generated`, `sdk` and `suite`, each once, keys without escapes,
    /// `suite` before `vectors`): the suite's name and the offset of the array's `[`.
    private static func skimHeader(_ b: UnsafeBufferPointer<UInt8>) -> (name: String, at: Int)? {
        let bom = b.count >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF
        var s = JSONSkimmer(b, from: bom ? 3 : 0)
        s.skipWhitespace()
        guard s.index < b.count, b[s.index] == UInt8(ascii: "{") else { return nil }
        var at = s.index + 1
        var name: String?
        var seen: Set<String> = []
        while true {
            s = JSONSkimmer(b, from: at, depth: 1)
            s.skipWhitespace()
            guard s.index < b.count, b[s.index] == UInt8(ascii: "\"") else { return nil }
            guard let keyRange = try? s.value(), let key = s.string(at: keyRange),
                key.utf8.count == keyRange.count - 2, seen.insert(key).inserted
            else { return nil }
            s.skipWhitespace()
            guard s.index < b.count, b[s.index] == UInt8(ascii: ":") else { return nil }
            s = JSONSkimmer(b, from: s.index + 1, depth: 1)
            s.skipWhitespace()
            if key == "vectors" {
                guard let name, s.index < b.count, b[s.index] == UInt8(ascii: "[") else { return nil }
                return (name, s.index)
            }
            guard ["description", "generated", "sdk", "suite"].contains(key), let value = try? s.value() else { return nil }
            if key == "suite" {
                name = s.string(at: value)
                guard name != nil else { return nil }
            }
            s.skipWhitespace()
            guard s.index < b.count, b[s.index] == UInt8(ascii: ",") else { return nil }
            at = s.index + 1
        }
    }

    /// A file's bytes from `base` on, a block at a time, and the lines counted so far.
    private struct PieceReader {
        let file: InputFileReader
        let block: Int
        private(set) var text = GoldenFileText([])
        /// The file offset of `text.bytes[0]`.
        private(set) var base = 0
        private(set) var ended = false
        private(set) var failed = false
        /// The line of `lineAt`, an offset counted up to.
        private(set) var line = 1
        private var lineAt = 0

        init(file: InputFileReader, block: Int) {
            self.file = file
            self.block = block
        }

        var end: Int { base + text.bytes.count }

        func byte(_ offset: Int) -> UInt8 { text.bytes[offset - base] }

        /// Reads the next block after the bytes from `keep` on; `false` at the end of the file
        /// (or on a read error, `failed`). Vectors already skimmed keep the text they were read from.
        mutating func extend(keeping keep: Int) -> Bool {
            guard !ended else { return false }
            countLines(to: keep)
            var bytes = Array(text.bytes[(keep - base)...])
            bytes.reserveCapacity(bytes.count + block)
            let from = end
            do throws(InputFile.ReadError) {
                guard try file.read(at: from, count: block, into: &bytes) > 0 else {
                    ended = true
                    return false
                }
            } catch {
                failed = true
                ended = true
                return false
            }
            base = keep
            text = GoldenFileText(bytes)
            return true
        }

        /// Counts the line feeds up to `offset` (at or after the last offset counted, within the text).
        mutating func countLines(to offset: Int) {
            guard offset > lineAt else { return }
            let (start, stop) = (lineAt - base, offset - base)
            line += text.bytes.withUnsafeBufferPointer { b in
                var n = 0
                var at = start
                while at < stop, let hit = memchr(b.baseAddress! + at, 0x0A, stop - at) {
                    n += 1
                    at = b.baseAddress!.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
                }
                return n
            }
            lineAt = offset
        }

        /// The offset of the first byte at or after `offset` that is not white space, reading
        /// on as needed; `nil` at the end of the file.
        mutating func skipWhitespace(from offset: Int) -> Int? {
            var at = offset
            while true {
                while at < end {
                    switch text.bytes[at - base] {
                    case 0x20, 0x0A, 0x0D, 0x09: at += 1
                    default: return at
                    }
                }
                guard extend(keeping: at) else { return nil }
            }
        }
    }
}
