package payspec.moneycollect;

import java.util.Locale;
import payspec.adapter.Choices;
import payspec.adapter.Input;
import payspec.adapter.InputError;
import payspec.json.Json;

/**
 * The text MoneyCollect hands to the app for a payment's {@code data.status}. Ambiguities:
 * {@code mc-status-case}, {@code mc-missing-error-message}.
 */
final class StatusMessage {
    private final MoneyCollectTables tables;

    StatusMessage(MoneyCollectTables tables) {
        this.tables = tables;
    }

    /** The message for {@code data} (absent, null or an object); Java {@code null} for no text. */
    String of(Json data, Choices choices) throws InputError {
        Json.Obj fields = data instanceof Json.Obj o ? o : null;
        String raw = Input.stringOrNull(member(fields, "status"), "data.status");
        MoneyCollectTables.Status status = raw == null ? null : tables.statuses.get(raw);
        if (status == null && raw != null && choices.is("mc-status-case", "case-insensitive")) {
            status = tables.statuses.get(raw.toLowerCase(Locale.ROOT));
        }
        if (status == null) return tables.defaultMessage;
        if (!status.messageFromErrorMessage()) return status.message();
        String text = Input.stringOrNull(member(fields, "errorMessage"), "data.errorMessage");
        if (text == null && choices.is("mc-missing-error-message", "empty")) return "";
        return text;
    }

    /** A member of an object that may itself be missing; Java {@code null} when either is. */
    static Json member(Json.Obj object, String name) {
        return object == null ? null : object.get(name);
    }
}
