package payspec.json;

import java.util.ArrayList;
import java.util.List;

/**
 * A strict RFC 8259 reader: one value and nothing after it but whitespace, no comments, no
 * trailing commas, no leading zeros, no unescaped control characters, no lone surrogates, no
 * duplicate member names, at most {@value #MAX_DEPTH} levels of nesting.
 */
public final class JsonReader {
    /** Deeper input is refused rather than risking the thread's stack. */
    public static final int MAX_DEPTH = 512;

    private final String text;
    private int index;
    private int depth;

    private JsonReader(String text) {
        this.text = text;
    }

    /** The one value in {@code text}. */
    public static Json read(String text) throws JsonSyntaxException {
        JsonReader reader = new JsonReader(text);
        reader.skipWhitespace();
        Json value = reader.value();
        reader.skipWhitespace();
        if (reader.index < text.length()) throw reader.error("unexpected " + reader.describeCurrent() + " after the value");
        return value;
    }

    private Json value() throws JsonSyntaxException {
        if (index >= text.length()) throw error("unexpected end of input, expected a value");
        char c = text.charAt(index);
        switch (c) {
            case '{':
                return object();
            case '[':
                return array();
            case '"':
                return new Json.Str(string());
            case 't':
                literal("true");
                return Json.TRUE;
            case 'f':
                literal("false");
                return Json.FALSE;
            case 'n':
                literal("null");
                return Json.NULL;
            default:
                if (c == '-' || (c >= '0' && c <= '9')) return number();
                throw error("unexpected " + describeCurrent() + ", expected a value");
        }
    }

    private Json.Obj object() throws JsonSyntaxException {
        enter();
        index++; // {
        Json.Obj obj = Json.object();
        skipWhitespace();
        if (peek('}')) {
            index++;
            depth--;
            return obj;
        }
        while (true) {
            skipWhitespace();
            if (!peek('"')) throw error("expected a member name in quotes, found " + describeCurrent());
            int keyStart = index;
            String key = string();
            if (obj.has(key)) throw errorAt(keyStart, "duplicate member name " + JsonWriter.quote(key));
            skipWhitespace();
            if (!peek(':')) throw error("expected ':' after a member name, found " + describeCurrent());
            index++;
            skipWhitespace();
            obj.with(key, value());
            skipWhitespace();
            if (peek(',')) {
                index++;
                continue;
            }
            if (peek('}')) {
                index++;
                depth--;
                return obj;
            }
            throw error("expected ',' or '}', found " + describeCurrent());
        }
    }

    private Json.Arr array() throws JsonSyntaxException {
        enter();
        index++; // [
        List<Json> items = new ArrayList<>();
        skipWhitespace();
        if (peek(']')) {
            index++;
            depth--;
            return new Json.Arr(items);
        }
        while (true) {
            skipWhitespace();
            items.add(value());
            skipWhitespace();
            if (peek(',')) {
                index++;
                continue;
            }
            if (peek(']')) {
                index++;
                depth--;
                return new Json.Arr(items);
            }
            throw error("expected ',' or ']', found " + describeCurrent());
        }
    }

    private void enter() throws JsonSyntaxException {
        if (++depth > MAX_DEPTH) throw error("nesting deeper than " + MAX_DEPTH + " levels");
    }

    private String string() throws JsonSyntaxException {
        index++; // opening quote
        StringBuilder out = new StringBuilder();
        while (true) {
            if (index >= text.length()) throw error("unterminated string");
            char c = text.charAt(index);
            if (c == '"') {
                index++;
                return out.toString();
            }
            if (c < 0x20) throw error(String.format("control character U+%04X in a string must be escaped", (int) c));
            if (c == '\\') {
                out.append(escape());
                continue;
            }
            if (Character.isHighSurrogate(c) && index + 1 < text.length() && Character.isLowSurrogate(text.charAt(index + 1))) {
                out.append(c).append(text.charAt(index + 1));
                index += 2;
                continue;
            }
            if (Character.isSurrogate(c)) throw error("lone surrogate in a string");
            out.append(c);
            index++;
        }
    }

    /** One escape sequence starting at the backslash; a \\u pair of surrogates makes one character. */
    private String escape() throws JsonSyntaxException {
        int start = index;
        index++; // backslash
        if (index >= text.length()) throw error("unterminated escape sequence");
        char c = text.charAt(index++);
        switch (c) {
            case '"':
                return "\"";
            case '\\':
                return "\\";
            case '/':
                return "/";
            case 'b':
                return "\b";
            case 'f':
                return "\f";
            case 'n':
                return "\n";
            case 'r':
                return "\r";
            case 't':
                return "\t";
            case 'u':
                char unit = hex4();
                if (Character.isHighSurrogate(unit)) {
                    if (text.startsWith("\\u", index)) {
                        index += 2;
                        char low = hex4();
                        if (Character.isLowSurrogate(low)) return new String(new char[] {unit, low});
                    }
                    throw errorAt(start, "\\u escape of a high surrogate without its low surrogate");
                }
                if (Character.isLowSurrogate(unit)) throw errorAt(start, "\\u escape of a lone low surrogate");
                return String.valueOf(unit);
            default:
                throw errorAt(start, "invalid escape sequence \\" + printable(c));
        }
    }

    private char hex4() throws JsonSyntaxException {
        if (index + 4 > text.length()) throw error("expected four hex digits after \\u");
        int value = 0;
        for (int i = 0; i < 4; i++) {
            int digit = Character.digit(text.charAt(index + i), 16);
            if (digit < 0 || text.charAt(index + i) > 'f') throw error("expected four hex digits after \\u");
            value = value * 16 + digit;
        }
        index += 4;
        return (char) value;
    }

    private Json number() throws JsonSyntaxException {
        int start = index;
        boolean integral = true;
        if (peek('-')) index++;
        if (!peekDigit()) throw error("expected a digit");
        if (peek('0')) {
            index++;
            if (peekDigit()) throw error("leading zeros are not allowed");
        } else {
            while (peekDigit()) index++;
        }
        if (peek('.')) {
            integral = false;
            index++;
            if (!peekDigit()) throw error("expected a digit after '.'");
            while (peekDigit()) index++;
        }
        if (peek('e') || peek('E')) {
            integral = false;
            index++;
            if (peek('+') || peek('-')) index++;
            if (!peekDigit()) throw error("expected a digit in the exponent");
            while (peekDigit()) index++;
        }
        String literal = text.substring(start, index);
        if (integral) {
            try {
                return new Json.Int(Long.parseLong(literal));
            } catch (NumberFormatException tooLarge) {
                // falls through to a double, as a number beyond 64 bits is still a number
            }
        }
        double value = Double.parseDouble(literal);
        if (Double.isInfinite(value)) throw errorAt(start, "number " + literal + " is out of range");
        return new Json.Num(value);
    }

    private void literal(String word) throws JsonSyntaxException {
        if (!text.startsWith(word, index)) throw error("unexpected " + describeCurrent() + ", expected a value");
        index += word.length();
    }

    private void skipWhitespace() {
        while (index < text.length()) {
            char c = text.charAt(index);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') return;
            index++;
        }
    }

    private boolean peek(char c) {
        return index < text.length() && text.charAt(index) == c;
    }

    private boolean peekDigit() {
        return index < text.length() && text.charAt(index) >= '0' && text.charAt(index) <= '9';
    }

    private String describeCurrent() {
        if (index >= text.length()) return "end of input";
        return "'" + printable(text.charAt(index)) + "'";
    }

    /** A character as it can be shown in a message: controls and non-ASCII as U+XXXX. */
    private static String printable(char c) {
        return c >= 0x20 && c < 0x7f ? String.valueOf(c) : String.format("U+%04X", (int) c);
    }

    private JsonSyntaxException error(String message) {
        return errorAt(index, message);
    }

    private JsonSyntaxException errorAt(int position, String message) {
        int line = 1;
        int column = 1;
        for (int i = 0; i < position && i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        return new JsonSyntaxException(message, line, column);
    }
}
