package payspec.seb;

import java.util.Locale;
import payspec.adapter.Choices;
import payspec.adapter.Whitespace;

/**
 * A raw platform status to a {@code PaymentOutcome}, keeping the raw text. Ambiguities:
 * {@code seb-status-matching}, {@code seb-empty-status}.
 */
final class StatusMapping {
    /** The outcome and the status as the result carries it (the raw text, or {@code null}). */
    record Mapped(String outcome, String paymentStatus) {}

    private final SebTables tables;

    StatusMapping(SebTables tables) {
        this.tables = tables;
    }

    /** No status at all is {@code unresolved}; an unrecognised one maps to the table's fallback and is kept as given. */
    Mapped map(String raw, Choices choices) {
        if (raw == null) return new Mapped("unresolved", null);
        String matched = raw;
        if (choices.is("seb-status-matching", "normalised")) matched = Whitespace.trim(raw.toUpperCase(Locale.ROOT));
        if (raw.isEmpty() && choices.is("seb-empty-status", "as-nil")) return new Mapped("unresolved", null);
        return new Mapped(tables.outcomeByStatus.getOrDefault(matched, tables.unrecognisedOutcome), raw);
    }
}
