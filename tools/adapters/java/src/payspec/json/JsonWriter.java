package payspec.json;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Writes JSON on one line: members sorted by name, no spaces, non-ASCII text as is; control
 * characters (C0, DEL, C1) and lone surrogates escaped, so no output can move a terminal's cursor.
 * The same value always gives the same text.
 */
public final class JsonWriter {
    private JsonWriter() {}

    public static String write(Json value) {
        StringBuilder out = new StringBuilder();
        append(out, value);
        return out.toString();
    }

    /** A string as a JSON string literal, also the safe way to show input text in a message. */
    public static String quote(String text) {
        StringBuilder out = new StringBuilder(text.length() + 2);
        appendString(out, text);
        return out.toString();
    }

    private static void append(StringBuilder out, Json value) {
        if (value instanceof Json.Null) {
            out.append("null");
        } else if (value instanceof Json.Bool b) {
            out.append(b.value());
        } else if (value instanceof Json.Int i) {
            out.append(i.value());
        } else if (value instanceof Json.Num n) {
            out.append(n.value());
        } else if (value instanceof Json.Str s) {
            appendString(out, s.value());
        } else if (value instanceof Json.Arr a) {
            out.append('[');
            for (int i = 0; i < a.items().size(); i++) {
                if (i > 0) out.append(',');
                append(out, a.items().get(i));
            }
            out.append(']');
        } else if (value instanceof Json.Obj o) {
            Map<String, Json> members = o.members();
            List<String> names = new ArrayList<>(members.keySet());
            names.sort(null);
            out.append('{');
            for (int i = 0; i < names.size(); i++) {
                if (i > 0) out.append(',');
                appendString(out, names.get(i));
                out.append(':');
                append(out, members.get(names.get(i)));
            }
            out.append('}');
        }
    }

    private static void appendString(StringBuilder out, String text) {
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> {
                    boolean pairStart = Character.isHighSurrogate(c) && i + 1 < text.length()
                            && Character.isLowSurrogate(text.charAt(i + 1));
                    if (pairStart) {
                        out.append(c).append(text.charAt(++i));
                    } else if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || Character.isSurrogate(c)) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
