package payspec.json;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A JSON value. A member that is absent from an object is Java {@code null} from {@link Obj#get};
 * a member whose value is JSON {@code null} is {@link #NULL}. The two never mix, because the
 * suites treat "missing" and "null" differently.
 */
public sealed interface Json permits Json.Null, Json.Bool, Json.Int, Json.Num, Json.Str, Json.Arr, Json.Obj {

    Null NULL = new Null();
    Bool TRUE = new Bool(true);
    Bool FALSE = new Bool(false);

    /** JSON {@code null}. */
    final class Null implements Json {
        private Null() {}

        @Override
        public String toString() {
            return "null";
        }
    }

    /** {@code true} or {@code false}. */
    record Bool(boolean value) implements Json {}

    /** A number written without fraction or exponent that fits a {@code long}. */
    record Int(long value) implements Json {}

    /** Any other number (a fraction, an exponent, or an integer too large for a {@code long}). */
    record Num(double value) implements Json {}

    /** A string. */
    record Str(String value) implements Json {}

    /** An array; its list is not modified after construction. */
    record Arr(List<Json> items) implements Json {
        public Arr {
            items = Collections.unmodifiableList(items);
        }
    }

    /** An object. Members keep insertion order; {@link JsonWriter} sorts them on output. */
    final class Obj implements Json {
        private final Map<String, Json> members = new LinkedHashMap<>();

        /** The member's value, or Java {@code null} when the member is absent. */
        public Json get(String name) {
            return members.get(name);
        }

        public boolean has(String name) {
            return members.containsKey(name);
        }

        public Map<String, Json> members() {
            return Collections.unmodifiableMap(members);
        }

        /** Adds a member while the object is being built. Returns this object. */
        public Obj with(String name, Json value) {
            if (value == null) throw new IllegalArgumentException("member " + name + ": use Json.NULL, not Java null");
            members.put(name, value);
            return this;
        }

        /** A string member; Java {@code null} becomes JSON {@code null}. */
        public Obj with(String name, String value) {
            return with(name, Json.of(value));
        }

        public Obj with(String name, boolean value) {
            return with(name, Json.of(value));
        }

        public Obj with(String name, long value) {
            return with(name, new Int(value));
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Obj o && o.members.equals(members);
        }

        @Override
        public int hashCode() {
            return members.hashCode();
        }

        @Override
        public String toString() {
            return JsonWriter.write(this);
        }
    }

    /** A new, empty object to fill with {@link Obj#with}. */
    static Obj object() {
        return new Obj();
    }

    /** A string, or {@link #NULL} for Java {@code null}. */
    static Json of(String value) {
        return value == null ? NULL : new Str(value);
    }

    static Bool of(boolean value) {
        return value ? TRUE : FALSE;
    }

    /** An array of strings. */
    static Arr strings(List<String> values) {
        List<Json> items = new ArrayList<>(values.size());
        for (String v : values) items.add(of(v));
        return new Arr(items);
    }

    /** An array of values. */
    static Arr array(List<? extends Json> values) {
        return new Arr(new ArrayList<>(values));
    }

    /** What kind of value this is, for error messages. */
    default String kind() {
        if (this instanceof Null) return "null";
        if (this instanceof Bool) return "a boolean";
        if (this instanceof Int || this instanceof Num) return "a number";
        if (this instanceof Str) return "a string";
        if (this instanceof Arr) return "an array";
        return "an object";
    }
}
