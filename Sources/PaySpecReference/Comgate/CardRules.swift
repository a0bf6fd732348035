import Foundation
import PaySpecEnums

/// The card-field rules of spec/comgate/validation-rules.json, honouring the ambiguity choices.
struct CardRules {
    let context: ModelContext
    typealias Failure = CardFieldsModel.Failure

    static let invalidPan = Failure(error: .invalidPan, messageKey: .panInvalidError)

    /// The most digits a card number has (`pan`).
    static let maximumDigits = 19

    /// The card digits, or nil when a character is not allowed. Read up to one digit more than
    /// a card number has: such a number is invalid whatever follows, allowed or not.
    func digits(_ pan: String) -> [Int]? {
        if ASCIIText.holds(pan) { return asciiDigits(pan) }
        var out: [Int] = []
        for ch in pan {
            if ch == " " || ch == "-" {
                if context.choice(.panSeparators) == .ignore { continue }
                return nil
            }
            if let ascii = ch.asciiValue, (48...57).contains(ascii) {
                out.append(Int(ascii - 48))
            } else if ch.isNumber, let d = ch.wholeNumberValue, context.choice(.panNonAsciiDigits) == .normalise {
                out.append(d)
            } else {
                return nil
            }
            if out.count > Self.maximumDigits { return out }
        }
        return out
    }

    /// `digits` for an ASCII PAN, by bytes: there every character is one byte, or CR LF, which
    /// is refused either way, and the choices are consulted at the same characters.
    func asciiDigits(_ pan: String) -> [Int]? {
        var out: [Int] = []
        for byte in pan.utf8 {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-") {
                if context.choice(.panSeparators) == .ignore { continue }
                return nil
            }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            out.append(Int(byte - UInt8(ascii: "0")))
            if out.count > Self.maximumDigits { return out }
        }
        return out
    }

    func pan(_ pan: String) -> Failure? {
        guard let digits = digits(pan) else { return Self.invalidPan }
        guard (12...Self.maximumDigits).contains(digits.count) else { return Self.invalidPan }
        return Self.luhn(digits) ? nil : Self.invalidPan
    }

    static func luhn(_ digits: [Int]) -> Bool {
        var sum = 0
        for (i, d) in digits.reversed().enumerated() {
            var v = d
            if i % 2 == 1 {
                v *= 2
                if v > 9 { v -= 9 }
            }
            sum += v
        }
        return sum % 10 == 0
    }

    func expiry(month: Int, year: Int, today: (year: Int, month: Int)) -> Failure? {
        guard (1...12).contains(month) else {
            return Failure(error: .invalidExpiryMonth, messageKey: .expiryInvalidMonthError)
        }
        var fullYear = year
        if year < 100 { fullYear = 2000 + year }
        if year < 100, context.choice(.expiryTwoDigitYear) == .slidingWindow {
            // The century that puts the year within 80 years before and 20 after today (yy parsing).
            fullYear = today.year - today.year % 100 + year
            if fullYear > today.year + 20 { fullYear -= 100 } else if fullYear <= today.year - 80 { fullYear += 100 }
        }
        // Compared as (year, month) pairs: `year * 12 + month` traps on a year near Int.max
        // (found by payspec fuzz), and a card expiring in year 2^62 is simply not expired.
        let expiry = (fullYear, month)
        let now = (today.year, today.month)
        // The choice decides only the current month itself.
        let expired = expiry < now || (expiry == now && context.choice(.expiryCurrentMonth) == .expiredInMonth)
        return expired ? Failure(error: .cardExpired, messageKey: .expiryExpiredError) : nil
    }

    func cvv(_ cvv: String, pan: String) -> Failure? {
        // The first two characters of the PAN without its separators: a long PAN is not copied.
        // (A digit joins no neighbour into one character, so these are the ones the copy starts with.)
        let panStart = pan.lazy.filter { $0 != " " && $0 != "-" }.prefix(2)
        let amex = panStart.elementsEqual("34") || panStart.elementsEqual("37")
        let allowed: Set<Int> = amex ? [4] : [3]
        // An accepted CVV is three or four ASCII digits, a byte each: a longer text is refused
        // without walking its characters.
        guard cvv.utf8.count <= 4 else { return Failure(error: .invalidCvv, messageKey: nil) }
        let ascii = cvv.allSatisfy { $0.isASCII && $0.isNumber }
        return ascii && allowed.contains(cvv.count) ? nil : Failure(error: .invalidCvv, messageKey: nil)
    }

    func cardholderName(_ name: String) -> Failure? {
        let missing = Failure(error: .missingCardholderName, messageKey: .fullNameRequiredError)
        if name.isEmpty { return missing }
        // Unicode White_Space: Foundation's whitespace set also holds U+200B ZERO WIDTH SPACE on
        // some platforms (found by payspec fuzz), which no port's trim removes.
        let blank = !name.unicodeScalars.contains { !$0.properties.isWhitespace }
        // Trimming empties only a name of white space alone: only there does the choice decide.
        return blank && context.choice(.cardholderWhitespace) == .trim ? missing : nil
    }
}
