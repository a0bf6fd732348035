package payspec.seb;

import payspec.adapter.Choices;
import payspec.adapter.Input;
import payspec.adapter.InputError;
import payspec.adapter.Suite;
import payspec.json.Json;

/** {@code seb.status-outcome}: one raw status to its outcome. */
final class StatusOutcome implements Suite {
    static final String NAME = "seb.status-outcome";
    private final StatusMapping mapping;

    StatusOutcome(StatusMapping mapping) {
        this.mapping = mapping;
    }

    @Override
    public Json evaluate(Json value, Choices choices) throws InputError {
        StatusMapping.Mapped mapped = mapping.map(new Input(value, NAME + " input").string("status"), choices);
        return Json.object().with("outcome", mapped.outcome()).with("paymentStatus", mapped.paymentStatus());
    }
}
