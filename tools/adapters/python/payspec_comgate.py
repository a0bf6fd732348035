"""PaySpec Comgate suites in plain Python 3 (standard library only).

SUITES maps a suite name to a function (input: dict, choices: dict) -> dict. ``choices`` maps an
ambiguity id to the option in force; a missing id takes the reference choice of
spec/ambiguities.json. Tables and translations are read from the repository's spec/ folder.
An input that breaks a suite's contract raises ValueError.
"""

import json
import os
import unicodedata

SPEC = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "spec")


def _load(name):
    with open(os.path.join(SPEC, name + ".json"), encoding="utf-8") as f:
        return json.load(f)


def _rows(table):
    return _load(table)["rows"]


ERRORS = _rows("comgate/errors")
ERROR_BY_CODE = {r["code"]: r for r in ERRORS}
ERROR_BY_CASE = {r["case"]: r for r in ERRORS}
REASONS = {r["reason"]: r for r in _rows("comgate/error-reasons")}
RESULTS = {r["case"]: r for r in _rows("comgate/payment-results")}
INIT_FAILURES = {r["cause"]: r for r in _rows("comgate/init-failures")}
LANGUAGES = {r["code"]: r for r in _rows("comgate/languages")}
SUPPORTED = [r["code"] for r in sorted(_rows("comgate/languages"), key=lambda r: r["sortIndex"])]
KEYS = sorted(_rows("comgate/translation-keys"), key=lambda r: r["order"])
KEY_BY_NAME = {r["key"]: r for r in KEYS}
RULES = {r["id"]: r for r in _rows("comgate/validation-rules")}
REFERENCE_CHOICES = {r["id"]: r["choice"] for r in _rows("ambiguities")}
TEXTS = {code: {r["key"]: r["value"] for r in _rows("translations/" + code)} for code in LANGUAGES}


def _choice(choices, ambiguity):
    return (choices or {}).get(ambiguity, REFERENCE_CHOICES[ambiguity])


class _Input:
    """Reads fields of one input, raising ValueError for a missing field or a wrong type."""

    def __init__(self, value, suite):
        if not isinstance(value, dict):
            raise ValueError(f"{suite}: input must be an object")
        self.value, self.suite = value, suite

    def field(self, name):
        if name not in self.value:
            raise ValueError(f'{self.suite}: missing field "{name}"')
        return self.value[name]

    def string(self, name):
        v = self.field(name)
        if not isinstance(v, str):
            raise ValueError(f'{self.suite}: field "{name}" must be a string')
        return v

    def optional_string(self, name):
        v = self.value.get(name)
        if v is not None and not isinstance(v, str):
            raise ValueError(f'{self.suite}: field "{name}" must be a string or null')
        return v

    def int(self, name):
        v = self.field(name)
        if isinstance(v, bool) or not isinstance(v, int):
            raise ValueError(f'{self.suite}: field "{name}" must be an integer')
        return v

    def bool(self, name):
        v = self.field(name)
        if not isinstance(v, bool):
            raise ValueError(f'{self.suite}: field "{name}" must be a boolean')
        return v

    def array(self, name):
        v = self.field(name)
        if not isinstance(v, list):
            raise ValueError(f'{self.suite}: field "{name}" must be an array')
        return v

    def unknown_op(self, op):
        return ValueError(f'{self.suite}: unknown op "{op}"')


def error_codes(value, choices):
    i = _Input(value, "comgate.error-codes")
    op = i.string("op")
    if op == "lookup":
        row = ERROR_BY_CODE.get(i.string("code"))
        if row is None:
            return {"known": False, "case": None, "category": None}
        return {"known": True, "case": row["case"], "category": row["category"]}
    if op == "describe":
        row = ERROR_BY_CASE.get(i.string("case"))
        if row is None:
            return {"known": False, "code": None, "category": None}
        return {"known": True, "code": row["code"], "category": row["category"]}
    if op == "message":
        row = ERROR_BY_CASE.get(i.string("case"))
        return {"known": row is not None, "message": row["message"] if row else None}
    raise i.unknown_op(op)


def error_reasons(value, choices):
    i = _Input(value, "comgate.error-reasons")
    i.field("errorReason")
    raw = i.optional_string("errorReason")
    row = REASONS.get(raw) if raw is not None else None
    return {
        "errorReason": raw,
        "known": row is not None,
        "documented": bool(row and row["documented"]),
        "meaning": row["meaning"] if row else None,
    }


def payment_result(value, choices):
    i = _Input(value, "comgate.payment-result")
    i.optional_string("errorReason")
    i.optional_string("error")
    row = RESULTS.get(i.string("result"))
    if row is None:
        return {"known": False, "final": None, "classification": None}
    return {"known": True, "final": row["final"], "classification": row["classification"]}


def status_view(value, choices):
    i = _Input(value, "comgate.status-view")
    language = i.string("language")
    if language not in TEXTS:
        raise ValueError(f'comgate.status-view: "language" must be a supported language code, got "{language}"')
    state = {"visible": False, "text": "", "style": None}
    for raw_op in i.array("ops"):
        op = _Input(raw_op, "comgate.status-view")
        name = op.string("op")
        if name == "show":
            _show(op, state, TEXTS[language], choices)
        elif name == "showError":
            state.update(visible=True, text=op.string("message"), style="error")
        elif name == "hide":
            state["visible"] = False
        elif name == "clear":
            state.update(visible=False, text="")
            if _choice(choices, "status-view-style-after-clear") == "reset":
                state["style"] = None
        else:
            raise op.unknown_op(name)
    return state


def _show(op, state, texts, choices):
    kind = op.string("result")
    row = RESULTS.get(kind)
    if row is None:
        raise ValueError(f'comgate.status-view: unknown result "{kind}"')
    source = row["statusText"]
    if source == "errorReason":
        reason = op.optional_string("errorReason")
        if reason is None:
            option = _choice(choices, "cancelled-nil-reason-text")
            if option == "hidden":
                state["visible"] = False
                return
            text = "" if option == "empty" else "-"
        elif _choice(choices, "cancelled-reason-text") == "meaning" and reason in REASONS:
            text = REASONS[reason]["meaning"]
        else:
            text = reason
    elif source == "error.message":
        code = op.string("error")
        if code not in ERROR_BY_CODE:
            raise ValueError(f'comgate.status-view: unknown error code "{code}"')
        text = ERROR_BY_CODE[code]["message"]
    else:
        text = texts[source]
    state.update(visible=True, text=text, style=row["statusStyle"])


def session(value, choices):
    i = _Input(value, "comgate.session")
    dev_mode = i.bool("devMode")
    merchant = i.optional_string("applePayMerchantIdentifier")
    apple_pay = i.bool("applePayAvailable")
    translation = i.string("translation")
    # only None disables Apple Pay; an empty identifier is ambiguity apple-pay-empty-merchant
    given = merchant is not None and (merchant != "" or _choice(choices, "apple-pay-empty-merchant") == "given")
    configured = given and apple_pay
    state, error, processing, refused = "notInitialized", None, False, []
    for raw in i.array("events"):
        e = _Input(raw, "comgate.session")
        event = e.string("event")
        if event == "initialize":
            if state in ("notInitialized", "failed"):
                state, error = "initializing", None
            elif state == "ready" and _choice(choices, "initialize-while-busy") == "restart":
                state = "initializing"
        elif event == "initSucceeded":
            if state == "initializing":
                state = "ready"
            elif _choice(choices, "init-succeeded-outside-initializing") == "apply":
                state, error = "ready", None
        elif event == "initFailed":
            cause = INIT_FAILURES.get(e.string("cause"))
            if cause is None:
                raise ValueError(f'comgate.session: unknown init failure cause "{raw.get("cause")}"')
            outside = state != "initializing" and _choice(choices, "init-failed-outside-initializing") == "ignore"
            if outside or (dev_mode and cause["skippedInDevMode"]):
                continue
            state, error = "failed", ERROR_BY_CASE[cause["error"]]["code"]
        elif event == "processApplePayPayment" and not configured and (
                _choice(choices, "apple-pay-not-configured") == "refuse-before-session"
                or (state == "ready" and _choice(choices, "apple-pay-not-configured") == "refuse")):
            refused.append(ERROR_BY_CASE["applePayNotConfigured"]["code"])
        elif event in ("processPayment", "processApplePayPayment"):
            if state == "ready":
                processing = True
            else:
                refused.append(ERROR_BY_CASE["sessionNotInitialized"]["code"])
        elif event == "paymentFinished":
            processing = False
        else:
            raise e.unknown_op(event)
    return {
        "state": state, "error": error, "isInitialized": state == "ready", "isProcessingPayment": processing,
        "isApplePayConfigured": configured, "translation": translation,
        "refusedPayments": refused,
    }


def _code(rule_id):
    return ERROR_BY_CASE[RULES[rule_id]["error"]]["code"]


def payment_params(value, choices):
    i = _Input(value, "comgate.payment-params")
    price = i.field("price")
    recurring, preauth = i.bool("initRecurring"), i.bool("preauth")
    errors = []
    # a fraction (even 2.0, unless price-integral-fraction=integral-value), zero, a negative
    # number, null or a non-number is not a price
    integral = (isinstance(price, float) and price.is_integer()
                and _choice(choices, "price-integral-fraction") == "integral-value")
    if isinstance(price, bool) or not (isinstance(price, int) or integral) or price <= 0:
        errors.append(_code("price.positiveInteger"))
    if recurring and preauth:
        errors.append(_code("options.recurringXorPreauth"))
    if _choice(choices, "payment-params-several-errors") == "first":
        errors = errors[:1]
    return {"valid": not errors, "errors": errors}


def _failure(rule_id):
    return {"error": _code(rule_id), "messageKey": RULES[rule_id].get("translationKey")}


def _pan_digits(pan, choices):
    digits = []
    for ch in pan:
        if ch in " -":
            if _choice(choices, "pan-separators") == "ignore":
                continue
            return None
        if "0" <= ch <= "9":
            digits.append(ord(ch) - 48)
        elif ch.isdecimal() and _choice(choices, "pan-non-ascii-digits") == "normalise":
            digits.append(unicodedata.decimal(ch))
        else:
            return None
    return digits


def _luhn(digits):
    total = 0
    for index, d in enumerate(reversed(digits)):
        if index % 2:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def _check_pan(pan, choices):
    digits = _pan_digits(pan, choices)
    if digits is None or not 12 <= len(digits) <= 19 or not _luhn(digits):
        return _failure("pan.luhn")
    return None


def _today(i):
    text = i.string("today")
    parts = text.split("-")
    try:
        year, month, day = (int(p) for p in parts)
    except ValueError:
        raise ValueError(f'comgate.card-fields: "today" must be a date YYYY-MM-DD, got "{text}"') from None
    if not 1 <= month <= 12:
        raise ValueError(f'comgate.card-fields: "today" must be a date YYYY-MM-DD, got "{text}"')
    return year, month


def _check_expiry(month, year, today, choices):
    if not 1 <= month <= 12:
        return _failure("expiry.month")
    if year < 100 and _choice(choices, "expiry-two-digit-year") == "sliding-window":
        # The century that puts the year within 80 years before and 20 after today.
        year += today[0] - today[0] % 100
        if year > today[0] + 20:
            year -= 100
        elif year <= today[0] - 80:
            year += 100
    elif year < 100:
        year += 2000
    expiry, now = year * 12 + month, today[0] * 12 + today[1]
    expired_in_month = _choice(choices, "expiry-current-month") == "expired-in-month"
    expired = expiry <= now if expired_in_month else expiry < now
    return _failure("expiry.notExpired") if expired else None


def _check_cvv(cvv, pan):
    digits = pan.replace(" ", "").replace("-", "")
    length = 4 if digits.startswith(("34", "37")) else 3
    if len(cvv) == length and all("0" <= ch <= "9" for ch in cvv):
        return None
    return {"error": _code("cvv.digits"), "messageKey": None}


# Unicode White_Space, as Foundation and JavaScript trim: str.strip() alone also drops the
# information separators U+001C..U+001F, which are controls (a name of only those is a name).
_WHITESPACE = "".join(c for c in map(chr, range(0x3001)) if c.isspace() and not "\x1c" <= c <= "\x1f")


def _check_name(name, choices):
    checked = name.strip(_WHITESPACE) if _choice(choices, "cardholder-whitespace") == "trim" else name
    return _failure("cardholder.required") if not checked else None


def card_fields(value, choices):
    i = _Input(value, "comgate.card-fields")
    op = i.string("op")
    if op == "pan":
        failure = _check_pan(i.string("pan"), choices)
    elif op == "expiry":
        failure = _check_expiry(i.int("month"), i.int("year"), _today(i), choices)
    elif op == "cvv":
        failure = _check_cvv(i.string("cvv"), i.string("pan"))
    elif op == "cardholderName":
        failure = _check_name(i.string("name"), choices)
    elif op == "card":
        fields = [
            _check_pan(i.string("pan"), choices),
            _check_expiry(i.int("month"), i.int("year"), _today(i), choices),
            _check_cvv(i.string("cvv"), i.string("pan")),
        ]
        fields = [f for f in fields if f]
        name = _check_name(i.string("name"), choices)
        every = fields + ([name] if name else [])
        error = _code("cardData.valid") if fields else (name["error"] if name else None)
        return {"valid": not every, "error": error, "fieldErrors": [f["error"] for f in every]}
    else:
        raise i.unknown_op(op)
    if failure is None:
        return {"valid": True, "error": None, "messageKey": None}
    return {"valid": False, "error": failure["error"], "messageKey": failure["messageKey"]}


def _variant(code, choices):
    """The code as language-code-variant reads it: as given, or lower-cased and cut at - or _."""
    if _choice(choices, "language-code-variant") != "language-part":
        return code
    return code.lower().replace("_", "-").split("-", 1)[0]


def translations(value, choices):
    i = _Input(value, "comgate.translations")
    op = i.string("op")
    if op == "forLanguageCode":
        code = _variant(i.string("code"), choices)
        if code not in LANGUAGES:
            if _choice(choices, "language-code-unknown") != "english":
                return {"language": None, "preset": None, "englishName": None, "texts": None}
            code = "en"
        row = LANGUAGES[code]
        return {"language": code, "preset": row["preset"], "englishName": row["englishName"],
                "texts": dict(TEXTS[code])}
    if op == "supportedLanguageCodes":
        return {"codes": list(SUPPORTED)}
    if op == "keys":
        return {"keys": [r["key"] for r in KEYS]}
    if op == "key":
        row = KEY_BY_NAME.get(i.string("key"))
        if row is None:
            return {"known": False, "order": None, "kind": None, "lengthBudget": None}
        return {"known": True, "order": row["order"], "kind": row["kind"], "lengthBudget": row.get("lengthBudget")}
    if op == "presetText":
        code, key = i.string("language"), i.string("key")
        if code not in LANGUAGES or key not in KEY_BY_NAME:
            return {"known": False, "text": None}
        return {"known": True, "text": TEXTS[code][key]}
    if op == "resolveDeviceLanguage":
        i.field("deviceLanguage")
        device = i.optional_string("deviceLanguage") or "en"
        if device == "nb" and _choice(choices, "device-language-nb") == "alias-nb-to-no":
            device = "no"
        device = _variant(device, choices)
        return {"language": device if device in SUPPORTED else "en"}
    raise i.unknown_op(op)


SUITES = {
    "comgate.error-codes": error_codes,
    "comgate.error-reasons": error_reasons,
    "comgate.payment-result": payment_result,
    "comgate.status-view": status_view,
    "comgate.session": session,
    "comgate.payment-params": payment_params,
    "comgate.card-fields": card_fields,
    "comgate.translations": translations,
}
