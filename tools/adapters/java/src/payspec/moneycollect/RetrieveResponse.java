package payspec.moneycollect;

import java.util.List;
import payspec.adapter.Choices;
import payspec.adapter.Input;
import payspec.adapter.InputError;
import payspec.adapter.Suite;
import payspec.json.Json;

/**
 * {@code moneycollect.retrieve-response}: the text handed to {@code completeBlock} after
 * {@code retrievePayment}, which then dismisses the page.
 */
final class RetrieveResponse implements Suite {
    static final String NAME = "moneycollect.retrieve-response";
    private final StatusMessage messages;

    RetrieveResponse(StatusMessage messages) {
        this.messages = messages;
    }

    /** The completion's message and the response object as received. */
    record Handled(String message, Json response) {}

    @Override
    public Json evaluate(Json value, Choices choices) throws InputError {
        Handled handled = handle(new Input(value, NAME + " input"), choices);
        return Json.object().with("message", handled.message()).with("responseObject", handled.response())
                .with("sequence", Json.strings(List.of("complete", "dismiss")));
    }

    /** A transport error's text; else the status message when the code is exactly {@code success}; else {@code msg}. */
    Handled handle(Input answer, Choices choices) throws InputError {
        String error = answer.optionalString("error");
        Input responseInput = answer.optionalObject("response");
        Json.Obj response = responseInput == null ? null : responseInput.object();
        // the error gives the message; the response goes on to completeBlock as received
        if (error != null) {
            return new Handled(error, response == null || choices.is("mc-result-object", "payment-data") ? Json.NULL : response);
        }
        String code = Input.stringOrNull(StatusMessage.member(response, "code"), "response.code");
        JsonNulls.check(response, choices);
        // mc-result-object: completeBlock gets the whole body, or only the payment (null when the
        // code is not success)
        boolean paymentOnly = choices.is("mc-result-object", "payment-data");
        Json sent = response == null ? Json.NULL : response;
        if ("success".equals(code)) {
            Json data = StatusMessage.member(response, "data");
            Json object = paymentOnly ? (data == null ? Json.NULL : data) : sent;
            return new Handled(messages.of(data instanceof Json.Obj ? data : null, choices), object);
        }
        return new Handled(Input.stringOrNull(StatusMessage.member(response, "msg"), "response.msg"),
                paymentOnly ? Json.NULL : sent);
    }
}
