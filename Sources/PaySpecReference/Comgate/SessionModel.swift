import PaySpecEnums
import PaySpecJSON

/// `comgate.session`: the session's state and derived properties after a sequence of events.
struct SessionModel: SuiteModel {
    static let suite = "comgate.session"
    static let events = [
        "initialize", "initSucceeded", "initFailed", "processPayment", "processApplePayPayment",
        "paymentFinished",
    ]

    /// The session as the events leave it.
    struct Session {
        var state: Comgate.SessionStateKind = .notInitialized
        var error: Comgate.Error? = nil
        var processing = false
        var refused: [String] = []
    }

    func evaluate(_ input: JSONValue, _ context: ModelContext) throws(ModelError) -> JSONValue {
        let i = try ComgateInput(input, suite: Self.suite)
        let devMode = try i.bool("devMode")
        let merchant = try i.optionalString("applePayMerchantIdentifier")
        let applePayAvailable = try i.bool("applePayAvailable")
        let translation = try i.string("translation")
        // Only nil disables Apple Pay (003 L83); an empty identifier is ambiguity apple-pay-empty-merchant.
        let given = merchant.map { !$0.isEmpty || context.choice(.applePayEmptyMerchant) == .given } ?? false
        let configured = given && applePayAvailable
        var session = Session()
        for event in try i.array("events") {
            try apply(
                try ComgateInput(event, suite: Self.suite), &session, devMode: devMode, applePayConfigured: configured,
                context)
        }
        let initialized = session.state.isInitialized
        return [
            "state": .string(session.state.rawValue), "error": JSONValue(session.error?.code),
            "isInitialized": .bool(initialized), "isProcessingPayment": .bool(session.processing),
            "isApplePayConfigured": .bool(configured), "translation": .string(translation),
            "refusedPayments": .array(session.refused.map(JSONValue.string)),
        ]
    }

    func apply(
        _ e: ComgateInput, _ s: inout Session, devMode: Bool, applePayConfigured: Bool, _ context: ModelContext
    ) throws(ModelError) {
        let event = try e.string("event")
        switch event {
        case "initialize":
            switch s.state {
            case .notInitialized:
                s.state = .initializing
            case .failed:
                s.state = .initializing
                s.error = nil
            case .ready:
                if context.choice(.initializeWhileBusy) == .restart { s.state = .initializing }
            case .initializing:
                break
            }
        case "initSucceeded":
            if s.state == .initializing {
                s.state = .ready
            } else if context.choice(.initSucceededOutsideInitializing) == .apply {
                s.state = .ready
                s.error = nil
            }
        case "initFailed":
            let raw = try e.string("cause")
            guard let cause = Comgate.InitFailureCause(rawValue: raw) else {
                throw ModelError("\(Self.suite): unknown init failure cause \"\(raw)\"")
            }
            guard s.state == .initializing || context.choice(.initFailedOutsideInitializing) == .apply else { return }
            if devMode && cause.isSkippedInDevMode { return }
            s.state = .failed
            s.error = cause.error
        case "processApplePayPayment" where !applePayConfigured:
            switch context.choice(.applePayNotConfigured) {
            case .refuseBeforeSession:
                s.refused.append(Comgate.Error.applePayNotConfigured.code)
            case .refuse where s.state == .ready:
                s.refused.append(Comgate.Error.applePayNotConfigured.code)
            case .refuse, .start:
                if s.state == .ready {
                    s.processing = true
                } else {
                    s.refused.append(Comgate.Error.sessionNotInitialized.code)
                }
            }
        case "processPayment", "processApplePayPayment":
            if s.state == .ready {
                s.processing = true
            } else {
                s.refused.append(Comgate.Error.sessionNotInitialized.code)
            }
        case "paymentFinished":
            s.processing = false
        default:
            throw e.unknownOp(event, Self.events)
        }
    }
}
