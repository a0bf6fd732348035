package payspec.json;

/** A text that is not strict JSON (RFC 8259), with the 1-based line and column of the fault. */
public final class JsonSyntaxException extends Exception {
    private final int line;
    private final int column;

    public JsonSyntaxException(String message, int line, int column) {
        super(line + ":" + column + ": " + message);
        this.line = line;
        this.column = column;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }
}
