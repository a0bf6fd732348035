package payspec.adapter;

/** A spec table that cannot be read or does not have the shape the port relies on. */
public final class SpecError extends Exception {
    public SpecError(String message) {
        super(message);
    }
}
