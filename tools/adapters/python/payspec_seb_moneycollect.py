"""PaySpec reference behaviour of the SEB PaymentKit and MoneyCollect suites, in plain Python 3.

``SUITES`` maps a suite name to ``function(input: dict, choices: dict) -> dict``. ``choices`` maps
an ambiguity id to the option the implementation declares; missing ids take the reference choice
from ``spec/ambiguities.json``. Status tables are read from the repository's ``spec/`` folder.
Input and output shapes: ``golden/suites/seb-moneycollect.md``.
"""

import json
import os
import re
import urllib.parse
import uuid

SPEC = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "spec")


def _rows(table):
    with open(os.path.join(SPEC, table + ".json"), encoding="utf-8") as f:
        return json.load(f)["rows"]


AMBIGUITY_REFERENCE = {row["id"]: row["choice"] for row in _rows("ambiguities")}
SEB_STATUSES = {r["status"]: r["outcome"] for r in _rows("seb/platform-statuses") if "status" in r}
SEB_UNRECOGNISED = next(r["outcome"] for r in _rows("seb/platform-statuses") if r.get("match") == "unrecognised")
SEB_TERMINATIONS = {r["termination"]: r for r in _rows("seb/flow-terminations")}
SEB_LOOKUP = _rows("seb/status-lookup")
MC_STATUSES = {r["status"]: r for r in _rows("moneycollect/statuses") if "status" in r}
MC_DEFAULT = next(r["message"] for r in _rows("moneycollect/statuses") if r.get("match") == "default")
MC_MARKERS = [r["marker"] for r in sorted(_rows("moneycollect/return-url-markers"), key=lambda r: r["order"])]


class InputError(ValueError):
    """The input does not fit the suite's contract."""


def _choice(choices, ambiguity):
    return (choices or {}).get(ambiguity, AMBIGUITY_REFERENCE[ambiguity])


def _field(obj, key, kinds, where):
    if not isinstance(obj, dict):
        raise InputError(f"{where}: expected an object")
    if key not in obj:
        raise InputError(f"{where}: missing field \"{key}\"")
    value = obj[key]
    if not isinstance(value, kinds):
        raise InputError(f"{where}: \"{key}\" has the wrong type")
    return value


def _str(obj, key, where):
    return _field(obj, key, str, where)


def _opt_str(obj, key, where):
    return _field(obj, key, (str, type(None)), where)


def _opt_obj(obj, key, where):
    return _field(obj, key, (dict, type(None)), where)


# SEB ---------------------------------------------------------------------------------------------

def _seb_map(raw, choices):
    """(outcome, kept paymentStatus) for a raw status or None."""
    if raw is None:
        return "unresolved", None
    matched = raw
    if _choice(choices, "seb-status-matching") == "normalised":
        matched = raw.strip().upper()
    outcome = SEB_STATUSES.get(matched, SEB_UNRECOGNISED)
    if raw == "" and _choice(choices, "seb-empty-status") == "as-nil":
        return "unresolved", None
    return outcome, raw


def seb_status_outcome(inp, choices):
    outcome, kept = _seb_map(_str(inp, "status", "input"), choices)
    return {"outcome": outcome, "paymentStatus": kept}


def seb_result_fields(inp, choices):
    flow = _str(inp, "flow", "input")
    if flow not in ("hosted", "card"):
        raise InputError("input: \"flow\" must be \"hosted\" or \"card\"")
    error = _opt_str(inp, "error", "input")
    outcome, kept = _seb_map(_opt_str(inp, "paymentStatus", "input"), choices)
    if error is not None:
        hosted_fails = _choice(choices, "seb-hosted-error-outcome") == "failed"
        outcome = "failed" if flow == "card" or hosted_fails else "unresolved"
    key = "rezultatas" if _choice(choices, "seb-outcome-field-name") == "rezultatas" else "outcome"
    return {
        key: outcome, "paymentId": _str(inp, "paymentId", "input"), "paymentStatus": kept,
        "orderNumber": _opt_str(inp, "orderNumber", "input"),
        "sessionId": _opt_str(inp, "sessionId", "input") if flow == "card" else None, "error": error,
    }


def _seb_answer(asked, answer, where, choices):
    status = _opt_str(answer, "paymentStatus", where)
    order = _opt_str(answer, "orderNumber", where)
    error = _opt_str(answer, "error", where)
    outcome, kept = _seb_map(status, choices)
    if error is not None and (_choice(choices, "seb-resolver-status-and-error") == "error-wins" or status is None):
        outcome = "unresolved"
    return {"asked": asked, "outcome": outcome, "paymentStatus": kept, "orderNumber": order, "error": error}


def seb_resolution(inp, choices):
    base = _opt_str(inp, "apiBaseURL", "input")
    resolver = _opt_obj(inp, "resolver", "input")
    lookup = _opt_obj(inp, "lookup", "input")
    if resolver is not None:
        return _seb_answer("resolver", resolver, "input.resolver", choices)
    if base is None:
        return {"asked": "none", "outcome": "unresolved", "paymentStatus": None, "orderNumber": None, "error": None}
    if lookup is None:
        raise InputError("input: apiBaseURL is set but \"lookup\" is null")
    return _seb_answer("lookup", lookup, "input.lookup", choices)


def seb_lookup_request(inp, choices):
    base = _str(inp, "apiBaseURL", "input")
    payment_id = _str(inp, "paymentId", "input")
    key = _str(inp, "verificationKey", "input")
    if _choice(choices, "seb-base-url-trailing-slash") == "join-one-slash":
        base = base.rstrip("/")
    out = {"method": None, "url": None, "headers": []}
    for row in SEB_LOOKUP:
        value = row["value"]
        if row["part"] == "method":
            out["method"] = value
        elif row["part"] == "url":
            segment = payment_id
            if _choice(choices, "seb-payment-id-path-encoding") == "percent-encode":
                segment = urllib.parse.quote(payment_id, safe="!$&'()*+,;=:@")
            out["url"] = _fill(value, {"apiBaseURL": base, "paymentId": segment})
        elif row["part"] == "header":
            value = _fill(value, {"verificationKey": key, "uuid": str(uuid.uuid4())})
            out["headers"].append({"name": row["name"], "value": value})
    return out


_PLACEHOLDER = re.compile(r"\{(apiBaseURL|paymentId|verificationKey|uuid)\}")


def _fill(template, values):
    """The template with its placeholders filled in one pass: a value that itself holds
    "{uuid}" or "{paymentId}" is sent as it is (chained str.replace would fill it too)."""
    return _PLACEHOLDER.sub(lambda m: values.get(m.group(1), m.group(0)), template)


def _termination(name):
    if name not in SEB_TERMINATIONS:
        raise InputError(f"unknown termination \"{name}\"")
    row = SEB_TERMINATIONS[name]
    outcome = None if row["outcome"] == "resolved" else row["outcome"]
    return outcome, row.get("error"), bool(row.get("immediate", False))


def seb_flow_terminations(inp, choices):
    outcome, error, immediate = _termination(_str(inp, "termination", "input"))
    return {"outcome": outcome, "resolvesStatus": outcome is None, "error": error, "immediate": immediate}


def _action(name, payment_id):
    return {"action": name, "paymentId": payment_id, "thread": None, "outcome": None, "error": None}


def _callback(payment_id, outcome, error):
    return {"action": "callback", "paymentId": payment_id, "thread": "main", "outcome": outcome, "error": error}


def seb_callback_contract(inp, choices):
    on_screen, started, trace = None, set(), []
    for i, event in enumerate(_field(inp, "events", list, "input")):
        where = f"events[{i}]"
        payment_id = _str(event, "paymentId", where)
        kind = _str(event, "event", where)
        if kind == "start":
            started.add(payment_id)
            if on_screen is not None:
                trace.append(_callback(payment_id, "failed", "invalidRequest"))
            else:
                on_screen = payment_id
                trace.append(_action("present", payment_id))
        elif kind == "end":
            if payment_id not in started:
                raise InputError(f"{where}: payment {payment_id} was never started")
            outcome, error, _ = _termination(_str(event, "termination", where))
            if on_screen != payment_id:
                continue
            on_screen = None
            if outcome is None:
                status = event.get("status")
                outcome = _seb_map(status if isinstance(status, str) else None, choices)[0]
            trace += [_action("dismiss", payment_id), _callback(payment_id, outcome, error)]
        else:
            raise InputError(f"{where}: unknown event \"{kind}\"")
    return {"trace": trace, "callbacks": sum(1 for t in trace if t["action"] == "callback")}


# MoneyCollect ------------------------------------------------------------------------------------

def _opt_member_str(obj, key, where):
    value = obj.get(key) if isinstance(obj, dict) else None
    if value is not None and not isinstance(value, str):
        raise InputError(f"{where}: must be a string or null")
    return value


def _mc_message(data, choices):
    status = _opt_member_str(data, "status", "data.status")
    row = MC_STATUSES.get(status) if status is not None else None
    if row is None and status is not None and _choice(choices, "mc-status-case") == "case-insensitive":
        row = MC_STATUSES.get(status.lower())
    if row is None:
        return MC_DEFAULT
    if row.get("messageFrom") == "data.errorMessage":
        text = _opt_member_str(data, "errorMessage", "data.errorMessage")
        if text is None and _choice(choices, "mc-missing-error-message") == "empty":
            return ""
        return text
    return row["message"]


def mc_confirm_response(inp, choices):
    error = _opt_str(inp, "error", "input")
    if error is not None:
        return {"action": "message", "message": error, "redirect": None}
    response = _field(inp, "response", (dict, type(None)), "input") or {}
    _mc_check_nulls(response, choices)
    data = response.get("data") if isinstance(response.get("data"), dict) else None
    code = _opt_member_str(response, "code", "response.code")
    checks_code = _choice(choices, "mc-confirm-checks-code")
    if (checks_code == "check-code" and code is not None and code != "success") or (
            checks_code == "require-success" and code != "success"):
        return {"action": "message", "message": _opt_member_str(response, "msg", "response.msg"), "redirect": None}
    next_action = data.get("nextAction") if data else None
    if next_action is not None:
        needs_url = _choice(choices, "mc-redirect-needs-url")
        if needs_url == "android-demo":
            return _mc_android_demo_redirect(next_action, data, choices)
        url = _opt_member_str(next_action, "redirectToUrl", "data.nextAction.redirectToUrl")
        if needs_url == "sample" or url:
            return _mc_redirect(url, data)
    return {"action": "message", "message": _mc_message(data, choices), "redirect": None}


def _mc_redirect(url, data):
    redirect = {"url": url, "paymentId": data.get("id"), "clientSecret": data.get("clientSecret")}
    return {"action": "redirect", "message": None, "redirect": redirect}


def _mc_android_demo_redirect(next_action, data, choices):
    """mc-redirect-needs-url=android-demo: the redirect needs a type and that type's URL; a
    WeChat Pay H5 action carries its URL in its own member. Without both, the message of a
    payment with no status."""
    kind = _opt_member_str(next_action, "type", "data.nextAction.type") or ""
    if kind == "wechat_pay_h5":
        holder = next_action.get("wechatPayH5") if isinstance(next_action, dict) else None
        url = _opt_member_str(holder, "redirectToUrl", "data.nextAction.wechatPayH5.redirectToUrl")
    else:
        url = _opt_member_str(next_action, "redirectToUrl", "data.nextAction.redirectToUrl")
    if not kind or not url:
        return {"action": "message", "message": _mc_message({"status": None}, choices), "redirect": None}
    return _mc_redirect(url, data)


def _mc_check_nulls(response, choices):
    """mc-json-null=platform-undefined: a body holding a JSON null has no reading there."""
    if _choice(choices, "mc-json-null") == "platform-undefined" and _holds_null(response, top=True):
        raise InputError("a JSON null in the response body has no reading under mc-json-null=platform-undefined")


def _holds_null(value, top=False):
    if value is None:
        return not top
    if isinstance(value, dict):
        return any(_holds_null(v) for v in value.values())
    if isinstance(value, list):
        return any(_holds_null(v) for v in value)
    return False


def mc_return_url(inp, choices):
    url = _str(inp, "url", "input")
    if _choice(choices, "mc-return-url-substring") == "query-parameter":
        # RFC 3986: the query runs from the first "?" to the "#"; a "?" after the "#" is the fragment's
        before_fragment = url.split("#", 1)[0]
        query = before_fragment.split("?", 1)[1] if "?" in before_fragment else ""
        names = {part.split("=", 1)[0] for part in query.split("&") if part}
        return {"retrieve": all(m in names for m in MC_MARKERS)}
    return {"retrieve": all(m in url for m in MC_MARKERS)}


def _mc_retrieve(answer, choices, where):
    error = _opt_str(answer, "error", where)
    response = _field(answer, "response", (dict, type(None)), where)
    payment_only = _choice(choices, "mc-result-object") == "payment-data"
    if error is not None:
        # the error gives the message; the response goes on to completeBlock as received
        return error, (None if payment_only else response)
    body = response or {}
    _mc_check_nulls(body, choices)
    if _opt_member_str(body, "code", "response.code") == "success":
        data = body.get("data") if isinstance(body.get("data"), dict) else None
        return _mc_message(data, choices), (body.get("data") if payment_only else response)
    return _opt_member_str(body, "msg", "response.msg"), (None if payment_only else response)


def mc_retrieve_response(inp, choices):
    message, response = _mc_retrieve(inp, choices, "input")
    return {"message": message, "responseObject": response, "sequence": ["complete", "dismiss"]}


def mc_exit_prompt(inp, choices):
    trace, prompt, is_open, retrieves = [], False, True, 0
    for i, event in enumerate(_field(inp, "events", list, "input")):
        if not is_open:
            raise InputError(f"events[{i}]: {event} after the page was dismissed")
        if event == "backPressed" and prompt:
            # Return while the prompt shows: ambiguity mc-back-while-prompt
            option = _choice(choices, "mc-back-while-prompt")
            if option == "show-again":
                trace.append({"action": "showExitPrompt", "message": None})
            elif option == "close-prompt":
                prompt = False
                trace.append({"action": "hideExitPrompt", "message": None})
        elif event == "backPressed":
            prompt = True
            trace.append({"action": "showExitPrompt", "message": None})
        elif event == "exitDismissed" and prompt:
            prompt = False
            trace.append({"action": "hideExitPrompt", "message": None})
        elif event == "exitConfirmed" and prompt:
            answer = _opt_obj(inp, "retrieve", "input")
            if answer is None:
                raise InputError("input: \"retrieve\" is needed to exit")
            message, _ = _mc_retrieve(answer, choices, "input.retrieve")
            retrieves += 1
            trace += [{"action": "retrievePayment", "message": None}, {"action": "complete", "message": message},
                      {"action": "dismissPage", "message": None}]
            prompt, is_open = False, False
        else:
            raise InputError(f"events[{i}]: unexpected event {event!r}")
    return {"trace": trace, "retrieveCalls": retrieves, "pageOpen": is_open}


SUITES = {
    "seb.status-outcome": seb_status_outcome,
    "seb.result-fields": seb_result_fields,
    "seb.resolution": seb_resolution,
    "seb.lookup-request": seb_lookup_request,
    "seb.flow-terminations": seb_flow_terminations,
    "seb.callback-contract": seb_callback_contract,
    "moneycollect.confirm-response": mc_confirm_response,
    "moneycollect.return-url": mc_return_url,
    "moneycollect.retrieve-response": mc_retrieve_response,
    "moneycollect.exit-prompt": mc_exit_prompt,
}
