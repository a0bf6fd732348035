package payspec.comgate;

import payspec.adapter.Choices;
import payspec.adapter.Input;
import payspec.adapter.InputError;
import payspec.adapter.Suite;
import payspec.json.Json;

/** {@code comgate.payment-result}: whether a {@code PaymentResult} case is final and how it is classified. */
final class PaymentResult implements Suite {
    static final String NAME = "comgate.payment-result";
    private final ComgateTables tables;

    PaymentResult(ComgateTables tables) {
        this.tables = tables;
    }

    @Override
    public Json evaluate(Json value, Choices choices) throws InputError {
        Input in = new Input(value, NAME + " input");
        // the associated values never change the answer, but they must have their types
        in.stringIfPresent("errorReason");
        in.stringIfPresent("error");
        ComgateTables.PaymentResultCase row = tables.results.get(in.string("result"));
        if (row == null) return Json.object().with("known", false).with("final", Json.NULL).with("classification", Json.NULL);
        return Json.object().with("known", true).with("final", row.isFinal()).with("classification", row.classification());
    }
}
