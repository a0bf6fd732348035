package payspec.moneycollect;

import java.util.ArrayList;
import java.util.List;
import payspec.adapter.Choices;
import payspec.adapter.Input;
import payspec.adapter.InputError;
import payspec.adapter.Suite;
import payspec.json.Json;
import payspec.json.JsonWriter;

/**
 * {@code moneycollect.exit-prompt}: back on the payment page asks first; confirming retrieves the
 * payment once, completes with its message and dismisses the page.
 */
final class ExitPrompt implements Suite {
    static final String NAME = "moneycollect.exit-prompt";
    private final RetrieveResponse retrieve;

    ExitPrompt(RetrieveResponse retrieve) {
        this.retrieve = retrieve;
    }

    @Override
    public Json evaluate(Json value, Choices choices) throws InputError {
        Input in = new Input(value, NAME + " input");
        List<Json> trace = new ArrayList<>();
        boolean prompt = false;
        boolean open = true;
        int retrieves = 0;
        List<Json> events = in.array("events");
        for (int i = 0; i < events.size(); i++) {
            String where = NAME + " input.events[" + i + "]";
            if (!(events.get(i) instanceof Json.Str s)) throw new InputError(where + ": must be a string, got " + events.get(i).kind());
            String event = s.value();
            if (!open) throw new InputError(where + ": " + JsonWriter.quote(event) + " after the page was dismissed");
            switch (event) {
                case "backPressed" -> {
                    if (!prompt) {
                        prompt = true;
                        trace.add(step("showExitPrompt", null));
                    } else if (choices.is("mc-back-while-prompt", "show-again")) {
                        // Return while the prompt shows: ambiguity mc-back-while-prompt
                        trace.add(step("showExitPrompt", null));
                    } else if (choices.is("mc-back-while-prompt", "close-prompt")) {
                        prompt = false;
                        trace.add(step("hideExitPrompt", null));
                    }
                }
                case "exitDismissed" -> {
                    if (!prompt) throw new InputError(where + ": exitDismissed without a prompt on screen");
                    prompt = false;
                    trace.add(step("hideExitPrompt", null));
                }
                case "exitConfirmed" -> {
                    if (!prompt) throw new InputError(where + ": exitConfirmed without a prompt on screen");
                    Input answer = in.optionalObject("retrieve");
                    if (answer == null) throw new InputError(NAME + " input: \"retrieve\" is needed to exit");
                    String message = retrieve.handle(answer, choices).message();
                    retrieves++;
                    trace.add(step("retrievePayment", null));
                    trace.add(step("complete", message));
                    trace.add(step("dismissPage", null));
                    prompt = false;
                    open = false;
                }
                default -> throw new InputError(where + ": unknown event " + JsonWriter.quote(event)
                        + "; known: backPressed, exitConfirmed, exitDismissed");
            }
        }
        return Json.object().with("trace", Json.array(trace)).with("retrieveCalls", retrieves).with("pageOpen", open);
    }

    private static Json step(String action, String message) {
        return Json.object().with("action", action).with("message", message);
    }
}
