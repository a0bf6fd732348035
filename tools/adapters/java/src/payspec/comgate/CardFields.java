package payspec.comgate;

import java.util.ArrayList;
import java.util.List;
import payspec.adapter.Choices;
import payspec.adapter.Input;
import payspec.adapter.InputError;
import payspec.adapter.Suite;
import payspec.json.Json;
import payspec.json.JsonWriter;

/** {@code comgate.card-fields}: one field at a time, or the whole card as {@code processPayment} checks it. */
final class CardFields implements Suite {
    static final String NAME = "comgate.card-fields";
    private static final List<String> OPS = List.of("pan", "expiry", "cvv", "cardholderName", "card");
    private final ComgateTables tables;

    CardFields(ComgateTables tables) {
        this.tables = tables;
    }

    @Override
    public Json evaluate(Json value, Choices choices) throws InputError {
        Input in = new Input(value, NAME + " input");
        CardRules rules = new CardRules(tables, choices);
        String op = in.string("op");
        CardRules.Failure failure;
        switch (op) {
            case "pan" -> failure = rules.pan(in.string("pan"));
            case "expiry" -> failure = rules.expiry(in.integer("month"), in.integer("year"), today(in));
            case "cvv" -> failure = rules.cvv(in.string("cvv"), in.string("pan"));
            case "cardholderName" -> failure = rules.cardholderName(in.string("name"));
            case "card" -> {
                return card(in, rules);
            }
            default -> throw in.unknown("op", op, OPS);
        }
        if (failure == null) return Json.object().with("valid", true).with("error", Json.NULL).with("messageKey", Json.NULL);
        return Json.object().with("valid", false).with("error", failure.error()).with("messageKey", failure.messageKey());
    }

    /** All four fields; {@code INVALID_CARD_DATA} when PAN, expiry or CVV fails, else the name's error. */
    private Json card(Input in, CardRules rules) throws InputError {
        List<CardRules.Failure> fields = new ArrayList<>();
        addIfBroken(fields, rules.pan(in.string("pan")));
        addIfBroken(fields, rules.expiry(in.integer("month"), in.integer("year"), today(in)));
        addIfBroken(fields, rules.cvv(in.string("cvv"), in.string("pan")));
        CardRules.Failure name = rules.cardholderName(in.string("name"));
        List<String> fieldErrors = new ArrayList<>();
        for (CardRules.Failure f : fields) fieldErrors.add(f.error());
        if (name != null) fieldErrors.add(name.error());
        String error = !fields.isEmpty() ? tables.ruleCode("cardData.valid") : name == null ? null : name.error();
        return Json.object().with("valid", fieldErrors.isEmpty()).with("error", error).with("fieldErrors", Json.strings(fieldErrors));
    }

    private static void addIfBroken(List<CardRules.Failure> failures, CardRules.Failure failure) {
        if (failure != null) failures.add(failure);
    }

    /** {@code today} as {@code YYYY-MM-DD}; only its year and month matter. */
    private static CardRules.YearMonth today(Input in) throws InputError {
        String text = in.string("today");
        String[] parts = text.split("-", -1);
        if (parts.length == 3 && isNumber(parts[0]) && isNumber(parts[1]) && isNumber(parts[2])) {
            long month = Long.parseLong(parts[1]);
            if (month >= 1 && month <= 12) return new CardRules.YearMonth(Long.parseLong(parts[0]), month);
        }
        throw new InputError(NAME + " input: \"today\" must be a date YYYY-MM-DD, got " + JsonWriter.quote(text));
    }

    /** ASCII digits only (Java's own parser would also take other scripts' digits). */
    private static boolean isNumber(String part) {
        return !part.isEmpty() && part.length() <= 9 && part.chars().allMatch(c -> c >= '0' && c <= '9');
    }
}
