import PaySpecJSON
import Testing

/// The number rule of the shared lexer, as `JSONByteCursor.skipNumber` exposes it to readers in
/// other modules (the String Catalog's event layer): where it stops, which fault it names, and
/// that it accepts exactly the numbers `JSONParser` accepts.
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

    @Test(arguments: cases)
    func stopsAtTheFault(_ c: Case) {
        var cursor = JSONByteCursor(Array(c.text.utf8))
        #expect(cursor.skipNumber() == c.fault)
        #expect(cursor.here == SourceLocation(line: 1, column: c.stop))
    }

    /// A text the lexer reads whole as a number is one `JSONParser` accepts, and the other way
    /// round: the parser's verdict is the reference, the lexer's is derived independently.
    @Test(arguments: cases)
    func agreesWithTheParser(_ c: Case) {
        var cursor = JSONByteCursor(Array(c.text.utf8))
        let whole = cursor.skipNumber() == nil && cursor.index == c.text.utf8.count
        let parsed = (try? JSONParser.parse(c.text)) != nil
        #expect(whole == parsed)
    }
}
