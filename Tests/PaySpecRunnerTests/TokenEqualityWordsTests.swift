import PaySpecGolden
import PaySpecJSON
import Testing

@testable import PaySpecVectors

/// The token comparison takes eight equal bytes at a time where none is a quote or a backslash;
/// it must decide every pair of texts as the byte-at-a-time comparison it replaced, kept here as
/// the reference, and the `$` search by `memchr` as the byte scan it replaced.
@Suite struct TokenEqualityWordsTests {
    /// The comparison a byte at a time, as it was.
    static func bytewise(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        var i = 0
        var j = 0
        var inString = false
        var escaped = false
        while true {
            if !inString {
                while i < a.count, [0x20, 0x0A, 0x0D, 0x09].contains(a[i]) { i += 1 }
                while j < b.count, [0x20, 0x0A, 0x0D, 0x09].contains(b[j]) { j += 1 }
            }
            guard i < a.count, j < b.count else { break }
            let byte = a[i]
            guard byte == b[j] else { return false }
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            }
            i += 1
            j += 1
        }
        return i == a.count && j == b.count
    }

    static func wordwise(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.withUnsafeBufferPointer { pa in b.withUnsafeBufferPointer { pb in JSONTokenEquality.sameTokens(pa, pb) } }
    }

    /// A fixed sequence of numbers (SplitMix64), so a failure is the same on every run.
    struct Sequence {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    /// The golden expectations as their files write them and as an adapter writes them, and each
    /// answer changed in one place (a byte replaced, removed or added; a space in or out of a
    /// string, a quote, a backslash): decided alike both ways, and the unchanged answer passes.
    @Test func everyGoldenExpectationDecidesAsTheByteComparison() {
        let suites = GoldenLoader.loadCompact(files: PaySpecSuite.goldenFiles.map { ($0.path, $0.bytes) }).suites
        var sequence = Sequence(state: 35)
        let inserts: [UInt8] = [0x20, 0x0A, 0x09, UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "a"), UInt8(ascii: ","), 0xD0]
        var pairs = 0
        var same = 0
        var writtenAsAnswered = 0
        for suite in suites {
            for compact in suite.vectors {
                guard case .raw(let raw) = compact.storage else { continue }
                let written = Array(raw.text.bytes[raw.expect])
                let answer = Array(JSONWriter.line(compact.expected(under: [:])).utf8)
                var cases = [(written, answer), (answer, written), (written, written)]
                for _ in 0..<6 {
                    var changed = answer
                    let at = sequence.next(changed.count)
                    switch sequence.next(3) {
                    case 0: changed[at] = inserts[sequence.next(inserts.count)]
                    case 1: changed.remove(at: at)
                    default: changed.insert(inserts[sequence.next(inserts.count)], at: at)
                    }
                    cases.append((written, changed))
                    cases.append((changed, written))
                }
                for (a, b) in cases {
                    pairs += 1
                    let expected = Self.bytewise(a, b)
                    if expected { same += 1 }
                    #expect(Self.wordwise(a, b) == expected, "\(compact.id): \(String(decoding: b, as: UTF8.self))")
                }
                if Self.wordwise(written, answer) { writtenAsAnswered += 1 }
            }
        }
        #expect(writtenAsAnswered > 2_000)
        #expect(pairs > 40_000)
        // Both outcomes are exercised, not only the equal texts.
        #expect(same > 5_000 && pairs - same > 15_000, "\(same) of \(pairs)")
    }

    /// Short texts built from the bytes that change the state, around word boundaries.
    @Test func textsOfStateBytesDecideAsTheByteComparison() {
        let alphabet: [UInt8] = Array(#"a" \,:{}[]"#.utf8) + [0x0A, 0x09, 0xC3, 0xA9]
        var sequence = Sequence(state: 8)
        var differing = 0
        for _ in 0..<60_000 {
            let length = 1 + sequence.next(40)
            let a = (0..<length).map { _ in alphabet[sequence.next(alphabet.count)] }
            var b = a
            // Mostly the same text with its spaces moved, sometimes another byte.
            for _ in 0..<sequence.next(4) {
                let at = sequence.next(b.count + 1)
                if sequence.next(2) == 0, at < b.count, b[at] == 0x20 { b.remove(at: at) } else { b.insert(0x20, at: at) }
            }
            if sequence.next(5) == 0, !b.isEmpty { b[sequence.next(b.count)] = alphabet[sequence.next(alphabet.count)] }
            let expected = Self.bytewise(a, b)
            if !expected { differing += 1 }
            #expect(Self.wordwise(a, b) == expected, "\(String(decoding: a, as: UTF8.self)) | \(String(decoding: b, as: UTF8.self))")
        }
        #expect(differing > 1_000 && differing < 59_000)
    }

    /// `$` found by `memchr` and its previous byte looked at: the byte scan's answer, for the
    /// golden expectations and for texts with `$` at either end.
    @Test func dollarSearchIsTheByteScan() {
        func scan(_ bytes: [UInt8]) -> Bool {
            guard bytes.count > 1 else { return false }
            for i in 0..<(bytes.count - 1) where bytes[i] == UInt8(ascii: "\"") && bytes[i + 1] == UInt8(ascii: "$") { return true }
            return false
        }
        func search(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer { CompactGoldenVector.namesDollar($0) } }
        var texts: [[UInt8]] = ["", "$", "\"", "\"$", "$\"", "a$", "$$\"$", "\"a$", "{\"k\": \"$x\"}", "x$\"$"].map { Array($0.utf8) }
        let suites = GoldenLoader.loadCompact(files: PaySpecSuite.goldenFiles.map { ($0.path, $0.bytes) }).suites
        for suite in suites {
            for compact in suite.vectors {
                guard case .raw(let raw) = compact.storage else { continue }
                texts.append(Array(raw.text.bytes[raw.expect]))
            }
        }
        var named = 0
        for text in texts {
            if scan(text) { named += 1 }
            #expect(search(text) == scan(text), "\(String(decoding: text, as: UTF8.self))")
        }
        #expect(named > 100)
    }
}
