#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#else
    import Darwin
#endif

/// The lines and columns of ascending byte offsets in UTF-8 JSON text: a line feed starts a line,
/// and each byte that does not continue a multi-byte sequence is a column (so columns count
/// Unicode scalars). Readers keep offsets while they read and turn into positions only those a
/// node, an event or a message names.
struct JSONPositions {
    private var offset: Int
    private var line = 1
    private var column = 1

    /// Positions counted from `start` (line 1, column 1): the first byte after a byte-order mark.
    init(start: Int) { offset = start }

    /// The position of `target`, which must not stand before the last one asked for.
    mutating func location(of target: Int, in base: UnsafePointer<UInt8>) -> SourceLocation {
        var i = offset
        while i < target, let hit = memchr(base + i, 0x0A, target - i) {
            line += 1
            column = 1
            i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
        }
        column += Self.scalarStarts(base, i, target)
        offset = target
        return SourceLocation(line: line, column: column)
    }

    /// The position of `offset` in `bytes`, counted from the start (after a byte-order mark).
    static func location(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        guard let base = bytes.baseAddress else { return SourceLocation(line: 1, column: 1) }
        let bom = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        var positions = JSONPositions(start: bom ? 3 : 0)
        return positions.location(of: offset, in: base)
    }

    /// The bytes in `from..<to` that start a scalar (every byte but `10xxxxxx`), eight at a time.
    private static func scalarStarts(_ base: UnsafePointer<UInt8>, _ from: Int, _ to: Int) -> Int {
        var i = from
        var continuations = 0
        let highs: UInt64 = 0x8080_8080_8080_8080
        while i + 8 <= to {
            let w = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            // A continuation byte has its high bit set and the next one clear.
            continuations += (w & ~(w << 1) & highs).nonzeroBitCount
            i += 8
        }
        while i < to {
            if base[i] & 0xC0 == 0x80 { continuations += 1 }
            i += 1
        }
        return to - from - continuations
    }
}
