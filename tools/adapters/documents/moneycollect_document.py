"""The MoneyCollect document's Objective-C code (004), line by line, in Python.

Each function keeps the structure and order of the code it transcribes; comments name the
document section and lines. Objective-C's rules are kept where the code relies on them: a
message to nil answers nil (or NO), `if (object)` is true for any object, and a JSON null
arrives as NSNull, which answers neither objectForKey: nor isEqualToString: (the register's
mc-json-null=platform-undefined keeps such vectors from being sent).
"""

SECTION_CONFIRM = "1.After the payment is completed, redirect to the webpage for 3D Secure authentication"
SECTION_WEB = "2.3D Secure authentication on web"

# Where the code leaves a reading open, the reading it takes (spec/ambiguities.json).
CHOICES = {
    "mc-confirm-checks-code": "ignore-code",  # 004 L9-L35: the confirm block never reads code
    "mc-redirect-needs-url": "sample",  # 004 L14: `if (nextAction)`, whatever its redirectToUrl
    "mc-json-null": "platform-undefined",  # NSNull answers no objectForKey: (L12, L117, L122)
    "mc-result-object": "whole-body",  # 004 L161: completeBlock(msg, responseObject)
    "mc-status-case": "exact",  # isEqualToString: (L42-L59, L124-L140)
    "mc-missing-error-message": "null",  # L49, L130: objectForKey: of a missing key is nil
    "mc-return-url-substring": "substring",  # L95: rangeOfString: on the whole URL
    "mc-back-while-prompt": "ignore",  # L90 shows one prompt; a modal alert takes no second Return
}


class NSNull:
    """A JSON null as NSJSONSerialization hands it over."""


def objc(value):
    if value is None:
        return NSNull()
    if isinstance(value, dict):
        return {k: objc(v) for k, v in value.items()}
    if isinstance(value, list):
        return [objc(v) for v in value]
    return value


def object_for_key(obj, key):
    """[obj objectForKey:key]; a message to nil is nil."""
    if obj is None:
        return None
    if not isinstance(obj, dict):
        raise TypeError("-[%s objectForKey:]: unrecognized selector sent to instance" % type(obj).__name__)
    return obj.get(key)


def is_equal_to_string(value, text):
    """[value isEqualToString:text]; a message to nil is NO."""
    if value is None:
        return False
    if not isinstance(value, str):
        raise TypeError("-[%s isEqualToString:]: unrecognized selector sent to instance" % type(value).__name__)
    return value == text


def as_nsstring(value):
    """An NSString * read back out of the code: NSNull there would crash the view showing it."""
    if value is not None and not isinstance(value, str):
        raise TypeError("%s where the code holds an NSString" % type(value).__name__)
    return value


def completion_arguments(request):
    """The (responseObject, error) the completion block of L7 and L110 is called with."""
    response = request.get("response")
    return (objc(response) if response is not None else None), request.get("error")


# 004 L7-L84 (SECTION_CONFIRM): confirmPaymentWithParams:completionBlock:
def confirm(request):
    response_object, error = completion_arguments(request)
    if error is None:  # L9 if (!error)
        # L12 nextAction = [[responseObject objectForKey:@"data"] objectForKey:@"nextAction"]
        next_action = object_for_key(object_for_key(response_object, "data"), "nextAction")
        if next_action is not None:  # L14 if (nextAction)
            redirect_to_url = object_for_key(next_action, "redirectToUrl")  # L16
            payment_id = object_for_key(object_for_key(response_object, "data"), "id")  # L17
            client_secret = object_for_key(object_for_key(response_object, "data"), "clientSecret")  # L18
            # L21-L33: the 3-D Secure page is loaded with these three and presented
            return {"action": "redirect", "message": None, "redirect": {
                "url": as_nsstring(redirect_to_url), "paymentId": as_nsstring(payment_id),
                "clientSecret": as_nsstring(client_secret)}}
        status = object_for_key(object_for_key(response_object, "data"), "status")  # L38
        msg = ""  # L40
        if is_equal_to_string(status, "succeeded"):  # L42
            msg = "success"  # L44
        elif is_equal_to_string(status, "failed"):  # L47
            msg = object_for_key(object_for_key(response_object, "data"), "errorMessage")  # L49
        elif is_equal_to_string(status, "pending"):  # L51
            msg = "the payment is pending"  # L53
        elif is_equal_to_string(status, "uncaptured"):  # L55
            msg = "the payment is uncaptured"  # L57
        elif is_equal_to_string(status, "canceled"):  # L59
            msg = "the payment is canceled"  # L61
        else:  # L63
            msg = "the payment is pending"  # L65
        return {"action": "message", "message": as_nsstring(msg), "redirect": None}  # L70 requestCompleted:msg
    # L76-L79: requestCompleted:error.localizedDescription
    return {"action": "message", "message": error, "redirect": None}


# 004 L106-L167 (SECTION_WEB): retrievePayment
def retrieve_completion(request):
    """L110-L157: the msg and responseObject handed to completeBlock at L161."""
    response_object, error = completion_arguments(request)
    msg = ""  # L113
    if error is None:  # L115 if (!error)
        code = object_for_key(response_object, "code")  # L117
        if is_equal_to_string(code, "success"):  # L119
            status = object_for_key(object_for_key(response_object, "data"), "status")  # L122
            if is_equal_to_string(status, "succeeded"):  # L124
                msg = "success"  # L126
            elif is_equal_to_string(status, "failed"):  # L128
                msg = object_for_key(object_for_key(response_object, "data"), "errorMessage")  # L130
            elif is_equal_to_string(status, "pending"):  # L132
                msg = "the payment is pending"  # L134
            elif is_equal_to_string(status, "uncaptured"):  # L136
                msg = "the payment is uncaptured"  # L138
            elif is_equal_to_string(status, "canceled"):  # L140
                msg = "the payment is canceled"  # L142
            else:  # L144
                msg = "the payment is pending"  # L146
        else:  # L150
            msg = object_for_key(response_object, "msg")  # L152
    else:  # L155
        msg = error  # L156 error.localizedDescription
    return as_nsstring(msg), request.get("response")  # L161: responseObject as the completion got it


def retrieve(request):
    msg, response_object = retrieve_completion(request)
    # L160-L162 completeBlock(msg, responseObject); L164 the page is dismissed
    return {"message": msg, "responseObject": response_object, "sequence": ["complete", "dismiss"]}


# 004 L92-L103 (SECTION_WEB): getStringFromH5QuitWithURLStr:
def return_url(request):
    url_str = request["url"]
    # L95: rangeOfString: of each of the three markers is not NSNotFound
    if "payment_id" in url_str and "payment_client_secret" in url_str and "source_redirect_slug" in url_str:
        return {"retrieve": True}  # L97 [self retrievePayment]
    return {"retrieve": False}  # L99-L101 does not contain: nothing


# 004 L90 (SECTION_WEB): Return shows the exit prompt; exit calls retrievePayment, whose
# completion hands the result on (L160-L164); the document shows no code for the prompt itself.
def exit_prompt(request):
    trace, prompt, page_open, calls = [], False, True, 0
    for event in request["events"]:
        if not page_open:
            raise ValueError("%s after the page was dismissed" % event)
        if event == "backPressed":
            if prompt:
                continue  # mc-back-while-prompt=ignore
            prompt = True
            trace.append(step("showExitPrompt"))
        elif event == "exitConfirmed" and prompt:
            msg, _ = retrieve_completion(request["retrieve"])
            calls += 1
            trace += [step("retrievePayment"), step("complete", msg), step("dismissPage")]
            prompt, page_open = False, False
        elif event == "exitDismissed" and prompt:
            prompt = False
            trace.append(step("hideExitPrompt"))
        else:
            raise ValueError("event %r with no exit prompt on screen" % event)
    return {"trace": trace, "retrieveCalls": calls, "pageOpen": page_open}


def step(action, message=None):
    return {"action": action, "message": message}


SUITES = {
    "moneycollect.confirm-response": confirm,
    "moneycollect.retrieve-response": retrieve,
    "moneycollect.return-url": return_url,
    "moneycollect.exit-prompt": exit_prompt,
}
