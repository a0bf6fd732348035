import PaySpecJSON

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#else
    import Darwin
#endif

/// An expected output whose only matchers are authored texts, written as the answer that
/// passes it with nothing to report: each `{"$authored": "Pay", "key": …, "language": …}`
/// replaced by its reference text. An answer whose compact bytes are these bytes gives exactly
/// the verdict the value comparison gives it (passed, no informative difference, no answered
/// text kept), so the runner decides it on bytes.
///
/// Only where that equivalence holds: no texts supplied by the caller (a supplied text, not the
/// reference, is then what an answer must equal), and no other matcher anywhere (`$match`,
/// `$fresh`, `$ignoringCase`, an authored value with `accept`, `$sameAs` judged across the
/// run). Anything else is left to the value comparison.
enum AuthoredReferenceBytes {
    /// Writes `expected` (compact JSON, as `JSONWriter.line` writes it) into `out` with every
    /// authored text marker replaced by its reference text. `false` (and `out` unusable) when
    /// the expectation holds any other matcher.
    static func write(_ expected: [UInt8], into out: inout [UInt8]) -> Bool {
        out.removeAll(keepingCapacity: true)
        return expected.withUnsafeBufferPointer { buffer -> Bool in
            let count = buffer.count
            var copied = 0
            var i = 1
            // In compact JSON `{"$` and `,"$` start a member named `$…`: inside a string a
            // quote is escaped, and a closing quote is never followed by `$`.
            while i + 1 < count {
                guard buffer[i] == UInt8(ascii: "\""), buffer[i + 1] == UInt8(ascii: "$") else {
                    i += 1
                    continue
                }
                // Sorted keys put `$authored` first; a `$` member after another is no text marker.
                guard buffer[i - 1] == UInt8(ascii: "{") else {
                    if buffer[i - 1] == UInt8(ascii: ",") { return false }
                    i += 1
                    continue
                }
                let start = i - 1
                guard let (reference, end) = marker(buffer, at: start) else { return false }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[copied..<start]))
                out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[reference]))
                copied = end
                i = end + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[copied..<count]))
            return true
        }
    }

    /// Whether `answer` is `expected` token for token, whitespace aside (as
    /// `JSONTokenEquality.sameTokens`), with each authored text marker of `expected` answered by
    /// its reference text: the same bytes as the marker's `$authored` string. Both are checked
    /// JSON values, `expected` as the golden file holds it. `true` only where `write` followed by
    /// the compact comparison passes the answer: in one pass, without writing either side.
    /// `false` means "decide another way": an answer that differs, or an expectation holding any
    /// other `$` string (another matcher, or a text that starts with `$`).
    static func sameTokens(_ expected: UnsafeBufferPointer<UInt8>, _ answer: UnsafeBufferPointer<UInt8>) -> Bool {
        let quote = UInt8(ascii: "\""), dollar = UInt8(ascii: "$")
        return JSONTokenEquality.sameTokens(expected, answer) { i in
            if expected[i] == quote { return i + 1 < expected.count && expected[i + 1] == dollar ? .undecided : .itself }
            var k = i + 1
            while k < expected.count, JSONTokenEquality.isSpace(expected[k]) { k += 1 }
            guard k + 1 < expected.count, expected[k] == quote, expected[k + 1] == dollar else { return .itself }
            // Sorted keys put `$authored` first: a marker, answered by its reference text.
            guard let (reference, end) = marker(expected, at: i) else { return .undecided }
            return .bytes(reference, end: end)
        }
    }

    /// The reference text's range (quotes included) and the end of the marker object at
    /// `start`, when it is an authored text marker as `AuthoredValue` reads one: a string
    /// `$authored`, a string `key` and `language`, nothing else but `english` and `unlike`.
    private static func marker(_ buffer: UnsafeBufferPointer<UInt8>, at start: Int) -> (Range<Int>, Int)? {
        stringMarker(buffer, at: start) ?? skimmedMarker(buffer, at: start)
    }

    /// `marker` for the usual marker, every member a string, read by its bytes (the text is
    /// checked): `nil` for anything else, which the skimmed reading then decides.
    private static func stringMarker(_ b: UnsafeBufferPointer<UInt8>, at start: Int) -> (Range<Int>, Int)? {
        func skipSpace(_ k: inout Int) { while k < b.count, JSONTokenEquality.isSpace(b[k]) { k += 1 } }
        func named(_ range: Range<Int>, _ name: StaticString) -> Bool {
            range.count == name.utf8CodeUnitCount && memcmp(b.baseAddress! + range.lowerBound, name.utf8Start, range.count) == 0
        }
        var k = start + 1
        var reference: Range<Int>?
        var key = false
        var language = false
        var others = 0
        while true {
            skipSpace(&k)
            guard k < b.count, b[k] == UInt8(ascii: "\""), let nameEnd = JSONTokenEquality.stringEnd(b, from: k) else { return nil }
            let name = k + 1..<nameEnd - 1
            k = nameEnd
            skipSpace(&k)
            guard k < b.count, b[k] == UInt8(ascii: ":") else { return nil }
            k += 1
            skipSpace(&k)
            guard k < b.count, b[k] == UInt8(ascii: "\""), let valueEnd = JSONTokenEquality.stringEnd(b, from: k) else { return nil }
            let value = k..<valueEnd
            k = valueEnd
            // A name twice is left to the skimmed reading, which refuses it.
            if named(name, "$authored") {
                guard reference == nil else { return nil }
                reference = value
            } else if named(name, "key") {
                guard !key else { return nil }
                key = true
            } else if named(name, "language") {
                guard !language else { return nil }
                language = true
            } else if named(name, "english") || named(name, "unlike") {
                others += 1
                guard others <= 2 else { return nil }
            } else {
                return nil
            }
            skipSpace(&k)
            guard k < b.count else { return nil }
            if b[k] == UInt8(ascii: ",") {
                k += 1
                continue
            }
            guard b[k] == UInt8(ascii: "}"), let reference, key, language else { return nil }
            return (reference, k + 1)
        }
    }

    private static func skimmedMarker(_ buffer: UnsafeBufferPointer<UInt8>, at start: Int) -> (Range<Int>, Int)? {
        var s = JSONSkimmer(buffer, from: start)
        var reference: Range<Int>?
        var key = false
        var language = false
        var other = false
        do throws(JSONSkimmer.Declined) {
            try s.readObject { name, s throws(JSONSkimmer.Declined) in
                let value = try s.value()
                let isString = s.byte(at: value.lowerBound) == UInt8(ascii: "\"")
                if s.equal(name, "$authored") {
                    if isString { reference = value } else { other = true }
                } else if s.equal(name, "key") {
                    if isString { key = true } else { other = true }
                } else if s.equal(name, "language") {
                    if isString { language = true } else { other = true }
                } else if !(s.equal(name, "english") || s.equal(name, "unlike")) {
                    other = true
                }
            }
        } catch {
            return nil
        }
        guard let reference, key, language, !other else { return nil }
        return (reference, s.index)
    }
}
