import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// The session's state×event matrix: every event in every state (the four states of
/// `SessionState` and `ready` with a payment running), once and twice in a row.
///
/// Each expected output is worked out step by step from the rows that state it (the transition
/// rows, the refusal code, the `isProcessingPayment` rule). A step the documents do not decide
/// (an init result outside `initializing`, `initialize()` while busy, an Apple Pay payment that
/// is not configured) names its ambiguity, and the vector gives every other option's output.
extension SessionVectors {
    /// One event of the matrix.
    enum MatrixEvent: String, CaseIterable {
        case initialize, initSucceeded, initFailed, processPayment, paymentFinished
        /// processApplePayPayment with a merchant identifier and Apple Pay available.
        case applePayConfigured
        /// processApplePayPayment with no merchant identifier.
        case applePayNotConfigured

        var json: JSONValue {
            switch self {
            case .initFailed: SessionVectors.event("initFailed", cause: "otherFailure")
            case .applePayConfigured, .applePayNotConfigured: SessionVectors.event("processApplePayPayment")
            default: SessionVectors.event(rawValue)
            }
        }
    }

    /// The starting points: each state of the table, and ready with a payment running.
    static let matrixStates: [(name: String, events: [MatrixEvent])] = [
        ("notInitialized", []), ("initializing", [.initialize]), ("ready", [.initialize, .initSucceeded]),
        ("failed", [.initialize, .initFailed]), ("ready-processing", [.initialize, .initSucceeded, .processPayment]),
    ]

    /// The session after some events, under some options, with what the answer rests on.
    struct MatrixRun {
        var expect = Expect(state: "notInitialized")
        var refs: [String] = []
        var derived = false
        var ambiguities: [String] = []

        @_optimize(none)
        mutating func cite(_ ref: String) { if !refs.contains(ref) { refs.append(ref) } }
        @_optimize(none)
        mutating func open(_ ambiguity: String) {
            derived = true
            if !ambiguities.contains(ambiguity) { ambiguities.append(ambiguity) }
        }
    }

    /// Works out the session after `events` from the rows, under `choices` (ambiguity -> option;
    /// a missing one takes the register's reference choice).
    @_optimize(none)
    func matrixRun(_ events: [MatrixEvent], _ catalog: SpecCatalog, choices: [String: String]) -> MatrixRun {
        let reference = Dictionary(
            catalog.rows("ambiguities").compactMap { r in r.key.flatMap { k in r.string("choice").map { (k, $0) } } },
            uniquingKeysWith: { a, _ in a })
        @_optimize(none)
        func option(_ id: String) -> String { choices[id] ?? reference[id] ?? "" }
        let notInit = "SESSION_NOT_INITIALIZED"
        var run = MatrixRun()
        for event in events {
            let state = run.expect.state
            switch event {
            case .initialize:
                switch state {
                case "notInitialized", "failed":
                    run.cite("comgate/session-transitions#\(state).initialize")
                    run.expect.state = "initializing"
                    run.expect.error = nil
                default:
                    run.cite("comgate/session-transitions#\(state).initialize")
                    run.open("initialize-while-busy")
                    if option("initialize-while-busy") == "restart" { run.expect.state = "initializing" }
                }
            case .initSucceeded:
                if state == "initializing" {
                    run.cite("comgate/session-transitions#initializing.initSucceeded")
                    run.expect.state = "ready"
                } else {
                    run.cite("comgate/session-states#\(state)")
                    run.open("init-succeeded-outside-initializing")
                    if option("init-succeeded-outside-initializing") == "apply" {
                        run.expect.state = "ready"
                        run.expect.error = nil
                    }
                }
            case .initFailed:
                if state == "initializing" {
                    run.cite("comgate/session-transitions#initializing.initFailed")
                    run.cite("comgate/init-failures#otherFailure")
                    run.expect.state = "failed"
                    run.expect.error = "INIT_FAILED"
                } else {
                    run.cite("comgate/session-states#\(state)")
                    run.open("init-failed-outside-initializing")
                    if option("init-failed-outside-initializing") == "apply" {
                        run.cite("comgate/init-failures#otherFailure")
                        run.expect.state = "failed"
                        run.expect.error = "INIT_FAILED"
                    }
                }
            case .processPayment, .applePayConfigured:
                if event == .applePayConfigured { run.cite("comgate/session-properties#isApplePayConfigured") }
                if state == "ready" {
                    run.cite("comgate/session-properties#isProcessingPayment")
                    run.expect.processing = true
                } else {
                    run.cite("comgate/errors#sessionNotInitialized")
                    run.expect.refused.append(notInit)
                }
            case .applePayNotConfigured:
                run.cite("comgate/session-properties#isApplePayConfigured")
                run.open("apple-pay-not-configured")
                let chosen = option("apple-pay-not-configured")
                if chosen == "refuse-before-session" || (state == "ready" && chosen == "refuse") {
                    run.cite("comgate/errors#applePayNotConfigured")
                    run.expect.refused.append("APPLE_PAY_NOT_CONFIGURED")
                } else if state == "ready" {
                    run.cite("comgate/session-properties#isProcessingPayment")
                    run.expect.processing = true
                } else {
                    run.cite("comgate/errors#sessionNotInitialized")
                    run.expect.refused.append(notInit)
                }
            case .paymentFinished:
                run.cite("comgate/session-properties#isProcessingPayment")
                run.expect.processing = false
            }
        }
        return run
    }

    @_optimize(none)
    func matrix(_ catalog: SpecCatalog) -> [GoldenVector] {
        var out: [GoldenVector] = []
        let options = Dictionary(
            catalog.rows("ambiguities").compactMap { r -> (String, [String])? in
                guard let id = r.key, let all = r["options"]?.arrayValue else { return nil }
                let reference = r.string("choice")
                return (id, all.compactMap { $0["id"]?.stringValue }.filter { $0 != reference })
            }, uniquingKeysWith: { a, _ in a })
        for start in Self.matrixStates {
            for event in MatrixEvent.allCases {
                for times in 1...2 {
                    let events = start.events + Array(repeating: event, count: times)
                    let configured = events.contains(.applePayConfigured)
                    let run = matrixRun(events, catalog, choices: [:])
                    guard run.ambiguities.count <= 1 else { continue }
                    var byChoice: [String: JSONValue] = [:]
                    for ambiguity in run.ambiguities {
                        for option in options[ambiguity] ?? [] {
                            var run = matrixRun(events, catalog, choices: [ambiguity: option]).expect
                            run.applePay = configured
                            byChoice[option] = run.json
                        }
                    }
                    var expect = run.expect
                    expect.applePay = configured
                    let refs = run.refs
                    let twice = times == 2 ? " twice" : ""
                    let name = "state-event-\(start.name)-\(event.rawValue)" + (times == 2 ? "-twice" : "")
                    out.append(
                        ComgateVectorKit.vector(
                            suite, name, "\(event.rawValue)\(twice) in state \(start.name)",
                            input: input(
                                events.map(\.json), merchant: configured ? "merchant.cz.shop" : nil,
                                applePay: configured),
                            expect: expect.json, levels: level(catalog, refs) + [run.derived ? .derived : .normative],
                            spec: refs, tags: ["trace", "state-event"] + (run.ambiguities.isEmpty ? [] : ["ambiguity"]),
                            ambiguity: run.ambiguities.first, byChoice: byChoice))
                }
            }
        }
        return out
    }
}
