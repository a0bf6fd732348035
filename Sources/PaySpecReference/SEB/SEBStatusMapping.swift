import Foundation
import PaySpecEnums
import PaySpecJSON

/// Maps a raw platform status to an outcome and the `paymentStatus` the result keeps, honouring
/// `seb-status-matching` and `seb-empty-status`. Every SEB suite that maps a status goes through here.
enum SEBStatusMapping {
    /// `nil` (no status obtained) is unresolved with `paymentStatus` nil.
    static func map(_ raw: String?, _ context: ModelContext) -> (outcome: SEB.PaymentOutcome, paymentStatus: String?) {
        guard let raw else { return (.unresolved, nil) }
        var outcome = SEB.PlatformStatus(rawValue: raw).outcome
        // Normalising leaves a status in its normal form as it is, and a status longer than every
        // named one names none either way: the choice decides nothing there and is not consulted.
        // Elsewhere the status is normalised at once (an ASCII one by bytes), and the choice
        // consulted only where the normalised status maps to another outcome.
        if !isNormalForm(raw) {
            if ASCIIText.holds(raw) {
                let normalisedOutcome = SEB.PlatformStatus(rawValue: asciiTrimmed(asciiUppercased(raw))).outcome
                if normalisedOutcome != outcome, context.choice(.sebStatusMatching) == .normalised { outcome = normalisedOutcome }
            } else if !outnamesEveryStatus(raw) {
                let normalisedOutcome = SEB.PlatformStatus(rawValue: normalised(raw)).outcome
                if normalisedOutcome != outcome, context.choice(.sebStatusMatching) == .normalised { outcome = normalisedOutcome }
            }
        }
        if raw.isEmpty, context.choice(.sebEmptyStatus) == .asNil { return (.unresolved, nil) }
        return (outcome, raw)
    }

    /// `raw` upper-cased and trimmed of white space (`whitespacesAndNewlines`): the status as the
    /// normalised matching reads it. Trimmed first, since upper-casing maps white space to itself
    /// and nothing else to white space (`ReferenceLongValueTests` checks every scalar), so a
    /// status padded with white space is not upper-cased whole; ASCII white space at the ends is
    /// cut by bytes, the rest of the set only where an end still holds it.
    static func normalised(_ raw: String) -> String {
        let bytes = raw.utf8
        guard let first = bytes.firstIndex(where: { !isASCIIWhiteSpace($0) }) else { return "" }
        let last = bytes.lastIndex(where: { !isASCIIWhiteSpace($0) })!
        var trimmed = String(Substring(bytes[first...last]))
        let ends = [trimmed.unicodeScalars.first, trimmed.unicodeScalars.last].compactMap { $0 }
        if ends.contains(where: CharacterSet.whitespacesAndNewlines.contains) {
            trimmed = trimmed.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return trimmed.uppercased()
    }

    /// Whether `raw` names no status however it is matched: it holds more scalars other than
    /// white space than the longest named status. Upper-casing maps each scalar to one or more,
    /// none of them white space; trimming removes white space only; and a string canonically
    /// equivalent to an ASCII name has no more scalars than the name.
    static func outnamesEveryStatus(_ raw: String) -> Bool {
        var letters = 0
        // ASCII white space by its value; the character set only for scalars beyond ASCII.
        for scalar in raw.unicodeScalars
        where scalar.isASCII
            ? !isASCIIWhiteSpace(UInt8(scalar.value)) : !CharacterSet.whitespacesAndNewlines.contains(scalar)
        {
            letters += 1
            if letters > longestName { return true }
        }
        return false
    }

    /// The most scalars a named status has.
    static let longestName = SEB.PlatformStatus.named.map(\.rawValue.unicodeScalars.count).max() ?? 0

    /// ASCII `text` with `a` to `z` upper-cased: what `uppercased()` makes of ASCII text.
    static func asciiUppercased(_ text: String) -> String {
        guard text.utf8.contains(where: { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }) else { return text }
        return String(decoding: text.utf8.map { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) ? $0 - 0x20 : $0 }, as: UTF8.self)
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
