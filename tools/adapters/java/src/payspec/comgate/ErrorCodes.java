package payspec.comgate;

import java.util.List;
import payspec.adapter.Choices;
import payspec.adapter.Input;
import payspec.adapter.InputError;
import payspec.adapter.Suite;
import payspec.json.Json;

/** {@code comgate.error-codes}: a code to its case, a case to its code, a case to its message. Exact matching. */
final class ErrorCodes implements Suite {
    static final String NAME = "comgate.error-codes";
    private final ComgateTables tables;

    ErrorCodes(ComgateTables tables) {
        this.tables = tables;
    }

    @Override
    public Json evaluate(Json value, Choices choices) throws InputError {
        Input in = new Input(value, NAME + " input");
        String op = in.string("op");
        switch (op) {
            case "lookup": {
                ComgateTables.ErrorCase e = tables.errorByCode.get(in.string("code"));
                return Json.object().with("known", e != null)
                        .with("case", e == null ? null : e.caseName())
                        .with("category", e == null ? null : e.category());
            }
            case "describe": {
                ComgateTables.ErrorCase e = tables.errorByCase.get(in.string("case"));
                return Json.object().with("known", e != null)
                        .with("code", e == null ? null : e.code())
                        .with("category", e == null ? null : e.category());
            }
            case "message": {
                ComgateTables.ErrorCase e = tables.errorByCase.get(in.string("case"));
                return Json.object().with("known", e != null).with("message", e == null ? null : e.message());
            }
            default:
                throw in.unknown("op", op, List.of("lookup", "describe", "message"));
        }
    }
}
