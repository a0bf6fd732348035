"""The SEB document's request template (001), in Python.

The document shows the status lookup as a request template (001 L94-L98, section "Kaip nustatoma
būsena"): the transcription fills it in literally. Its other code blocks are app code (a switch
over the outcome, a resolver that hands its values on) and compute nothing of the SDK's.
"""
import uuid

SECTION_LOOKUP = "Kaip nustatoma būsena"

CHOICES = {
    "seb-base-url-trailing-slash": "concatenate",  # L95: {apiBaseURL}/checkout/… filled in as written
    "seb-payment-id-path-encoding": "as-is",  # L95: {paymentId} filled in as given
}


# 001 L94-L98 (SECTION_LOOKUP)
def lookup_request(request):
    api_base_url, payment_id = request["apiBaseURL"], request["paymentId"]
    url = api_base_url + "/checkout/api/egw/v1/payments/" + payment_id  # L95 GET {apiBaseURL}/checkout/api/egw/v1/payments/{paymentId}
    headers = [
        {"name": "Obp-Verification-Key", "value": request["verificationKey"]},  # L96 Obp-Verification-Key: {verificationKey}
        {"name": "X-Request-Id", "value": str(uuid.uuid4())},  # L97 X-Request-Id: {uuid}
    ]
    return {"method": "GET", "url": url, "headers": headers}


SUITES = {"seb.lookup-request": lookup_request}
