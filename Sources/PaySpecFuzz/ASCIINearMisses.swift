/// Near-misses of a value whose every byte is ASCII and none is CR: there each byte is one
/// character, so a near-miss is made on the value's bytes, drawing the same random numbers in
/// the same order as `NearMisses.edit` and giving the same string, without splitting the value
/// into scalars and encoding them again one by one (most of the cost of a very long value).
enum ASCIINearMisses {
    /// How `NearMisses.of` reads a value: by bytes, by scalars, or by characters.
    enum Reading: Equatable {
        /// ASCII without CR: a byte is a character.
        case bytes
        /// Every scalar below U+0300 and none CR: a scalar is a character.
        case scalars
        case characters
    }

    /// The reading `s` allows, found in one pass over its bytes: in UTF-8 a scalar from U+0300
    /// on starts with a byte from 0xCC on, and every byte of a scalar below it is below 0xCC.
    static func reading(_ s: String) -> Reading {
        var copy = s
        return copy.withUTF8 { bytes in
            var high: UInt8 = 0
            for b in bytes {
                if b >= 0xCC || b == 0x0D { return .characters }
                high |= b
            }
            return high < 0x80 ? .bytes : .scalars
        }
    }

    /// The look-alike of each ASCII byte (`NearMisses.scalarLookalikes`), by byte.
    static let lookalikes: [Unicode.Scalar?] = (0..<128).map { NearMisses.scalarLookalikes[Unicode.Scalar(UInt8($0))] }

    /// `NearMisses.edit(s, units: { Array(s.unicodeScalars) }, &rng)` for a value read `.bytes`.
    static func edit(_ s: String, _ rng: inout SeededRandom) -> String {
        var copy = s
        return copy.withUTF8 { bytes in edit(s, bytes, &rng) }
    }

    private static func edit(_ s: String, _ bytes: UnsafeBufferPointer<UInt8>, _ rng: inout SeededRandom) -> String {
        let count = bytes.count
        switch rng.below(16) {
        case 0: return s.lowercased()
        case 1: return s.uppercased()
        case 2:
            guard count > 0 else { return s }
            return written(count) { out in
                out[0] = upper(bytes[0])
                for i in 1..<count { out[i] = lower(bytes[i]) }
            }
        case 3: return rng.pick(NearMisses.whitespace) + s
        case 4: return s + rng.pick(NearMisses.whitespace)
        case 5:
            // One character swapped for its look-alike.
            let found = nth(in: bytes, &rng) { lookalikes[Int($0)] != nil }
            guard let i = found else { return s + "\u{301}" }
            return spliced(bytes, replacing: i..<(i + 1), with: lookalikes[Int(bytes[i])]!)
        case 6:
            // One ASCII digit written in another script.
            guard let i = nth(in: bytes, &rng, where: isDigit) else { return s + "\u{FF10}" }
            let digit = UInt32(bytes[i] - 0x30)
            return spliced(bytes, replacing: i..<(i + 1), with: Unicode.Scalar(rng.pick(NearMisses.digitBases) + digit)!)
        case 7: return count == 0 ? "x" : String(decoding: UnsafeBufferPointer(rebasing: bytes.dropLast()), as: UTF8.self)
        case 8: return count == 0 ? "x" : String(decoding: UnsafeBufferPointer(rebasing: bytes.dropFirst()), as: UTF8.self)
        case 9: return s + rng.pick(["X", "_", "0", "1", " ", "é", "/", "-"])
        case 10:
            // A separator inside: spaces and hyphens in card numbers, a slash in a URL.
            guard count > 1 else { return s + " " }
            let separator: Unicode.Scalar = rng.pick([" ", "-", "/", "\u{A0}", "."])
            let at = 1 + rng.below(count - 1)
            return spliced(bytes, replacing: at..<at, with: separator)
        case 11: return s + s
        case 12:
            // A digit changed: the Luhn check digit, a month, a year.
            guard let i = nth(in: bytes, &rng, where: isDigit) else { return s + "1" }
            let digit = Int(bytes[i] - 0x30)
            let changed: Int = (digit + 1 + rng.below(9)) % 10
            return written(count) { out in
                for k in 0..<count { out[k] = bytes[k] }
                out[i] = UInt8(48 + changed)
            }
        case 13:
            guard count > 1 else { return s + s }
            let i = rng.below(count - 1)
            return written(count) { out in
                for k in 0..<count { out[k] = bytes[k] }
                (out[i], out[i + 1]) = (bytes[i + 1], bytes[i])
            }
        case 14: return NearMisses.repeated(s.isEmpty ? "a" : s, count: max(2, 4096 / max(1, count)))  // very long
        default: return String(decoding: UnsafeBufferPointer(rebasing: bytes.prefix(count / 2)), as: UTF8.self)
        }
    }

    private static func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }
    private static func upper(_ b: UInt8) -> UInt8 { b &- 0x61 < 26 ? b - 0x20 : b }
    private static func lower(_ b: UInt8) -> UInt8 { b &- 0x41 < 26 ? b + 0x20 : b }

    /// The position `rng.pick` chooses among the positions of `bytes` that satisfy `holds`
    /// (`nil`, and nothing drawn, when none does): counted, then found, with no list of positions.
    private static func nth(
        in bytes: UnsafeBufferPointer<UInt8>, _ rng: inout SeededRandom, where holds: (UInt8) -> Bool
    ) -> Int? {
        var n = 0
        for b in bytes where holds(b) { n += 1 }
        guard n > 0 else { return nil }
        var k = rng.below(n)
        for (i, b) in bytes.enumerated() where holds(b) {
            if k == 0 { return i }
            k -= 1
        }
        return nil
    }

    /// `bytes` with the bytes of `range` replaced by `scalar` (inserted, for an empty range).
    private static func spliced(_ bytes: UnsafeBufferPointer<UInt8>, replacing range: Range<Int>, with scalar: Unicode.Scalar) -> String {
        var result = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<range.lowerBound]), as: UTF8.self)
        result.reserveCapacity(bytes.count + 4)
        result.unicodeScalars.append(scalar)
        result += String(decoding: UnsafeBufferPointer(rebasing: bytes[range.upperBound...]), as: UTF8.self)
        return result
    }

    /// A string of `count` ASCII bytes written by `fill`.
    private static func written(_ count: Int, _ fill: (UnsafeMutableBufferPointer<UInt8>) -> Void) -> String {
        String(unsafeUninitializedCapacity: count) { out in
            fill(out)
            return count
        }
    }
}
