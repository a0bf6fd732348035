package payspec.comgate;

import java.util.ArrayList;
import java.util.List;
import payspec.adapter.Choices;
import payspec.adapter.Whitespace;

/**
 * The card-field rules of {@code spec/comgate/validation-rules.json}. Ambiguities:
 * {@code pan-separators}, {@code pan-non-ascii-digits}, {@code expiry-current-month}, {@code expiry-two-digit-year},
 * {@code cardholder-whitespace}.
 */
final class CardRules {
    /** A broken rule: its error code and the translation key of the message under the field (or null). */
    record Failure(String error, String messageKey) {}

    private final ComgateTables tables;
    private final Choices choices;

    CardRules(ComgateTables tables, Choices choices) {
        this.tables = tables;
        this.choices = choices;
    }

    /** 12 to 19 digits passing Luhn; the failure or {@code null}. */
    Failure pan(String pan) {
        List<Integer> digits = digits(pan);
        if (digits == null || digits.size() < 12 || digits.size() > 19 || !luhn(digits)) return failure("pan.luhn");
        return null;
    }

    /** The card digits, or {@code null} when a character is not allowed. */
    private List<Integer> digits(String pan) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < pan.length(); ) {
            int c = pan.codePointAt(i);
            i += Character.charCount(c);
            if (c == ' ' || c == '-') {
                if (choices.is("pan-separators", "ignore")) continue;
                return null;
            }
            if (c >= '0' && c <= '9') {
                out.add(c - '0');
            } else if (Character.getType(c) == Character.DECIMAL_DIGIT_NUMBER && choices.is("pan-non-ascii-digits", "normalise")) {
                out.add(Character.digit(c, 10));
            } else {
                return null;
            }
        }
        return out;
    }

    static boolean luhn(List<Integer> digits) {
        int sum = 0;
        for (int i = 0; i < digits.size(); i++) {
            int d = digits.get(digits.size() - 1 - i);
            if (i % 2 == 1) {
                d *= 2;
                if (d > 9) d -= 9;
            }
            sum += d;
        }
        return sum % 10 == 0;
    }

    /** The month 1-12 first, then expiry: a card is valid through the last day of its month (YY means 20YY). */
    Failure expiry(long month, long year, YearMonth today) {
        if (month < 1 || month > 12) return failure("expiry.month");
        long fullYear = year < 100 ? year + 2000 : year;
        if (year < 100 && choices.is("expiry-two-digit-year", "sliding-window")) {
            // the century that puts the year within 80 years before and 20 after today
            fullYear = today.year() - today.year() % 100 + year;
            if (fullYear > today.year() + 20) fullYear -= 100;
            else if (fullYear <= today.year() - 80) fullYear += 100;
        }
        long expiry = Math.addExact(Math.multiplyExact(fullYear, 12), month);
        long now = today.year() * 12 + today.month();
        boolean expired = choices.is("expiry-current-month", "expired-in-month") ? expiry <= now : expiry < now;
        return expired ? failure("expiry.notExpired") : null;
    }

    /** Exactly 3 ASCII digits, 4 for American Express (the PAN without separators starts with 34 or 37). */
    Failure cvv(String cvv, String pan) {
        String panDigits = pan.replace(" ", "").replace("-", "");
        int length = panDigits.startsWith("34") || panDigits.startsWith("37") ? 4 : 3;
        boolean digits = cvv.chars().allMatch(c -> c >= '0' && c <= '9');
        return digits && cvv.length() == length ? null : new Failure(tables.ruleCode("cvv.digits"), null);
    }

    /** A name that is empty (after trimming whitespace, by default) is missing. */
    Failure cardholderName(String name) {
        String checked = choices.is("cardholder-whitespace", "trim") ? Whitespace.trim(name) : name;
        return checked.isEmpty() ? failure("cardholder.required") : null;
    }

    private Failure failure(String ruleId) {
        return new Failure(tables.ruleCode(ruleId), tables.rule(ruleId).translationKey());
    }

    /** The year and month of {@code today}, the part of the date expiry depends on. */
    record YearMonth(long year, long month) {}
}
