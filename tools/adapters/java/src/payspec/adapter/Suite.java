package payspec.adapter;

import payspec.json.Json;

/** The behaviour of one golden suite: a vector's input in, its output out. */
@FunctionalInterface
public interface Suite {
    /**
     * The output for {@code input} under {@code choices}. Throws {@link InputError} when the input
     * does not fit the suite's contract; the adapter answers that vector with an {@code error}.
     */
    Json evaluate(Json input, Choices choices) throws InputError;
}
