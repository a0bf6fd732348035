#!/usr/bin/env python3
"""Clean-room port of the MoneyCollect Android demo's result handling, as a payspec/1 adapter.

Transcribed from the behaviour of MoneyCollect/moneycollect-api-android-demo (master 93c7f37:
app/src/main/java/com/moneycollect/example/...) and of its compiled SDK (branch mcsdk,
android_mc-0.0.2.aar); no vendor code is copied. Each branch names the file and line it follows.
Kotlin with Gson reads a JSON null as an absent field, so null and absent are one case here.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from realworld_protocol import serve  # noqa: E402

# How this platform decides the register's ambiguities (spec/ambiguities.json).
CHOICES = {
    "mc-confirm-checks-code": "require-success",  # SDK BaseRepository.handleResponse: only code "success" succeeds
    "mc-redirect-needs-url": "android-demo",  # PaymentDemoActivity.kt:466-483
    "mc-result-object": "payment-data",  # ValidationLocalWebActivity.kt:467-471 hands back the Payment, or null
    "mc-json-null": "absent",  # Gson into Kotlin nullable fields
}

# Constant.kt:44-48
UNCAPTURED = "the payment is uncaptured"
PENDING = "the payment is pending"
CANCELED = "the payment is canceled"

# The SDK's own texts for transport failures (android_mc res/values/values.xml), picked by the
# exception class in DealException; the vector's error text stands for the platform exception.
TIMEOUT_TEXT = "Network connection timeout!"  # SocketTimeoutException
NO_HOST_TEXT = "Network error, please switch network and try again!"  # UnknownHostException
CONNECTION_TEXT = "Network connection error, please try again!"  # SocketException


def field(obj, name):
    """obj.name as Kotlin sees it: None for an absent or null field, or a missing object."""
    return obj.get(name) if isinstance(obj, dict) else None


def empty(text):
    """TextUtils.isEmpty."""
    return text is None or text == ""


def transport_text(error):
    lowered = error.lower()
    if "timed out" in lowered or "timeout" in lowered:
        return TIMEOUT_TEXT
    if "offline" in lowered or "host" in lowered:
        return NO_HOST_TEXT
    return CONNECTION_TEXT


def sdk_call(request):
    """The SDK's callback: ('error', message) or ('success', payment), per BaseRepository."""
    if request.get("error") is not None:
        return "error", transport_text(request["error"])
    body = request.get("response")
    if field(body, "code") != "success":  # a missing code is an error too
        return "error", field(body, "msg")
    return "success", field(body, "data")


def confirm(request):
    kind, value = sdk_call(request)
    if kind == "error":  # PaymentDemoActivity.kt:457-462 dealError shows e.message
        return message(value)
    payment = value
    next_action = field(payment, "nextAction")
    if next_action is not None:  # PaymentDemoActivity.kt:466
        action_type = field(next_action, "type")
        if empty(action_type):  # PaymentDemoActivity.kt:481-483
            return message(PENDING)
        url = field(next_action, "redirectToUrl")
        if action_type == "wechat_pay_h5":  # PaymentDemoActivity.kt:469-471
            url = field(field(next_action, "wechatPayH5"), "redirectToUrl")
        if empty(url):  # PaymentDemoActivity.kt:478-480
            return message(PENDING)
        return {"action": "redirect", "message": None,  # PaymentDemoActivity.kt:473-477
                "redirect": {"url": url, "paymentId": field(payment, "id"), "clientSecret": field(payment, "clientSecret")}}
    status = field(payment, "status")
    if status == "succeeded":  # PaymentDemoActivity.kt:492-493: no text is set, an animation plays
        return message(None)
    return message(status_text(status, payment))


def status_text(status, payment):
    """The `when (result.status)` of PaymentDemoActivity.kt:494-509 and ValidationLocalWebActivity.kt:423-445."""
    if status == "failed":
        return field(payment, "errorMessage")
    if status == "uncaptured":
        return UNCAPTURED
    if status == "pending":
        return PENDING
    if status == "canceled":
        return CANCELED
    return PENDING


def message(text):
    return {"action": "message", "message": text, "redirect": None}


def retrieve_handled(request):
    """ValidationLocalWebActivity.kt:414-465: the text and the Payment handed to completeThreeDCheckout."""
    kind, value = sdk_call(request)
    if kind == "error":  # :457-461 onError: e.message, no payment
        return value, None
    status = field(value, "status")
    if status == "succeeded":  # :424-427 the succeeded text is empty
        return "", value
    return status_text(status, value), value


def retrieve(request):
    text, payment = retrieve_handled(request)
    # :467-473 setResult, then finish: the caller is completed before the page goes.
    return {"message": text, "responseObject": payment, "sequence": ["complete", "dismiss"]}


def return_url(request):
    """ValidationLocalWebActivity.kt:256-287 then :375-379: an http(s) page that is no app link,
    whose whole URL contains the three markers (substrings, case-sensitive)."""
    url = request["url"]
    if not (url.startswith("https://") or url.startswith("http://")):
        return {"retrieve": False}
    if "urlType=applinkUrl" in url or "urlType=schemeUrl" in url:
        return {"retrieve": False}
    markers = ("payment_id", "payment_client_secret", "source_redirect_slug")
    return {"retrieve": all(m in url for m in markers)}


def exit_prompt(request):
    """ValidationLocalWebActivity.kt:479-521 and :542-546: back shows the give-up dialog, yes
    retrieves (and the page finishes), no dismisses the dialog."""
    trace, prompt, page_open, calls = [], False, True, 0
    for event in request["events"]:
        if not page_open:
            raise ValueError("%s after the page finished" % event)
        if event == "backPressed":
            prompt = True
            trace.append(step("showExitPrompt"))
        elif event == "exitConfirmed" and prompt:
            text, _ = retrieve_handled(request["retrieve"])
            calls += 1
            trace += [step("retrievePayment"), step("complete", text), step("dismissPage")]
            page_open, prompt = False, False
        elif event == "exitDismissed" and prompt:
            prompt = False
            trace.append(step("hideExitPrompt"))
        else:
            raise ValueError("event %r with no dialog on screen" % event)
    return {"trace": trace, "retrieveCalls": calls, "pageOpen": page_open}


def step(action, text=None):
    return {"action": action, "message": text}


SUITES = {
    "moneycollect.confirm-response": confirm,
    "moneycollect.retrieve-response": retrieve,
    "moneycollect.return-url": return_url,
    "moneycollect.exit-prompt": exit_prompt,
}

if __name__ == "__main__":
    sys.exit(serve({"name": "moneycollect-android-demo (clean-room port)", "version": "93c7f37", "language": "python"},
                   SUITES, CHOICES))
