package payspec.adapter;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import payspec.json.Json;
import payspec.json.JsonWriter;

/**
 * How this implementation decides each ambiguity of {@code spec/ambiguities.json}: the options it
 * declares in the handshake, and the register's reference choice for every other ambiguity.
 */
public final class Choices {
    private final Map<String, String> reference;
    private final Map<String, String> declared;

    private Choices(Map<String, String> reference, Map<String, String> declared) {
        this.reference = reference;
        this.declared = declared;
    }

    /** Reads the register and checks every declared id and option against it. */
    public static Choices declare(SpecTables spec, Map<String, String> declared) throws SpecError, ChoiceError {
        Map<String, String> reference = new LinkedHashMap<>();
        Map<String, List<String>> options = new LinkedHashMap<>();
        for (SpecRow row : spec.rows("ambiguities")) {
            String id = row.string("id");
            reference.put(id, row.string("choice"));
            options.put(id, row.optionIds());
        }
        for (Map.Entry<String, String> choice : declared.entrySet()) {
            List<String> known = options.get(choice.getKey());
            if (known == null) {
                throw new ChoiceError("unknown ambiguity " + JsonWriter.quote(choice.getKey())
                        + "; known: " + String.join(", ", reference.keySet()));
            }
            if (!known.contains(choice.getValue())) {
                throw new ChoiceError("ambiguity " + choice.getKey() + " has no option " + JsonWriter.quote(choice.getValue())
                        + "; options: " + String.join(", ", known));
            }
        }
        return new Choices(reference, Collections.unmodifiableMap(new TreeMap<>(declared)));
    }

    /** The option in force for an ambiguity. An id the register does not have is a bug in the port. */
    public String of(String ambiguity) {
        String option = declared.get(ambiguity);
        if (option != null) return option;
        option = reference.get(ambiguity);
        if (option == null) throw new IllegalStateException("ambiguity " + ambiguity + " is not in spec/ambiguities.json");
        return option;
    }

    /** Whether the option in force for {@code ambiguity} is {@code option}. */
    public boolean is(String ambiguity, String option) {
        return of(ambiguity).equals(option);
    }

    /** The declared choices, as the handshake's {@code choices} member. */
    public Json.Obj handshake() {
        Json.Obj out = Json.object();
        declared.forEach(out::with);
        return out;
    }

    /** A declared choice the register does not allow. */
    public static final class ChoiceError extends Exception {
        public ChoiceError(String message) {
            super(message);
        }
    }

    static List<String> ids(List<Json> options) {
        List<String> out = new ArrayList<>();
        for (Json option : options) {
            if (option instanceof Json.Obj o && o.get("id") instanceof Json.Str s) out.add(s.value());
        }
        return out;
    }
}
