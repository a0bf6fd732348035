package payspec.moneycollect;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import payspec.adapter.Port;
import payspec.adapter.SpecError;
import payspec.adapter.SpecTables;
import payspec.adapter.Suite;

/** The MoneyCollect SDK's result-handling behaviour: four suites over the tables of {@code spec/moneycollect/}. */
public final class MoneyCollectPort implements Port {
    private final MoneyCollectTables tables;

    public MoneyCollectPort(SpecTables spec) throws SpecError {
        tables = new MoneyCollectTables(spec);
    }

    @Override
    public Map<String, Suite> suites() {
        StatusMessage messages = new StatusMessage(tables);
        RetrieveResponse retrieve = new RetrieveResponse(messages);
        Map<String, Suite> suites = new LinkedHashMap<>();
        suites.put(ConfirmResponse.NAME, new ConfirmResponse(messages));
        suites.put(ReturnUrl.NAME, new ReturnUrl(tables));
        suites.put(RetrieveResponse.NAME, retrieve);
        suites.put(ExitPrompt.NAME, new ExitPrompt(retrieve));
        return suites;
    }

    @Override
    public Map<String, List<String>> inventory() {
        Map<String, List<String>> inventory = new LinkedHashMap<>();
        inventory.put("moneycollect/statuses", new ArrayList<>(tables.statuses.keySet()));
        return inventory;
    }
}
