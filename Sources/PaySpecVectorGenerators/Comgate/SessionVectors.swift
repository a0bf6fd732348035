import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// `comgate.session`: a `ComgateSecureSession` driven through a sequence of events; the state
/// and derived properties after it.
struct SessionVectors: SuiteVectorGenerator {
    let suite = "comgate.session"
    let description = "SessionState life cycle, init failures, devMode, re-initialisation, payment before ready"

    /// The output of one run.
    struct Expect {
        var state: String
        var error: String? = nil
        var processing = false
        var applePay = false
        var translation = "en"
        var refused: [String] = []

        var json: JSONValue {
            [
                "state": .string(state), "error": JSONValue(error), "isInitialized": .bool(state == "ready"),
                "isProcessingPayment": .bool(processing), "isApplePayConfigured": .bool(applePay),
                "translation": .string(translation), "refusedPayments": .array(refused.map(JSONValue.string)),
            ]
        }
    }

    @_optimize(none)
    static func event(_ name: String, cause: String? = nil) -> JSONValue {
        cause.map { ["event": .string(name), "cause": .string($0)] } ?? ["event": .string(name)]
    }

    static let initialize = event("initialize")
    static let succeeded = event("initSucceeded")
    static let pay = event("processPayment")
    static let finished = event("paymentFinished")

    @_optimize(none)
    func input(
        _ events: [JSONValue], devMode: Bool = false, merchant: String? = nil, applePay: Bool = false,
        translation: String = "en"
    ) -> JSONValue {
        [
            "devMode": .bool(devMode), "applePayMerchantIdentifier": JSONValue(merchant),
            "applePayAvailable": .bool(applePay), "translation": .string(translation), "events": .array(events),
        ]
    }

    @_optimize(none)
    func level(_ catalog: SpecCatalog, _ refs: [String]) -> [SpecLevel?] {
        refs.map { ref in
            let parts = ref.split(separator: "#", maxSplits: 1).map(String.init)
            return catalog.rows(parts[0]).first { $0.reference(in: parts[0]) == ref }?.level
        }
    }

    @_optimize(none)
    func vectors(from catalog: SpecCatalog) -> [GoldenVector] {
        var out = statesAndTransitions(catalog)
        out += initFailures(catalog)
        out += payments(catalog)
        out += matrix(catalog)
        // The trace that reaches a state is also the trace of the transition into it and of the
        // failure cause it ends in: one vector resting on all those rows.
        let citations = ValueCitations(tables: ["state": "comgate/session-states", "error": "comgate/errors"])
        return out.foldingRepeatedInputs().map { citations.cite($0, catalog) }
    }

    @_optimize(none)
    func statesAndTransitions(_ catalog: SpecCatalog) -> [GoldenVector] {
        var out: [GoldenVector] = []
        let reach: [String: [JSONValue]] = [
            "notInitialized": [], "initializing": [Self.initialize], "ready": [Self.initialize, Self.succeeded],
            "failed": [Self.initialize, Self.event("initFailed", cause: "networkError")],
        ]
        for row in catalog.rows("comgate/session-states") {
            guard let state = row.key, let events = reach[state] else { continue }
            let refs = [
                row.reference(in: "comgate/session-states"), "comgate/session-properties#state",
                "comgate/session-properties#isInitialized",
            ]
            out.append(
                ComgateVectorKit.vector(
                    suite, "state-\(state)",
                    "A session in state \(state) has isInitialized \(row.bool("isInitialized") ?? false)",
                    input: input(events),
                    expect: Expect(state: state, error: state == "failed" ? "INIT_NETWORK_ERROR" : nil).json,
                    levels: level(catalog, refs), spec: refs, tags: ["table", "trace"]))
        }
        for row in catalog.rows("comgate/session-transitions") {
            guard let id = row.key, let from = row.string("from"), let event = row.string("event"),
                let to = row.string("to"), var events = reach[from]
            else { continue }
            events.append(Self.event(event, cause: event == "initFailed" ? "otherFailure" : nil))
            let refs = [row.reference(in: "comgate/session-transitions")]
            let error = to == "failed" ? "INIT_FAILED" : nil
            var byChoice: [String: JSONValue] = [:]
            if let ambiguity = row.ambiguity, ambiguity == "initialize-while-busy" {
                byChoice["restart"] = Expect(state: "initializing").json
            }
            out.append(
                ComgateVectorKit.vector(
                    suite, "transition-\(id)", "\(event) in state \(from) leads to \(to)",
                    input: input(events), expect: Expect(state: to, error: error).json,
                    levels: level(catalog, refs) + [row.level(of: "to")], spec: refs,
                    tags: row.ambiguity == nil ? ["table", "trace"] : ["table", "trace", "ambiguity"],
                    ambiguity: row.ambiguity, byChoice: byChoice))
        }
        let refs = [
            "comgate/session-transitions#failed.initialize", "comgate/session-transitions#initializing.initSucceeded",
        ]
        out.append(
            ComgateVectorKit.vector(
                suite, "reinitialize-after-failure", "initialize() after a failed one starts again and can reach ready",
                input: input([
                    Self.initialize, Self.event("initFailed", cause: "http401"), Self.initialize, Self.succeeded,
                ]),
                expect: Expect(state: "ready").json, levels: level(catalog, refs), spec: refs, tags: ["trace"]))
        let refs2 = ["comgate/session-transitions#failed.initialize", "comgate/session-states#initializing"]
        out.append(
            ComgateVectorKit.vector(
                suite, "reinitialize-clears-error", "A new initialisation drops the error of the failed one",
                input: input([Self.initialize, Self.event("initFailed", cause: "bundleNotAllowed"), Self.initialize]),
                expect: Expect(state: "initializing").json, levels: level(catalog, refs2), spec: refs2, tags: ["trace"])
        )
        let refs3 = ["comgate/session-transitions#initializing.initFailed", "comgate/init-failures#otherFailure"]
        out.append(
            ComgateVectorKit.vector(
                suite, "fail-twice", "A second failure reports the second cause",
                input: input([
                    Self.initialize, Self.event("initFailed", cause: "networkError"), Self.initialize,
                    Self.event("initFailed", cause: "otherFailure"),
                ]),
                expect: Expect(state: "failed", error: "INIT_FAILED").json, levels: level(catalog, refs3), spec: refs3,
                tags: ["trace"]))
        return out
    }

    @_optimize(none)
    func initFailures(_ catalog: SpecCatalog) -> [GoldenVector] {
        var out: [GoldenVector] = []
        for row in catalog.rows("comgate/init-failures") {
            guard let cause = row.key, let error = row.string("error"), let skipped = row.bool("skippedInDevMode"),
                let code = catalog.rows("comgate/errors").first(where: { $0.key == error })?.string("code")
            else { continue }
            let refs = [row.reference(in: "comgate/init-failures"), "comgate/errors#\(error)"]
            let events = [Self.initialize, Self.event("initFailed", cause: cause)]
            out.append(
                ComgateVectorKit.vector(
                    suite, "init-failure-\(cause)", "Initialisation failing with \(cause) leaves failed(\(code))",
                    input: input(events), expect: Expect(state: "failed", error: code).json,
                    levels: level(catalog, refs), spec: refs, tags: ["table", "trace"]))
            let devExpect = skipped ? Expect(state: "initializing") : Expect(state: "failed", error: code)
            out.append(
                ComgateVectorKit.vector(
                    suite, "init-failure-\(cause)-devmode",
                    skipped
                        ? "devMode skips the \(cause) check: initialisation goes on" : "devMode does not skip \(cause)",
                    input: input(events, devMode: true), expect: devExpect.json,
                    levels: level(catalog, refs) + [row.level(of: "skippedInDevMode")], spec: refs,
                    tags: ["table", "trace", "devMode"]))
        }
        let refs = ["comgate/init-failures#deviceRooted", "comgate/session-transitions#initializing.initSucceeded"]
        out.append(
            ComgateVectorKit.vector(
                suite, "devmode-rooted-device-reaches-ready", "In devMode a rooted device still reaches ready",
                input: input(
                    [Self.initialize, Self.event("initFailed", cause: "deviceRooted"), Self.succeeded], devMode: true),
                expect: Expect(state: "ready").json, levels: level(catalog, refs), spec: refs,
                tags: ["trace", "devMode"]))
        return out
    }

    @_optimize(none)
    func payments(_ catalog: SpecCatalog) -> [GoldenVector] {
        let notInit = "SESSION_NOT_INITIALIZED"
        let cases: [(name: String, description: String, input: JSONValue, expect: Expect, refs: [String])] = [
            (
                "pay-before-initialize", "processPayment before initialize() is refused with SESSION_NOT_INITIALIZED",
                input([Self.pay]), Expect(state: "notInitialized", refused: [notInit]),
                ["comgate/errors#sessionNotInitialized", "comgate/session-states#notInitialized"]
            ),
            (
                "pay-while-initializing", "processPayment while initializing is refused",
                input([Self.initialize, Self.pay]), Expect(state: "initializing", refused: [notInit]),
                ["comgate/errors#sessionNotInitialized", "comgate/session-states#initializing"]
            ),
            (
                "pay-after-failure", "processPayment after a failed initialisation is refused",
                input([Self.initialize, Self.event("initFailed", cause: "networkError"), Self.pay]),
                Expect(state: "failed", error: "INIT_NETWORK_ERROR", refused: [notInit]),
                ["comgate/errors#sessionNotInitialized", "comgate/session-states#failed"]
            ),
            (
                "pay-when-ready", "processPayment in ready runs: isProcessingPayment is true",
                input([Self.initialize, Self.succeeded, Self.pay]), Expect(state: "ready", processing: true),
                ["comgate/session-properties#isProcessingPayment", "comgate/session-states#ready"]
            ),
            (
                "pay-finished", "isProcessingPayment is false again when the payment ends",
                input([Self.initialize, Self.succeeded, Self.pay, Self.finished]), Expect(state: "ready"),
                ["comgate/session-properties#isProcessingPayment"]
            ),
            (
                "apple-pay-payment-when-ready", "processApplePayPayment also sets isProcessingPayment",
                input(
                    [Self.initialize, Self.succeeded, Self.event("processApplePayPayment")],
                    merchant: "merchant.cz.shop",
                    applePay: true),
                Expect(state: "ready", processing: true, applePay: true),
                ["comgate/session-properties#isProcessingPayment"]
            ),
            (
                "apple-pay-before-initialize", "processApplePayPayment before initialize() is refused",
                input([Self.event("processApplePayPayment")], merchant: "merchant.cz.shop", applePay: true),
                Expect(state: "notInitialized", applePay: true, refused: [notInit]),
                ["comgate/errors#sessionNotInitialized"]
            ),
            (
                "pay-refused-twice", "Each refused payment is reported",
                input([Self.pay, Self.initialize, Self.pay]),
                Expect(state: "initializing", refused: [notInit, notInit]),
                ["comgate/errors#sessionNotInitialized"]
            ),
            (
                "apple-pay-configured", "A merchant identifier with Apple Pay available: configured",
                input([Self.initialize, Self.succeeded], merchant: "merchant.cz.shop", applePay: true),
                Expect(state: "ready", applePay: true), ["comgate/session-properties#isApplePayConfigured"]
            ),
            (
                "apple-pay-unavailable", "A merchant identifier without Apple Pay available: not configured",
                input([Self.initialize, Self.succeeded], merchant: "merchant.cz.shop", applePay: false),
                Expect(state: "ready"), ["comgate/session-properties#isApplePayConfigured"]
            ),
            (
                "apple-pay-no-merchant", "Apple Pay available but no merchant identifier: not configured",
                input([Self.initialize, Self.succeeded], applePay: true),
                Expect(state: "ready"), ["comgate/session-properties#isApplePayConfigured"]
            ),
            (
                "translation-kept", "The session's translation is the one it was created with, through any events",
                input([Self.initialize, Self.event("initFailed", cause: "http401")], translation: "cs"),
                Expect(state: "failed", error: "INIT_UNAUTHORIZED", translation: "cs"),
                ["comgate/session-properties#translation"]
            ),
        ]
        let empty = ["comgate/session-properties#isApplePayConfigured"]
        let emptyMerchant = ComgateVectorKit.vector(
            suite, "apple-pay-empty-merchant", "An empty merchant identifier is given (only nil disables Apple Pay)",
            input: input([Self.initialize, Self.succeeded], merchant: "", applePay: true),
            expect: Expect(state: "ready", applePay: true).json, levels: level(catalog, empty) + [.derived],
            spec: empty, tags: ["trace", "ambiguity", "edge"], ambiguity: "apple-pay-empty-merchant",
            byChoice: ["empty-is-missing": Expect(state: "ready").json])
        return cases.map { c in
            ComgateVectorKit.vector(
                suite, c.name, c.description, input: c.input, expect: c.expect.json, levels: level(catalog, c.refs),
                spec: c.refs, tags: ["trace"])
        } + [emptyMerchant]
    }
}
