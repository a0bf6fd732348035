import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// `seb.callback-contract`: a trace of app and flow events in, the SDK's visible actions out.
///
/// Events: `{"event": "start", "paymentId"}` (the app calls startPayment) and
/// `{"event": "end", "paymentId", "termination", "status"}` (the flow reaches an end point;
/// `status` is what resolution found, used for `returnUrlReached`). Output: every action in
/// order (`present`, `dismiss`, `callback`) and the number of callbacks.
struct SEBCallbackContractVectors: SuiteVectorGenerator {
    let suite = "seb.callback-contract"
    let description = "Callback contract as event traces: once, main thread, after dismissal, one payment at a time"

    @_optimize(none)
    static func start(_ id: String) -> JSONValue { ["event": "start", "paymentId": .string(id)] }

    @_optimize(none)
    static func end(_ id: String, _ termination: String, status: String? = nil) -> JSONValue {
        ["event": "end", "paymentId": .string(id), "termination": .string(termination), "status": JSONValue(status)]
    }

    @_optimize(none)
    static func action(_ name: String, _ id: String) -> JSONValue {
        ["action": .string(name), "paymentId": .string(id), "thread": nil, "outcome": nil, "error": nil]
    }

    @_optimize(none)
    static func callback(_ id: String, _ outcome: String, error: JSONValue = nil) -> JSONValue {
        ["action": "callback", "paymentId": .string(id), "thread": "main", "outcome": .string(outcome), "error": error]
    }

    /// Present, dismiss, then call back: the normal life of one payment.
    @_optimize(none)
    static func life(_ id: String, _ outcome: String, error: JSONValue = nil) -> [JSONValue] {
        [action("present", id), action("dismiss", id), callback(id, outcome, error: error)]
    }

    @_optimize(none)
    static func output(_ trace: [JSONValue]) -> JSONValue {
        let count = trace.filter { $0["action"] == "callback" }.count
        return ["trace": .array(trace), "callbacks": .integer(count)]
    }

    static let rules = ["exactlyOnce", "mainThread", "afterDismissal"].map { "seb/callback-contract#\($0)" }

    @_optimize(none)
    func vectors(from catalog: SpecCatalog) -> [GoldenVector] {
        var b = RowBackedVectors(suite: suite, catalog: catalog)
        addEveryPath(&b, catalog)
        addSingle(&b)
        addConcurrency(&b)
        addStateEvents(&b)
        return b.vectors.map { ValueCitations(tables: ["outcome": "seb/outcomes"]).cite($0, catalog) }
    }

    /// One payment per documented termination, one after another.
    @_optimize(none)
    func addEveryPath(_ b: inout RowBackedVectors, _ catalog: SpecCatalog) {
        let table = "seb/flow-terminations"
        var events: [JSONValue] = []
        var trace: [JSONValue] = []
        var refs = Self.rules + ["seb/callback-contract#everyPath"]
        for row in catalog.rows(table) where row.bool("immediate") != true {
            guard let termination = row.string("termination"), let outcome = row.string("outcome") else { continue }
            let id = "pay-\(termination)"
            let resolves = outcome == "resolved"
            events += [Self.start(id), Self.end(id, termination, status: resolves ? "SETTLED" : nil)]
            trace += Self.life(id, resolves ? "succeeded" : outcome, error: row.jsonString("error"))
            refs.append(row.reference(in: table))
        }
        b.add(
            "every-termination-path", "Every termination reaches the app through exactly one callback",
            input: ["events": .array(events)], expect: Self.output(trace), spec: refs, tags: ["trace", "table"])
    }

    @_optimize(none)
    func addSingle(_ b: inout RowBackedVectors) {
        b.add(
            "one-payment-cancelled", "Buyer cancels: UI dismissed, then one callback on the main thread",
            input: ["events": [Self.start("pay-1"), Self.end("pay-1", "buyerCancelled")]],
            expect: Self.output(Self.life("pay-1", "cancelled")), spec: Self.rules, tags: ["trace"])
        b.add(
            "return-url-unresolved", "Return URL reached with no status known: unresolved, one callback",
            input: ["events": [Self.start("pay-2"), Self.end("pay-2", "returnUrlReached")]],
            expect: Self.output(Self.life("pay-2", "unresolved")),
            spec: Self.rules + ["seb/flow-terminations#returnUrlReached"], tags: ["trace"])
        b.add(
            "second-end-ignored", "A second end of the same flow makes no second callback",
            input: [
                "events": [
                    Self.start("pay-3"), Self.end("pay-3", "pageLoadFailed"), Self.end("pay-3", "buyerCancelled"),
                ]
            ],
            expect: Self.output(Self.life("pay-3", "failed", error: "set")),
            spec: ["seb/callback-contract#exactlyOnce", "seb/flow-terminations#pageLoadFailed"],
            tags: ["trace", "edge", "state-event"])
        b.add(
            "still-on-screen", "A flow that has not ended yet has made no callback",
            input: ["events": [Self.start("pay-4")]], expect: Self.output([Self.action("present", "pay-4")]),
            spec: ["seb/callback-contract#afterDismissal"], tags: ["trace", "edge"])
    }

    @_optimize(none)
    func addConcurrency(_ b: inout RowBackedVectors) {
        let refused = Self.callback("pay-6", "failed", error: "invalidRequest")
        let refs = ["seb/callback-contract#onePaymentAtATime", "seb/flow-terminations#secondPaymentWhileShowing"]
        b.add(
            "second-payment-while-showing", "A second payment while one is on screen fails at once, no second checkout",
            input: [
                "events": [
                    Self.start("pay-5"), Self.start("pay-6"), Self.end("pay-5", "returnUrlReached", status: "CAPTURED"),
                ]
            ],
            expect: Self.output(
                [Self.action("present", "pay-5"), refused] + Array(Self.life("pay-5", "succeeded")[1...])),
            spec: refs + Self.rules, tags: ["trace", "edge", "state-event"])
        b.add(
            "third-payment-while-showing", "Every extra payment while one is on screen is refused the same way",
            input: [
                "events": [
                    Self.start("pay-7"), Self.start("pay-8"), Self.start("pay-9"), Self.end("pay-7", "checkoutPageClosed"),
                ]
            ],
            expect: Self.output([
                Self.action("present", "pay-7"), Self.callback("pay-8", "failed", error: "invalidRequest"),
                Self.callback("pay-9", "failed", error: "invalidRequest"), Self.action("dismiss", "pay-7"),
                Self.callback("pay-7", "cancelled"),
            ]),
            spec: refs, tags: ["trace", "edge", "state-event"])
        // A payment id is any string: an empty one on screen is still a checkout on screen.
        b.add(
            "second-payment-while-empty-id-shows", "A payment with an empty id on screen refuses a second payment too",
            input: ["events": [Self.start(""), Self.start("pay-12"), Self.end("", "checkoutPageClosed")]],
            expect: Self.output([
                Self.action("present", ""), Self.callback("pay-12", "failed", error: "invalidRequest"),
                Self.action("dismiss", ""), Self.callback("", "cancelled"),
            ]),
            spec: refs, tags: ["trace", "edge", "empty", "state-event"], derived: true)
        b.add(
            "next-payment-after-first-ended", "Once the first flow has ended a new payment is shown normally",
            input: [
                "events": [
                    Self.start("pay-10"), Self.end("pay-10", "buyerCancelled"), Self.start("pay-11"),
                    Self.end("pay-11", "invalidRequest"),
                ]
            ],
            expect: Self.output(
                Self.life("pay-10", "cancelled") + Self.life("pay-11", "failed", error: "invalidRequest")),
            spec: ["seb/callback-contract#onePaymentAtATime", "seb/flow-terminations#invalidRequest"], tags: ["trace", "state-event"])
    }

    /// The events the documented paths do not walk: each event (a start of a new payment, a start
    /// of the payment on screen, an end of the payment on screen, of one that ended, of one that
    /// was refused) in each state (nothing on screen, one on screen, one on screen and one refused,
    /// one ended). Each answer is fixed by one callback per call (001 L81) and the refusal of a
    /// second payment (L86): a call that was answered never calls back again, and a call that was
    /// not is answered when its checkout ends.
    @_optimize(none)
    func addStateEvents(_ b: inout RowBackedVectors) {
        let refs = ["seb/callback-contract#exactlyOnce", "seb/callback-contract#onePaymentAtATime"]
        let refusal = "seb/flow-terminations#secondPaymentWhileShowing"
        let tags = ["trace", "state-event"]
        let cancelled = "seb/flow-terminations#buyerCancelled"
        b.add(
            "same-payment-id-started-twice",
            "The payment on screen started again is a second call: refused at once, and the first still calls back when it ends",
            input: ["events": [Self.start("pay-20"), Self.start("pay-20"), Self.end("pay-20", "buyerCancelled")]],
            expect: Self.output([
                Self.action("present", "pay-20"), Self.callback("pay-20", "failed", error: "invalidRequest"),
                Self.action("dismiss", "pay-20"), Self.callback("pay-20", "cancelled"),
            ]),
            spec: refs + [refusal, cancelled, "seb/callback-contract#afterDismissal"], tags: tags)
        b.add(
            "end-of-refused-payment",
            "The end of a refused payment changes nothing: it was answered, and the checkout on screen stays",
            input: [
                "events": [
                    Self.start("pay-21"), Self.start("pay-22"), Self.end("pay-22", "buyerCancelled"),
                    Self.end("pay-21", "checkoutPageClosed"),
                ]
            ],
            expect: Self.output([
                Self.action("present", "pay-21"), Self.callback("pay-22", "failed", error: "invalidRequest"),
                Self.action("dismiss", "pay-21"), Self.callback("pay-21", "cancelled"),
            ]),
            spec: refs + [refusal, "seb/flow-terminations#checkoutPageClosed"], tags: tags)
        b.add(
            "refused-payment-started-again",
            "A refused payment started again while the first is on screen is refused again: each call is answered once",
            input: [
                "events": [
                    Self.start("pay-23"), Self.start("pay-24"), Self.start("pay-24"),
                    Self.end("pay-23", "buyerCancelled"),
                ]
            ],
            expect: Self.output([
                Self.action("present", "pay-23"), Self.callback("pay-24", "failed", error: "invalidRequest"),
                Self.callback("pay-24", "failed", error: "invalidRequest"), Self.action("dismiss", "pay-23"),
                Self.callback("pay-23", "cancelled"),
            ]),
            spec: refs + [refusal, cancelled], tags: tags)
        b.add(
            "second-end-while-next-on-screen",
            "A second end of an ended payment neither dismisses nor answers the payment now on screen",
            input: [
                "events": [
                    Self.start("pay-25"), Self.end("pay-25", "buyerCancelled"), Self.start("pay-26"),
                    Self.end("pay-25", "pageLoadFailed"), Self.end("pay-26", "returnUrlReached", status: "AUTHORIZED"),
                ]
            ],
            expect: Self.output(
                Self.life("pay-25", "cancelled") + [Self.action("present", "pay-26")]
                    + Array(Self.life("pay-26", "succeeded")[1...])),
            spec: refs + [cancelled, "seb/callback-contract#afterDismissal", "seb/flow-terminations#returnUrlReached"],
            tags: tags)
        b.add(
            "same-payment-id-after-end",
            "A payment id used again after its checkout ended is a new call: shown, and answered once more",
            input: [
                "events": [
                    Self.start("pay-27"), Self.end("pay-27", "buyerCancelled"), Self.start("pay-27"),
                    Self.end("pay-27", "returnUrlReached", status: "SETTLED"),
                ]
            ],
            expect: Self.output(Self.life("pay-27", "cancelled") + Self.life("pay-27", "succeeded")),
            spec: refs + [cancelled, "seb/callback-contract#afterDismissal", "seb/flow-terminations#returnUrlReached"],
            tags: tags)
    }
}
