package payspec.adapter;

import java.util.List;
import payspec.json.Json;
import payspec.json.JsonWriter;

/** One row of a spec table, read by member name; a missing or mistyped member names the file and row. */
public final class SpecRow {
    private final Json.Obj row;
    private final String where;

    SpecRow(Json.Obj row, String where) {
        this.row = row;
        this.where = where;
    }

    public boolean has(String name) {
        Json v = row.get(name);
        return v != null && !(v instanceof Json.Null);
    }

    public String string(String name) throws SpecError {
        if (row.get(name) instanceof Json.Str s) return s.value();
        throw wrong(name, "a string");
    }

    /** The string, or Java {@code null} when the member is absent or {@code null}. */
    public String optionalString(String name) throws SpecError {
        return has(name) ? string(name) : null;
    }

    public boolean bool(String name) throws SpecError {
        if (row.get(name) instanceof Json.Bool b) return b.value();
        throw wrong(name, "a boolean");
    }

    /** The boolean, or {@code fallback} when the member is absent. */
    public boolean bool(String name, boolean fallback) throws SpecError {
        return has(name) ? bool(name) : fallback;
    }

    public long integer(String name) throws SpecError {
        if (row.get(name) instanceof Json.Int i) return i.value();
        throw wrong(name, "an integer");
    }

    /** The integer, or Java {@code null} when the member is absent or {@code null}. */
    public Long optionalInteger(String name) throws SpecError {
        return has(name) ? integer(name) : null;
    }

    private SpecError wrong(String name, String expected) {
        return new SpecError(where + ": member " + JsonWriter.quote(name) + " must be " + expected);
    }

    /** The {@code id} of each object in the row's {@code options} array (the ambiguity register). */
    public List<String> optionIds() throws SpecError {
        if (row.get("options") instanceof Json.Arr a) return Choices.ids(a.items());
        throw wrong("options", "an array");
    }
}
