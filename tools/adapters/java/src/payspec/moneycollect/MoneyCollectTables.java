package payspec.moneycollect;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import payspec.adapter.SpecError;
import payspec.adapter.SpecRow;
import payspec.adapter.SpecTables;

/** The MoneyCollect tables of {@code spec/moneycollect/}, read once. */
final class MoneyCollectTables {
    /** A payment status and the text handed to the app: fixed, or taken from {@code data.errorMessage}. */
    record Status(String status, String message, boolean messageFromErrorMessage) {}

    final Map<String, Status> statuses = new LinkedHashMap<>();
    /** The text for a status the table does not name (absent, null or another value). */
    final String defaultMessage;
    /** The markers a return URL must carry to be retrieved, in the table's order. */
    final List<String> returnUrlMarkers = new ArrayList<>();

    MoneyCollectTables(SpecTables spec) throws SpecError {
        String fallback = null;
        for (SpecRow r : spec.rows("moneycollect/statuses")) {
            if (r.has("status")) {
                boolean fromErrorMessage = "data.errorMessage".equals(r.optionalString("messageFrom"));
                statuses.put(r.string("status"), new Status(r.string("status"), fromErrorMessage ? null : r.string("message"), fromErrorMessage));
            } else if ("default".equals(r.optionalString("match"))) {
                fallback = r.string("message");
            }
        }
        if (fallback == null) throw new SpecError("spec/moneycollect/statuses.json: no row with \"match\": \"default\"");
        defaultMessage = fallback;
        List<SpecRow> markers = new ArrayList<>(spec.rows("moneycollect/return-url-markers"));
        List<long[]> order = new ArrayList<>();
        for (int i = 0; i < markers.size(); i++) order.add(new long[] {markers.get(i).integer("order"), i});
        order.sort(Comparator.comparingLong(o -> o[0]));
        for (long[] o : order) returnUrlMarkers.add(markers.get((int) o[1]).string("marker"));
    }
}
