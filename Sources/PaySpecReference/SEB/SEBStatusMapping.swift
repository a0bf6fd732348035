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
        if context.choice(.sebStatusMatching) == .normalised {
            matched = matched.uppercased()
        }
        if context.choice(.sebStatusMatching) == .normalised {
            // Nothing to trim when neither end is white space: a long status is not copied.
            let ends = [matched.unicodeScalars.first, matched.unicodeScalars.last].compactMap { $0 }
            if ends.contains(where: CharacterSet.whitespacesAndNewlines.contains) {
                matched = matched.trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        let status = SEB.PlatformStatus(rawValue: matched)
        let outcome = status.outcome
        if raw.isEmpty, context.choice(.sebEmptyStatus) == .asNil { return (.unresolved, nil) }
        return (outcome, raw)
    }
}
