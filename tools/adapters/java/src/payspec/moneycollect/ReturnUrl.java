package payspec.moneycollect;

import java.util.HashSet;
import java.util.Set;
import payspec.adapter.Choices;
import payspec.adapter.Input;
import payspec.adapter.InputError;
import payspec.adapter.Suite;
import payspec.json.Json;

/**
 * {@code moneycollect.return-url}: whether a page load is the 3-D Secure return that triggers
 * retrieval: every marker present, case-sensitive. Ambiguity: {@code mc-return-url-substring}.
 */
final class ReturnUrl implements Suite {
    static final String NAME = "moneycollect.return-url";
    private final MoneyCollectTables tables;

    ReturnUrl(MoneyCollectTables tables) {
        this.tables = tables;
    }

    @Override
    public Json evaluate(Json value, Choices choices) throws InputError {
        String url = new Input(value, NAME + " input").string("url");
        boolean byName = choices.is("mc-return-url-substring", "query-parameter");
        Set<String> names = byName ? queryNames(url) : Set.of();
        boolean retrieve = true;
        for (String marker : tables.returnUrlMarkers) {
            retrieve &= byName ? names.contains(marker) : url.contains(marker);
        }
        return Json.object().with("retrieve", retrieve);
    }

    /**
     * The parameter names of the query, undecoded: RFC 3986 runs it from the first {@code ?} to the
     * {@code #}, and a {@code ?} after the {@code #} belongs to the fragment.
     */
    static Set<String> queryNames(String url) {
        Set<String> names = new HashSet<>();
        int hash = url.indexOf('#');
        String beforeFragment = hash < 0 ? url : url.substring(0, hash);
        int q = beforeFragment.indexOf('?');
        if (q < 0) return names;
        String query = beforeFragment.substring(q + 1);
        for (String part : query.split("&")) {
            if (part.isEmpty()) continue;
            int eq = part.indexOf('=');
            names.add(eq < 0 ? part : part.substring(0, eq));
        }
        return names;
    }
}
