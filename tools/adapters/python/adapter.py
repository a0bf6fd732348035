#!/usr/bin/env python3
"""PaySpec adapter (protocol payspec/1) for the plain-Python port of the reference behaviour.

Reads one JSON request per line on stdin, writes one JSON answer per line on stdout.
The behaviour lives in port modules next to this file; each exposes
    SUITES = {"suite.name": fn(input_dict, choices_dict) -> output_dict}
and may expose INVENTORY = {"comgate/errors": [...], ...} and CHOICES = {"ambiguity-id": "option"}.
Missing modules are skipped; the handshake announces exactly the suites found.
Standard library only. See golden/PROTOCOL.md.
"""
import importlib
import json
import os
import sys
import traceback

PROTOCOL = "payspec/1"
MODULES = ["payspec_comgate", "payspec_seb_moneycollect", "payspec_inventory"]


def load_ports():
    here = os.path.dirname(os.path.abspath(__file__))
    if here not in sys.path:
        sys.path.insert(0, here)
    suites, inventory, choices = {}, {}, {}
    for name in MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as e:
            if e.name == name:
                continue  # this port is not there (yet): its suites are not announced
            raise
        suites.update(getattr(module, "SUITES", {}))
        inventory.update(getattr(module, "INVENTORY", {}))
        choices.update(getattr(module, "CHOICES", {}))
    return suites, inventory, choices


def main():
    suites, inventory, choices = load_ports()
    out = sys.stdout

    def send(message):
        out.write(json.dumps(message, ensure_ascii=False, separators=(",", ":"), sort_keys=True))
        out.write("\n")

    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        try:
            request = json.loads(line)
        except ValueError:
            print("adapter.py: ignoring a line that is not JSON", file=sys.stderr)
            continue
        kind = request.get("type")
        if kind == "handshake":
            send({
                "type": "handshake",
                "protocol": PROTOCOL,
                "implementation": {"name": "payspec-python", "version": "0.1.0", "language": "python"},
                "suites": sorted(suites),
                "choices": choices,
            })
        elif kind == "vector":
            vid, suite = request.get("id"), request.get("suite")
            fn = suites.get(suite)
            if fn is None:
                send({"type": "unsupported", "id": vid, "reason": "suite %s not ported to Python" % suite})
            else:
                try:
                    send({"type": "result", "id": vid, "output": fn(request.get("input"), choices)})
                except Exception as e:  # the implementation's failure, reported for this vector only
                    traceback.print_exc(file=sys.stderr)
                    send({"type": "error", "id": vid, "message": "%s: %s" % (type(e).__name__, e)})
        elif kind == "inventory":
            send({"type": "inventory", "inventory": inventory})
        elif kind == "shutdown":
            out.flush()
            return 0
        else:
            print("adapter.py: ignoring message type %r" % kind, file=sys.stderr)
        out.flush()
    out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
