import Foundation
import PaySpecEnums
import PaySpecJSON

/// Maps a raw platform status to an outcome and the `paymentStatus` the result keeps, honouring
/// `seb-status-matching` and `seb-empty-status`. Every SEB suite that maps a status goes through here.
enum SEBStatusMapping {
    /// `nil` (no status obtained) is unresolved with `paymentStatus` nil.
    static func map(_ raw: String?, _ context: ModelContext) -> (outcome: SEB.PaymentOutcome, paymentStatus: String?) {
        guard let raw else { return (.unresolved, nil) }
        var matched = raw
        // Normalising leaves a status in its normal form as it is, so the choice decides
        // nothing there and is not consulted.
        if !isNormalForm(raw), context.choice(.sebStatusMatching) == .normalised {
            matched = matched.uppercased()
            if matched.utf8.allSatisfy({ $0 < 0x80 }) {
                // ASCII white space is the only white space ASCII text holds: trimmed by bytes.
                matched = asciiTrimmed(matched)
            } else {
                // Nothing to trim when neither end is white space: a long status is not copied.
                let ends = [matched.unicodeScalars.first, matched.unicodeScalars.last].compactMap { $0 }
                if ends.contains(where: CharacterSet.whitespacesAndNewlines.contains) {
                    matched = matched.trimmingCharacters(in: .whitespacesAndNewlines)
                }
            }
        }
        let status = SEB.PlatformStatus(rawValue: matched)
        let outcome = status.outcome
        if raw.isEmpty, context.choice(.sebEmptyStatus) == .asNil { return (.unresolved, nil) }
        return (outcome, raw)
    }

    /// ASCII `text` without the ASCII white space (tab to carriage return, space) at either
    /// end: what `trimmingCharacters(in: .whitespacesAndNewlines)` leaves of ASCII text.
    static func asciiTrimmed(_ text: String) -> String {
        let bytes = Array(text.utf8)
        guard let first = bytes.firstIndex(where: { !isASCIIWhiteSpace($0) }) else { return "" }
        let last = bytes.lastIndex(where: { !isASCIIWhiteSpace($0) })!
        if first == 0 && last == bytes.count - 1 { return text }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }

    static func isASCIIWhiteSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) }

    /// Whether normalising leaves `raw` unchanged: ASCII with no lower-case letter, and no ASCII
    /// white space at either end (the only white space ASCII text can hold).
    static func isNormalForm(_ raw: String) -> Bool {
        guard let first = raw.utf8.first, let last = raw.utf8.last else { return true }
        if isASCIIWhiteSpace(first) || isASCIIWhiteSpace(last) { return false }
        return !raw.utf8.contains { $0 >= 0x80 || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }
    }
}
