import PaySpecJSON
import PaySpecModel
import PaySpecVectors

/// `moneycollect.exit-prompt`: a sequence of buyer actions on the 3-D Secure page and the
/// retrievePayment answer in, the page's visible actions out.
///
/// Events: `backPressed`, `exitConfirmed`, `exitDismissed`. Trace actions: `showExitPrompt`,
/// `hideExitPrompt`, `retrievePayment`, `complete` (with the message), `dismissPage`.
struct MoneyCollectExitPromptVectors: SuiteVectorGenerator {
    let suite = "moneycollect.exit-prompt"
    let description = "The exit prompt during 3-D Secure: back shows it, exit retrieves, dismiss stays"

    typealias R = MoneyCollectResponses
    static let table = "moneycollect/exit-prompt"

    @_optimize(none)
    static func step(_ action: String, _ message: JSONValue = nil) -> JSONValue {
        ["action": .string(action), "message": message]
    }

    @_optimize(none)
    static func output(_ trace: [JSONValue], retrieves: Int, open: Bool) -> JSONValue {
        ["trace": .array(trace), "retrieveCalls": .integer(retrieves), "pageOpen": .bool(open)]
    }

    @_optimize(none)
    static func input(_ events: [String], error: String? = nil, response: JSONValue) -> JSONValue {
        ["events": .array(events.map(JSONValue.string)), "retrieve": ["error": JSONValue(error), "response": response]]
    }

    static let exitSteps = [step("retrievePayment")]

    @_optimize(none)
    func vectors(from catalog: SpecCatalog) -> [GoldenVector] {
        var b = RowBackedVectors(suite: suite, catalog: catalog)
        let back = "\(Self.table)#backPressed", exit = "\(Self.table)#exitConfirmed"
        let dismissed = "\(Self.table)#exitDismissed"
        let retrieve = ["moneycollect/retrieve-rules#success", "moneycollect/retrieve-rules#complete"]
        let paid = R.response(data: R.data("succeeded"))
        b.add(
            "back-shows-prompt", "Return tapped: the exit prompt is shown, nothing retrieved yet",
            input: Self.input(["backPressed"], response: paid),
            expect: Self.output([Self.step("showExitPrompt")], retrieves: 0, open: true), spec: [back], tags: ["trace", "state-event"])
        b.add(
            "exit-confirmed-retrieves", "Exit confirmed: retrievePayment is called and its message returned",
            input: Self.input(["backPressed", "exitConfirmed"], response: paid),
            expect: Self.output(
                [
                    Self.step("showExitPrompt"), Self.step("retrievePayment"), Self.step("complete", "success"),
                    Self.step("dismissPage"),
                ], retrieves: 1, open: false),
            spec: [back, exit, "moneycollect/statuses#succeeded"] + retrieve, tags: ["trace", "state-event"])
        b.add(
            "exit-dismissed-stays", "Prompt dismissed: the page stays and nothing is retrieved",
            input: Self.input(["backPressed", "exitDismissed"], response: paid),
            expect: Self.output([Self.step("showExitPrompt"), Self.step("hideExitPrompt")], retrieves: 0, open: true),
            spec: [back, dismissed], tags: ["trace", "state-event"])
        b.add(
            "dismissed-then-exit", "Dismissed once, then back and exit: one retrieve with the failure message",
            input: Self.input(
                ["backPressed", "exitDismissed", "backPressed", "exitConfirmed"],
                response: R.response(data: R.data("failed", errorMessage: "Authentication failed."))),
            expect: Self.output(
                [
                    Self.step("showExitPrompt"), Self.step("hideExitPrompt"), Self.step("showExitPrompt"),
                    Self.step("retrievePayment"), Self.step("complete", "Authentication failed."),
                    Self.step("dismissPage"),
                ], retrieves: 1, open: false),
            spec: [back, dismissed, exit, "moneycollect/statuses#failed"] + retrieve, tags: ["trace", "edge"])
        b.add(
            "exit-with-transport-error", "Exit confirmed and retrieve fails: the error's description is returned",
            input: Self.input(["backPressed", "exitConfirmed"], error: "The request timed out.", response: nil),
            expect: Self.output(
                [
                    Self.step("showExitPrompt"), Self.step("retrievePayment"),
                    Self.step("complete", "The request timed out."),
                    Self.step("dismissPage"),
                ], retrieves: 1, open: false),
            spec: [back, exit, "moneycollect/retrieve-rules#transportError"], tags: ["trace", "edge", "error"])
        b.add(
            "no-events", "Nothing tapped: no prompt, the page stays",
            input: Self.input([], response: paid), expect: Self.output([], retrieves: 0, open: true),
            spec: [back], tags: ["trace", "edge"])
        let show = Self.step("showExitPrompt")
        b.add(
            "back-while-prompt-shows", "Return tapped again while the exit prompt shows",
            input: Self.input(["backPressed", "backPressed"], response: paid),
            expect: Self.output([show], retrieves: 0, open: true), spec: [back],
            tags: ["trace", "edge", "state-event", "ambiguity"], ambiguities: ["mc-back-while-prompt"],
            byChoice: [
                "mc-back-while-prompt=show-again": Self.output([show, show], retrieves: 0, open: true),
                "mc-back-while-prompt=close-prompt": Self.output(
                    [show, Self.step("hideExitPrompt")], retrieves: 0, open: true),
            ], derived: true)
        let hide = Self.step("hideExitPrompt")
        b.add(
            "back-three-times", "Return tapped three times: a prompt closed by return opens again on the next",
            input: Self.input(["backPressed", "backPressed", "backPressed"], response: paid),
            expect: Self.output([show], retrieves: 0, open: true), spec: [back],
            tags: ["trace", "edge", "state-event", "ambiguity"], ambiguities: ["mc-back-while-prompt"],
            byChoice: [
                "mc-back-while-prompt=show-again": Self.output([show, show, show], retrieves: 0, open: true),
                "mc-back-while-prompt=close-prompt": Self.output([show, hide, show], retrieves: 0, open: true),
            ], derived: true)
        return R.markingNulls(b.vectors)
    }
}
