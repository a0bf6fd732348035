#!/usr/bin/env python3
"""PaySpec adapter (payspec/1) around the vendor documents' own code, transcribed line by line.

moneycollect_document.py holds the MoneyCollect document's Objective-C (004),
comgate_document.py the Comgate documents' Swift snippets (000, 003) and seb_document.py the SEB
document's status-lookup request template (001). Each declares, in CHOICES,
the register reading its code takes where the code leaves one open. An operation the documents
show no code for is answered unsupported. Standard library only; see golden/PROTOCOL.md.
"""
import json
import os
import sys
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import comgate_document  # noqa: E402
import moneycollect_document  # noqa: E402
import seb_document  # noqa: E402

PROTOCOL = "payspec/1"
SUITES = {**comgate_document.SUITES, **moneycollect_document.SUITES, **seb_document.SUITES}
CHOICES = {**comgate_document.CHOICES, **moneycollect_document.CHOICES, **seb_document.CHOICES}
IMPLEMENTATION = {"name": "payspec-documents-code", "version": "1", "language": "python"}


def answer(request):
    vid, fn = request.get("id"), SUITES.get(request.get("suite"))
    if fn is None:
        return {"type": "unsupported", "id": vid, "reason": "the documents show no code for this suite"}
    try:
        return {"type": "result", "id": vid, "output": fn(request.get("input"))}
    except comgate_document.NoCodeInTheDocuments as e:
        return {"type": "unsupported", "id": vid, "reason": str(e)}
    except Exception as e:  # what the documents' code would crash on, for this vector only
        traceback.print_exc(file=sys.stderr)
        return {"type": "error", "id": vid, "message": "%s: %s" % (type(e).__name__, e)}


def main():
    if sys.argv[1:]:
        print("adapter.py takes no options; its choices are the documents' code's", file=sys.stderr)
        return 2
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        kind = request.get("type")
        if kind == "handshake":
            reply = {"type": "handshake", "protocol": PROTOCOL, "implementation": IMPLEMENTATION,
                     "suites": sorted(SUITES), "choices": CHOICES}
        elif kind == "vector":
            reply = answer(request)
        elif kind == "inventory":
            reply = {"type": "inventory", "inventory": {}}
        elif kind == "shutdown":
            break
        else:
            continue
        sys.stdout.write(json.dumps(reply, ensure_ascii=False, separators=(",", ":"), sort_keys=True) + "\n")
        sys.stdout.flush()
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
