#!/usr/bin/env python3
"""PaySpec adapter (protocol payspec/1) for the plain-Python port of the reference behaviour.

Reads one JSON request per line on stdin, writes one JSON answer per line on stdout.
The behaviour lives in port modules next to this file; each exposes
    SUITES = {"suite.name": fn(input_dict, choices_dict) -> output_dict}
and may expose INVENTORY = {"comgate/errors": [...], ...} and CHOICES = {"ambiguity-id": "option"}.
Missing modules are skipped; the handshake announces exactly the suites found.

    adapter.py [--choice AMBIGUITY=OPTION]...

declares an option of spec/ambiguities.json in the handshake and behaves by it (over CHOICES).
The port implements every option of the register; an id or option the register does not have
(on the command line or in a module's CHOICES) stops the adapter before the handshake (exit status 2, the message lists the options).
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


class UsageError(Exception):
    pass


def register_options():
    """{ambiguity: [option, ...]} from spec/ambiguities.json: the options this port implements."""
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "..", "..", "..", "spec", "ambiguities.json"), encoding="utf-8") as f:
        rows = json.load(f)["rows"]
    return {row["id"]: [o["id"] if isinstance(o, dict) else o for o in row["options"]] for row in rows}


def declared_choices(argv, from_modules):
    """The --choice AMBIGUITY=OPTION options over the modules' CHOICES, each checked against the register."""
    if not argv and not from_modules:
        return {}  # nothing declared: the register is not needed (an adapter copied on its own runs)
    options, declared, rest = register_options(), {}, list(argv)
    while rest:
        arg = rest.pop(0)
        if arg != "--choice" or not rest:
            raise UsageError("unknown or incomplete option %s (usage: adapter.py [--choice AMBIGUITY=OPTION]...)"
                             % json.dumps(arg))
        ambiguity, eq, option = rest.pop(0).partition("=")
        if not eq or not ambiguity or not option:
            raise UsageError("--choice needs AMBIGUITY=OPTION")
        if ambiguity in declared:
            raise UsageError("--choice %s is given twice" % json.dumps(ambiguity))
        declared[ambiguity] = option
    merged = dict(from_modules, **declared)
    for ambiguity, option in merged.items():
        if ambiguity not in options:
            raise UsageError("unknown ambiguity %s; known: %s" % (json.dumps(ambiguity), ", ".join(options)))
        if option not in options[ambiguity]:
            raise UsageError("ambiguity %s has no option %s; options: %s"
                             % (ambiguity, json.dumps(option), ", ".join(options[ambiguity])))
    return merged


def main():
    suites, inventory, choices = load_ports()
    try:
        choices = declared_choices(sys.argv[1:], choices)
    except UsageError as e:
        print("adapter.py: %s" % e, file=sys.stderr)
        return 2
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
