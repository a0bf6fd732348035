package payspec.adapter;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;

/**
 * The adapter's stderr. Messages can quote input text, so control characters (C0 other than
 * tab and newline, DEL, C1) are written as {@code \\u} escapes: nothing from an input can move a
 * terminal's cursor or recolour a CI log.
 */
public final class Log {
    private final PrintStream err;

    public Log(PrintStream err) {
        this.err = err;
    }

    public void line(String message) {
        StringBuilder out = new StringBuilder("payspec-java: ");
        for (int i = 0; i < message.length(); i++) {
            char c = message.charAt(i);
            boolean control = (c < 0x20 && c != '\n' && c != '\t') || (c >= 0x7f && c <= 0x9f);
            if (control) out.append(String.format("\\u%04x", (int) c));
            else out.append(c);
        }
        err.println(out);
        err.flush();
    }

    /** A failure with its stack trace, for a defect of the port. */
    public void failure(String message, Throwable error) {
        StringWriter trace = new StringWriter();
        error.printStackTrace(new PrintWriter(trace));
        line(message + "\n" + trace.toString().stripTrailing());
    }
}
