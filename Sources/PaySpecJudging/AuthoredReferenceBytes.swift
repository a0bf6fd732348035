import PaySpecJSON

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

    /// The reference text's range (quotes included) and the end of the marker object at
    /// `start`, when it is an authored text marker as `AuthoredValue` reads one: a string
    /// `$authored`, a string `key` and `language`, nothing else but `english` and `unlike`.
    private static func marker(_ buffer: UnsafeBufferPointer<UInt8>, at start: Int) -> (Range<Int>, Int)? {
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
