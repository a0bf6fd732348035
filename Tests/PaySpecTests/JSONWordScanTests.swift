import Testing

@testable import PaySpecJSON

/// Two shortcuts of the JSON layer, each checked against the plain way: the writer's test for
/// bytes to escape reads a string eight bytes at a time, and equality walks two objects' members
/// in step while they are in the same order.
@Suite struct JSONWordScanTests {
    /// The bytes `writeString` escapes, by the rule itself.
    static func needsEscapeByBytes(_ bytes: [UInt8]) -> Bool { bytes.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C } }

    /// Every byte value at every offset of strings of 0 to 24 bytes, among plain ASCII and
    /// bytes beyond it: the word scan finds a byte to escape exactly where the rule does.
    @Test func theWordScanFindsWhatTheByteRuleFinds() {
        var compared = 0
        var disagreements: [[UInt8]] = []
        for length in 0...24 {
            for filler: UInt8 in [UInt8(ascii: "a"), 0xC3, 0xFF, 0x7F, 0x80] {
                for offset in 0..<max(1, length) {
                    for byte in UInt8.min...UInt8.max {
                        var bytes = [UInt8](repeating: filler, count: length)
                        if length > 0 { bytes[offset] = byte }
                        let scanned = bytes.withUnsafeBufferPointer { JSONWriter.needsEscape($0) }
                        if scanned != Self.needsEscapeByBytes(bytes) { disagreements.append(bytes) }
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 100_000)
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }

    /// A long string with one byte to escape near its end is written escaped; without it, as is.
    @Test func aLongStringIsWrittenAsTheStringWriterWritesIt() {
        for tail in ["", "\"", "\\", "\n", "\u{1F}", "é", "\u{7F}"] {
            let s = String(repeating: "ab€", count: 3_333) + tail
            var bytes: [UInt8] = []
            JSONWriter.writeString(s, into: &bytes)
            var text = ""
            JSONWriter.writeString(s, into: &text)
            #expect(bytes == Array(text.utf8), "tail \(tail.unicodeScalars.map(\.value))")
        }
    }

    /// An edited copy of an object compares equal or not as its members say, in step or not;
    /// a key spelt in other bytes (canonically equivalent) is another key, as before.
    @Test func objectsCompareByTheirMembersInAnyOrder() {
        var a: [String: JSONValue] = [:]
        for k in 0..<40 { a["k\(k)"] = .integer(k) }
        var copy = a
        copy["k7"] = .integer(7)
        #expect(JSONValue.object(a) == .object(copy))
        copy["k39"] = .string("other")
        #expect(JSONValue.object(a) != .object(copy))
        var rebuilt: [String: JSONValue] = [:]
        for k in (0..<40).reversed() { rebuilt["k\(k)"] = .integer(k) }
        #expect(JSONValue.object(a) == .object(rebuilt))
        rebuilt["k0"] = .integer(-1)
        #expect(JSONValue.object(a) != .object(rebuilt))
        #expect(JSONValue.object(["\u{E9}": 1, "x": 2]) != .object(["e\u{301}": 1, "x": 2]))
        #expect(JSONValue.object(["\u{E9}": 1]) == .object(["\u{E9}": 1]))
    }
}
