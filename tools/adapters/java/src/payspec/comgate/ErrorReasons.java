package payspec.comgate;

import payspec.adapter.Choices;
import payspec.adapter.Input;
import payspec.adapter.InputError;
import payspec.adapter.Suite;
import payspec.json.Json;

/** {@code comgate.error-reasons}: the raw {@code errorReason} passes through unchanged; known values have a meaning. */
final class ErrorReasons implements Suite {
    static final String NAME = "comgate.error-reasons";
    private final ComgateTables tables;

    ErrorReasons(ComgateTables tables) {
        this.tables = tables;
    }

    @Override
    public Json evaluate(Json value, Choices choices) throws InputError {
        Input in = new Input(value, NAME + " input");
        String raw = in.optionalString("errorReason");
        ComgateTables.ErrorReason row = raw == null ? null : tables.reasons.get(raw);
        return Json.object()
                .with("errorReason", raw)
                .with("known", row != null)
                .with("documented", row != null && row.documented())
                .with("meaning", row == null ? null : row.meaning());
    }
}
