package payspec.adapter;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Protocol lines from the runner: bytes up to each {@code \n}, a trailing {@code \r} dropped,
 * decoded as strict UTF-8. Reads as the bytes come, so pipelined requests are answered at once.
 */
final class LineInput {
    private final InputStream in;
    private final byte[] buffer = new byte[1 << 16];
    private int start;
    private int end;
    private boolean eof;
    private final CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);

    LineInput(InputStream in) {
        this.in = in;
    }

    /** The next line's bytes, or {@code null} at the end of input (a last line without {@code \n} counts). */
    byte[] next() throws IOException {
        ByteArrayOutputStream partial = null;
        while (true) {
            for (int i = start; i < end; i++) {
                if (buffer[i] == '\n') {
                    byte[] line = take(partial, i);
                    start = i + 1;
                    return line;
                }
            }
            if (partial == null) partial = new ByteArrayOutputStream();
            partial.write(buffer, start, end - start);
            start = end = 0;
            if (eof) return partial.size() > 0 ? stripCR(partial.toByteArray()) : null;
            int n = in.read(buffer, 0, buffer.length);
            if (n < 0) eof = true;
            else end = n;
        }
    }

    /** Whether another line may be read without waiting: the moment to flush answers is when this is false. */
    boolean ready() throws IOException {
        return start < end || (!eof && in.available() > 0);
    }

    /** The text of a line, or {@code null} when it is not valid UTF-8. */
    String decode(byte[] line) {
        try {
            return utf8.decode(ByteBuffer.wrap(line)).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    private byte[] take(ByteArrayOutputStream partial, int newline) {
        if (partial == null) {
            byte[] line = new byte[newline - start];
            System.arraycopy(buffer, start, line, 0, line.length);
            return stripCR(line);
        }
        partial.write(buffer, start, newline - start);
        return stripCR(partial.toByteArray());
    }

    private static byte[] stripCR(byte[] line) {
        if (line.length > 0 && line[line.length - 1] == '\r') {
            byte[] out = new byte[line.length - 1];
            System.arraycopy(line, 0, out, 0, out.length);
            return out;
        }
        return line;
    }
}
