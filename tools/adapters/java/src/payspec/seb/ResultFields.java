package payspec.seb;

import payspec.adapter.Choices;
import payspec.adapter.Input;
import payspec.adapter.InputError;
import payspec.adapter.Suite;
import payspec.json.Json;
import payspec.json.JsonWriter;

/**
 * {@code seb.result-fields}: what the SDK gathered when a flow ended, as the {@code PaymentResult}
 * it hands to the app. Ambiguities: {@code seb-outcome-field-name}, {@code seb-hosted-error-outcome}.
 */
final class ResultFields implements Suite {
    static final String NAME = "seb.result-fields";
    private final StatusMapping mapping;

    ResultFields(StatusMapping mapping) {
        this.mapping = mapping;
    }

    @Override
    public Json evaluate(Json value, Choices choices) throws InputError {
        Input in = new Input(value, NAME + " input");
        String flow = in.string("flow");
        if (!flow.equals("hosted") && !flow.equals("card")) {
            throw new InputError(NAME + " input: \"flow\" must be \"hosted\" or \"card\", got " + JsonWriter.quote(flow));
        }
        boolean card = flow.equals("card");
        String error = in.optionalString("error");
        StatusMapping.Mapped mapped = mapping.map(in.optionalString("paymentStatus"), choices);
        // with an error a hosted flow's lookup failed (unresolved, unless seb-hosted-error-outcome is
        // failed); a card flow's session failed
        boolean hostedFails = choices.is("seb-hosted-error-outcome", "failed");
        String outcome = error == null ? mapped.outcome() : card || hostedFails ? "failed" : "unresolved";
        String outcomeKey = choices.is("seb-outcome-field-name", "rezultatas") ? "rezultatas" : "outcome";
        String paymentId = in.string("paymentId");
        String orderNumber = in.optionalString("orderNumber");
        String sessionId = card ? in.optionalString("sessionId") : null; // the hosted flow has none
        return Json.object()
                .with(outcomeKey, outcome)
                .with("paymentId", paymentId)
                .with("paymentStatus", mapped.paymentStatus())
                .with("orderNumber", orderNumber)
                .with("sessionId", sessionId)
                .with("error", error);
    }
}
