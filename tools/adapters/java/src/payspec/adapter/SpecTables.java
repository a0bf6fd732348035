package payspec.adapter;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import payspec.json.Json;
import payspec.json.JsonReader;
import payspec.json.JsonSyntaxException;

/**
 * The repository's {@code spec/} folder, read table by table. The port takes its codes, texts
 * and mappings from there, as the Python and Node ports do, so a spec change reaches all three.
 */
public final class SpecTables {
    private final Path folder;

    public SpecTables(Path folder) {
        this.folder = folder;
    }

    public Path folder() {
        return folder;
    }

    /** The rows of {@code spec/<table>.json}, e.g. {@code rows("comgate/errors")}. */
    public List<SpecRow> rows(String table) throws SpecError {
        Path file = folder.resolve(table + ".json");
        String shown = "spec/" + table + ".json";
        String text;
        try {
            text = Files.readString(file);
        } catch (CharacterCodingException e) {
            throw new SpecError(shown + ": not valid UTF-8");
        } catch (IOException e) {
            throw new SpecError(shown + ": cannot be read (" + e.getClass().getSimpleName() + ") under " + folder);
        }
        Json root;
        try {
            root = JsonReader.read(text);
        } catch (JsonSyntaxException e) {
            throw new SpecError(shown + ":" + e.getMessage());
        }
        if (!(root instanceof Json.Obj obj) || !(obj.get("rows") instanceof Json.Arr rows)) {
            throw new SpecError(shown + ": expected an object with a \"rows\" array");
        }
        List<SpecRow> out = new ArrayList<>(rows.items().size());
        for (int i = 0; i < rows.items().size(); i++) {
            String where = shown + ": rows[" + i + "]";
            if (!(rows.items().get(i) instanceof Json.Obj row)) throw new SpecError(where + ": expected an object");
            out.add(new SpecRow(row, where));
        }
        return out;
    }
}
