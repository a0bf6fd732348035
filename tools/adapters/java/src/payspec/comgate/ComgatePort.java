package payspec.comgate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import payspec.adapter.Port;
import payspec.adapter.SpecError;
import payspec.adapter.SpecTables;
import payspec.adapter.Suite;

/** The Comgate SDK's result-handling behaviour: eight suites over the tables of {@code spec/comgate/}. */
public final class ComgatePort implements Port {
    private final ComgateTables tables;

    public ComgatePort(SpecTables spec) throws SpecError {
        tables = new ComgateTables(spec);
    }

    @Override
    public Map<String, Suite> suites() {
        Map<String, Suite> suites = new LinkedHashMap<>();
        suites.put(ErrorCodes.NAME, new ErrorCodes(tables));
        suites.put(ErrorReasons.NAME, new ErrorReasons(tables));
        suites.put(PaymentResult.NAME, new PaymentResult(tables));
        suites.put(StatusView.NAME, new StatusView(tables));
        suites.put(Session.NAME, new Session(tables));
        suites.put(PaymentParams.NAME, new PaymentParams(tables));
        suites.put(CardFields.NAME, new CardFields(tables));
        suites.put(Translations.NAME, new Translations(tables));
        return suites;
    }

    @Override
    public Map<String, List<String>> inventory() {
        Map<String, List<String>> inventory = new LinkedHashMap<>();
        inventory.put("comgate/errors", new ArrayList<>(tables.errorByCode.keySet()));
        inventory.put("comgate/error-reasons", new ArrayList<>(tables.reasons.keySet()));
        List<String> keys = new ArrayList<>();
        for (ComgateTables.TranslationKey k : tables.keys) keys.add(k.key());
        inventory.put("comgate/translation-keys", keys);
        inventory.put("comgate/languages", new ArrayList<>(tables.languages.keySet()));
        return inventory;
    }
}
