package payspec.moneycollect;

import payspec.adapter.Choices;
import payspec.adapter.Input;
import payspec.adapter.InputError;
import payspec.adapter.Suite;
import payspec.json.Json;

/**
 * {@code moneycollect.confirm-response}: what the payment page does with the confirm answer. First
 * matching rule wins: a transport error, a code other than {@code success}, a redirect, the status
 * message. Ambiguities: {@code mc-confirm-checks-code}, {@code mc-redirect-needs-url}.
 */
final class ConfirmResponse implements Suite {
    static final String NAME = "moneycollect.confirm-response";
    private final StatusMessage messages;

    ConfirmResponse(StatusMessage messages) {
        this.messages = messages;
    }

    @Override
    public Json evaluate(Json value, Choices choices) throws InputError {
        Input in = new Input(value, NAME + " input");
        String error = in.optionalString("error");
        if (error != null) return message(error);
        Input responseInput = in.optionalObject("response");
        Json.Obj response = responseInput == null ? null : responseInput.object();
        Json.Obj data = StatusMessage.member(response, "data") instanceof Json.Obj d ? d : null;
        String code = Input.stringOrNull(StatusMessage.member(response, "code"), "response.code");
        boolean presentNotSuccess = code != null && !code.equals("success");
        if ((presentNotSuccess && choices.is("mc-confirm-checks-code", "check-code"))
                || (!"success".equals(code) && choices.is("mc-confirm-checks-code", "require-success"))) {
            return message(Input.stringOrNull(StatusMessage.member(response, "msg"), "response.msg"));
        }
        Json nextAction = StatusMessage.member(data, "nextAction");
        if (nextAction != null && !(nextAction instanceof Json.Null)) {
            Json.Obj next = nextAction instanceof Json.Obj n ? n : null;
            String url = Input.stringOrNull(StatusMessage.member(next, "redirectToUrl"), "data.nextAction.redirectToUrl");
            if (choices.is("mc-redirect-needs-url", "sample") || (url != null && !url.isEmpty())) {
                Json.Obj redirect = Json.object()
                        .with("url", url)
                        .with("paymentId", orNull(StatusMessage.member(data, "id")))
                        .with("clientSecret", orNull(StatusMessage.member(data, "clientSecret")));
                return Json.object().with("action", "redirect").with("message", Json.NULL).with("redirect", redirect);
            }
        }
        return message(messages.of(data, choices));
    }

    private static Json message(String text) {
        return Json.object().with("action", "message").with("message", text).with("redirect", Json.NULL);
    }

    /** A value passed through as received; an absent member is {@code null}. */
    private static Json orNull(Json value) {
        return value == null ? Json.NULL : value;
    }
}
