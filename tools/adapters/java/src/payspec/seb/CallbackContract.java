package payspec.seb;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import payspec.adapter.Choices;
import payspec.adapter.Input;
import payspec.adapter.InputError;
import payspec.adapter.Suite;
import payspec.json.Json;
import payspec.json.JsonWriter;

/**
 * {@code seb.callback-contract}: an event trace against one {@code PaymentKit}. One checkout on
 * screen at a time; a second start calls back at once with {@code failed}/{@code invalidRequest};
 * an end dismisses, then calls back exactly once, on the main thread.
 */
final class CallbackContract implements Suite {
    static final String NAME = "seb.callback-contract";
    private final SebTables tables;
    private final StatusMapping mapping;

    CallbackContract(SebTables tables, StatusMapping mapping) {
        this.tables = tables;
        this.mapping = mapping;
    }

    @Override
    public Json evaluate(Json value, Choices choices) throws InputError {
        Input in = new Input(value, NAME + " input");
        String onScreen = null;
        Set<String> started = new HashSet<>();
        List<Json> trace = new ArrayList<>();
        int callbacks = 0;
        List<Json> events = in.array("events");
        for (int i = 0; i < events.size(); i++) {
            Input event = new Input(events.get(i), NAME + " input.events[" + i + "]");
            String paymentId = event.string("paymentId");
            String kind = event.string("event");
            switch (kind) {
                case "start" -> {
                    started.add(paymentId);
                    if (onScreen != null) {
                        trace.add(callback(paymentId, "failed", "invalidRequest"));
                        callbacks++;
                    } else {
                        onScreen = paymentId;
                        trace.add(action("present", paymentId));
                    }
                }
                case "end" -> {
                    if (!started.contains(paymentId)) {
                        throw new InputError(event.where() + ": payment " + JsonWriter.quote(paymentId) + " was never started");
                    }
                    SebTables.Termination termination = FlowTerminations.named(tables, event, event.string("termination"));
                    if (!paymentId.equals(onScreen)) continue; // ended already: a second end does nothing
                    onScreen = null;
                    String outcome = termination.outcome();
                    if (outcome == null) {
                        Json status = event.object().get("status");
                        outcome = mapping.map(status instanceof Json.Str s ? s.value() : null, choices).outcome();
                    }
                    trace.add(action("dismiss", paymentId));
                    trace.add(callback(paymentId, outcome, termination.error()));
                    callbacks++;
                }
                default -> throw event.unknown("event", kind, List.of("start", "end"));
            }
        }
        return Json.object().with("trace", Json.array(trace)).with("callbacks", callbacks);
    }

    private static Json action(String name, String paymentId) {
        return Json.object().with("action", name).with("paymentId", paymentId)
                .with("thread", Json.NULL).with("outcome", Json.NULL).with("error", Json.NULL);
    }

    private static Json callback(String paymentId, String outcome, String error) {
        return Json.object().with("action", "callback").with("paymentId", paymentId)
                .with("thread", "main").with("outcome", outcome).with("error", error);
    }
}
