import Foundation
import PaySpecEnums
import PaySpecJSON
import Testing

@testable import PaySpecReference

/// The reference model meets values of up to 20,000 bytes in generated inputs. Where a value's
/// length decides the answer, the rest of it is not read: counted, not timed.
@Suite struct ReferenceLongValueTests {
    /// A string longer than any raw value can be (four scalars for each of the longest's) is no
    /// case, found by counting its scalars up to the bound; a shorter one is looked up as
    /// `init(rawValue:)` looks it up, canonical equivalence included.
    @Test func aStringTooLongToNameACaseIsNotLookedUp() {
        let codes = CaseNames(Comgate.LanguageCode.self)
        let longest = Comgate.LanguageCode.allCases.map(\.rawValue.unicodeScalars.count).max()!
        #expect(codes.maximumScalars == 4 * longest)
        for code in Comgate.LanguageCode.allCases { #expect(codes.named(code.rawValue) == code) }
        let long = String(repeating: "\u{E9}", count: 10_000)
        #expect(codes.exceedsBound(long))
        #expect(codes.named(long) == nil)
        let justUnder = String(repeating: "e\u{301}", count: 2 * longest)
        #expect(!codes.exceedsBound(justUnder))
        #expect(codes.named(justUnder) == Comgate.LanguageCode(rawValue: justUnder))
        let reasons = CaseNames(Comgate.ErrorReason.self)
        for reason in Comgate.ErrorReason.allCases { #expect(reasons.named(reason.rawValue) == reason) }
    }

    /// A card number's digits are read up to one more than a card number has: a 10,000-digit
    /// number is invalid after 20 of them, whatever follows, and 12 to 19 digits are judged by Luhn.
    @Test func aLongCardNumberIsReadToItsTwentiethDigit() {
        let rules = CardRules(context: ModelContext())
        let long = String(repeating: "4", count: 10_000)
        #expect(rules.digits(long)?.count == CardRules.maximumDigits + 1)
        #expect(rules.pan(long) != nil)
        #expect(rules.pan(long + "x") != nil)
        #expect(rules.digits(String(repeating: "\u{0664}", count: 5_000))?.count ?? 0 <= CardRules.maximumDigits + 1)
        #expect(rules.pan("4111111111111111") == nil)
        #expect(rules.pan("4111111111111112") != nil)
        #expect(rules.digits("4111 1111 1111 1111")?.count == 16)
        // A CVV of more bytes than four digits is refused, as its characters would refuse it.
        #expect(rules.cvv("123", pan: "4111111111111111") == nil)
        #expect(rules.cvv("1234", pan: "371449635398431") == nil)
        #expect(rules.cvv("1234", pan: "4111111111111111") != nil)
        #expect(rules.cvv(String(repeating: "1", count: 10_000), pan: "4111111111111111") != nil)
        #expect(rules.cvv("12\u{0663}", pan: "4111111111111111") != nil)
    }

    /// The word-at-a-time ASCII test agrees with the byte rule at every length and offset.
    @Test func theASCIITestAgreesWithTheByteRule() {
        for length in 0...20 {
            for offset in 0..<max(1, length) {
                for byte: UInt8 in [0x00, 0x41, 0x7F, 0x80, 0xC3, 0xFF] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    if length > 0 { bytes[offset] = byte }
                    let answer = bytes.withUnsafeBufferPointer { ASCIIText.holds($0) }
                    #expect(answer == bytes.allSatisfy { $0 < 0x80 })
                }
            }
        }
        #expect(ASCIIText.holds(String(repeating: "a", count: 9_999)))
        #expect(!ASCIIText.holds(String(repeating: "a", count: 9_999) + "é"))
    }
    /// A return URL beyond ASCII that lacks a marker's bytes is answered false without reading
    /// the substring choice (no second evaluation under the other option), and that is what
    /// both options answer; one that holds every marker still reads it.
    @Test func aReturnURLLackingAMarkerIsFalseWithoutReadingTheChoice() throws {
        let id = try #require(AmbiguityID(rawValue: "mc-return-url-substring"))
        let suite = "moneycollect.return-url"
        let lacking: JSONValue = ["url": .string("https://shop.example/r\u{E9}turn?payment_id=1&payment_client_s\u{E9}cret=2")]
        let holding: JSONValue = [
            "url": .string("https://shop.example/r\u{E9}turn?payment_id=1&payment_client_secret=2&source_redirect_slug=3")
        ]
        let read = try ReferenceModel().evaluateReadingChoices(suite: suite, input: lacking)
        #expect(!read.read.contains(id))
        #expect(read.output == ["retrieve": false])
        for option in id.options {
            let other = try ReferenceModel(choices: [id.rawValue: option]).evaluate(suite: suite, input: lacking)
            #expect(other == ["retrieve": false], "\(option)")
        }
        #expect(try ReferenceModel().evaluateReadingChoices(suite: suite, input: holding).read.contains(id))
        #expect(MoneyCollectReturnURLModel.markersAreTheirOnlyEquivalents)
    }
    /// The normalised reading of a status trims before it upper-cases, which gives what
    /// upper-casing first gave: upper-casing maps every white-space scalar to itself and no
    /// other scalar to one holding white space (every scalar checked), and the two orders agree
    /// on statuses padded, cased and spaced every way.
    @Test func aStatusIsTrimmedBeforeItIsUpperCased() {
        let white = CharacterSet.whitespacesAndNewlines
        var exceptions: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let upper = Array(String(scalar).uppercased().unicodeScalars)
            if white.contains(scalar) ? upper != [scalar] : upper.contains(where: white.contains) { exceptions.append(value) }
        }
        #expect(exceptions.isEmpty, "\(exceptions.prefix(10))")
        func upperCasedFirst(_ raw: String) -> String {
            var matched = raw.uppercased()
            if ASCIIText.holds(matched) { return SEBStatusMapping.asciiTrimmed(matched) }
            let ends = [matched.unicodeScalars.first, matched.unicodeScalars.last].compactMap { $0 }
            if ends.contains(where: white.contains) { matched = matched.trimmingCharacters(in: white) }
            return matched
        }
        let padding = ["", " ", "\t\n", "\u{A0}", "\u{2003} ", " \u{3000}", "\u{85}", "\u{1F}", "\u{200B}"]
        var compared = 0
        for body in ["\u{17F}ettled", "settled", "\u{E9}t\u{E9}", "\u{390} x", "stra\u{DF}e", "SENT_FOR_PROCESSING\u{301}", ""] {
            for head in padding {
                for tail in padding {
                    let raw = head + body + tail
                    #expect(SEBStatusMapping.normalised(raw) == upperCasedFirst(raw), "\(raw.unicodeScalars.map(\.value))")
                    compared += 1
                }
            }
        }
        let padded = String(repeating: " ", count: 10_000) + "\u{17F}ettled\u{A0}"
        #expect(SEBStatusMapping.normalised(padded) == "SETTLED")
        #expect(compared == 7 * 81)
    }
}
