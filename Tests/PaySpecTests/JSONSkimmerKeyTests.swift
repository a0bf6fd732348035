import PaySpecJSON
import Testing

/// The skim never accepts what the parser refuses: keys that are equal as Swift strings but
/// written with other bytes are declined, while keys the skim can decide on bytes are still
/// skimmed.
@Suite struct JSONSkimmerKeyTests {
    static func skims(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { buffer in
            var skimmer = JSONSkimmer(buffer)
            guard (try? skimmer.value()) != nil else { return false }
            return skimmer.atEnd()
        }
    }

    static func parses(_ text: String) -> Bool {
        (try? JSONParser.parseValue(Array(text.utf8))) != nil
    }

    @Test(arguments: [
        "{\"\u{E9}\":1,\"e\u{301}\":2}",  // precomposed and decomposed: one key to the parser
        "{\"\u{212B}\":1,\"\u{C5}\":2}",  // ANGSTROM SIGN and A WITH RING ABOVE
        "{\"a\":{\"\u{E9}\":1,\"e\u{301}\":2}}",
    ])
    func canonicallyEqualKeysAreDeclinedAndRefused(_ text: String) {
        #expect(!Self.parses(text))
        #expect(!Self.skims(text))
    }

    @Test func plainKeysAreStillSkimmed() {
        #expect(Self.skims(#"{"id":"x","output":{"outcome":"succeeded"}}"#))
        #expect(!Self.skims(#"{"id":1,"id":2}"#))
        // A non-ASCII value is no reason to decline; only keys are compared.
        #expect(Self.skims("{\"text\":\"\u{E9}t\u{E9}\"}"))
    }

    /// Keys in ascending order are taken without comparing each with every other; a repeat is
    /// still found wherever the order breaks, before or after it, and at any depth.
    @Test func aRepeatedKeyIsFoundInAnyOrder() {
        #expect(Self.skims(#"{"a":1,"ab":2,"b":{"a":1,"b":2},"c":3}"#))
        #expect(Self.skims(#"{"c":1,"a":2,"b":3}"#))
        #expect(!Self.skims(#"{"a":1,"b":2,"a":3}"#))
        #expect(!Self.skims(#"{"b":1,"a":2,"b":3}"#))
        #expect(!Self.skims(#"{"a":1,"c":2,"b":3,"c":4}"#))
        #expect(!Self.skims(#"{"a":1,"b":2,"b":3}"#))
        #expect(!Self.skims(#"{"x":{"a":1,"c":2,"b":3,"a":4},"y":0}"#))
        // Keys of an inner object are its own: the same names outside are no repeat.
        #expect(Self.skims(#"{"a":{"a":1,"b":{"a":2}},"b":{"b":3,"a":4}}"#))
        for text in [#"{"a":1,"b":2,"a":3}"#, #"{"b":1,"a":2,"b":3}"#, #"{"c":{"b":1,"a":2,"b":3}}"#] {
            #expect(!Self.parses(text), "\(text)")
        }
    }
}
