package payspec.adapter;

import java.util.List;
import payspec.json.Json;
import payspec.json.JsonWriter;

/**
 * Reads the members of one input object, throwing an {@link InputError} that names the member
 * on a missing member or a wrong type. An absent member and a member that is JSON {@code null}
 * are different things here; only {@link #stringIfPresent} lets one stand for the other.
 */
public final class Input {
    private final Json.Obj value;
    private final String where;

    /** {@code where} names the object in messages, e.g. {@code "seb.resolution input.lookup"}. */
    public Input(Json value, String where) throws InputError {
        if (!(value instanceof Json.Obj obj)) {
            throw new InputError(where + ": expected an object, got " + (value == null ? "nothing" : value.kind()));
        }
        this.value = obj;
        this.where = where;
    }

    public Json.Obj object() {
        return value;
    }

    public String where() {
        return where;
    }

    /** A required member of any type. */
    public Json member(String name) throws InputError {
        Json v = value.get(name);
        if (v == null) throw new InputError(where + ": missing member " + JsonWriter.quote(name));
        return v;
    }

    /** A required string. */
    public String string(String name) throws InputError {
        Json v = member(name);
        if (v instanceof Json.Str s) return s.value();
        throw wrongType(name, "a string", v);
    }

    /** A required member that is a string or {@code null}. */
    public String optionalString(String name) throws InputError {
        Json v = member(name);
        if (v instanceof Json.Null) return null;
        if (v instanceof Json.Str s) return s.value();
        throw wrongType(name, "a string or null", v);
    }

    /** A string, or Java {@code null} when the member is {@code null} or absent. */
    public String stringIfPresent(String name) throws InputError {
        return stringOrNull(value.get(name), where + "." + name);
    }

    /** A required integer (a number written without fraction or exponent). */
    public long integer(String name) throws InputError {
        Json v = member(name);
        if (v instanceof Json.Int i) return i.value();
        throw wrongType(name, "an integer", v);
    }

    /** A required boolean. */
    public boolean bool(String name) throws InputError {
        Json v = member(name);
        if (v instanceof Json.Bool b) return b.value();
        throw wrongType(name, "a boolean", v);
    }

    /** A required array. */
    public List<Json> array(String name) throws InputError {
        Json v = member(name);
        if (v instanceof Json.Arr a) return a.items();
        throw wrongType(name, "an array", v);
    }

    /** A required member that is an object or {@code null}; the object is read with its own {@code Input}. */
    public Input optionalObject(String name) throws InputError {
        Json v = member(name);
        if (v instanceof Json.Null) return null;
        if (v instanceof Json.Obj) return new Input(v, where + "." + name);
        throw wrongType(name, "an object or null", v);
    }

    /** The error for an unknown operation or event name. */
    public InputError unknown(String what, String name, List<String> known) {
        return new InputError(where + ": unknown " + what + " " + JsonWriter.quote(name) + "; known: " + String.join(", ", known));
    }

    private InputError wrongType(String name, String expected, Json got) {
        return new InputError(where + ": member " + JsonWriter.quote(name) + " must be " + expected + ", got " + got.kind());
    }

    /** A value that may be absent (Java {@code null}), JSON {@code null} or a string. */
    public static String stringOrNull(Json value, String where) throws InputError {
        if (value == null || value instanceof Json.Null) return null;
        if (value instanceof Json.Str s) return s.value();
        throw new InputError(where + ": must be a string or null, got " + value.kind());
    }
}
