import PaySpecEnums
import PaySpecJSON

/// `moneycollect.exit-prompt`: `{events, retrieve}` -> `{trace, retrieveCalls, pageOpen}`.
///
/// `backPressed` shows the exit prompt; `exitConfirmed` retrieves the payment (answered by
/// `retrieve`, handled as in `moneycollect.retrieve-response`), completes and dismisses the page;
/// `exitDismissed` hides the prompt and the page stays.
struct MoneyCollectExitPromptModel: SuiteModel {
    func evaluate(_ input: JSONValue, _ context: ModelContext) throws(ModelError) -> JSONValue {
        let fields = try SEBMCInput(input, "moneycollect.exit-prompt input")
        var trace: [JSONValue] = []
        var prompt = false, open = true, retrieves = 0
        func retrieve() throws(ModelError) {
            guard let answer = try fields.optionalObject("retrieve") else {
                throw ModelError("moneycollect.exit-prompt input: \"retrieve\" is needed to exit")
            }
            let (message, _) = try MoneyCollectRetrieveModel.handle(answer, context)
            retrieves += 1
            trace += [step("retrievePayment"), step("complete", message), step("dismissPage")]
            open = false
            prompt = false
        }
        for (i, raw) in try fields.array("events").enumerated() {
            guard let event = raw.stringValue else { throw ModelError("events[\(i)] must be a string") }
            guard open else { throw ModelError("events[\(i)]: \(event) after the page was dismissed") }
            switch event {
            case "backPressed" where prompt:
                // the documents are silent on Return while the prompt shows: mc-back-while-prompt
                switch context.choice(.mcBackWhilePrompt) {
                case .ignore: break
                case .showAgain: trace.append(step("showExitPrompt"))
                case .closePrompt:
                    prompt = false
                    trace.append(step("hideExitPrompt"))
                }
            case "backPressed":
                prompt = true
                trace.append(step("showExitPrompt"))
            case "exitConfirmed":
                guard prompt else { throw ModelError("events[\(i)]: exitConfirmed without a prompt on screen") }
                try retrieve()
            case "exitDismissed":
                guard prompt else { throw ModelError("events[\(i)]: exitDismissed without a prompt on screen") }
                prompt = false
                trace.append(step("hideExitPrompt"))
            default:
                throw ModelError(
                    "events[\(i)]: unknown event \"\(event)\"; known: backPressed, exitConfirmed, exitDismissed")
            }
        }
        return ["trace": .array(trace), "retrieveCalls": .integer(retrieves), "pageOpen": .bool(open)]
    }

    func step(_ action: String, _ message: JSONValue = nil) -> JSONValue {
        ["action": .string(action), "message": message]
    }
}
