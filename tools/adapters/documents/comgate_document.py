"""The Comgate documents' Swift snippets (000, 003), line by line, in Python.

Only what the snippets compute is ported: the supported language codes, the order of the
Translation initialiser and the device-language resolution. Operations the documents show no
code for (a preset's texts, a key's kind) are answered unsupported.
"""

SECTION_CODES = "Kódy podporovaných jazykov"
SECTION_TRANSLATIONS = "Preklady (lokalizácia)"

CHOICES = {
    "language-code-variant": "exact",  # 003 L290: supportedLanguageCodes.contains(deviceLang), as given
    "device-language-nb": "follow-example",  # 003 L285 lists no, not nb; L290 falls back to en
}

# 003 L285 (SECTION_CODES): ComgateSecureSession.supportedLanguageCodes, sorted (L283)
SUPPORTED_LANGUAGE_CODES = ["bg", "cs", "da", "de", "el", "en", "es", "et", "fi", "fr", "hr", "hu", "it", "lt",
                            "lv", "nl", "no", "pl", "pt", "ro", "ru", "sk", "sl", "sv", "uk", "vi"]

# 003 L245-L265 (SECTION_TRANSLATIONS): the labels of Translation(...), in their order
TRANSLATION_INITIALISER = ["panLabel", "expiryLabel", "cvvLabel", "fullNameLabel", "panHint", "expiryHint",
                           "cvvHint", "fullNameHint", "panInvalidError", "expiryInvalidMonthError",
                           "expiryExpiredError", "fullNameRequiredError", "payButtonText",
                           "payButtonProcessingText", "statusPaid", "statusAuthorized", "statusPending",
                           "loadingProcessingText", "threeDSCancelButton"]


class NoCodeInTheDocuments(Exception):
    """The documents show no code for this operation."""


def translations(request):
    op = request["op"]
    if op == "supportedLanguageCodes":
        return {"codes": list(SUPPORTED_LANGUAGE_CODES)}
    if op == "keys":
        return {"keys": list(TRANSLATION_INITIALISER)}
    if op == "resolveDeviceLanguage":
        # 003 L289 deviceLang = Locale.current.language.languageCode?.identifier ?? "en"
        device_lang = request["deviceLanguage"] if request["deviceLanguage"] is not None else "en"
        # 003 L290 resolvedLang = supportedLanguageCodes.contains(deviceLang) ? deviceLang : "en"
        resolved_lang = device_lang if device_lang in SUPPORTED_LANGUAGE_CODES else "en"
        return {"language": resolved_lang}
    raise NoCodeInTheDocuments("the documents show no code for %r" % op)


SUITES = {"comgate.translations": translations}
