package payspec.moneycollect;

import payspec.adapter.Choices;
import payspec.adapter.Input;
import payspec.adapter.InputError;
import payspec.adapter.Suite;
import payspec.json.Json;

/**
 * {@code moneycollect.confirm-response}: what the payment page does with the confirm answer. First
 * matching rule wins: a transport error, a code other than {@code success}, a redirect, the status
 * message. Ambiguities: {@code mc-confirm-checks-code}, {@code mc-redirect-needs-url},
 * {@code mc-json-null}.
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
        JsonNulls.check(response, choices);
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
            if (choices.is("mc-redirect-needs-url", "android-demo")) return androidDemoRedirect(next, data, choices);
            String url = Input.stringOrNull(StatusMessage.member(next, "redirectToUrl"), "data.nextAction.redirectToUrl");
            if (choices.is("mc-redirect-needs-url", "sample") || (url != null && !url.isEmpty())) {
                return redirect(url, data);
            }
        }
        return message(messages.of(data, choices));
    }

    /**
     * {@code mc-redirect-needs-url=android-demo}: the redirect needs a type and that type's URL (a
     * WeChat Pay H5 action carries its URL in its own member); without both, the message of a payment
     * with no status.
     */
    private Json androidDemoRedirect(Json.Obj next, Json.Obj data, Choices choices) throws InputError {
        String type = Input.stringOrNull(StatusMessage.member(next, "type"), "data.nextAction.type");
        String url;
        if ("wechat_pay_h5".equals(type)) {
            Json holder = StatusMessage.member(next, "wechatPayH5");
            url = Input.stringOrNull(StatusMessage.member(holder instanceof Json.Obj h ? h : null, "redirectToUrl"),
                    "data.nextAction.wechatPayH5.redirectToUrl");
        } else {
            url = Input.stringOrNull(StatusMessage.member(next, "redirectToUrl"), "data.nextAction.redirectToUrl");
        }
        if (type == null || type.isEmpty() || url == null || url.isEmpty()) {
            return message(messages.of(Json.object().with("status", Json.NULL), choices));
        }
        return redirect(url, data);
    }

    private static Json redirect(String url, Json.Obj data) {
        Json.Obj redirect = Json.object()
                .with("url", url)
                .with("paymentId", orNull(StatusMessage.member(data, "id")))
                .with("clientSecret", orNull(StatusMessage.member(data, "clientSecret")));
        return Json.object().with("action", "redirect").with("message", Json.NULL).with("redirect", redirect);
    }

    private static Json message(String text) {
        return Json.object().with("action", "message").with("message", text).with("redirect", Json.NULL);
    }

    /** A value passed through as received; an absent member is {@code null}. */
    private static Json orNull(Json value) {
        return value == null ? Json.NULL : value;
    }
}
