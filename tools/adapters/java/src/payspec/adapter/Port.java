package payspec.adapter;

import java.util.List;
import java.util.Map;

/**
 * The behaviour of one SDK family, as the adapter loop sees it. A wrapper around a real SDK
 * implements this interface by calling the SDK's result-handling code from each {@link Suite}.
 */
public interface Port {
    /** Suite name -> behaviour, e.g. {@code "seb.status-outcome"}. */
    Map<String, Suite> suites();

    /** Every code, status, key and language the implementation knows, by spec table (for {@code payspec drift}). */
    Map<String, List<String>> inventory();
}
