import PaySpecJSON
import Testing

@testable import PaySpecFuzz

/// The duplicate check keys each input by a digest that reads a long string's ends only, and
/// still tells every pair of different inputs apart, since the set compares inputs whose
/// digests collide. Counted (bytes read), not timed.
@Suite struct FuzzDuplicateDigestTests {
    static let long = String(repeating: "a", count: 10_000)

    /// A 10,000-byte string costs the digest its two ends, not its length.
    @Test func aLongStringIsReadAtItsEndsOnly() {
        let input: JSONValue = ["status": .string(Self.long), "events": [["event": .string(Self.long)], "SETTLED"]]
        let digest = InputFingerprint(input)
        // Two long strings, read at 32 bytes an end; the keys and the short string in full.
        #expect(digest.bytesRead == 4 * InputFingerprint.stringEnds + "status".utf8.count + "events".utf8.count + "event".utf8.count + 7)
    }

    /// Equal values digest alike: members in any order, -0.0 and 0.0.
    @Test func equalValuesDigestAlike() {
        var a: [String: JSONValue] = [:]
        var b: [String: JSONValue] = [:]
        let keys = (0..<40).map { "k\($0)" }
        for k in keys { a[k] = .string(k + Self.long) }
        for k in keys.reversed() { b[k] = .string(k + Self.long) }
        #expect(InputFingerprint(.object(a)).value == InputFingerprint(.object(b)).value)
        #expect(InputFingerprint(["x": .double(-0.0)]).value == InputFingerprint(["x": .double(0.0)]).value)
    }

    /// Inputs that differ only inside a long string digest alike and are still two inputs to the
    /// duplicate check; 25 and 25.0, and a member left out or null, are different inputs.
    @Test func differentInputsStayApartWhenTheirDigestsCollide() {
        var middle = Array(Self.long.utf8)
        middle[5_000] = UInt8(ascii: "b")
        let other = String(decoding: middle, as: UTF8.self)
        let x = SuiteInput(suite: "seb.status-outcome", input: ["status": .string(Self.long)])
        let y = SuiteInput(suite: "seb.status-outcome", input: ["status": .string(other)])
        #expect(InputFingerprint(x.input).value == InputFingerprint(y.input).value)
        var seen: Set<SuiteInput> = [x]
        #expect(seen.insert(y).inserted)
        #expect(!seen.insert(SuiteInput(suite: "seb.status-outcome", input: ["status": .string(other)])).inserted)
        let distinct: [JSONValue] = [["n": 25], ["n": .double(25)], [:], ["n": .null], ["n": "25"], ["n": [25]]]
        for value in distinct { #expect(seen.insert(SuiteInput(suite: "s", input: value)).inserted) }
        #expect(seen.count == 2 + distinct.count)
        #expect(seen.insert(SuiteInput(suite: "t", input: ["n": 25])).inserted)
    }
}
