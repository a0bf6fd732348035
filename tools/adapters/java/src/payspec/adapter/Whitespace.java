package payspec.adapter;

/**
 * Unicode whitespace as the reference model trims it: the space separators (including no-break
 * space), line and paragraph separators, tab through carriage return, and NEL. Java's own
 * {@code String.strip} leaves the no-break spaces, which a cardholder name must not keep.
 */
public final class Whitespace {
    private Whitespace() {}

    public static boolean is(int codePoint) {
        if (codePoint >= 0x09 && codePoint <= 0x0D || codePoint == 0x85) return true;
        int type = Character.getType(codePoint);
        return type == Character.SPACE_SEPARATOR || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR;
    }

    /** {@code text} without leading and trailing whitespace. */
    public static String trim(String text) {
        int start = 0;
        int end = text.length();
        while (start < end && is(text.codePointAt(start))) start += Character.charCount(text.codePointAt(start));
        while (end > start && is(text.codePointBefore(end))) end -= Character.charCount(text.codePointBefore(end));
        return text.substring(start, end);
    }
}
