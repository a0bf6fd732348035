#!/usr/bin/env python3
"""Clean-room port of the MoneyCollect iOS sample's result handling, as a payspec/1 adapter.

Transcribed from the behaviour of MoneyCollect/moneycollect-api-ios-demo (MIT; MoneyCollectExample/
集成示例/MCSelectPaymentCardVC.m and MCThreeDSWebViewController.m); no vendor code is copied.
Each branch names the file and line it follows. The sample reads NSDictionary values from
NSJSONSerialization, where a JSON null is NSNull: the register's mc-json-null=platform-undefined
keeps such vectors from being sent, and NSNull below stands for it should one arrive.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from realworld_protocol import serve  # noqa: E402

# How this platform decides the register's ambiguities (spec/ambiguities.json).
CHOICES = {
    "mc-confirm-checks-code": "ignore-code",  # MCSelectPaymentCardVC.m:283-286 never reads code
    "mc-redirect-needs-url": "sample",  # MCSelectPaymentCardVC.m:289: any nextAction object redirects
    "mc-json-null": "platform-undefined",  # NSNull is truthy and answers no objectForKey:
}


class NSNull:
    """A JSON null as the sample receives it."""


def objc(value):
    """A decoded JSON value as NSJSONSerialization hands it over (null becomes NSNull)."""
    if value is None:
        return NSNull()
    if isinstance(value, dict):
        return {k: objc(v) for k, v in value.items()}
    if isinstance(value, list):
        return [objc(v) for v in value]
    return value


def object_for_key(obj, key):
    """[obj objectForKey:key]: a message to nil answers nil; NSNull does not answer it."""
    if obj is None:
        return None
    if isinstance(obj, NSNull):
        raise TypeError("-[NSNull objectForKey:]: unrecognized selector sent to instance")
    return obj.get(key)


def is_equal(value, text):
    """[value isEqualToString:text]: nil answers NO."""
    if isinstance(value, NSNull):
        raise TypeError("-[NSNull isEqualToString:]: unrecognized selector sent to instance")
    return value == text


def nil_if_null(value):
    """What the harness reads back out of the sample's NSString *: NSNull would crash the UI."""
    if isinstance(value, NSNull):
        raise TypeError("NSNull where the sample expects an NSString")
    return value


def status_text(data):
    """MCSelectPaymentCardVC.m:316-346 and MCThreeDSWebViewController.m:150-174 (the same ladder)."""
    status = object_for_key(data, "status")
    if is_equal(status, "succeeded"):
        return "success"
    if is_equal(status, "failed"):
        return nil_if_null(object_for_key(data, "errorMessage"))
    if is_equal(status, "pending"):
        return "the payment is pending"
    if is_equal(status, "uncaptured"):
        return "the payment is uncaptured"
    if is_equal(status, "canceled"):
        return "the payment is canceled"
    return "the payment is pending"


def confirm(request):
    if request.get("error") is not None:  # MCSelectPaymentCardVC.m:283 and the else branch: the error's text
        return message(request["error"])
    body = objc(request.get("response")) if request.get("response") is not None else None
    data = object_for_key(body, "data")
    next_action = object_for_key(data, "nextAction")
    if next_action is not None:  # MCSelectPaymentCardVC.m:289: the object exists, 3-D Secure
        return {"action": "redirect", "message": None, "redirect": {  # :291-297
            "url": nil_if_null(object_for_key(next_action, "redirectToUrl")),
            "paymentId": nil_if_null(object_for_key(data, "id")),
            "clientSecret": nil_if_null(object_for_key(data, "clientSecret"))}}
    return message(status_text(data))


def message(text):
    return {"action": "message", "message": text, "redirect": None}


def retrieve_handled(request):
    """MCThreeDSWebViewController.m:136-195: the text and the object handed to completeBlock."""
    response = request.get("response")
    if request.get("error") is not None:  # :181-183 error.localizedDescription; the object goes on as received
        return request["error"], response
    body = objc(response) if response is not None else None
    if is_equal(object_for_key(body, "code"), "success"):  # :146-148
        return status_text(object_for_key(body, "data")), response
    return nil_if_null(object_for_key(body, "msg")), response  # :176-179


def retrieve(request):
    text, body = retrieve_handled(request)
    # :186-194 completeBlock(msg, responseObject), then the page is dismissed.
    return {"message": text, "responseObject": body, "sequence": ["complete", "dismiss"]}


def return_url(request):
    """MCThreeDSWebViewController.m:120-132: rangeOfString: for each marker on the whole URL."""
    url = request["url"]
    markers = ("payment_id", "payment_client_secret", "source_redirect_slug")
    return {"retrieve": all(m in url for m in markers)}


def exit_prompt(request):
    """MCThreeDSWebViewController.m:213-236: back shows the alert; confirm retrieves; cancel
    closes the alert."""
    trace, alert, page_open, calls = [], False, True, 0
    for event in request["events"]:
        if not page_open:
            raise ValueError("%s after the page was dismissed" % event)
        if event == "backPressed" and alert:
            # a presented UIAlertController is modal: Return in the navigation bar under it
            # cannot be tapped, so a second Return does nothing
            continue
        if event == "backPressed":
            alert = True
            trace.append(step("showExitPrompt"))
        elif event == "exitConfirmed" and alert:
            text, _ = retrieve_handled(request["retrieve"])
            calls += 1
            trace += [step("retrievePayment"), step("complete", text), step("dismissPage")]
            page_open, alert = False, False
        elif event == "exitDismissed" and alert:
            alert = False
            trace.append(step("hideExitPrompt"))
        else:
            raise ValueError("event %r with no alert on screen" % event)
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
    sys.exit(serve({"name": "moneycollect-ios-sample (clean-room port)", "version": "master", "language": "python"},
                   SUITES, CHOICES))
