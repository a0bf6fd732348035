package payspec.comgate;

import java.util.ArrayList;
import java.util.List;
import payspec.adapter.Choices;
import payspec.adapter.Input;
import payspec.adapter.InputError;
import payspec.adapter.Suite;
import payspec.json.Json;

/**
 * {@code comgate.payment-params}: the price is a positive integer in minor units, and
 * {@code initRecurring} and {@code preauth} are not both set. Every broken rule is reported, price first.
 */
final class PaymentParams implements Suite {
    static final String NAME = "comgate.payment-params";
    private final ComgateTables tables;

    PaymentParams(ComgateTables tables) {
        this.tables = tables;
    }

    @Override
    public Json evaluate(Json value, Choices choices) throws InputError {
        Input in = new Input(value, NAME + " input");
        Json price = in.member("price");
        boolean recurring = in.bool("initRecurring");
        boolean preauth = in.bool("preauth");
        List<String> errors = new ArrayList<>();
        // a fraction (even 2.0, unless price-integral-fraction=integral-value), zero, a negative
        // number, null or a non-number is not a price
        boolean whole = price instanceof Json.Int amount && amount.value() > 0
                || choices.is("price-integral-fraction", "integral-value") && price instanceof Json.Num n
                        && n.value() > 0 && n.value() == Math.rint(n.value());
        if (!whole) errors.add(tables.ruleCode("price.positiveInteger"));
        if (recurring && preauth) errors.add(tables.ruleCode("options.recurringXorPreauth"));
        if (choices.is("payment-params-several-errors", "first") && errors.size() > 1) errors.subList(1, errors.size()).clear();
        return Json.object().with("valid", errors.isEmpty()).with("errors", Json.strings(errors));
    }
}
