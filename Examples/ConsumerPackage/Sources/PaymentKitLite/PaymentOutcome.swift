import PaySpecEnums

/// The SDK's own result type. PaySpecEnums has a type of the same name, `SEB.PaymentOutcome`;
/// because the generated types are namespaced, both are usable in this file.
public enum PaymentOutcome: Equatable, Sendable {
    case paid
    case failed
    case cancelled
    /// The platform has not settled it yet, or sent a status the SDK does not know.
    case pending

    /// The outcome as the SEB specification names it.
    public var specOutcome: SEB.PaymentOutcome {
        switch self {
        case .paid: return .succeeded
        case .failed: return .failed
        case .cancelled: return .cancelled
        case .pending: return .unresolved
        }
    }
}

/// What the SDK hands the app after a payment.
public struct PaymentResult: Equatable, Sendable {
    public var outcome: PaymentOutcome
    /// The platform status exactly as received, so a status added later reaches the app unchanged.
    public var paymentStatus: String
}
