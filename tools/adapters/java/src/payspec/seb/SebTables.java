package payspec.seb;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import payspec.adapter.SpecError;
import payspec.adapter.SpecRow;
import payspec.adapter.SpecTables;

/** The SEB PaymentKit tables of {@code spec/seb/}, read once. */
final class SebTables {
    /** How a flow can end: its outcome ({@code null} when status resolution decides), error, and whether it ends at once. */
    record Termination(String name, String outcome, String error, boolean immediate) {}

    /** One part of the status-lookup request: {@code method}, {@code url} or a {@code header}. */
    record LookupPart(String part, String name, String value) {}

    /** Platform status -> outcome, for the statuses matched exactly. */
    final Map<String, String> outcomeByStatus = new LinkedHashMap<>();
    /** The outcome of any status the table does not name. */
    final String unrecognisedOutcome;
    final Map<String, Termination> terminations = new LinkedHashMap<>();
    final List<LookupPart> lookup = new ArrayList<>();
    final List<String> outcomes = new ArrayList<>();

    SebTables(SpecTables spec) throws SpecError {
        String unrecognised = null;
        for (SpecRow r : spec.rows("seb/platform-statuses")) {
            if (r.has("status")) outcomeByStatus.put(r.string("status"), r.string("outcome"));
            else if ("unrecognised".equals(r.optionalString("match"))) unrecognised = r.string("outcome");
        }
        if (unrecognised == null) throw new SpecError("spec/seb/platform-statuses.json: no row with \"match\": \"unrecognised\"");
        unrecognisedOutcome = unrecognised;
        for (SpecRow r : spec.rows("seb/flow-terminations")) {
            String outcome = r.string("outcome");
            terminations.put(r.string("termination"), new Termination(
                    r.string("termination"), outcome.equals("resolved") ? null : outcome, r.optionalString("error"), r.bool("immediate", false)));
        }
        for (SpecRow r : spec.rows("seb/status-lookup")) {
            lookup.add(new LookupPart(r.string("part"), r.optionalString("name"), r.string("value")));
        }
        for (SpecRow r : spec.rows("seb/outcomes")) outcomes.add(r.string("outcome"));
    }
}
