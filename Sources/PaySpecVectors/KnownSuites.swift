/// Every suite PaySpec ships, with its SDK. A golden file naming another suite is rejected.
public enum KnownSuites {
    public struct Entry: Sendable, Hashable {
        public var name: String
        public var sdk: String
        public var summary: String
    }

    public static let all: [Entry] = comgate + seb + moneyCollect

    public static func entry(_ name: String) -> Entry? { all.first { $0.name == name } }

    public static let comgate: [Entry] = [
        Entry(name: "comgate.error-codes", sdk: "comgate", summary: "ComgateError code, category, message; lookup by code"),
        Entry(name: "comgate.error-reasons", sdk: "comgate", summary: "errorReason values, undocumented ones preserved, nil"),
        Entry(name: "comgate.payment-result", sdk: "comgate", summary: "PaymentResult finality and classification"),
        Entry(name: "comgate.status-view", sdk: "comgate", summary: "PaymentStatusState show/showError/hide/clear"),
        Entry(name: "comgate.session", sdk: "comgate", summary: "SessionState life cycle and derived properties"),
        Entry(name: "comgate.payment-params", sdk: "comgate", summary: "price and conflicting options"),
        Entry(name: "comgate.card-fields", sdk: "comgate", summary: "PAN, expiry, CVV and cardholder validation"),
        Entry(name: "comgate.translations", sdk: "comgate", summary: "presets, supported codes, language resolution"),
    ]

    public static let seb: [Entry] = [
        Entry(name: "seb.status-outcome", sdk: "seb", summary: "platform status -> PaymentOutcome"),
        Entry(name: "seb.result-fields", sdk: "seb", summary: "which PaymentResult fields are set"),
        Entry(name: "seb.resolution", sdk: "seb", summary: "status resolution by lookup or custom resolver"),
        Entry(name: "seb.lookup-request", sdk: "seb", summary: "the status lookup request"),
        Entry(name: "seb.flow-terminations", sdk: "seb", summary: "every way a flow ends"),
        Entry(name: "seb.callback-contract", sdk: "seb", summary: "callback event traces"),
    ]

    public static let moneyCollect: [Entry] = [
        Entry(name: "moneycollect.confirm-response", sdk: "moneycollect", summary: "confirmPayment response handling"),
        Entry(name: "moneycollect.return-url", sdk: "moneycollect", summary: "3-D Secure return URL detection"),
        Entry(name: "moneycollect.retrieve-response", sdk: "moneycollect", summary: "retrievePayment response handling"),
        Entry(name: "moneycollect.exit-prompt", sdk: "moneycollect", summary: "the exit prompt during 3-D Secure"),
    ]
}
