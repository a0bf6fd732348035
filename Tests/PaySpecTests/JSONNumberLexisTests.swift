import Testing

@testable import PaySpecJSON

/// The number rule of the shared lexer (`JSONLexis.number`), on which both readers stand: where
/// it stops, which fault it names, and that it accepts exactly the numbers `JSONParser` accepts.
@Suite struct JSONNumberLexisTests {
    /// A number's text, the fault the lexer names (`nil` for a number) and the column it stops at.
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var fault: JSONNumberFault?
        var stop: Int
        var testDescription: String { text }
    }

    static let cases: [Case] = [
        Case(text: "0", fault: nil, stop: 2),
        Case(text: "-0", fault: nil, stop: 3),
        Case(text: "12345", fault: nil, stop: 6),
        Case(text: "-1.25e+10", fault: nil, stop: 10),
        Case(text: "1E-2", fault: nil, stop: 5),
        Case(text: "0.5]", fault: nil, stop: 4),
        Case(text: "1-2", fault: nil, stop: 2),
        Case(text: "-", fault: .missingDigit(.integer), stop: 2),
        Case(text: "-x", fault: .missingDigit(.integer), stop: 2),
        Case(text: "01", fault: .leadingZero, stop: 2),
        Case(text: "-00", fault: .leadingZero, stop: 3),
        Case(text: "1.", fault: .missingDigit(.fraction), stop: 3),
        Case(text: "1.e5", fault: .missingDigit(.fraction), stop: 3),
        Case(text: "1e", fault: .missingDigit(.exponent), stop: 3),
        Case(text: "1e+", fault: .missingDigit(.exponent), stop: 4),
        Case(text: "2E-é", fault: .missingDigit(.exponent), stop: 4),
    ]

    /// The fault the lexer names for `text` and the offset it stops at.
    static func lex(_ text: String) -> (fault: JSONNumberFault?, stop: Int) {
        Array(text.utf8).withUnsafeBufferPointer { buffer in
            var index = 0
            let fault = JSONLexis.number(buffer.baseAddress!, &index, buffer.count)
            return (fault, index)
        }
    }

    @Test(arguments: cases)
    func stopsAtTheFault(_ c: Case) {
        let (fault, stop) = Self.lex(c.text)
        #expect(fault == c.fault)
        // Every case is one line of single-byte characters before the stop: column = offset + 1.
        #expect(stop + 1 == c.stop)
    }

    /// A text the lexer reads whole as a number is one `JSONParser` accepts, and the other way
    /// round: the parser's verdict is the reference, the lexer's is derived independently.
    @Test(arguments: cases)
    func agreesWithTheParser(_ c: Case) {
        let (fault, stop) = Self.lex(c.text)
        let whole = fault == nil && stop == c.text.utf8.count
        let parsed = (try? JSONParser.parse(c.text)) != nil
        #expect(whole == parsed)
    }
}
