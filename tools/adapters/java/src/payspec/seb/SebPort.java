package payspec.seb;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import payspec.adapter.Port;
import payspec.adapter.SpecError;
import payspec.adapter.SpecTables;
import payspec.adapter.Suite;

/** The SEB PaymentKit's result-handling behaviour: six suites over the tables of {@code spec/seb/}. */
public final class SebPort implements Port {
    private final SebTables tables;

    public SebPort(SpecTables spec) throws SpecError {
        tables = new SebTables(spec);
    }

    @Override
    public Map<String, Suite> suites() {
        StatusMapping mapping = new StatusMapping(tables);
        Map<String, Suite> suites = new LinkedHashMap<>();
        suites.put(StatusOutcome.NAME, new StatusOutcome(mapping));
        suites.put(ResultFields.NAME, new ResultFields(mapping));
        suites.put(Resolution.NAME, new Resolution(mapping));
        suites.put(LookupRequest.NAME, new LookupRequest(tables));
        suites.put(FlowTerminations.NAME, new FlowTerminations(tables));
        suites.put(CallbackContract.NAME, new CallbackContract(tables, mapping));
        return suites;
    }

    @Override
    public Map<String, List<String>> inventory() {
        Map<String, List<String>> inventory = new LinkedHashMap<>();
        inventory.put("seb/platform-statuses", new ArrayList<>(tables.outcomeByStatus.keySet()));
        inventory.put("seb/outcomes", new ArrayList<>(tables.outcomes));
        return inventory;
    }
}
