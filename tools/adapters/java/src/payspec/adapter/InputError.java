package payspec.adapter;

/** The input of a vector does not fit its suite's contract: a missing member, a wrong type, an unknown name. */
public final class InputError extends Exception {
    public InputError(String message) {
        super(message);
    }
}
