package payspec.seb;

import java.util.List;
import payspec.adapter.Choices;
import payspec.adapter.Input;
import payspec.adapter.InputError;
import payspec.adapter.Suite;
import payspec.json.Json;

/** {@code seb.flow-terminations}: what each way a flow can end means for the callback. */
final class FlowTerminations implements Suite {
    static final String NAME = "seb.flow-terminations";
    private final SebTables tables;

    FlowTerminations(SebTables tables) {
        this.tables = tables;
    }

    @Override
    public Json evaluate(Json value, Choices choices) throws InputError {
        Input in = new Input(value, NAME + " input");
        SebTables.Termination t = named(tables, in, in.string("termination"));
        return Json.object().with("outcome", t.outcome()).with("resolvesStatus", t.outcome() == null)
                .with("error", t.error()).with("immediate", t.immediate());
    }

    /** The termination of that name, or an input error listing the known ones. */
    static SebTables.Termination named(SebTables tables, Input in, String name) throws InputError {
        SebTables.Termination t = tables.terminations.get(name);
        if (t == null) throw in.unknown("termination", name, List.copyOf(tables.terminations.keySet()));
        return t;
    }
}
