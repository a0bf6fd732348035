import PaySpecJSON
import PaySpecRunner

/// The values a fuzzer tries because porting bugs live there: near-misses of a known value
/// (case, whitespace, look-alike letters and digits, prefixes, separators) and boundaries
/// (empty, very long, 0, -1, 2^31, 2^53). Data, not logic: extend the tables, not the code.
enum NearMisses {
    /// Whitespace a trim may or may not remove: ASCII, no-break and typographic spaces, the
    /// zero-width ones, and U+001C..U+001F, which Python's `str.strip()` removes and
    /// Foundation's `whitespacesAndNewlines` does not.
    static let whitespace: [String] = [
        " ", "\t", "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{A0}", "\u{2003}", "\u{202F}", "\u{3000}", "\u{2028}", "\u{85}",
        "\u{200B}", "\u{FEFF}", "\u{1C}", "\u{1F}",
    ]

    /// Latin letters and their Cyrillic or Greek twins, which look the same and compare different.
    static let lookalikes: [Character: Character] = [
        "A": "\u{410}", "B": "\u{412}", "C": "\u{421}", "E": "\u{415}", "H": "\u{41D}", "I": "\u{406}", "K": "\u{41A}",
        "M": "\u{41C}", "N": "\u{39D}", "O": "\u{41E}", "P": "\u{420}", "S": "\u{405}", "T": "\u{422}", "X": "\u{425}",
        "Y": "\u{3A5}", "a": "\u{430}", "c": "\u{441}", "e": "\u{435}", "i": "\u{456}", "o": "\u{43E}", "p": "\u{440}",
        "s": "\u{455}", "x": "\u{445}", "y": "\u{443}", "-": "\u{2010}", "_": "\u{FF3F}", "/": "\u{2215}", ".": "\u{2024}",
        ":": "\u{2236}",
    ]

    /// `lookalikes` by scalar (each of its characters is one scalar).
    static let scalarLookalikes: [Unicode.Scalar: Unicode.Scalar] = Dictionary(
        uniqueKeysWithValues: lookalikes.map { ($0.key.unicodeScalars.first!, $0.value.unicodeScalars.first!) })

    /// Other scripts' decimal digits (full-width, Arabic-Indic, Devanagari, Bengali) for 0-9.
    static let digitBases: [UInt32] = [0xFF10, 0x0660, 0x0966, 0x09E6]

    /// `unit` written `count` times, by doubling: `String(repeating:count:)` appends a string at
    /// a time, which made the very long values a sixth of a campaign's work, so a 10,000-fold
    /// value is 14 appends, not 10,000. Strings appended to strings, not a buffer of bytes: a
    /// string made from raw bytes is validated again, byte by byte.
    static func repeated(_ unit: String, count: Int) -> String {
        let total = unit.utf8.count * max(0, count)
        guard total > 0 else { return "" }
        var result = ""
        result.reserveCapacity(total)
        var power = unit
        power.reserveCapacity(total)
        var n = count
        while true {
            if n & 1 == 1 { result += power }
            n >>= 1
            guard n > 0 else { break }
            power += power
        }
        return result
    }

    /// Strings that stand at a boundary whatever the field is.
    static let boundaryStrings: [String] = [
        "", " ", "0", "-1", "null", "nil", "None", "undefined", "true", "NaN", "2147483648", "9007199254740993",
        "é", "e\u{301}", "💳", "\u{0}", "ß", "İ", "\u{202E}abc",
    ]

    /// Numbers at the edges of the integer types ports use.
    static let boundaryNumbers: [JSONValue] = [
        0, 1, -1, 2, 9, 10, 11, 12, 13, 19, 20, 99, 100, 2000, 2099, 2100, 9999, 2_147_483_647, 2_147_483_648, -2_147_483_648,
        -2_147_483_649, 4_294_967_295, 4_294_967_296, 9_007_199_254_740_991, 9_007_199_254_740_992, 9_007_199_254_740_993,
        .integer(Int.max), .integer(Int.min), .double(0.5), .double(1.5), .double(-0.0), .double(1.0), .double(100.0),
        .double(1e21), .double(-1e-9),
    ]

    /// A few unknown-but-plausible values: shaped like codes, not in any table.
    static let unknownTokens: [String] = [
        "UNKNOWN", "UNKNOWN_VALUE", "NOT_A_CODE", "PAYMENT_METHOD_NOT_ALLOWED", "x", "X_Y", "SETTLED_v2", "REFUNDED_PARTIALLY",
        "http://example.com/", "https://example.com/path?query=1", "1234", "fr-CA", "zz", "../../etc/passwd",
    ]

    /// The near-misses of `s`, each one small edit away.
    static func of(_ s: String, _ rng: inout SeededRandom) -> String {
        // A string whose every scalar is below U+0300, CR excepted, has one character per
        // scalar (no scalar there extends a grapheme, and no CR LF pair): edited as scalars, it
        // gives the same string, without splitting a long value into characters and joining them.
        if scalarsAreCharacters(s) {
            return edit(s, units: { Array(s.unicodeScalars) }, &rng)
        }
        return edit(s, units: { Array(s) }, &rng)
    }

    /// Whether every scalar of `s` is below U+0300 and none is CR, read by its bytes: in UTF-8 a
    /// scalar from U+0300 on starts with a byte from 0xCC on, and every byte of a scalar below
    /// it is below 0xCC (walking a long value's scalars cost more than most of its edits).
    static func scalarsAreCharacters(_ s: String) -> Bool {
        let byBytes = s.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            for b in bytes where b >= 0xCC || b == 0x0D { return false }
            return true
        }
        return byBytes ?? s.unicodeScalars.allSatisfy { $0.value < 0x300 && $0 != "\r" }
    }

    /// One near-miss, with `s` split into units (characters, or scalars where each is one) only
    /// for the edits that need them: a very long value is common.
    static func edit<Unit: NearMissUnit>(_ s: String, units: () -> [Unit], _ rng: inout SeededRandom) -> String {
        lazy var chars = units()
        switch rng.below(16) {
        case 0: return s.lowercased()
        case 1: return s.uppercased()
        case 2: return chars.isEmpty ? s : Unit.string([chars[0]]).uppercased() + Unit.string(chars.dropFirst()).lowercased()
        case 3: return rng.pick(whitespace) + s
        case 4: return s + rng.pick(whitespace)
        case 5:
            // One character swapped for its look-alike.
            let positions = chars.indices.filter { chars[$0].lookalike != nil }
            guard !positions.isEmpty else { return s + "\u{301}" }
            var c = chars
            let i = rng.pick(positions)
            c[i] = c[i].lookalike!
            return Unit.string(c)
        case 6:
            // One ASCII digit written in another script.
            let positions = chars.indices.filter { chars[$0].asciiDigit != nil }
            guard !positions.isEmpty else { return s + "\u{FF10}" }
            var c = chars
            let i = rng.pick(positions)
            let digit = c[i].asciiDigit!
            c[i] = Unit(Unicode.Scalar(rng.pick(digitBases) + UInt32(digit))!)
            return Unit.string(c)
        case 7: return chars.isEmpty ? "x" : Unit.string(chars.dropLast())  // a prefix
        case 8: return chars.isEmpty ? "x" : Unit.string(chars.dropFirst())
        case 9: return s + rng.pick(["X", "_", "0", "1", " ", "é", "/", "-"])
        case 10:
            // A separator inside: spaces and hyphens in card numbers, a slash in a URL.
            guard chars.count > 1 else { return s + " " }
            var c = chars
            c.insert(Unit(rng.pick([" ", "-", "/", "\u{A0}", "."])), at: 1 + rng.below(chars.count - 1))
            return Unit.string(c)
        case 11: return s + s
        case 12:
            // A digit changed: the Luhn check digit, a month, a year.
            let positions = chars.indices.filter { chars[$0].asciiDigit != nil }
            guard !positions.isEmpty else { return s + "1" }
            var c = chars
            let i = rng.pick(positions)
            let digit: Int = Int(c[i].asciiDigit!)
            let changed: Int = (digit + 1 + rng.below(9)) % 10
            c[i] = Unit(Unicode.Scalar(UInt8(48 + changed)))
            return Unit.string(c)
        case 13:
            guard chars.count > 1 else { return s + s }
            var c = chars
            let i = rng.below(chars.count - 1)
            c.swapAt(i, i + 1)
            return Unit.string(c)
        case 14: return repeated(s.isEmpty ? "a" : s, count: max(2, 4096 / max(1, chars.count)))  // very long
        default: return Unit.string(chars.prefix(max(0, chars.count / 2)))
        }
    }
}

/// What a near-miss edits a string by: a character, or a scalar where each scalar is one.
protocol NearMissUnit {
    init(_ scalar: Unicode.Scalar)
    /// Its look-alike from another script, if it has one.
    var lookalike: Self? { get }
    /// Its value as an ASCII digit, if it is one.
    var asciiDigit: UInt8? { get }
    /// The units written out.
    static func string(_ units: some Sequence<Self>) -> String
}

extension Character: NearMissUnit {
    var lookalike: Character? { NearMisses.lookalikes[self] }
    var asciiDigit: UInt8? { isASCII && isNumber ? asciiValue! - 48 : nil }
    static func string(_ units: some Sequence<Character>) -> String { String(units) }
}

extension Unicode.Scalar: NearMissUnit {
    var lookalike: Unicode.Scalar? { NearMisses.scalarLookalikes[self] }
    var asciiDigit: UInt8? { (0x30...0x39).contains(value) ? UInt8(value - 0x30) : nil }
    /// Encoded a scalar at a time into one byte buffer (`UnicodeScalarView.append(contentsOf:)`
    /// took longer than the edit itself).
    static func string(_ units: some Sequence<Unicode.Scalar>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(units.underestimatedCount)
        for u in units { UTF8.encode(u) { bytes.append($0) } }
        return String(decoding: bytes, as: UTF8.self)
    }
}
