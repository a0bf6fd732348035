package payspec.moneycollect;

import payspec.adapter.Choices;
import payspec.adapter.InputError;
import payspec.json.Json;

/**
 * {@code mc-json-null}: under {@code absent} a JSON null member reads as a missing one (every reader
 * here treats both alike); under {@code platform-undefined} a response body holding a null anywhere
 * has no reading, so it is refused (the vectors that feed one are not sent under that option).
 */
final class JsonNulls {
    private JsonNulls() {}

    static void check(Json body, Choices choices) throws InputError {
        if (choices.is("mc-json-null", "platform-undefined") && holdsNull(body, true)) {
            throw new InputError("a JSON null in the response body has no reading under mc-json-null=platform-undefined");
        }
    }

    /** Whether a null appears inside the value; a null body itself is "no response", not a member. */
    private static boolean holdsNull(Json value, boolean top) {
        if (value == null) return false;
        if (value instanceof Json.Null) return !top;
        if (value instanceof Json.Obj o) {
            for (Json member : o.members().values()) {
                if (holdsNull(member, false)) return true;
            }
        }
        if (value instanceof Json.Arr a) {
            for (Json item : a.items()) {
                if (holdsNull(item, false)) return true;
            }
        }
        return false;
    }
}
