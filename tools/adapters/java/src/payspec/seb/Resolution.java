package payspec.seb;

import payspec.adapter.Choices;
import payspec.adapter.Input;
import payspec.adapter.InputError;
import payspec.adapter.Suite;
import payspec.json.Json;

/**
 * {@code seb.resolution}: who is asked for the final status (a custom resolver, else the server
 * lookup when {@code apiBaseURL} is set, else nobody) and what its answer means.
 * Ambiguity: {@code seb-resolver-status-and-error}.
 */
final class Resolution implements Suite {
    static final String NAME = "seb.resolution";
    private final StatusMapping mapping;

    Resolution(StatusMapping mapping) {
        this.mapping = mapping;
    }

    @Override
    public Json evaluate(Json value, Choices choices) throws InputError {
        Input in = new Input(value, NAME + " input");
        String base = in.optionalString("apiBaseURL");
        Input resolver = in.optionalObject("resolver");
        Input lookup = in.optionalObject("lookup");
        if (resolver != null) return answer("resolver", resolver, choices);
        if (base == null) {
            return Json.object().with("asked", "none").with("outcome", "unresolved")
                    .with("paymentStatus", Json.NULL).with("orderNumber", Json.NULL).with("error", Json.NULL);
        }
        if (lookup == null) throw new InputError(NAME + " input: \"apiBaseURL\" is set but \"lookup\" is null");
        return answer("lookup", lookup, choices);
    }

    private Json answer(String asked, Input answer, Choices choices) throws InputError {
        String status = answer.optionalString("paymentStatus");
        String order = answer.optionalString("orderNumber");
        String error = answer.optionalString("error");
        StatusMapping.Mapped mapped = mapping.map(status, choices);
        String outcome = mapped.outcome();
        if (error != null && (status == null || choices.is("seb-resolver-status-and-error", "error-wins"))) outcome = "unresolved";
        return Json.object().with("asked", asked).with("outcome", outcome)
                .with("paymentStatus", mapped.paymentStatus()).with("orderNumber", order).with("error", error);
    }
}
