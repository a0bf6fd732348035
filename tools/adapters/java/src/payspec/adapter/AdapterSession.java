package payspec.adapter;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import payspec.json.Json;
import payspec.json.JsonReader;
import payspec.json.JsonSyntaxException;
import payspec.json.JsonWriter;

/**
 * The {@code payspec/1} loop (golden/PROTOCOL.md): handshake, one answer per vector in the
 * order the vectors came, inventory, shutdown. Answers are flushed whenever no further request
 * is waiting, so a pipelining runner gets them in batches and a line-by-line one at once.
 */
public final class AdapterSession {
    public static final String PROTOCOL = "payspec/1";

    /** The answer that ends the loop: {@code shutdown} has none. */
    private static final Json.Obj SHUTDOWN = Json.object();

    private final Implementation implementation;
    private final Map<String, Suite> suites = new TreeMap<>();
    private final Map<String, List<String>> inventory = new TreeMap<>();
    private final Choices choices;
    private final Log log;

    /** What the handshake says about the implementation. */
    public record Implementation(String name, String version, String language) {}

    public AdapterSession(Implementation implementation, List<Port> ports, Choices choices, Log log) {
        this.implementation = implementation;
        for (Port port : ports) {
            suites.putAll(port.suites());
            inventory.putAll(port.inventory());
        }
        this.choices = choices;
        this.log = log;
    }

    /** Serves requests from {@code in} until shutdown or end of input. Throws when stdout cannot be written. */
    public void serve(InputStream in, OutputStream out) throws IOException {
        LineInput lines = new LineInput(in);
        int number = 0;
        byte[] raw;
        while ((raw = lines.next()) != null) {
            number++;
            Json.Obj request = request(lines, raw, number);
            if (request != null) {
                Json.Obj answer = answer(request);
                if (answer == SHUTDOWN) break;
                if (answer != null) {
                    out.write(JsonWriter.write(answer).getBytes(StandardCharsets.UTF_8));
                    out.write('\n');
                }
            }
            if (!lines.ready()) out.flush();
        }
        out.flush();
    }

    private Json.Obj request(LineInput lines, byte[] raw, int number) {
        String text = lines.decode(raw);
        if (text == null) {
            log.line("ignoring request line " + number + ": not valid UTF-8");
            return null;
        }
        if (text.isBlank()) return null;
        try {
            if (JsonReader.read(text) instanceof Json.Obj obj) return obj;
            log.line("ignoring request line " + number + ": not a JSON object");
        } catch (JsonSyntaxException e) {
            log.line("ignoring request line " + number + ": not JSON (" + e.getMessage() + ")");
        }
        return null;
    }

    /** The answer to one request, {@code null} for none, {@link #SHUTDOWN} to stop. */
    private Json.Obj answer(Json.Obj request) {
        Json type = request.get("type");
        String kind = type instanceof Json.Str s ? s.value() : null;
        if ("handshake".equals(kind)) return handshake();
        if ("vector".equals(kind)) return vector(request);
        if ("inventory".equals(kind)) return inventoryAnswer();
        if ("shutdown".equals(kind)) return SHUTDOWN;
        log.line("ignoring a request of type " + (type == null ? "(none)" : JsonWriter.write(type)));
        return null;
    }

    private Json.Obj handshake() {
        return Json.object()
                .with("type", "handshake")
                .with("protocol", PROTOCOL)
                .with("implementation", Json.object()
                        .with("name", implementation.name())
                        .with("version", implementation.version())
                        .with("language", implementation.language()))
                .with("suites", Json.strings(new ArrayList<>(suites.keySet())))
                .with("choices", choices.handshake());
    }

    private Json.Obj vector(Json.Obj request) {
        Json id = request.get("id") == null ? Json.NULL : request.get("id");
        Json suiteName = request.get("suite");
        Suite suite = suiteName instanceof Json.Str s ? suites.get(s.value()) : null;
        if (suite == null) {
            String shown = suiteName == null ? "(none)" : JsonWriter.write(suiteName);
            return Json.object().with("type", "unsupported").with("id", id).with("reason", "suite " + shown + " is not ported to Java");
        }
        try {
            return Json.object().with("type", "result").with("id", id).with("output", suite.evaluate(request.get("input"), choices));
        } catch (InputError e) {
            log.line("vector " + JsonWriter.write(id) + ": " + e.getMessage());
            return error(id, "InputError: " + e.getMessage());
        } catch (RuntimeException e) {
            // a defect of the port: reported for this vector only, with the trace on stderr
            log.failure("vector " + JsonWriter.write(id) + " raised:", e);
            return error(id, e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    private static Json.Obj error(Json id, String message) {
        return Json.object().with("type", "error").with("id", id).with("message", message);
    }

    private Json.Obj inventoryAnswer() {
        Json.Obj tables = Json.object();
        inventory.forEach((table, names) -> tables.with(table, Json.strings(names)));
        return Json.object().with("type", "inventory").with("inventory", tables);
    }
}
