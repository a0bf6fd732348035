import PaySpecEnums
import PaySpecJSON

/// `seb.callback-contract`: `{events}` -> `{trace, callbacks}`.
///
/// One `PaymentKit` shows one checkout at a time. `start` presents a checkout, or, while one is
/// on screen, calls back at once with failed/`invalidRequest`. `end` dismisses the checkout and
/// then calls back once on the main thread; a later `end` of the same payment is ignored.
struct SEBCallbackContractModel: SuiteModel {
    func evaluate(_ input: JSONValue, _ context: ModelContext) throws(ModelError) -> JSONValue {
        let fields = try SEBMCInput(input, "seb.callback-contract input")
        var onScreen: [String] = []
        var started = Set<String>()
        var trace: [JSONValue] = []
        for (i, raw) in try fields.array("events").enumerated() {
            let event = try SEBMCInput(raw, "seb.callback-contract events[\(i)]")
            let id = try event.string("paymentId")
            switch try event.string("event") {
            case "start":
                started.insert(id)
                if !onScreen.isEmpty {
                    trace.append(callback(id, .failed, "invalidRequest", context))
                } else {
                    onScreen.append(id)
                    trace.append(action("present", id))
                }
            case "end":
                guard started.contains(id) else { throw ModelError("events[\(i)]: payment \(id) was never started") }
                let termination = try SEBTermination.named(try event.string("termination"), context)
                guard let index = onScreen.firstIndex(of: id) else { continue }
                onScreen.remove(at: index)
                let status = event.value["status"]?.stringValue
                let outcome = termination.outcome ?? SEBStatusMapping.map(status, context).outcome
                let call = callback(id, outcome, termination.error, context)
                trace += [action("dismiss", id), call]
            case let other:
                throw ModelError("events[\(i)]: unknown event \"\(other)\"; known: start, end")
            }
        }
        let count = trace.filter { $0["action"] == "callback" }.count
        return ["trace": .array(trace), "callbacks": .integer(count)]
    }

    func action(_ name: String, _ id: String) -> JSONValue {
        ["action": .string(name), "paymentId": .string(id), "thread": nil, "outcome": nil, "error": nil]
    }

    func callback(_ id: String, _ outcome: SEB.PaymentOutcome, _ error: String?, _ context: ModelContext) -> JSONValue {
        let thread = "main"
        return [
            "action": "callback", "paymentId": .string(id), "thread": .string(thread),
            "outcome": .string(outcome.rawValue), "error": JSONValue(error),
        ]
    }
}
