package payspec.seb;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import payspec.adapter.Choices;
import payspec.adapter.Input;
import payspec.adapter.InputError;
import payspec.adapter.Suite;
import payspec.json.Json;

/**
 * {@code seb.lookup-request}: the status lookup the SDK sends, built from {@code spec/seb/status-lookup.json}.
 * Every request has a fresh {@code X-Request-Id}. Ambiguities: {@code seb-base-url-trailing-slash},
 * {@code seb-payment-id-path-encoding}.
 */
final class LookupRequest implements Suite {
    static final String NAME = "seb.lookup-request";
    private final SebTables tables;

    LookupRequest(SebTables tables) {
        this.tables = tables;
    }

    @Override
    public Json evaluate(Json value, Choices choices) throws InputError {
        Input in = new Input(value, NAME + " input");
        String base = in.string("apiBaseURL");
        String paymentId = in.string("paymentId");
        String key = in.string("verificationKey");
        if (choices.is("seb-base-url-trailing-slash", "join-one-slash")) {
            int end = base.length();
            while (end > 0 && base.charAt(end - 1) == '/') end--;
            base = base.substring(0, end);
        }
        Json method = Json.NULL;
        Json url = Json.NULL;
        List<Json> headers = new ArrayList<>();
        for (SebTables.LookupPart part : tables.lookup) {
            switch (part.part()) {
                case "method" -> method = Json.of(part.value());
                case "url" -> {
                    String segment = choices.is("seb-payment-id-path-encoding", "percent-encode") ? pathSegment(paymentId) : paymentId;
                    url = Json.of(fill(part.value(), Map.of("apiBaseURL", base, "paymentId", segment)));
                }
                case "header" -> headers.add(Json.object().with("name", part.name()).with("value",
                        fill(part.value(), Map.of("verificationKey", key, "uuid", UUID.randomUUID().toString()))));
                default -> throw new IllegalStateException("spec/seb/status-lookup.json: unknown part " + part.part());
            }
        }
        return Json.object().with("method", method).with("url", url).with("headers", Json.array(headers));
    }

    /** RFC 3986 section 3.3: a path segment keeps unreserved characters, sub-delimiters, ':' and '@'. */
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(apiBaseURL|paymentId|verificationKey|uuid)\\}");

    /**
     * The template with its placeholders filled in one pass: a value that itself holds "{uuid}" or
     * "{paymentId}" is sent as it is (chained String.replace would fill it too).
     */
    static String fill(String template, Map<String, String> values) {
        Matcher m = PLACEHOLDER.matcher(template);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String value = values.get(m.group(1));
            m.appendReplacement(out, Matcher.quoteReplacement(value != null ? value : m.group()));
        }
        m.appendTail(out);
        return out.toString();
    }

    static String pathSegment(String id) {
        String kept = "-._~!$&'()*+,;=:@";
        StringBuilder out = new StringBuilder();
        for (byte b : id.getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
            int c = b & 0xFF;
            boolean alnum = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
            if (alnum || (c < 128 && kept.indexOf(c) >= 0)) out.append((char) c);
            else out.append('%').append("0123456789ABCDEF".charAt(c >> 4)).append("0123456789ABCDEF".charAt(c & 15));
        }
        return out.toString();
    }
}
