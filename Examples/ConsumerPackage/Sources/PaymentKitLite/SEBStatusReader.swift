/// Reads SEB's platform payment status, written by hand as an SDK would, without the generated
/// tables: the conformance test proves it agrees with them.
public enum SEBStatusReader {
    /// Exact, case-sensitive matching; anything else is pending and keeps its text.
    public static func result(forPlatformStatus status: String) -> PaymentResult {
        let outcome: PaymentOutcome
        switch status {
        case "AUTHORIZED", "CAPTURED", "SETTLED", "REFUNDED": outcome = .paid
        case "FAILED": outcome = .failed
        case "CANCELLED", "ABANDONED": outcome = .cancelled
        default: outcome = .pending
        }
        return PaymentResult(outcome: outcome, paymentStatus: status)
    }
}
