import PaySpecJSON

/// A 64-bit digest of a JSON value for the duplicate check, consistent with `JSONValue ==`:
/// equal values digest alike (an object's members in any order, `-0.0` as `0.0`). Different
/// values may digest alike too, and the set then compares them; so a string is digested by its
/// length and its first and last `stringEnds` bytes only. A campaign digests every input it
/// makes, a tenth of them holding a string of up to 20,000 bytes: those are read in full only
/// when two inputs collide.
struct InputFingerprint {
    /// The bytes digested at each end of a string.
    static let stringEnds = 32

    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325
    /// String bytes read (the counted operation: at most `2 * stringEnds` a string).
    private(set) var bytesRead = 0

    init(_ input: JSONValue) { value = digest(input) }

    private mutating func digest(_ v: JSONValue) -> UInt64 {
        switch v {
        case .null: return Self.mix(0, 0x9E37)
        case .bool(let b): return Self.mix(1, b ? 1 : 2)
        case .integer(let i): return Self.mix(2, UInt64(bitPattern: Int64(i)))
        // 0.0 and -0.0 are equal values: one digest.
        case .double(let d): return Self.mix(3, d == 0 ? 0 : d.bitPattern)
        case .string(let s): return Self.mix(4, digest(s))
        case .array(let a):
            var h = Self.mix(5, UInt64(a.count))
            for element in a { h = Self.mix(h, digest(element)) }
            return h
        case .object(let o):
            // Order-independent: the members' digests, summed.
            var sum: UInt64 = 0
            for (key, member) in o { sum &+= Self.mix(digest(key), digest(member)) }
            return Self.mix(Self.mix(6, UInt64(o.count)), sum)
        }
    }

    private mutating func digest(_ s: String) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        let n = s.utf8.count
        func add(_ bytes: some Collection<UInt8>) {
            for b in bytes {
                h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3
            }
        }
        if n <= 2 * Self.stringEnds {
            add(s.utf8)
            bytesRead += n
        } else {
            add(s.utf8.prefix(Self.stringEnds))
            add(s.utf8.suffix(Self.stringEnds))
            bytesRead += 2 * Self.stringEnds
        }
        return Self.mix(h, UInt64(n))
    }

    /// Two words into one, every bit of each reaching every bit of the result (splitmix64's finaliser).
    static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var z = a &+ 0x9E37_79B9_7F4A_7C15 &* (b | 1) &+ b
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
